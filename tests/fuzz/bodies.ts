import fc from "fast-check";
import { paths } from "../../src/shared/paths";
import { TEST_ORIGIN } from "../test-app";
import { cleanField, idOf, mixedField, nastyText, seconds, upcomingDate, validDate, validName, validTime, videoUrl, type Field } from "./arbitraries";
import { fixture, formWith } from "./fixture";

export const makeBodies = (field: Field) => {
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

  const musicalKey = fc.constantFrom("G", "bb", "F# min", "", null, "H", "Cb");
  const tempo = fc.oneof(fc.integer({ min: 20, max: 260 }), fc.constant(null));

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
                  musicalKey: field(musicalKey),
                  tempo: field(tempo),
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
    plan: planBody(field, ids),
    song: fc.record(
      {
        name: field(validName),
        author: field(fc.constantFrom("Autor", "", null)),
        chordFile: field(fc.constantFrom("https://cifra.example.org/a", "", null, "ftp://x")),
        lyrics: field(fc.constantFrom("https://letras.example.org/a", "", null)),
      },
      { requiredKeys: [] },
    ),
    performance: fc.record({ musicalKey: field(musicalKey), tempo: field(tempo) }, { requiredKeys: [] }),
    ...importBodies(field, ids),
    ...teamBodies(field),
    ...authBodies(field),
  };
};

/** Song names as a description or a spreadsheet has them: the fixture's song in other spellings, new names, blanks. */
const songNames = fc.oneof(fc.constantFrom("Grande é o Senhor", "GRANDE E O SENHOR", "Outra Canção", "", "  "), validName);

