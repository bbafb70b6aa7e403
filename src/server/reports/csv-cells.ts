import type { Options } from "csv-stringify";

/**
 * Text that a spreadsheet would run as a formula when the CSV is opened (CSV injection): a cell
 * that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP's list). Such a cell gets
 * a leading `'`, which spreadsheets show as text and do not evaluate (decision 401).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The options every CSV the app writes with csv-stringify takes:
 * - `cast`: each string cell (a song's name, an author, a band) is made safe; numbers stay numbers
 *   (ours are counts, never negative), so a spreadsheet still sums them;
 * - `quoted_match`: a cell with a lone CR or LF is quoted (csv-stringify quotes only the whole
 *   record delimiter). Unquoted, a spreadsheet would start a new row there, and the text after the
 *   line break (`a\r=1+1`) would be a cell of its own that no rule above has seen.
 */
export const spreadsheetSafeOptions = {
  cast: { string: spreadsheetSafeCell },
  quoted_match: /[\r\n]/,
} satisfies Options;
