/**
 * Positions and lengths in a video, in whole seconds, written the way YouTube writes them: m:ss,
 * or h:mm:ss from one hour on (1:06:40, not 66:40). This is the one formatter of times in the app
 * (admin, public pages, recommendations, chapters, share tags; docs/decisions/426); the public
 * "--:--" for an unknown duration is `formatDuration` in formatting.ts, built on it.
 */

/** A player time (fractional seconds) as the whole second it is in; negative or unknown is 0. */
export function wholeSeconds(time: number): number {
  return Number.isFinite(time) && time > 0 ? Math.floor(time) : 0;
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** 0:05, 3:07, 59:59, 1:00:00, 1:06:40; fractions are floored, negative or unknown is 0:00. */
export function formatTimestamp(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(rest)}` : `${minutes}:${pad2(rest)}`;
}

/** m:ss (any number of minutes, as older screens wrote 66:40) or h:mm:ss; spaces around are ignored. */
const TIMESTAMP = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,4})):([0-5]\d)$/;

/**
 * A typed time as whole seconds: '1:35' → 95, '66:40' → 4000, '1:06:40' → 4000, '0:00' → 0; null
 * for anything else ('95', '1:5', '1:60', '1:75:00', '').
 */
export function parseTimestamp(typed: string): number | null {
  const match = TIMESTAMP.exec(typed.trim());
  if (!match) return null;
  const [, hours, hourMinutes, minutes, rest] = match;
  if (hours !== undefined) return Number(hours) * 3600 + Number(hourMinutes) * 60 + Number(rest);
  return Number(minutes) * 60 + Number(rest);
}
