import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBand, createBandMember, createMusician, createSong, signedInAdmin } from "../../tests/factories";
import { pngBytes } from "../../tests/images";
import { serviceBody } from "../../tests/service-body";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../tests/test-app";

/**
 * Property-based tests of every endpoint (DESIGN, "Validation at the edge"): generated paths,
 * queries and bodies — NUL and other control characters, lone surrogates, invisible names, huge
 * strings, wrong types, malformed ids, and valid-looking values — sent to the real app on a real
 * database. Whatever arrives, the answer is never a 5xx, and a refused request (4xx) changes no
 * row: every table but the rate-limit counters (uploaded images included) is compared before and
 * after.
 *
 * `npm test` runs a few cases per route (FUZZ_RUNS, default 10) with a fixed seed, so a run is
 * repeatable; `npm run test:fuzz` runs 200 per route with a fresh seed and prints the figures.
 * FUZZ_SEED replays a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20_261_124;
const REPORT = process.env.FUZZ_RUNS !== undefined;

let app: TestApp;
let cookie: string;
const fixture = {} as {
  churchId: string;
  slug: string;
  musicianId: string;
  bandId: string;
  serviceId: string;
  segmentId: string;
  songId: string;
  bandKey: string;
  musicianKey: string;
  serviceKey: string;
  segmentKey: string;
  songKey: string;
  upload: string;
  png: Uint8Array;
  adminEmail: string;
  adminPassword: string;
};

// ---------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------

const NASTY = [
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

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f).map((code) => String.fromCharCode(code));

/** Text that breaks one rule or another. */
const nastyText: fc.Arbitrary<string> = fc.oneof(
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

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyText, { maxKeys: 3 }),
);

type Field = (valid: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;

/** A field: mostly a value of the right kind, often a nasty text, sometimes the wrong type. */
const mixedField: Field = (valid) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 3, arbitrary: nastyText }, { weight: 1, arbitrary: wrongType });
/** A field of a valid-looking request: only values of the right kind. */
const cleanField: Field = (valid) => valid;

const validName = fc.oneof(
  fc.constantFrom("Ana", "José da Silva", "Banda Ágape", "Louvor 🎸", "Zoë", "王"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
);
// Valid values only: the invalid ones ("2025-02-30", "19:30:99", "24:00", negative seconds...) come from NASTY and wrongType.
const validDate = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date(), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const validTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.option(fc.integer({ min: 0, max: 59 })))
  .map(([h, m, s]) => [h, m, ...(s === null ? [] : [s])].map((n) => String(n).padStart(2, "0")).join(":"));
const videoUrl = fc.constantFrom(
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "youtu.be/dQw4w9WgXcQ?si=abc",
  "m.youtube.com/shorts/dQw4w9WgXcQ",
  "https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&t=3",
  "https://www.youtube.com/live/dQw4w9WgXcQ",
  "https://www.youtube.com/embed/dQw4w9WgXcQ",
);
const seconds = fc.integer({ min: 0, max: 20_000 });

/** Ids: the fixture's own, or a random one. */
const idOf = (...known: (() => string)[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known).map((get) => get()) }, { weight: 1, arbitrary: fc.uuid() });

