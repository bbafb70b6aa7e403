/** A UUID in its hyphenated text form, any case: what a `uuid` column accepts. */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_SOURCE}$`, "i");

/** True when the text is a UUID, so it can be bound as `::uuid` without an error from PostgreSQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The id as a lower-case UUID string (surrounding spaces ignored), or null when the text is not a UUID. */
export function asUuid(value: string): string | null {
  const lower = value.trim().toLowerCase();
  return isUuid(lower) ? lower : null;
}
