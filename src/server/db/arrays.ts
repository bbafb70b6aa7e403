/**
 * A PostgreSQL array literal for one bound parameter (`${uuidArray(ids)}::uuid[]`). drizzle's `sql`
 * would otherwise expand a JS array into a list of parameters.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/(["\\])/g, "\\$1")}"`).join(",")}}`;
}

/** `arrayLiteral` where an element may be null (an unquoted NULL in the literal). */
export function nullableArrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map((value) => (value === null ? "NULL" : `"${String(value).replace(/(["\\])/g, "\\$1")}"`)).join(",")}}`;
}
