/**
 * The shift of a service (spec, admin §4 and §9): it derives from the hour of the time, before 12
 * morning, before 18 afternoon, else evening. The database computes the same rule as a generated
 * column (services.shift); this copy lets the form and the tests speak of it.
 */

export const SHIFT_CUTOFF_HOURS = { afternoon: 12, evening: 18 } as const;

export const shifts = ["morning", "afternoon", "evening"] as const;
export type Shift = (typeof shifts)[number];

/** The hour of a 'HH:MM' or 'HH:MM:SS' time, or null when the text is not a time of day. */
export function hourOf(time: string): number | null {
  const match = /^(\d{2}):([0-5]\d)(?::([0-5]\d))?$/.exec(time.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  return hour <= 23 ? hour : null;
}

/** The shift of a time of day; null when the text is not one. */
export function shiftOf(time: string): Shift | null {
  const hour = hourOf(time);
  if (hour === null) return null;
  if (hour < SHIFT_CUTOFF_HOURS.afternoon) return "morning";
  if (hour < SHIFT_CUTOFF_HOURS.evening) return "afternoon";
  return "evening";
}

/** The spec's service label (§9): 'Culto {hour}h', e.g. 'Culto 9h' or 'Culto 19h'. */
export function serviceLabel(time: string): string | null {
  const hour = hourOf(time);
  return hour === null ? null : `Culto ${hour}h`;
}
