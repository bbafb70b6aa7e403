/** Calendar days of the demo history (days since 1970-01-01) and their instants in Brasília. */
import { withoutAccents } from "@shared/accents";

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the local calendar date of an instant. */
export function calendarDay(instant: Date): number {
  return Math.round(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()) / DAY_MS);
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** An instant at a local time in Brasília (UTC−3, no daylight saving time since 2019). */
export function brasilia(day: number, time: string, extraMinutes = 0): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(day * DAY_MS + ((hours + 3) * 60 + minutes + extraMinutes) * 60_000);
}

export function slugify(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
