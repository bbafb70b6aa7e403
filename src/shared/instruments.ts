/**
 * A band member's instruments (band_musicians.instrument, a text[]). The admin types them as one
 * line separated by commas or semicolons ("Violão, Vocal; Teclado"); they are shown joined by ', '.
 */

export const INSTRUMENT_MAX_LENGTH = 50;
export const INSTRUMENTS_MAX_COUNT = 10;

const SEPARATOR = /[,;]/;

/** A pasted JSON array ('["Violão","Vocal"]', the older app's text form) read as its items. */
function jsonArrayItems(text: string): string[] | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("[") || !trimmed.endsWith("]")) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  } catch {
    // not JSON: read it as a plain list
  }
  return null;
}

/**
 * The instruments in a typed line: split on ',' and ';', spaces trimmed and collapsed, empty
 * parts dropped, repeats (ignoring case) kept once, in the order typed.
 */
export function parseInstruments(text: string): string[] {
  const parts = jsonArrayItems(text) ?? [text];
  const seen = new Set<string>();
  const instruments: string[] = [];
  for (const part of parts.flatMap((item) => item.split(SEPARATOR))) {
    const instrument = part.replace(/\s+/g, " ").trim();
    const key = instrument.toLocaleLowerCase("pt-BR");
    if (!instrument || seen.has(key)) continue;
    seen.add(key);
    instruments.push(instrument);
  }
  return instruments;
}

/** How a list of instruments is shown and edited: joined by ', '. */
export function formatInstruments(instruments: readonly string[]): string {
  return instruments.join(", ");
}
