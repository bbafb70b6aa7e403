import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { bandInputSchema } from "./bands";
import { churchInputSchema } from "./churches";
import { musicianInputSchema } from "./musicians";
import { serviceFieldsSchema } from "./services";
import { songInputSchema } from "./songs";
import { hasForbiddenCharacter, hasVisibleCharacter, nameText, text, textMessages } from "./text";

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};

describe("text()", () => {
  it.each(["a\u0000b", "\u0000", "tab\there", "line\nbreak", "\u001b[31m", "\u007f", "\u0085", "a\u2028b", "\ud800", "x\udc00"])(
    "refuses %j with the invalid-characters message",
    (value) => {
      expect(issuesOf(text(), value)).toEqual([{ path: "", message: textMessages.invalidCharacters }]);
    },
  );

  it("keeps new lines and tabs in a multi-line field, still refusing NUL", () => {
    expect(text({ multiline: true }).parse("linha 1\r\nlinha\t2")).toBe("linha 1\r\nlinha\t2");
    expect(text({ multiline: true }).safeParse("a\u0000").success).toBe(false);
  });

  it("normalises to NFC and trims", () => {
    const decomposed = "  Jo\u0061\u0303o  ";
    expect(text().parse(decomposed)).toBe("Jo\u00e3o");
  });

  it("accepts emoji and other well-formed characters", () => {
    expect(hasForbiddenCharacter("Louvor 🎸 ❤️")).toBe(false);
  });
});

describe("names need a visible character", () => {
  it.each([" ", "\u200b", "\u200b\u200c\u200d", "\u0301\u0302", "\u3164", "\ufe0f", "\u2800", "\u00a0\u2003"])(
    "%j is no name",
    (value) => {
      expect(hasVisibleCharacter(value)).toBe(false);
      expect(issuesOf(nameText({ required: "obrigatório" }), value)).toEqual([{ path: "", message: "obrigatório" }]);
    },
  );

  it.each(["A", "Zé", "5", "🎸", "-", "王"])("%j is a name", (value) => {
    expect(hasVisibleCharacter(value)).toBe(true);
  });
});

describe("the shared schemas name the field", () => {
  it("musician", () => {
    expect(issuesOf(musicianInputSchema, { name: "Ana\u0000" })).toEqual([{ path: "name", message: textMessages.invalidCharacters }]);
    expect(issuesOf(musicianInputSchema, { name: "\u200b\u0301" })).toEqual([{ path: "name", message: "O nome é obrigatório." }]);
    expect(issuesOf(musicianInputSchema, { name: "Ana", bio: "a\u0000" })).toEqual([{ path: "bio", message: textMessages.invalidCharacters }]);
    expect(musicianInputSchema.parse({ name: "Ana", bio: "linha 1\nlinha 2", instrument: "\u200b" })).toMatchObject({
      bio: "linha 1\nlinha 2",
      instrument: null,
    });
  });

  it("band, with instruments read from a pasted JSON list", () => {
    const id = "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
    expect(issuesOf(bandInputSchema, { name: "B", year: 2020, members: [{ musicianId: id, instrument: ["Vo\u0000z"] }] })).toEqual([
      { path: "members.0.instrument.0", message: textMessages.invalidCharacters },
    ]);
    expect(issuesOf(bandInputSchema, { name: "B", year: 2020, members: [{ musicianId: id, instrument: ['["a\\u0000b"]'] }] })).toEqual([
      { path: "members.0.instrument.0", message: textMessages.invalidCharacters },
    ]);
    expect(issuesOf(bandInputSchema, { name: "\u3164", year: 2020 })).toEqual([{ path: "name", message: "O nome da banda é obrigatório." }]);
  });

  it("church", () => {
    const church = { name: "Igreja", slug: "igreja", youtubeChannel: "@igreja" };
    expect(issuesOf(churchInputSchema, { ...church, address: "Rua\u0000" })).toEqual([{ path: "address", message: textMessages.invalidCharacters }]);
    expect(issuesOf(churchInputSchema, { ...church, slug: "igre\u0000ja" })).toEqual([{ path: "slug", message: textMessages.invalidCharacters }]);
  });

  it("song", () => {
    expect(issuesOf(songInputSchema, { name: "Amor", author: "a\u0007" })).toEqual([{ path: "author", message: textMessages.invalidCharacters }]);
  });

  it("service time and video link", () => {
    const fields = serviceFieldsSchema(() => "2030-01-01");
    const service = { date: "2025-01-05", time: "19:30", videoUrl: "youtu.be/dQw4w9WgXcQ", bandId: "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c" };
    expect(fields.parse(service)).toMatchObject({ time: "19:30", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    expect(fields.parse({ ...service, time: "19:30:59" }).time).toBe("19:30");
    for (const time of ["19:30:99", "24:00", "19:60", "7:30", "19:30:60"]) {
      expect(issuesOf(fields, { ...service, time })).toEqual([{ path: "time", message: "Horário inválido. Use o formato HH:MM." }]);
    }
    expect(issuesOf(fields, { ...service, videoUrl: "https://a:b@youtu.be/dQw4w9WgXcQ" }).map((issue) => issue.path)).toEqual(["videoUrl"]);
    expect(issuesOf(fields, { ...service, videoUrl: "https://youtu.be/dQw4w9WgXcQ\u0000" })).toEqual([
      { path: "videoUrl", message: textMessages.invalidCharacters },
    ]);
  });
});