const makeBodies = (field: Field) => {
  /** A valid-looking request names the fixture's rows; the others also random ids. */
  /** Lists of musicians: one fixture musician, so a valid-looking list has at most one entry. */
  const most = field === cleanField ? 1 : 3;
  const ids = (...known: (() => string)[]) => (field === cleanField ? fc.constantFrom(...known).map((get) => get()) : idOf(...known));
  const lineupEntry = fc.record(
    {
      musicianId: field(ids(() => fixture.musicianId)),
      instrument: field(fc.constantFrom("Violão", "Vocal", "", null)),
      isSubstitute: field(fc.boolean()),
      isGlobal: field(fc.boolean()),
    },
    { requiredKeys: [] },
  );

  return {
    church: fc.record(
      {
        name: field(validName),
        slug: field(fc.constantFrom("igreja-fuzz", "Igreja Fuzz", () => fixture.slug).map((value) => (typeof value === "function" ? value() : value))),
        address: field(fc.constantFrom("Rua A, 1", "", null)),
        youtubeChannel: field(fc.constantFrom("@igreja", "https://www.youtube.com/@igreja", "youtube.com/c/x")),
      },
      { requiredKeys: [] },
    ),
    musician: fc.record(
      {
        name: field(validName),
        isMultibanda: field(fc.boolean()),
        instrument: field(fc.constantFrom("Violão", "", null)),
        bio: field(fc.constantFrom("Toca desde 2010.\nLinha 2", "", null)),
      },
      { requiredKeys: [] },
    ),
    band: fc.record(
      {
        name: field(validName),
        year: field(fc.integer({ min: 1900, max: 2200 })),
        members: field(
          fc.array(
            fc.record(
              {
                musicianId: field(ids(() => fixture.musicianId)),
                instrument: field(fc.array(field(fc.constantFrom("Violão", "Vocal, Teclado")), { maxLength: 3 })),
              },
              { requiredKeys: ["musicianId"] },
            ),
            { maxLength: most },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    service: fc.record(
      {
        date: field(validDate),
        time: field(validTime),
        videoUrl: field(videoUrl),
        bandId: field(ids(() => fixture.bandId)),
        active: field(fc.boolean()),
        segments: field(
          fc.array(
            fc
              .record(
                {
                  // A new service's segments have no id yet; any id names another service's segment.
                  ...(field === cleanField ? {} : { id: field(idOf(() => fixture.segmentId)) }),
                  songCatalogId: field(ids(() => fixture.songId)),
                  startTime: field(seconds),
                  endTime: field(seconds),
                  isNew: field(fc.boolean()),
                  musicians: field(fc.array(lineupEntry, { maxLength: most })),
                },
                { requiredKeys: field === cleanField ? ["songCatalogId", "startTime", "endTime"] : [] },
              )
              // A valid-looking segment ends after it starts.
              .map((segment) =>
                field === cleanField && typeof segment.startTime === "number" && typeof segment.endTime === "number" && segment.endTime <= segment.startTime
                  ? { ...segment, endTime: segment.startTime + 1 }
                  : segment,
              ),
            { minLength: field === cleanField ? 1 : 0, maxLength: 3 },
          ),
        ),
        musicians: field(fc.array(lineupEntry, { maxLength: most })),
      },
      { requiredKeys: [] },
    ),
    song: fc.record(
      {
        name: field(validName),
        author: field(fc.constantFrom("Autor", "", null)),
        chordFile: field(fc.constantFrom("https://cifra.example.org/a", "", null, "ftp://x")),
        lyrics: field(fc.constantFrom("https://letras.example.org/a", "", null)),
      },
      { requiredKeys: [] },
    ),
    signIn: fc.record(
      {
        email: field(fc.constantFrom(() => fixture.adminEmail, () => "nobody@example.com").map((get) => get())),
        password: field(fc.constantFrom(() => fixture.adminPassword, () => "wrong-password", () => "short").map((get) => get())),
        rememberMe: field(fc.boolean()),
        callbackURL: field(fc.constantFrom("/admin", "https://evil.example")),
      },
      { requiredKeys: [] },
    ),
    forget: fc.record(
      {
        email: field(fc.constantFrom(() => fixture.adminEmail, () => "nobody@example.com").map((get) => get())),
        redirectTo: field(fc.constantFrom("/reset-password", `${TEST_ORIGIN}/reset-password`, "https://evil.example/x")),
      },
      { requiredKeys: [] },
    ),
    reset: fc.record(
      { newPassword: field(fc.constantFrom("uma-senha-nova-123", "curta")), token: field(fc.constantFrom("abc", "x".repeat(24))) },
      { requiredKeys: [] },
    ),
  };
};
const bodies = { mixed: makeBodies(mixedField), clean: makeBodies(cleanField) };
type BodyName = keyof ReturnType<typeof makeBodies>;

type Body = { text?: string; contentType?: string; form?: FormData };

/** A JSON body: mostly the route's fields, sometimes any JSON, text that is not JSON, or nothing. */
function jsonBody(shape: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 8, arbitrary: shape.map((value) => ({ text: JSON.stringify(value), contentType: "application/json" })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => ({ text: JSON.stringify(value), contentType: "application/json" })) },
    { weight: 1, arbitrary: nastyText.map((text) => ({ text, contentType: "application/json" })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shape, fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"))
        .map(([value, contentType]) => ({ text: JSON.stringify(value), contentType })),
    },
    { weight: 1, arbitrary: nastyText.map((text) => ({ text: `a=${text}&b=1`, contentType: "application/x-www-form-urlencoded" })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** A multipart upload: an image, random bytes, an empty or misnamed file, or no multipart at all. */
const uploadBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant("png").map(() => ({ form: formWith("file", fixture.png, "foto.png") })) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({ form: formWith("file", bytes, "x.png") })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ form: formWith("file", new Uint8Array([...fixture.png.slice(0, 40), ...bytes]), "trunc.png") })) },
  { weight: 1, arbitrary: nastyText.map((name) => ({ form: formWith(name.slice(0, 50) || "file", fixture.png, "foto.png") })) },
  { weight: 1, arbitrary: nastyText.map((name) => ({ form: formWith("file", fixture.png, name.slice(0, 200)) })) },
  { weight: 1, arbitrary: nastyText.map((text) => ({ text, contentType: "multipart/form-data; boundary=x" })) },
  { weight: 1, arbitrary: jsonBody(fc.jsonValue({ maxDepth: 1 })) },
);

function formWith(name: string, bytes: Uint8Array, filename: string): FormData {
  const form = new FormData();
  form.append(name, new Blob([new Uint8Array(bytes)], { type: "image/png" }), filename);
  return form;
}

/** A path segment as a client could send it: encoded text, or raw escapes of its own. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8: send the escapes a broken client would.
    return value.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replace(/[^A-Za-z0-9%_.~-]/g, (char) => encodeURIComponent(char));
  }
}

const rawEscapes = fc.constantFrom("%00", "a%00b", "%0A", "%1F", "%7F", "%C2%85", "%ZZ", "%", "%C0%80", "%ED%A0%80", "%FF", "..", "%2e%2e", "%2F", "%E2%80%8B");

const segment = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map(encodeSegment) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: nastyText.map(encodeSegment) },
    { weight: 2, arbitrary: rawEscapes },
  );

/** A query string with the route's parameters (valid or not), sometimes repeated or with strangers. */
function queryString(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
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
function cleanQueryString(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(params).map(([name, valid]) => fc.option(valid.map((value) => `${name}=${encodeSegment(value)}`), { freq: 2 }));
  return fc.tuple(...entries).map((parts) => {
    const pieces = parts.filter((part): part is string => part !== null);
    return pieces.length > 0 ? `?${pieces.join("&")}` : "";
  });
}

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

type Route = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Who sends it: the signed-in administrator, or an anonymous visitor. */
  as: "admin" | "anonymous";
  params?: Record<string, fc.Arbitrary<string>>;
  query?: Record<string, fc.Arbitrary<string>>;
  body?: BodyName | "upload" | "empty";
};

const churchKey = fc.oneof(
  fc.constantFrom(() => fixture.slug, () => fixture.churchId, () => fixture.slug.toUpperCase()).map((get) => get()),
  fc.constantFrom("igreja-que-nao-existe", "Jo\u0061\u0303o"),
);
const key = (...known: (() => string)[]) => fc.constantFrom(...known).map((get) => get());
const text = fc.oneof(fc.constantFrom("ana", "Ágape", "2019", "a"), fc.string({ maxLength: 20 }));
const pageValue = fc.oneof(fc.integer({ min: -2, max: 200_000 }).map(String), fc.constantFrom("1", "01", "1.5", "1e3", "abc"));
const musicianId = () => fixture.musicianId;
const bandId = () => fixture.bandId;
const serviceId = () => fixture.serviceId;
const segmentId = () => fixture.segmentId;
const songId = () => fixture.songId;

const routes: Route[] = [
  // Public
  { method: "GET", path: "/api/health", as: "anonymous" },
  { method: "GET", path: "/api/public/config", as: "anonymous" },
  { method: "GET", path: "/api/public/churches", as: "anonymous", query: { search: text } },
  { method: "GET", path: "/api/public/churches/:churchKey", as: "anonymous", params: { churchKey } },
  { method: "GET", path: "/api/public/churches/:churchKey/home", as: "anonymous", params: { churchKey } },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/services",
    as: "anonymous",
    params: { churchKey },
    query: {
      search: text,
      sort: fc.constantFrom("date", "view_count", "name"),
      direction: fc.constantFrom("asc", "desc", "up"),
      page: pageValue,
      band: key(() => fixture.bandKey, bandId),
      musician: key(() => fixture.musicianKey, musicianId),
    },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/songs",
    as: "anonymous",
    params: { churchKey },
    query: {
      search: text,
      sort: fc.constantFrom("name", "service_date", "view_count", "duration", "x"),
      direction: fc.constantFrom("asc", "desc"),
      page: pageValue,
      pageSize: fc.constantFrom("25", "50", "100", "7"),
      band: key(() => fixture.bandKey, bandId),
      musician: key(() => fixture.musicianKey, musicianId),
    },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/services/:serviceKey",
    as: "anonymous",
    params: { churchKey, serviceKey: key(() => fixture.serviceKey, serviceId, () => "10-03-2024-19h") },
    query: { song: key(() => fixture.segmentKey, segmentId, () => fixture.songKey) },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/recommendations",
    as: "anonymous",
    params: { churchKey },
    query: { service: key(serviceId), song: key(segmentId) },
  },
  { method: "GET", path: "/api/public/churches/:churchKey/bands", as: "anonymous", params: { churchKey }, query: { search: text } },
  { method: "GET", path: "/api/public/churches/:churchKey/bands/:bandKey", as: "anonymous", params: { churchKey, bandKey: key(() => fixture.bandKey, bandId, () => "banda-2019") } },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/musicians/:musicianKey",
    as: "anonymous",
    params: { churchKey, musicianKey: key(() => fixture.musicianKey, musicianId) },
  },
  { method: "GET", path: "/api/public/churches/:churchKey/catalogue", as: "anonymous", params: { churchKey }, query: { search: text, page: pageValue } },
  { method: "GET", path: "/api/public/churches/:churchKey/catalogue/:songKey", as: "anonymous", params: { churchKey, songKey: key(() => fixture.songKey, songId) } },
  { method: "POST", path: "/api/views/services/:serviceId", as: "anonymous", params: { serviceId: key(serviceId) } },
  { method: "POST", path: "/api/views/songs/:songDetailId", as: "anonymous", params: { songDetailId: key(segmentId) } },
  { method: "GET", path: "/uploads/:file", as: "anonymous", params: { file: key(() => fixture.upload.split("/").at(-1)!) } },
  { method: "GET", path: "/api/unknown/:x", as: "anonymous", params: { x: text } },
  // better-auth
  { method: "POST", path: "/api/auth/sign-in/email", as: "anonymous", body: "signIn" },
  { method: "POST", path: "/api/auth/request-password-reset", as: "anonymous", body: "forget" },
  { method: "POST", path: "/api/auth/reset-password", as: "anonymous", body: "reset", query: { token: text } },
  { method: "GET", path: "/api/auth/reset-password/:token", as: "anonymous", params: { token: text }, query: { callbackURL: fc.constantFrom("/reset-password", "https://evil.example") } },
  { method: "GET", path: "/api/auth/get-session", as: "anonymous" },
  { method: "POST", path: "/api/auth/sign-out", as: "anonymous", body: "empty" },
  // Admin: church and dashboard
  { method: "GET", path: "/api/admin/church", as: "admin" },
  { method: "POST", path: "/api/admin/church", as: "admin", body: "church" },
  { method: "PUT", path: "/api/admin/church", as: "admin", body: "church" },
  { method: "GET", path: "/api/admin/church/slug-availability", as: "admin", query: { slug: text } },
  { method: "POST", path: "/api/admin/church/logo", as: "admin", body: "upload" },
  { method: "GET", path: "/api/admin/dashboard", as: "admin" },
  // Admin: musicians
  { method: "GET", path: "/api/admin/musicians", as: "admin", query: { search: text, multibanda: fc.constantFrom("true", "false", "1") } },
  { method: "POST", path: "/api/admin/musicians", as: "admin", body: "musician" },
  { method: "GET", path: "/api/admin/musicians/:id", as: "admin", params: { id: key(musicianId) } },
  { method: "PUT", path: "/api/admin/musicians/:id", as: "admin", params: { id: key(musicianId) }, body: "musician" },
  { method: "POST", path: "/api/admin/musicians/:id/avatar", as: "admin", params: { id: key(musicianId) }, body: "upload" },
  { method: "DELETE", path: "/api/admin/musicians/:id/avatar", as: "admin", params: { id: key(musicianId) } },
  // Admin: bands
  { method: "GET", path: "/api/admin/bands", as: "admin", query: { search: text } },
  { method: "POST", path: "/api/admin/bands", as: "admin", body: "band" },
  { method: "GET", path: "/api/admin/bands/:id", as: "admin", params: { id: key(bandId) } },
  { method: "PUT", path: "/api/admin/bands/:id", as: "admin", params: { id: key(bandId) }, body: "band" },
  { method: "POST", path: "/api/admin/bands/:id/image", as: "admin", params: { id: key(bandId) }, body: "upload" },
  { method: "DELETE", path: "/api/admin/bands/:id/image", as: "admin", params: { id: key(bandId) } },
  // Admin: services
  { method: "GET", path: "/api/admin/services", as: "admin", query: { search: text, page: pageValue } },
  { method: "POST", path: "/api/admin/services", as: "admin", body: "service" },
  {
    method: "GET",
    path: "/api/admin/services/instrument-hint",
    as: "admin",
    query: { musicianId: key(musicianId), before: fc.oneof(validDate, fc.constantFrom("2025-02-30", "hoje")) },
  },
  { method: "GET", path: "/api/admin/services/:id", as: "admin", params: { id: key(serviceId) } },
  { method: "PUT", path: "/api/admin/services/:id", as: "admin", params: { id: key(serviceId) }, body: "service" },
  // Admin: songs
  { method: "GET", path: "/api/admin/songs", as: "admin", query: { search: text, sort: fc.constantFrom("name", "view_count", "x"), direction: fc.constantFrom("asc", "desc", "x"), page: pageValue } },
  { method: "GET", path: "/api/admin/songs/options", as: "admin", query: { search: text } },
  { method: "GET", path: "/api/admin/songs/name-availability", as: "admin", query: { name: text } },
  { method: "POST", path: "/api/admin/songs", as: "admin", body: "song" },
  { method: "GET", path: "/api/admin/songs/:id", as: "admin", params: { id: key(songId) } },
  { method: "PUT", path: "/api/admin/songs/:id", as: "admin", params: { id: key(songId) }, body: "song" },
  { method: "GET", path: "/api/admin/songs/:id/executions", as: "admin", params: { id: key(songId) }, query: { search: text, page: pageValue } },
  // Deletions last: once the fixture's rows are gone, the routes above would only see unknown ids.
  { method: "DELETE", path: "/api/admin/services/:id/segments/:segmentId", as: "admin", params: { id: key(serviceId), segmentId: key(segmentId) } },
  { method: "DELETE", path: "/api/admin/services/:id", as: "admin", params: { id: key(serviceId) } },
  { method: "DELETE", path: "/api/admin/songs/:id", as: "admin", params: { id: key(songId) } },
  { method: "DELETE", path: "/api/admin/bands/:id", as: "admin", params: { id: key(bandId) } },
  { method: "DELETE", path: "/api/admin/musicians/:id", as: "admin", params: { id: key(musicianId) } },
];

