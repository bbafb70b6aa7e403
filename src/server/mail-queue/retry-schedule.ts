/**
 * When a mail that could not be sent is tried again (decision 400): 30 s after the first failure,
 * doubling up to one hour, for as long as the mail is younger than 24 hours. A failure at or after
 * 24 hours gives up, so the tries always cover at least a day of a mail server being down.
 */

export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The wait after the `attempts`-th failed try (1 for the first). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^7 * 30 s is past the cap already; no need to compute larger powers.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 20), LONGEST_RETRY_MS);
}

/** The next try after a failure at `failedAt`, or null: give up. */
export function nextAttemptAfterFailure(mail: { createdAt: Date; attempts: number }, failedAt: Date): Date | null {
  if (failedAt.getTime() - mail.createdAt.getTime() >= GIVE_UP_AFTER_MS) return null;
  return new Date(failedAt.getTime() + retryDelayMs(mail.attempts));
}
