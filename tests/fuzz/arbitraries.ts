import fc from "fast-check";

// Generators of hostile and valid-looking values, shared by every fuzzed route.

export const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "Ana\u0000",
  "\u0007",
  "\u001b[31mred",
  "tab\there",
  "line\nbreak",
  "\r\n",
  "\u007f",
  "\u0085",
  "\u2028",
  "\ud800",
  "a\udc00b",
  "\udbff\udfff",
  "\u200b",
  "\u200b\u200c\u200d\u2060",
  "\u0301\u0302",
  "\u3164",
  "\ufeff",
  "\u202eevil",
  "A\u030a",
  "🎸",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "99999999999999999999",
  "'; drop table musicians; --",
  "%",
  "%00",
  "%s%s%n",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "\\",
  "{}",
  "[]",
  "[\"a\\u0000b\"]",
  "2025-02-30",
  "19:30:99",
  "99:99",
  "24:00",
  "-5",
  "3.5",
  "00000000-0000-0000-0000-000000000000",
  "6F1C2B7A-3D4E-4F5A-8B9C-0D1E2F3A4B5C",
  "6f1c2b7a3d4e4f5a8b9c0d1e2f3a4b5c",
  "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://www.youtube.com:8080/watch?v=dQw4w9WgXcQ",
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=1",
  "javascript:alert(1)",
  "https://vimeo.com/123",
];

export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
export const controlCharacter = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f).map((code) => String.fromCharCode(code));

/** Text that breaks one rule or another. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.oneof(controlCharacter, loneSurrogate, fc.constantFrom("\u200b", "\u0301", "\u0000")), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 150_000 }).map((length) => "a".repeat(length)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((length) => "\u0301".repeat(length)) },
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyText, { maxKeys: 3 }),
);

export type Field = (valid: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;

/** A field: mostly a value of the right kind, often a nasty text, sometimes the wrong type. */
export const mixedField: Field = (valid) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 3, arbitrary: nastyText }, { weight: 1, arbitrary: wrongType });
/** A field of a valid-looking request: only values of the right kind. */
export const cleanField: Field = (valid) => valid;

export const validName = fc.oneof(
  fc.constantFrom("Ana", "José da Silva", "Banda Ágape", "Louvor 🎸", "Zoë", "王"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
);
// Valid values only: the invalid ones ("2025-02-30", "19:30:99", "24:00", negative seconds...) come from NASTY and wrongType.
export const validDate = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date(), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** A plan's date: from a week ago (refused: past) to a year from now. */
export const upcomingDate = fc
  .integer({ min: -7, max: 365 })
  .map((days) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
export const validTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.option(fc.integer({ min: 0, max: 59 })))
  .map(([h, m, s]) => [h, m, ...(s === null ? [] : [s])].map((n) => String(n).padStart(2, "0")).join(":"));
export const videoUrl = fc.constantFrom(
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "youtu.be/dQw4w9WgXcQ?si=abc",
  "m.youtube.com/shorts/dQw4w9WgXcQ",
  "https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&t=3",
  "https://www.youtube.com/live/dQw4w9WgXcQ",
  "https://www.youtube.com/embed/dQw4w9WgXcQ",
);
export const seconds = fc.integer({ min: 0, max: 20_000 });

/** Ids: the fixture's own, or a random one. */
export const idOf = (...known: (() => string)[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known).map((get) => get()) }, { weight: 1, arbitrary: fc.uuid() });

/** A path segment as a client could send it: encoded text, or raw escapes of its own. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8: send the escapes a broken client would.
    return value.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replace(/[^A-Za-z0-9%_.~-]/g, (char) => encodeURIComponent(char));
  }
}

export const rawEscapes = fc.constantFrom("%00", "a%00b", "%0A", "%1F", "%7F", "%C2%85", "%ZZ", "%", "%C0%80", "%ED%A0%80", "%FF", "..", "%2e%2e", "%2F", "%E2%80%8B");

export const segment = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map(encodeSegment) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: nastyText.map(encodeSegment) },
    { weight: 2, arbitrary: rawEscapes },
  );

/** A query string with the route's parameters (valid or not), sometimes repeated or with strangers. */
export function queryString(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(params).map(([name, valid]) =>
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: segment(valid).map((value) => [`${name}=${value}`]) },
        { weight: 1, arbitrary: fc.tuple(segment(valid), segment(valid)).map(([a, b]) => [`${name}=${a}`, `${name}=${b}`]) },
        { weight: 1, arbitrary: fc.constant([name]) },
      ),
      { freq: 3 },
    ),
  );
  const stranger = fc.option(fc.tuple(segment(fc.constant("x")), segment(fc.constant("y"))).map(([key, value]) => [`${key}=${value}`]), { freq: 4 });
  return fc.tuple(fc.tuple(...entries), stranger).map(([parts, extra]) => {
    const pieces = [...parts.flatMap((part) => part ?? []), ...(extra ?? [])];
    return pieces.length > 0 ? `?${pieces.join("&")}` : "";
  });
}

/** A query string of valid-looking values only. */
export function cleanQueryString(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(params).map(([name, valid]) => fc.option(valid.map((value) => `${name}=${encodeSegment(value)}`), { freq: 2 }));
  return fc.tuple(...entries).map((parts) => {
    const pieces = parts.filter((part): part is string => part !== null);
    return pieces.length > 0 ? `?${pieces.join("&")}` : "";
  });
}