type GeneratedRequest = { url: string; body?: Body };

const asJson = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: "application/json" });

function bodyOf(route: Route, clean: boolean): fc.Arbitrary<Body | undefined> {
  if (!route.body) return fc.constant(undefined);
  if (route.body === "upload") return clean ? fc.constant(null).map(() => ({ form: formWith("file", fixture.png, "foto.png") })) : uploadBody;
  if (route.body === "empty") return clean ? fc.constant(asJson({})) : jsonBody(fc.constant({}));
  return clean ? bodies.clean[route.body].map(asJson) : jsonBody(bodies.mixed[route.body]);
}

/**
 * One request of the route: a quarter are valid-looking (right kinds everywhere, the fixture's
 * ids and keys), the rest mix in nasty texts, raw escapes, random ids and wrong types.
 */
function requestOf(route: Route): fc.Arbitrary<GeneratedRequest> {
  const names = Object.keys(route.params ?? {});
  const variant = (clean: boolean) => {
    const params = fc.tuple(...names.map((name) => (clean ? route.params![name]!.map(encodeSegment) : segment(route.params![name]!))));
    const query = route.query ? (clean ? cleanQueryString(route.query) : queryString(route.query)) : fc.constant("");
    return fc.tuple(params, query, bodyOf(route, clean)).map(([values, search, body]) => {
      let path = route.path;
      names.forEach((name, index) => {
        path = path.replace(`:${name}`, values[index]!);
      });
      return { url: `${path}${search}`, body };
    });
  };
  return fc.oneof({ weight: 1, arbitrary: variant(true) }, { weight: 3, arbitrary: variant(false) });
}

