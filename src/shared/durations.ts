/**
 * Segment times are whole seconds into the service video (spec, admin §5): taken from the player's
 * current time floored, and shown as m:ss (minutes not wrapped into hours: 1 h 2 min 5 s is 62:05).
 */

/** A player time (fractional seconds) as the whole second it is in; negative or unknown is 0. */
export function wholeSeconds(time: number): number {
  return Number.isFinite(time) && time > 0 ? Math.floor(time) : 0;
}

/** m:ss, e.g. 0:05, 3:07, 62:05. */
export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, "0")}`;
}