/** The bodies of 'Colar capítulos' (names read from a description), 'Importar lista' (a spreadsheet's rows) and 'Importar do YouTube'. */
function importBodies(field: Field, ids: (...known: (() => string)[]) => fc.Arbitrary<string>) {
  return {
    songMatches: fc.record({ names: field(fc.array(field(songNames), { maxLength: 5 })) }, { requiredKeys: [] }),
    songImport: fc.record(
      {
        rows: field(
          fc.array(
            fc.record(
              {
                line: field(field === cleanField ? fc.integer({ min: 1, max: 5_000 }) : fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.constantFrom(0, -1, 1.5, 2_000_000))),
                name: field(songNames),
                author: field(fc.constantFrom("Autor", "", "  ")),
                chordFile: field(fc.constantFrom("https://cifra.example.org/a", "cifra.example.org/b", "", "ftp://x", "javascript:alert(1)")),
                lyrics: field(fc.constantFrom("https://letras.example.org/a", "")),
              },
              { requiredKeys: field === cleanField ? ["line", "name"] : [] },
            ),
            { minLength: field === cleanField ? 1 : 0, maxLength: 5 },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    // 'Importar do YouTube' (not configured in the tests: a valid-looking request is a 409).
    youtubeImport: fc.record(
      {
        timeZone: field(fc.constantFrom("America/Sao_Paulo", "UTC", "Mars/Olympus", "")),
        videos: field(
          fc.array(
            fc.record({ videoId: field(fc.constantFrom("dQw4w9WgXcQ", "abc", "aaaaaaaaaa-")), bandId: field(ids(() => fixture.bandId)) }, { requiredKeys: [] }),
            { minLength: field === cleanField ? 1 : 0, maxLength: 3 },
          ),
        ),
        chapterVerdicts: field(fc.array(fc.record({ title: field(songNames), isSong: field(fc.boolean()) }, { requiredKeys: [] }), { maxLength: 3 })),
      },
      { requiredKeys: [] },
    ),
  };
}

/** The bodies of the team's routes and of the links sent by mail (invitations, sign-up). */
function teamBodies(field: Field) {
  return {
    invitation: fc.record(
      { email: field(fc.constantFrom("convidado@example.com", "Convidado@Example.com", "sem-arroba", "")), role: field(fc.constantFrom("admin", "editor", "dono")) },
      { requiredKeys: [] },
    ),
    memberRole: fc.record({ role: field(fc.constantFrom("admin", "editor", "dono")) }, { requiredKeys: [] }),
    // A link's token (invitations, sign-up): none of these is a live one.
    linkToken: fc.record({ token: field(linkTokens) }, { requiredKeys: [] }),
    escalaAnswer: fc.record(
      {
        token: field(linkTokens),
        answer: field(fc.constantFrom("confirmado", "recusado", "talvez", "")),
        reason: field(fc.option(fc.constantFrom("Viajando", "x".repeat(501), ""), { nil: null })),
      },
      { requiredKeys: [] },
    ),
    myEscalaAnswer: fc.record(
      {
        token: field(linkTokens),
        assignmentId: field(fc.oneof(fc.uuid(), fc.constantFrom("", "abc"))),
        answer: field(fc.constantFrom("confirmado", "recusado", "talvez")),
        reason: field(fc.option(fc.constantFrom("Viajando", "x".repeat(501)), { nil: null })),
      },
      { requiredKeys: [] },
    ),
    blockout: fc.record(
      {
        token: field(linkTokens),
        blockout: field(
          fc.oneof(
            fc.record({ kind: fc.constantFrom("date", "range", "repeat", "x"), date: fc.constantFrom("2030-02-30", "2030-03-03", "") }),
            fc.record({ kind: fc.constant("range"), from: fc.constantFrom("2030-03-03", "x"), until: fc.constantFrom("2030-03-01", "2032-03-01", "2030-03-05") }),
            fc.record({ kind: fc.constant("repeat"), from: fc.constantFrom("2030-03-03"), rule: fc.constantFrom("FREQ=MONTHLY;BYDAY=1SU", "FREQ=SECONDLY", "FREQ=WEEKLY;BYDAY=XX", "") }),
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    linkAnswer: fc.record(
      { token: field(linkTokens), name: field(validName), password: field(fc.constantFrom("uma-senha-nova-123", "curta", "")) },
      { requiredKeys: [] },
    ),
    signup: fc.record(
      {
        email: field(fc.constantFrom("nova@example.com", () => fixture.adminEmail, "sem-arroba").map((value) => (typeof value === "function" ? value() : value))),
        name: field(validName),
      },
      { requiredKeys: [] },
    ),
  };
}

/** The body of POST/PUT /api/admin/plans. */
function planBody(field: Field, ids: (...known: (() => string)[]) => fc.Arbitrary<string>) {
  return fc.record(
    {
      date: field(upcomingDate),
      time: field(validTime),
      bandId: field(ids(() => fixture.bandId)),
      songs: field(
        fc.array(
          fc.record(
            {
              songCatalogId: field(ids(() => fixture.songId)),
              musicalKey: field(fc.constantFrom("G", "bb", "F# min", "H", "", null)),
              note: field(fc.constantFrom("Intro no violão", "Linha 1\nLinha 2", "", null)),
            },
            { requiredKeys: field === cleanField ? ["songCatalogId"] : [] },
          ),
          { maxLength: 3 },
        ),
      ),
    },
    { requiredKeys: [] },
  );
}

/** The bodies of the better-auth routes. */
export const authBodies = (field: Field) => {
  return {
    signIn: fc.record(
      {
        email: field(fc.constantFrom(() => fixture.adminEmail, () => "nobody@example.com").map((get) => get())),
        password: field(fc.constantFrom(() => fixture.adminPassword, () => "wrong-password", () => "short").map((get) => get())),
        rememberMe: field(fc.boolean()),
        callbackURL: field(fc.constantFrom(paths.admin.dashboard.href(), "https://evil.example")),
      },
      { requiredKeys: [] },
    ),
    forget: fc.record(
      {
        email: field(fc.constantFrom(() => fixture.adminEmail, () => "nobody@example.com").map((get) => get())),
        redirectTo: field(fc.constantFrom(paths.resetPassword.href(), `${TEST_ORIGIN}${paths.resetPassword.href()}`, "https://evil.example/x")),
      },
      { requiredKeys: [] },
    ),
    reset: fc.record(
      { newPassword: field(fc.constantFrom("uma-senha-nova-123", "curta")), token: field(fc.constantFrom("abc", "x".repeat(24))) },
      { requiredKeys: [] },
    ),
  };
};

const linkTokens = fc.constantFrom("abc", "A".repeat(22), "x".repeat(43), "");
export const bodies = { mixed: makeBodies(mixedField), clean: makeBodies(cleanField) };
export type BodyName = keyof ReturnType<typeof makeBodies>;

export type Body = { text?: string; contentType?: string; form?: FormData };

/** A JSON body: mostly the route's fields, sometimes any JSON, text that is not JSON, or nothing. */
export function jsonBody(shape: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
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
export const uploadBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant("png").map(() => ({ form: formWith("file", fixture.png, "foto.png") })) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({ form: formWith("file", bytes, "x.png") })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ form: formWith("file", new Uint8Array([...fixture.png.slice(0, 40), ...bytes]), "trunc.png") })) },
  { weight: 1, arbitrary: nastyText.map((name) => ({ form: formWith(name.slice(0, 50) || "file", fixture.png, "foto.png") })) },
  { weight: 1, arbitrary: nastyText.map((name) => ({ form: formWith("file", fixture.png, name.slice(0, 200)) })) },
  { weight: 1, arbitrary: nastyText.map((text) => ({ text, contentType: "multipart/form-data; boundary=x" })) },
  { weight: 1, arbitrary: jsonBody(fc.jsonValue({ maxDepth: 1 })) },
);