// ---------------------------------------------------------------------------
// Running a request and comparing the data
// ---------------------------------------------------------------------------

/** Every table except the rate-limit counters (a limiter counts refused attempts on purpose). */
const TABLES = [
  "users",
  "accounts",
  "sessions",
  "verifications",
  "churches",
  "musicians",
  "bands",
  "band_musicians",
  "services",
  "song_details",
  "songs_catalog",
  "service_musicians_global",
  "service_musicians_individual",
  "images",
];

/** A digest of every row of every table. */
async function snapshot(): Promise<string> {
  const digests = sql.join(
    TABLES.map((table) => sql`select ${table} || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${sql.identifier(table)} t`),
    sql` union all `,
  );
  const result = await app.db.execute<{ digest: string }>(sql`select string_agg(d, '|') as digest from (${digests}) as digests(d)`);
  return result.rows[0]?.digest ?? "";
}

let addressCounter = 0;

async function send(route: Route, generated: GeneratedRequest): Promise<Response> {
  const headers = new Headers({ origin: TEST_ORIGIN, "x-forwarded-for": `10.9.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}` });
  if (route.as === "admin") headers.set("cookie", cookie);
  let body: BodyInit | undefined;
  if (generated.body?.form) body = generated.body.form;
  else if (generated.body?.text !== undefined) {
    body = generated.body.text;
    if (generated.body.contentType) headers.set("content-type", generated.body.contentType);
  }
  return app.app.request(generated.url, { method: route.method, headers, body });
}

