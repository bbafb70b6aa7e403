import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createBand, createSegment, createService, createSong } from "../../../tests/factories";
import { songRequests } from "../../../tests/song-requests";
import { services, songDetails, songsCatalog } from "../db";
import { songMessages, type CatalogSong } from "@shared/schemas/songs";
import { useAdminContext } from "../../../tests/admin-context";
import { createSong as createSongRow } from "./queries";

const ctx = useAdminContext();

beforeEach(async () => {
  await ctx.app.db.delete(services);
  await ctx.app.db.delete(songsCatalog);
});

const { get, send, body, songRow } = songRequests(() => ctx.app);

async function songCount(churchId: string) {
  const rows = await ctx.app.db.select({ id: songsCatalog.id }).from(songsCatalog).where(eq(songsCatalog.churchId, churchId));
  return rows.length;
}

describe("POST /api/admin/songs", () => {
  it("adds a song with a trimmed name and stores empty optional fields as null", async () => {
    const response = await send(ctx.own, "POST", "/api/admin/songs", { name: "  Graça Sem Fim  ", author: "", chordFile: "  ", lyrics: null });

    expect(response.status).toBe(201);
    const { song } = await body<{ song: CatalogSong }>(response);
    expect(song).toMatchObject({
      name: "Graça Sem Fim",
      author: null,
      chordFile: null,
      lyrics: null,
      performanceCount: 0,
      viewCount: 0,
      firstPlayedAt: null,
      lastPlayedAt: null,
      newMarkedAt: null,
      introducedBy: null,
    });
    const row = await songRow(song.id);
    expect(row).toMatchObject({ churchId: ctx.own.church.id, name: "Graça Sem Fim", author: null, chordFile: null, lyrics: null });
  });

  it("keeps the author and the http(s) links when given", async () => {
    const response = await send(ctx.own, "POST", "/api/admin/songs", {
      name: "Caminho de Luz",
      author: " Renata Dias ",
      chordFile: "https://www.cifraclub.com.br/caminho-de-luz/",
      lyrics: "http://letras.example.org/caminho",
    });

    expect(response.status).toBe(201);
    const { song } = await body<{ song: CatalogSong }>(response);
    expect(song).toMatchObject({
      author: "Renata Dias",
      chordFile: "https://www.cifraclub.com.br/caminho-de-luz/",
      lyrics: "http://letras.example.org/caminho",
    });
  });

  it("refuses a name that exists in the church ignoring case ('Amor' vs 'amor')", async () => {
    expect((await send(ctx.own, "POST", "/api/admin/songs", { name: "Amor" })).status).toBe(201);

    const response = await send(ctx.own, "POST", "/api/admin/songs", { name: " amor " });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "duplicate_song", message: "Esta música já existe no catálogo." } });
    expect(await songCount(ctx.own.church.id)).toBe(1);
  });

  it("answers one of two simultaneous adds of the same name with the duplicate error (the unique index decides)", async () => {
    const responses = await Promise.all([
      send(ctx.own, "POST", "/api/admin/songs", { name: "Refúgio Seguro" }),
      send(ctx.own, "POST", "/api/admin/songs", { name: "REFÚGIO SEGURO" }),
    ]);

    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await songCount(ctx.own.church.id)).toBe(1);
  });

  it("lets two churches have a song of the same name", async () => {
    expect((await send(ctx.own, "POST", "/api/admin/songs", { name: "Amor" })).status).toBe(201);
    expect((await send(ctx.other, "POST", "/api/admin/songs", { name: "amor" })).status).toBe(201);
  });

  it.each([
    [{}, "name", songMessages.nameRequired],
    [{ name: "   " }, "name", songMessages.nameRequired],
    [{ name: 42 }, "name", songMessages.nameRequired],
    [{ name: "x".repeat(201) }, "name", songMessages.nameTooLong],
    [{ name: "Ok", chordFile: "cifra.com/ok" }, "chordFile", songMessages.invalidLink],
    [{ name: "Ok", lyrics: "javascript:alert(1)" }, "lyrics", songMessages.invalidLink],
    [{ name: "Ok", lyrics: "ftp://letras.example.org/ok" }, "lyrics", songMessages.invalidLink],
  ])("refuses %j with 422 and changes nothing", async (input, path, message) => {
    const response = await send(ctx.own, "POST", "/api/admin/songs", input);

    expect(response.status).toBe(422);
    const { error } = await body<{ error: { code: string; issues: { path: string; message: string }[] } }>(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await songCount(ctx.own.church.id)).toBe(0);
  });

  it("answers a body that is not JSON with a 4xx, not a 500", async () => {
    const response = await ctx.app.request("/api/admin/songs", {
      method: "POST",
      body: "{nope",
      headers: { cookie: ctx.own.cookie, "content-type": "application/json" },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("needs a signed-in administrator", async () => {
    const response = await ctx.app.request("/api/admin/songs", { method: "POST", json: { name: "Sem sessão" } });
    expect(response.status).toBe(401);
    expect(await songCount(ctx.own.church.id)).toBe(0);
  });
});

describe("GET /api/admin/songs/name-availability", () => {
  it("says whether the trimmed name is free in the church, ignoring case", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Nada Me Faltará" });

    const taken = await get(ctx.own, `/api/admin/songs/name-availability?name=${encodeURIComponent("  nada me faltará ")}`);
    const free = await get(ctx.own, `/api/admin/songs/name-availability?name=${encodeURIComponent("Nada Me Falta")}`);

    expect(await taken.json()).toEqual({ available: false });
    expect(await free.json()).toEqual({ available: true });
  });

  it("does not see another church's songs", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Soberano Senhor" });

    const response = await get(ctx.other, `/api/admin/songs/name-availability?name=${encodeURIComponent("Soberano Senhor")}`);

    expect(await response.json()).toEqual({ available: true });
  });

  it("refuses a song for a church that no longer exists with the spec's 'Erro de Referência' text, not a 500", async () => {
    // The session's church is checked first; only a church deleted between that check and the insert reaches this.
    const error: unknown = await createSongRow(ctx.app.db, "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c", {
      name: "Órfã",
      author: null,
      chordFile: null,
      lyrics: null,
    }, { id: ctx.own.admin.id, name: ctx.own.admin.name }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 409, code: "reference_missing", message: songMessages.referenceMissing });
  });

  it("answers 422 without a name", async () => {
    const response = await get(ctx.own, "/api/admin/songs/name-availability?name=%20");
    expect(response.status).toBe(422);
  });
});

