import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createSong } from "../../../tests/factories";
import { songRequests } from "../../../tests/song-requests";
import { useAdminContext } from "../../../tests/admin-context";
import { SONG_IMPORT_MAX_ROWS, songMessages, type SongImportResponse } from "@shared/schemas/songs";
import { songsCatalog } from "../db";

const ctx = useAdminContext();
const { send, body } = songRequests(() => ctx.app);

beforeEach(async () => {
  await ctx.app.db.delete(songsCatalog);
});

const row = (line: number, name: string, extra: { author?: string; chordFile?: string; lyrics?: string } = {}) => ({
  line,
  name,
  author: extra.author ?? "",
  chordFile: extra.chordFile ?? "",
  lyrics: extra.lyrics ?? "",
});

async function catalogue(churchId: string) {
  const rows = await ctx.app.db.select().from(songsCatalog).where(eq(songsCatalog.churchId, churchId));
  return rows.map((song) => [song.name, song.author, song.chordFile, song.lyrics]).sort();
}

const LIST = [
  row(2, "Grande é o Senhor", { author: "Adhemar de Campos", chordFile: "https://www.cifraclub.com.br/adhemar-de-campos/grande-e-o-senhor/" }),
  row(3, "GRAÇA SEM FIM"),
  row(4, "Lugar Secreto", { lyrics: "letras.mus.br/lugar-secreto" }),
  row(5, "  "),
  row(6, "Raridade", { author: "Anderson Freire", lyrics: "https://www.letras.mus.br/anderson-freire/raridade/" }),
  row(7, "raridade"),
  row(8, "Ousado Amor"),
];

describe("POST /api/admin/songs/import/preview and /import", () => {
  it("previews what a list adds and leaves out, by line, and changes nothing", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Graca sem Fim" });
    const response = await send(ctx.own, "POST", "/api/admin/songs/import/preview", { rows: LIST });
    expect(response.status).toBe(200);
    const preview = await body<SongImportResponse>(response);
    expect(preview.added.map((song) => [song.line, song.name])).toEqual([
      [2, "Grande é o Senhor"],
      [6, "Raridade"],
      [8, "Ousado Amor"],
    ]);
    expect(preview.added[0]).toMatchObject({ author: "Adhemar de Campos", lyrics: null });
    expect(preview.skipped).toEqual([
      { line: 3, name: "GRAÇA SEM FIM", reason: songMessages.importInCatalogue },
      { line: 4, name: "Lugar Secreto", reason: songMessages.invalidLink },
      { line: 5, name: "", reason: songMessages.importEmptyName },
      { line: 7, name: "raridade", reason: songMessages.importRepeated(6) },
    ]);
    expect(await catalogue(ctx.own.church.id)).toEqual([["Graca sem Fim", null, null, null]]);
  });

  it("adds the songs in one request, and a second import of the same list adds nothing", async () => {
    const first = await body<SongImportResponse>(await send(ctx.own, "POST", "/api/admin/songs/import", { rows: LIST }));
    expect(first.added).toHaveLength(4);
    expect(await catalogue(ctx.own.church.id)).toEqual([
      ["GRAÇA SEM FIM", null, null, null],
      ["Grande é o Senhor", "Adhemar de Campos", "https://www.cifraclub.com.br/adhemar-de-campos/grande-e-o-senhor/", null],
      ["Ousado Amor", null, null, null],
      ["Raridade", "Anderson Freire", null, "https://www.letras.mus.br/anderson-freire/raridade/"],
    ]);
    const again = await body<SongImportResponse>(await send(ctx.own, "POST", "/api/admin/songs/import", { rows: LIST }));
    expect(again.added).toEqual([]);
    expect(await catalogue(ctx.own.church.id)).toHaveLength(4);
    // Another church's catalogue is its own.
    expect(await catalogue(ctx.other.church.id)).toEqual([]);
  });

  it.each(["/api/admin/songs/import/preview", "/api/admin/songs/import"])(
    "%s: a cell with a NUL or another control character is that row's problem, the rest of the list goes on (issue 39)",
    async (path) => {
      const rows = [
        row(2, "Grande\u0000 é o Senhor"),
        row(3, "Raridade", { author: "Anderson\u0000Freire" }),
        row(4, "Ousado Amor", { chordFile: "https://cifra.example.org/\u0000" }),
        row(5, "Lugar \uD800Secreto"),
        row(6, "\u0000"),
        row(7, "Hosana"),
      ];
      const response = await send(ctx.own, "POST", path, { rows });
      expect(response.status).toBe(200);
      const result = await body<SongImportResponse>(response);
      expect(result.added.map((song) => [song.line, song.name])).toEqual([[7, "Hosana"]]);
      expect(result.skipped).toEqual([
        { line: 2, name: "Grande é o Senhor", reason: songMessages.invalidCharacters },
        { line: 3, name: "Raridade", reason: songMessages.invalidCharacters },
        { line: 4, name: "Ousado Amor", reason: songMessages.invalidCharacters },
        { line: 5, name: "Lugar \uD800Secreto", reason: songMessages.invalidCharacters },
        { line: 6, name: "", reason: songMessages.invalidCharacters },
      ]);
      expect(await catalogue(ctx.own.church.id)).toEqual(path.endsWith("/import") ? [["Hosana", null, null, null]] : []);
    },
  );

  it.each([
    ["no rows", { rows: [] }],
    ["too many rows", { rows: Array.from({ length: SONG_IMPORT_MAX_ROWS + 1 }, (_, index) => row(index + 2, `Música ${index}`)) }],
    ["a row without its line", { rows: [{ name: "Raridade" }] }],
    ["no list", {}],
  ])("answers 422 for %s, and adds nothing", async (_, payload) => {
    const response = await send(ctx.own, "POST", "/api/admin/songs/import", payload);
    expect(response.status).toBe(422);
    expect(await catalogue(ctx.own.church.id)).toEqual([]);
  });
});