type Figures = { cases: number; serverErrors: number; refused: number; refusedThatChanged: number };
const figures = new Map<string, Figures>();

beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: "true" });
  const signedIn = await signedInAdmin(app);
  cookie = signedIn.cookie;
  const churchId = signedIn.church.id;
  const band = await createBand(app.db, churchId, { name: "Banda Ágape", year: 2019 });
  const musician = await createMusician(app.db, churchId, { name: "João Pedro", instrument: "Violão" });
  await createBandMember(app.db, churchId, { bandId: band.id, musicianId: musician.id, instrument: ["Violão"] });
  const song = await createSong(app.db, churchId, { name: "Grande é o Senhor" });
  const saved = await app.request("/api/admin/services", {
    method: "POST",
    headers: { cookie },
    json: serviceBody(band.id, [{ songCatalogId: song.id, startTime: 10, endTime: 200, musicians: [{ musicianId: musician.id, instrument: "Vocal" }] }], {
      musicians: [{ musicianId: musician.id, instrument: "Violão" }],
    }),
  });
  expect(saved.status).toBe(201);
  const service = (await saved.json()) as { service: { id: string }; segments: { id: string }[] };
  const png = await pngBytes(16, 16);
  const avatar = await app.request(`/api/admin/musicians/${musician.id}/avatar`, { method: "POST", headers: { cookie }, body: formWith("file", png, "a.png") });
  expect(avatar.status).toBe(200);
  const { musician: withAvatar } = (await avatar.json()) as { musician: { avatarUrl: string } };

  const slug = signedIn.church.slug;
  const publicJson = async <T,>(url: string) => {
    const response = await app.request(url);
    expect(response.status, url).toBe(200);
    return (await response.json()) as T;
  };
  const listing = await publicJson<{ items: { key: string; songs: { key: string }[] }[] }>(`/api/public/churches/${slug}/services`);
  const bandsPage = await publicJson<{ bands: { key: string }[] }>(`/api/public/churches/${slug}/bands`);
  const bandPage = await publicJson<{ musicians: { key: string }[] }>(`/api/public/churches/${slug}/bands/${band.id}`);
  const catalogue = await publicJson<{ songs: { key: string }[] }>(`/api/public/churches/${slug}/catalogue`);
  Object.assign(fixture, {
    churchId,
    slug,
    musicianId: musician.id,
    bandId: band.id,
    serviceId: service.service.id,
    segmentId: service.segments[0]!.id,
    songId: song.id,
    bandKey: bandsPage.bands[0]!.key,
    musicianKey: bandPage.musicians[0]!.key,
    serviceKey: listing.items[0]!.key,
    segmentKey: listing.items[0]!.songs[0]!.key,
    songKey: catalogue.songs[0]!.key,
    upload: withAvatar.avatarUrl,
    png: new Uint8Array(png),
    adminEmail: signedIn.admin.email,
    adminPassword: signedIn.admin.password,
  });
});

