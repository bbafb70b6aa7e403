import { z } from "zod";

/**
 * The one text rule at the edge (DESIGN, "Text at the edge"): every string a request carries —
 * body, query or path — goes through `text()` before anything reads it.
 *
 * - Control characters (C0, DEL, C1, line and paragraph separators) and lone surrogates are
 *   refused with a 4xx that names the field. PostgreSQL cannot store a NUL at all (it would be a
 *   500), and the others are never typed by a person. A multi-line field may keep \n, \r and \t.
 * - The text is normalised to NFC, so "é" typed as e + accent and as one character are the same
 *   name, the same search and the same key.
 * - Leading and trailing whitespace is trimmed.
 *
 * Names also need a visible character (`hasVisibleCharacter`): a name made only of spaces,
 * zero-width or combining characters would be an empty line in every list.
 */

export const textMessages = {
  invalidCharacters: "O texto contém caracteres inválidos.",
  notText: "Informe um texto.",
} as const;

// Control characters are exactly what these patterns look for.
/* eslint-disable no-control-regex */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
/* eslint-enable no-control-regex */
/** Half of a surrogate pair without its other half: not text in any encoding (UTF-8 cannot carry it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text has a character the rule refuses (control characters, lone surrogates). */
export function hasForbiddenCharacter(value: string, options: { multiline?: boolean } = {}): boolean {
  const forbidden = options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return forbidden.test(value) || LONE_SURROGATE.test(value);
}

/**
 * A letter, digit, punctuation mark or symbol that is not a default-ignorable code point (zero-width
 * spaces and joiners, Hangul fillers, variation selectors...) nor the blank Braille pattern.
 * Spaces, combining marks alone and format characters draw nothing on their own.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether the text shows something: at least one visible character. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}

type TextOptions = {
  /** Keep \n, \r and \t (a multi-line field). */
  multiline?: boolean;
  /** Message when the value is not a string (or is missing). */
  error?: string | ((issue: { input?: unknown }) => string);
  /** Message for forbidden characters; default `textMessages.invalidCharacters`. */
  invalidCharacters?: string;
  /** Trim leading and trailing whitespace (default true). */
  trim?: boolean;
};

/**
 * A request string: refused when it holds control characters or lone surrogates, then NFC and
 * trimmed. Returns a `ZodString`, so `.min()`, `.max()` and `.regex()` chain on the clean value.
 */
export function text(options: TextOptions = {}) {
  const { multiline = false, error = textMessages.notText, invalidCharacters = textMessages.invalidCharacters } = options;
  const base = z
    .string({ error })
    .refine((value) => !hasForbiddenCharacter(value, { multiline }), { error: invalidCharacters, abort: true })
    .normalize("NFC");
  return options.trim === false ? base : base.trim();
}

/**
 * A required name: `text()` that must show something. A value without a visible character gets
 * `required`, as an empty one does (to the person typing it, it is empty).
 */
export function nameText(options: TextOptions & { required: string }) {
  return text(options)
    .min(1, { error: options.required, abort: true })
    .refine(hasVisibleCharacter, { error: options.required, abort: true });
}

/**
 * An optional free text, stored as null when blank: missing or null stays as sent (undefined means
 * "not sent"), and text without a visible character counts as blank.
 */
export function optionalText(options: TextOptions & { max: number; tooLong: string }) {
  return text(options)
    .max(options.max, options.tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value && hasVisibleCharacter(value) ? value : null));
}

/** A search term: `text()`, bounded; blank (or invisible) means no search. */
export function searchText(options: { max: number; tooLong: string }) {
  return text()
    .max(options.max, options.tooLong)
    .optional()
    .transform((value) => (value && hasVisibleCharacter(value) ? value : undefined));
}

/** A readable key or id in a path or query (public URLs): `text()`, at most `max` characters. */
export function keyText(options: { max?: number; tooLong?: string } = {}) {
  const max = options.max ?? 300;
  return text().max(max, options.tooLong ?? `A chave deve ter no máximo ${max} caracteres.`);
}