describe("POST /api/admin/songs/matches", () => {
  type Matches = { matches: ({ id: string; name: string; author: string | null; similarity: number } | null)[] };

  it("matches each chapter name to its catalogue song without regard to case, accents, punctuation or a small typo, in order", async () => {
    const grande = await createSong(ctx.app.db, ctx.own.church.id, { name: "Grande É o Senhor", author: "Adhemar de Campos" });
    const santo = await createSong(ctx.app.db, ctx.own.church.id, { name: "Santo Espírito, Vem" });
    const raridade = await createSong(ctx.app.db, ctx.own.church.id, { name: "Raridade" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Grande é o Deus de Israel" });

    const response = await send(ctx.own, "POST", "/api/admin/songs/matches", {
      names: ["GRANDE E O SENHOR", "Santo Espirito Vem", "Raridad", "Ninguém Explica Deus", "Grande é o Senhor"],
    });
    expect(response.status).toBe(200);
    const { matches } = await body<Matches>(response);
    expect(matches.map((match) => match?.id ?? null)).toEqual([grande.id, santo.id, raridade.id, null, grande.id]);
    expect(matches[0]).toEqual({ id: grande.id, name: "Grande É o Senhor", author: "Adhemar de Campos", newMarkedAt: null, introducedBy: null, similarity: 1 });
    expect(matches[2]!.similarity).toBeGreaterThanOrEqual(0.6);
    expect(matches[2]!.similarity).toBeLessThan(1);
  });

  it("never matches another church's songs", async () => {
    await createSong(ctx.app.db, ctx.other.church.id, { name: "Lugar Secreto" });
    const { matches } = await body<Matches>(await send(ctx.own, "POST", "/api/admin/songs/matches", { names: ["Lugar Secreto"] }));
    expect(matches).toEqual([null]);
  });

  it.each([
    ["no names", { names: [] }],
    ["a blank name", { names: ["Raridade", "  "] }],
    ["too many names", { names: Array.from({ length: 201 }, (_, index) => `Música ${index}`) }],
    ["no list", {}],
  ])("answers 422 for %s", async (_, payload) => {
    const response = await send(ctx.own, "POST", "/api/admin/songs/matches", payload);
    expect(response.status).toBe(422);
  });
});

describe("GET /api/admin/songs/options", () => {
  it("lists the 10 latest created songs without a search", async () => {
    for (let i = 1; i <= 12; i++) {
      await createSong(ctx.app.db, ctx.own.church.id, { name: `Canção ${String(i).padStart(2, "0")}`, createdAt: new Date(Date.UTC(2024, 0, i)) });
    }

    const { songs } = await body<{ songs: { name: string }[] }>(await get(ctx.own, "/api/admin/songs/options"));

    expect(songs.map((s) => s.name)).toEqual(["12", "11", "10", "09", "08", "07", "06", "05", "04", "03"].map((n) => `Canção ${n}`));
  });

  it("filters by name ignoring case and accents, ordered by name, at most 10", async () => {
    const band = await createBand(ctx.app.db, ctx.own.church.id);
    const marked = await createSong(ctx.app.db, ctx.own.church.id, {
      name: "GRAÇA sem fim",
      newMarkedAt: new Date("2024-05-05T00:00:00Z"),
      introducedBy: band.id,
    });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Maravilhosa Graça" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Amor" });
    for (let i = 0; i < 12; i++) await createSong(ctx.app.db, ctx.own.church.id, { name: `Zz graca ${String(i).padStart(2, "0")}` });

    const { songs } = await body<{ songs: { id: string; name: string; newMarkedAt: string | null; introducedBy: string | null }[] }>(
      await get(ctx.own, "/api/admin/songs/options?search=graca"),
    );

    expect(songs).toHaveLength(10);
    expect(songs.slice(0, 3).map((s) => s.name)).toEqual(["GRAÇA sem fim", "Maravilhosa Graça", "Zz graca 00"]);
    expect(songs[0]).toEqual({ id: marked.id, name: "GRAÇA sem fim", newMarkedAt: "2024-05-05T00:00:00.000Z", introducedBy: band.id });
  });

  it("finds a song without regard to punctuation or a small typo, after the names that contain the search", async () => {
    const meant = await createSong(ctx.app.db, ctx.own.church.id, { name: "Santo Espírito, Vem" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Vem Espírito" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Santo Espírito Vem Sobre Nós" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Raridade" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Grande É o Senhor" });

    const options = async (search: string) =>
      body<{ songs: { id: string; name: string }[]; closeMatch: { id: string; name: string } | null }>(
        await get(ctx.own, `/api/admin/songs/options?search=${encodeURIComponent(search)}`),
      );

    // The punctuation-free name contains the search: both are offered; the one that contains it
    // letter for letter comes first.
    const typed = await options("Santo Espírito Vem");
    expect(typed.songs.map((song) => song.name)).toEqual(["Santo Espírito Vem Sobre Nós", "Santo Espírito, Vem", "Vem Espírito"]);
    expect(typed.closeMatch).toMatchObject({ id: meant.id, name: "Santo Espírito, Vem" });

    expect((await options("santo espirto vem")).songs.map((song) => song.name)).toContain("Santo Espírito, Vem");
    expect((await options("raridad")).songs.map((song) => song.name)).toEqual(["Raridade"]);
    expect((await options("Raridad")).closeMatch).toMatchObject({ name: "Raridade" });
    // Another song is not "close".
    const other = await options("Grande é o Deus");
    expect(other.closeMatch).toBeNull();
  });

  it("names no close song when one has exactly the typed name, ignoring case", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Santo Espírito, Vem" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Santo Espírito Vem" });

    const answer = await body<{ songs: { name: string }[]; closeMatch: unknown }>(
      await get(ctx.own, `/api/admin/songs/options?search=${encodeURIComponent("santo espírito vem")}`),
    );
    expect(answer.songs.map((song) => song.name)).toEqual(["Santo Espírito Vem", "Santo Espírito, Vem"]);
    expect(answer.closeMatch).toBeNull();
  });

  it("takes % and _ in the search literally", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "100% Teu" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "1000 Vozes" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "a_b" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "axb" });

    const percent = await body<{ songs: { name: string }[] }>(await get(ctx.own, "/api/admin/songs/options?search=100%25"));
    const underscore = await body<{ songs: { name: string }[] }>(await get(ctx.own, "/api/admin/songs/options?search=a_b"));

    // '100%' contains no wildcard: only '100% Teu' contains it; '1000 Vozes' follows as a similar name (trigrams skip the %).
    expect(percent.songs.map((s) => s.name)).toEqual(["100% Teu", "1000 Vozes"]);
    expect(underscore.songs.map((s) => s.name)).toEqual(["a_b"]);
  });

  it("never offers another church's songs", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Só Nossa" });

    expect(await body(await get(ctx.other, "/api/admin/songs/options"))).toEqual({ songs: [], closeMatch: null });
    expect(await body(await get(ctx.other, "/api/admin/songs/options?search=nossa"))).toEqual({ songs: [], closeMatch: null });
    // Not even as a close name.
    expect(await body(await get(ctx.other, "/api/admin/songs/options?search=So%20Nosa"))).toEqual({ songs: [], closeMatch: null });
  });
});