afterAll(async () => {
  if (REPORT) {
    const rows = [...figures].map(([route, f]) => `${route.padEnd(62)} ${String(f.cases).padStart(5)} ${String(f.serverErrors).padStart(4)} ${String(f.refused).padStart(6)} ${String(f.refusedThatChanged).padStart(4)}`);
    const total = [...figures.values()].reduce((sum, f) => ({ cases: sum.cases + f.cases, serverErrors: sum.serverErrors + f.serverErrors, refused: sum.refused + f.refused, refusedThatChanged: sum.refusedThatChanged + f.refusedThatChanged }), { cases: 0, serverErrors: 0, refused: 0, refusedThatChanged: 0 });
    process.stdout.write(
      `\nEndpoint fuzzing, seed ${SEED}, ${RUNS} cases per route\n${"route".padEnd(62)} cases  5xx  4xx   changed\n${rows.join("\n")}\n` +
        `${"total".padEnd(62)} ${String(total.cases).padStart(5)} ${String(total.serverErrors).padStart(4)} ${String(total.refused).padStart(6)} ${String(total.refusedThatChanged).padStart(4)}\n`,
    );
  }
  await app?.close();
});

describe("every endpoint, whatever it is sent", () => {
  it.each(routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))(
    "%s: never a 5xx, and a refused request changes nothing",
    async (name, route, index) => {
      const counts: Figures = { cases: 0, serverErrors: 0, refused: 0, refusedThatChanged: 0 };
      figures.set(name, counts);
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (generated) => {
          const before = await snapshot();
          const response = await send(route, generated);
          const bodyText = await response.text();
          counts.cases += 1;
          if (response.status >= 500) counts.serverErrors += 1;
          expect(response.status, `${route.method} ${generated.url}: ${bodyText.slice(0, 300)}`).toBeLessThan(500);
          if (response.status >= 400) {
            counts.refused += 1;
            const after = await snapshot();
            if (after !== before) counts.refusedThatChanged += 1;
            expect(after, `${route.method} ${generated.url} answered ${response.status} but changed data`).toBe(before);
            if (generated.url.startsWith("/api/") && !generated.url.startsWith("/api/auth/")) {
              expect(JSON.parse(bodyText), bodyText).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
            }
          }
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
    },
    Math.max(60_000, RUNS * 2_000),
  );
});

