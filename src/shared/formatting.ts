import { formatTimestamp, wholeSeconds } from "./durations";
import { hourOf, serviceLabel } from "./shifts";

/**
 * How the public pages write durations, dates and services (public spec §3 "Formats"): a duration
 * is m:ss, or h:mm:ss from one hour (durations.ts), and "--:--" when zero or unknown; a date is dd.MM.yyyy; a
 * service is "Culto {hour}h". Pure functions of strings and numbers: no time zone is involved,
 * because dates are calendar days ('YYYY-MM-DD') and times are times of day ('HH:MM:SS').
 */

export const UNKNOWN_DURATION = "--:--";

/** 3:07, 59:59, 1:00:00, 2:03:04 (formatTimestamp); "--:--" for 0, negative, NaN, null or undefined. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || wholeSeconds(seconds) === 0) return UNKNOWN_DURATION;
  return formatTimestamp(seconds);
}

/** 'YYYY-MM-DD' (or an ISO timestamp, read as its calendar day) as dd.MM.yyyy; '' when unreadable. */
export function formatDate(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  return match ? `${match[3]}.${match[2]}.${match[1]}` : "";
}

/** The hour of a time of day as the spec writes it: '19:00:00' → '19h', '09:30' → '9h'; '' when unreadable. */
export function formatHour(time: string | null | undefined): string {
  const hour = time ? hourOf(time.slice(0, 8)) : null;
  return hour === null ? "" : `${hour}h`;
}

/** hh:mm of a time of day: '19:05:00' → '19:05'; '' when unreadable. */
export function formatTimeOfDay(time: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(time ?? "");
  return match ? `${match[1]}:${match[2]}` : "";
}

/** "Culto 19h" ('' when the time is unreadable). */
export function formatServiceLabel(time: string | null | undefined): string {
  return (time && serviceLabel(time.slice(0, 8))) || "";
}

/** A count with the pt-BR thousands separator: 1234 → "1.234". */
export function formatCount(value: number | null | undefined): string {
  const whole = Number.isFinite(value) && (value ?? 0) > 0 ? Math.floor(value ?? 0) : 0;
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Singular or plural by count: plural(1, "música", "músicas") → "1 música". */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