describe("text PostgreSQL cannot store", () => {
  it("answers NUL characters in any text with 400 (query) or 422 (body), naming the field, never 500", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id);
    for (const [url, field] of [
      ["/api/admin/songs?search=a%00", "search"],
      ["/api/admin/songs/options?search=a%00", "search"],
      ["/api/admin/songs/name-availability?name=a%00", "name"],
      [`/api/admin/songs/${song.id}/executions?search=a%00`, "search"],
    ]) {
      const response = await get(ctx.own, url!);
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: { issues: { path: string }[] } }).error.issues[0]?.path).toBe(field);
    }
    for (const input of [{ name: "a\u0000b" }, { name: "Ok", author: "x\u0000" }, { name: "Ok", lyrics: "https://a.example.org/\u0000" }]) {
      expect((await send(ctx.own, "POST", "/api/admin/songs", input)).status).toBe(422);
      expect((await send(ctx.own, "PUT", `/api/admin/songs/${song.id}`, input)).status).toBe(422);
    }
    expect(await songCount(ctx.own.church.id)).toBe(1);
  });
});

describe("tenant isolation: another church's administrator", () => {
  it("gets 404 on every route of a song and changes nothing", async () => {
    const band = await createBand(ctx.app.db, ctx.own.church.id);
    const service = await createService(ctx.app.db, ctx.own.church.id, { bandId: band.id });
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "Nossa", author: "Nós" });
    await createSegment(ctx.app.db, service.churchId, { serviceId: service.id, songCatalogId: song.id });
    const before = await songRow(song.id);

    for (const [method, url, json] of [
      ["GET", `/api/admin/songs/${song.id}`, undefined],
      ["GET", `/api/admin/songs/${song.id}/executions`, undefined],
      ["PUT", `/api/admin/songs/${song.id}`, { name: "Deles", author: null, chordFile: null, lyrics: null }],
      ["DELETE", `/api/admin/songs/${song.id}`, undefined],
    ] as const) {
      const response = await send(ctx.other, method, url, json);
      expect(response.status, `${method} ${url}`).toBe(404);
    }

    expect(await songRow(song.id)).toEqual(before);
    const segments = await ctx.app.db
      .select({ id: songDetails.id })
      .from(songDetails)
      .where(and(eq(songDetails.songCatalogId, song.id), eq(songDetails.churchId, ctx.own.church.id)));
    expect(segments).toHaveLength(1);
  });

  it("cannot read the list, the options or the name availability of the other church", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Particular" });

    expect(await body(await get(ctx.other, "/api/admin/songs"))).toMatchObject({ songs: [], total: 0 });
    expect(await body(await get(ctx.other, "/api/admin/songs/options?search=particular"))).toEqual({ songs: [], closeMatch: null });
    expect(await body(await get(ctx.other, "/api/admin/songs/name-availability?name=Particular"))).toEqual({ available: true });
    const [{ total }] = (await ctx.app.db.execute<{ total: number }>(sql`select count(*)::int as total from songs_catalog`)).rows as [
      { total: number },
    ];
    expect(total).toBe(1);
  });
});