describe("requests that answered 500 before the text rule", () => {
  it.each([
    ["GET", "/api/public/churches?search=a%00", "anonymous", undefined, 400, "search"],
    ["GET", "/api/public/churches/igreja%00", "anonymous", undefined, 400, "path"],
    ["GET", "/api/public/churches/:slug/musicians/jo%C3%A3o%00", "anonymous", undefined, 400, "path"],
    ["GET", "/api/admin/musicians?search=%00", "admin", undefined, 400, "search"],
    ["POST", "/api/admin/musicians", "admin", { name: "Ana\u0000" }, 422, "name"],
    ["POST", "/api/admin/bands", "admin", { name: "Banda", year: 2020, members: [{ musicianId: "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c", instrument: ["Vo\u0000z"] }] }, 422, "members.0.instrument.0"],
    ["PUT", "/api/admin/church", "admin", { name: "Igreja", slug: "igreja-x", youtubeChannel: "@igreja", address: "Rua\u0000" }, 422, "address"],
    ["POST", "/api/auth/reset-password", "anonymous", { newPassword: "uma-senha-nova-123", token: "abc\u0000" }, 400, "token"],
    ["POST", "/api/auth/sign-in/email", "anonymous", { email: "a\u0000@example.com", password: "x" }, 400, "email"],
    ["POST", "/api/auth/request-password-reset", "anonymous", { email: "a@example.com\u0000" }, 400, "email"],
    ["GET", "/api/auth/reset-password/abc%00", "anonymous", undefined, 400, "path"],
  ] as const)("%s %s answers %s/%s naming the field", async (method, url, as, json, status, field) => {
    const before = await snapshot();
    const headers = new Headers({ origin: TEST_ORIGIN });
    if (as === "admin") headers.set("cookie", cookie);
    if (json) headers.set("content-type", "application/json");
    const response = await app.app.request(url.replace(":slug", fixture.slug), { method, headers, body: json ? JSON.stringify(json) : undefined });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues[0]).toEqual({ path: field, message: "O texto contém caracteres inválidos." });
    expect(await snapshot()).toBe(before);
  });

  it("an image name that is not a stored hash, or a URL of the old folder store, is a 404", async () => {
    for (const name of [`${"a".repeat(300)}.webp`, `${"a".repeat(64)}.webp`, `${"a".repeat(300)}/4fb35412-c668-48be-9288-538d9893e712.webp`]) {
      expect((await app.app.request(`/uploads/${name}`)).status).toBe(404);
    }
  });
});
