import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/factories";
import { insertBand, insertSegment, insertService, insertSong } from "../../../tests/factories-songs";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { services, songDetails, songsCatalog } from "../db/schema";
import { songMessages, type CatalogSong, type SongExecution } from "../../shared/schemas/songs";
import { refreshSongStatistics } from "./statistics";

let app: TestApp;
/** The administrator under test. */
let own: Awaited<ReturnType<typeof signedInAdmin>>;
/** An administrator of another church: must never see or change the first one's songs. */
let other: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  app = await createTestApp();
  own = await signedInAdmin(app);
  other = await signedInAdmin(app);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(services);
  await app.db.delete(songsCatalog);
});

type Who = { cookie: string };
const get = (who: Who, url: string) => app.request(url, { headers: { cookie: who.cookie } });
const send = (who: Who, method: string, url: string, json?: unknown) =>
  app.request(url, { method, json, headers: { cookie: who.cookie } });

async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function songRow(id: string) {
  const [row] = await app.db.select().from(songsCatalog).where(eq(songsCatalog.id, id));
  return row;
}

async function songCount(churchId: string) {
  const rows = await app.db.select({ id: songsCatalog.id }).from(songsCatalog).where(eq(songsCatalog.churchId, churchId));
  return rows.length;
}

describe("POST /api/admin/songs", () => {
  it("adds a song with a trimmed name and stores empty optional fields as null", async () => {
    const response = await send(own, "POST", "/api/admin/songs", { name: "  Graça Sem Fim  ", author: "", chordFile: "  ", lyrics: null });

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
    expect(row).toMatchObject({ churchId: own.church.id, name: "Graça Sem Fim", author: null, chordFile: null, lyrics: null });
  });

  it("keeps the author and the http(s) links when given", async () => {
    const response = await send(own, "POST", "/api/admin/songs", {
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
    expect((await send(own, "POST", "/api/admin/songs", { name: "Amor" })).status).toBe(201);

    const response = await send(own, "POST", "/api/admin/songs", { name: " amor " });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "duplicate_song", message: "Esta música já existe no catálogo." } });
    expect(await songCount(own.church.id)).toBe(1);
  });

  it("answers one of two simultaneous adds of the same name with the duplicate error (the unique index decides)", async () => {
    const responses = await Promise.all([
      send(own, "POST", "/api/admin/songs", { name: "Refúgio Seguro" }),
      send(own, "POST", "/api/admin/songs", { name: "REFÚGIO SEGURO" }),
    ]);

    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await songCount(own.church.id)).toBe(1);
  });

  it("lets two churches have a song of the same name", async () => {
    expect((await send(own, "POST", "/api/admin/songs", { name: "Amor" })).status).toBe(201);
    expect((await send(other, "POST", "/api/admin/songs", { name: "amor" })).status).toBe(201);
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
    const response = await send(own, "POST", "/api/admin/songs", input);

    expect(response.status).toBe(422);
    const { error } = await body<{ error: { code: string; issues: { path: string; message: string }[] } }>(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await songCount(own.church.id)).toBe(0);
  });

  it("answers a body that is not JSON with a 4xx, not a 500", async () => {
    const response = await app.request("/api/admin/songs", {
      method: "POST",
      body: "{nope",
      headers: { cookie: own.cookie, "content-type": "application/json" },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("needs a signed-in administrator", async () => {
    const response = await app.request("/api/admin/songs", { method: "POST", json: { name: "Sem sessão" } });
    expect(response.status).toBe(401);
    expect(await songCount(own.church.id)).toBe(0);
  });
});

describe("GET /api/admin/songs/name-availability", () => {
  it("says whether the trimmed name is free in the church, ignoring case", async () => {
    await insertSong(app.db, own.church.id, { name: "Nada Me Faltará" });

    const taken = await get(own, `/api/admin/songs/name-availability?name=${encodeURIComponent("  nada me faltará ")}`);
    const free = await get(own, `/api/admin/songs/name-availability?name=${encodeURIComponent("Nada Me Falta")}`);

    expect(await taken.json()).toEqual({ available: false });
    expect(await free.json()).toEqual({ available: true });
  });

  it("does not see another church's songs", async () => {
    await insertSong(app.db, own.church.id, { name: "Soberano Senhor" });

    const response = await get(other, `/api/admin/songs/name-availability?name=${encodeURIComponent("Soberano Senhor")}`);

    expect(await response.json()).toEqual({ available: true });
  });

  it("answers 422 without a name", async () => {
    const response = await get(own, "/api/admin/songs/name-availability?name=%20");
    expect(response.status).toBe(422);
  });
});

describe("GET /api/admin/songs/options", () => {
  it("lists the 10 latest created songs without a search", async () => {
    for (let i = 1; i <= 12; i++) {
      await insertSong(app.db, own.church.id, { name: `Canção ${String(i).padStart(2, "0")}`, createdAt: new Date(Date.UTC(2024, 0, i)) });
    }

    const { songs } = await body<{ songs: { name: string }[] }>(await get(own, "/api/admin/songs/options"));

    expect(songs.map((s) => s.name)).toEqual(["12", "11", "10", "09", "08", "07", "06", "05", "04", "03"].map((n) => `Canção ${n}`));
  });

  it("filters by name ignoring case and accents, ordered by name, at most 10", async () => {
    const band = await insertBand(app.db, own.church.id);
    const marked = await insertSong(app.db, own.church.id, {
      name: "GRAÇA sem fim",
      newMarkedAt: new Date("2024-05-05T00:00:00Z"),
      introducedBy: band.id,
    });
    await insertSong(app.db, own.church.id, { name: "Maravilhosa Graça" });
    await insertSong(app.db, own.church.id, { name: "Amor" });
    for (let i = 0; i < 12; i++) await insertSong(app.db, own.church.id, { name: `Zz graca ${String(i).padStart(2, "0")}` });

    const { songs } = await body<{ songs: { id: string; name: string; newMarkedAt: string | null; introducedBy: string | null }[] }>(
      await get(own, "/api/admin/songs/options?search=graca"),
    );

    expect(songs).toHaveLength(10);
    expect(songs.slice(0, 3).map((s) => s.name)).toEqual(["GRAÇA sem fim", "Maravilhosa Graça", "Zz graca 00"]);
    expect(songs[0]).toEqual({ id: marked.id, name: "GRAÇA sem fim", newMarkedAt: "2024-05-05T00:00:00.000Z", introducedBy: band.id });
  });

  it("takes % and _ in the search literally", async () => {
    await insertSong(app.db, own.church.id, { name: "100% Teu" });
    await insertSong(app.db, own.church.id, { name: "1000 Vozes" });
    await insertSong(app.db, own.church.id, { name: "a_b" });
    await insertSong(app.db, own.church.id, { name: "axb" });

    const percent = await body<{ songs: { name: string }[] }>(await get(own, "/api/admin/songs/options?search=100%25"));
    const underscore = await body<{ songs: { name: string }[] }>(await get(own, "/api/admin/songs/options?search=a_b"));

    expect(percent.songs.map((s) => s.name)).toEqual(["100% Teu"]);
    expect(underscore.songs.map((s) => s.name)).toEqual(["a_b"]);
  });

  it("never offers another church's songs", async () => {
    await insertSong(app.db, own.church.id, { name: "Só Nossa" });

    expect(await body(await get(other, "/api/admin/songs/options"))).toEqual({ songs: [] });
    expect(await body(await get(other, "/api/admin/songs/options?search=nossa"))).toEqual({ songs: [] });
  });
});

describe("GET /api/admin/songs", () => {
  type ListBody = { songs: CatalogSong[]; total: number; page: number; pageSize: number };
  const list = async (who: Who, query = "") => body<ListBody>(await get(who, `/api/admin/songs${query}`));

  it("pages the catalogue by 30, by name ascending by default (ignoring case and accents)", async () => {
    const names = Array.from({ length: 33 }, (_, i) => `Canção ${String(i + 1).padStart(2, "0")}`);
    for (const name of names) await insertSong(app.db, own.church.id, { name });
    await insertSong(app.db, own.church.id, { name: "águas profundas" });
    await insertSong(app.db, own.church.id, { name: "Aleluia" });

    const first = await list(own);
    const second = await list(own, "?page=2");

    expect(first).toMatchObject({ total: 35, page: 1, pageSize: 30 });
    expect(first.songs).toHaveLength(30);
    expect(first.songs.slice(0, 3).map((s) => s.name)).toEqual(["águas profundas", "Aleluia", "Canção 01"]);
    expect(second.songs.map((s) => s.name)).toEqual(["Canção 29", "Canção 30", "Canção 31", "Canção 32", "Canção 33"]);
    expect((await list(own, "?page=9")).songs).toEqual([]);
  });

  it("sorts by each column both ways, with unplayed songs last and ties by name", async () => {
    await insertSong(app.db, own.church.id, { name: "Beta", performanceCount: 5, viewCount: 1, firstPlayedAt: "2024-01-07", lastPlayedAt: "2024-03-10" });
    await insertSong(app.db, own.church.id, { name: "Alfa", performanceCount: 5, viewCount: 9, firstPlayedAt: "2024-01-07", lastPlayedAt: "2024-05-05" });
    await insertSong(app.db, own.church.id, { name: "Gama", performanceCount: 0, viewCount: 3 });
    await insertSong(app.db, own.church.id, { name: "Delta", performanceCount: 8, viewCount: 0, firstPlayedAt: "2023-12-24", lastPlayedAt: "2024-01-07" });
    const names = async (query: string) => (await list(own, query)).songs.map((s) => s.name);

    expect(await names("?sort=name&direction=desc")).toEqual(["Gama", "Delta", "Beta", "Alfa"]);
    expect(await names("?sort=performance_count&direction=desc")).toEqual(["Delta", "Alfa", "Beta", "Gama"]);
    expect(await names("?sort=performance_count&direction=asc")).toEqual(["Gama", "Alfa", "Beta", "Delta"]);
    expect(await names("?sort=view_count&direction=desc")).toEqual(["Alfa", "Gama", "Beta", "Delta"]);
    expect(await names("?sort=last_played_at&direction=desc")).toEqual(["Alfa", "Beta", "Delta", "Gama"]);
    expect(await names("?sort=last_played_at&direction=asc")).toEqual(["Delta", "Beta", "Alfa", "Gama"]);
  });

  it("filters by name ignoring case and accents, with the filtered total", async () => {
    await insertSong(app.db, own.church.id, { name: "Coração Grato" });
    await insertSong(app.db, own.church.id, { name: "Meu coracao" });
    await insertSong(app.db, own.church.id, { name: "Outra" });

    const result = await list(own, "?search=CORACAO");

    expect(result.total).toBe(2);
    expect(result.songs.map((s) => s.name)).toEqual(["Coração Grato", "Meu coracao"]);
  });

  it("answers every field of a song", async () => {
    const band = await insertBand(app.db, own.church.id);
    const song = await insertSong(app.db, own.church.id, {
      name: "Completa",
      author: "Autora",
      chordFile: "https://cifra.example.org/c",
      lyrics: "https://letra.example.org/c",
      performanceCount: 2,
      viewCount: 7,
      firstPlayedAt: "2024-01-07",
      lastPlayedAt: "2024-02-04",
      newMarkedAt: new Date("2024-01-07T00:00:00Z"),
      introducedBy: band.id,
    });

    const { songs } = await list(own);

    expect(songs).toEqual([
      {
        id: song.id,
        name: "Completa",
        author: "Autora",
        chordFile: "https://cifra.example.org/c",
        lyrics: "https://letra.example.org/c",
        performanceCount: 2,
        viewCount: 7,
        firstPlayedAt: "2024-01-07",
        lastPlayedAt: "2024-02-04",
        createdAt: song.createdAt.toISOString(),
        newMarkedAt: "2024-01-07T00:00:00.000Z",
        introducedBy: band.id,
      },
    ]);
  });

  it.each(["?sort=created_at", "?direction=up", "?page=0", "?page=abc", "?page=1.5", `?search=${"x".repeat(101)}`])(
    "answers %s with 422",
    async (query) => {
      const response = await get(own, `/api/admin/songs${query}`);
      expect(response.status).toBe(422);
    },
  );

  it("shows each church only its own songs", async () => {
    await insertSong(app.db, own.church.id, { name: "Só Nossa" });

    expect(await list(other)).toMatchObject({ songs: [], total: 0 });
  });
});

describe("song detail, edit and delete", () => {
  it("answers the song with the band that introduced it and its public page path", async () => {
    const band = await insertBand(app.db, own.church.id, { name: "Banda Ágape", year: 2019 });
    const song = await insertSong(app.db, own.church.id, {
      name: "Graça Sem Fim!",
      newMarkedAt: new Date("2024-05-05T00:00:00Z"),
      introducedBy: band.id,
    });

    const response = await get(own, `/api/admin/songs/${song.id}`);

    expect(response.status).toBe(200);
    const { song: detail } = await body<{ song: Record<string, unknown> }>(response);
    expect(detail).toMatchObject({
      id: song.id,
      name: "Graça Sem Fim!",
      introducedBy: band.id,
      introducedByBand: { id: band.id, name: "Banda Ágape", year: 2019 },
      publicUrl: `/churches/${own.church.slug}/songs/graca-sem-fim-${song.id.slice(0, 4)}`,
    });
  });

  it("answers introducedByBand null for a song no band introduced", async () => {
    const song = await insertSong(app.db, own.church.id);
    const { song: detail } = await body<{ song: Record<string, unknown> }>(await get(own, `/api/admin/songs/${song.id}`));
    expect(detail.introducedByBand).toBeNull();
  });

  it.each([
    ["an unknown id", () => "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"],
    ["a malformed id", () => "not-a-uuid"],
  ])("answers %s with 404 on every route", async (_label, makeId) => {
    const id = makeId();
    for (const [method, url, json] of [
      ["GET", `/api/admin/songs/${id}`, undefined],
      ["PUT", `/api/admin/songs/${id}`, { name: "X" }],
      ["DELETE", `/api/admin/songs/${id}`, undefined],
      ["GET", `/api/admin/songs/${id}/executions`, undefined],
    ] as const) {
      const response = await send(own, method, url, json);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Música não encontrada." } });
    }
  });

  it("edits name, author and links, with blanks stored as null", async () => {
    const song = await insertSong(app.db, own.church.id, { name: "Antes", author: "Alguém", chordFile: "https://cifra.example.org/a" });

    const response = await send(own, "PUT", `/api/admin/songs/${song.id}`, {
      name: "  Depois ",
      author: "",
      chordFile: "",
      lyrics: "https://letra.example.org/depois",
    });

    expect(response.status).toBe(200);
    const { song: detail } = await body<{ song: Record<string, unknown> }>(response);
    expect(detail).toMatchObject({
      name: "Depois",
      author: null,
      chordFile: null,
      lyrics: "https://letra.example.org/depois",
      publicUrl: `/churches/${own.church.slug}/songs/depois-${song.id.slice(0, 4)}`,
    });
    expect(await songRow(song.id)).toMatchObject({ name: "Depois", author: null, chordFile: null });
  });

  it("lets a song change only the case of its own name, but not take another song's name", async () => {
    const song = await insertSong(app.db, own.church.id, { name: "amor" });
    await insertSong(app.db, own.church.id, { name: "Fé" });

    expect((await send(own, "PUT", `/api/admin/songs/${song.id}`, { name: "Amor" })).status).toBe(200);
    const clash = await send(own, "PUT", `/api/admin/songs/${song.id}`, { name: "FÉ" });

    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ error: { code: "duplicate_song", message: "Esta música já existe no catálogo." } });
    expect((await songRow(song.id))?.name).toBe("Amor");
  });

  it("refuses an invalid edit with 422 and changes nothing", async () => {
    const song = await insertSong(app.db, own.church.id, { name: "Intacta" });

    const response = await send(own, "PUT", `/api/admin/songs/${song.id}`, { name: " ", chordFile: "nope" });

    expect(response.status).toBe(422);
    expect((await songRow(song.id))?.name).toBe("Intacta");
  });

  it("deletes a song with its segments, leaving the services and every other song's statistics as they were", async () => {
    const band = await insertBand(app.db, own.church.id);
    const first = await insertService(app.db, own.church.id, band.id, { date: "2024-03-03", time: "10:00" });
    const second = await insertService(app.db, own.church.id, band.id, { date: "2024-04-07", time: "19:00" });
    const doomed = await insertSong(app.db, own.church.id, { name: "Some" });
    const kept = await insertSong(app.db, own.church.id, { name: "Fica" });
    const alsoKept = await insertSong(app.db, own.church.id, { name: "Também Fica" });
    await insertSegment(app.db, first, doomed.id, { startTime: 0, endTime: 100 });
    await insertSegment(app.db, first, kept.id, { startTime: 100, endTime: 200 });
    await insertSegment(app.db, second, doomed.id, { startTime: 0, endTime: 100 });
    await insertSegment(app.db, second, alsoKept.id, { startTime: 100, endTime: 200 });
    await insertSegment(app.db, second, kept.id, { startTime: 200, endTime: 300 });
    await refreshSongStatistics(app.db, [doomed.id, kept.id, alsoKept.id]);
    const before = await app.db.select().from(songsCatalog).where(eq(songsCatalog.churchId, own.church.id));

    const response = await send(own, "DELETE", `/api/admin/songs/${doomed.id}`);

    expect(response.status).toBe(204);
    expect(await songRow(doomed.id)).toBeUndefined();
    expect(await app.db.select().from(songDetails).where(eq(songDetails.songCatalogId, doomed.id))).toEqual([]);
    expect(await app.db.select({ id: services.id }).from(services).where(eq(services.churchId, own.church.id))).toHaveLength(2);
    const after = await app.db.select().from(songsCatalog).where(eq(songsCatalog.churchId, own.church.id));
    expect(after).toEqual(before.filter((song) => song.id !== doomed.id));
    expect(after.find((s) => s.id === kept.id)).toMatchObject({
      performanceCount: 2,
      firstPlayedAt: "2024-03-03",
      lastPlayedAt: "2024-04-07",
      lastServiceId: second.id,
    });
    // A recount from the segments still agrees with what is stored.
    await refreshSongStatistics(app.db, [kept.id, alsoKept.id]);
    expect(await app.db.select().from(songsCatalog).where(eq(songsCatalog.churchId, own.church.id))).toEqual(after);
  });
});

describe("GET /api/admin/songs/:id/executions", () => {
  type ExecutionsBody = { executions: SongExecution[]; total: number; page: number; pageSize: number };

  async function playedSong() {
    const agape = await insertBand(app.db, own.church.id, { name: "Banda Ágape", year: 2019 });
    const kairos = await insertBand(app.db, own.church.id, { name: "Banda Kairós", year: 2023 });
    const song = await insertSong(app.db, own.church.id, { name: "Tocada" });
    const morning = await insertService(app.db, own.church.id, agape.id, { date: "2024-05-05", time: "10:00" });
    const evening = await insertService(app.db, own.church.id, kairos.id, { date: "2024-05-05", time: "19:30", videoUrl: "https://youtu.be/abcdefghijk" });
    const older = await insertService(app.db, own.church.id, agape.id, { date: "2023-12-24", time: "19:00" });
    const inactiveService = await insertService(app.db, own.church.id, agape.id, { date: "2024-06-02", time: "10:00", active: false });
    const a = await insertSegment(app.db, morning, song.id, { startTime: 90, endTime: 300 });
    const b = await insertSegment(app.db, evening, song.id, { startTime: 600, endTime: 840 });
    const c = await insertSegment(app.db, older, song.id, { startTime: 30, endTime: 200 });
    await insertSegment(app.db, older, song.id, { startTime: 400, endTime: 500, active: false });
    await insertSegment(app.db, inactiveService, song.id);
    return { song, morning, evening, older, agape, kairos, segments: { a, b, c } };
  }

  it("lists the active executions, latest service first, with service, band and times", async () => {
    const { song, evening, kairos, segments } = await playedSong();

    const result = await body<ExecutionsBody>(await get(own, `/api/admin/songs/${song.id}/executions`));

    expect(result).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(result.executions.map((e) => e.id)).toEqual([segments.b.id, segments.a.id, segments.c.id]);
    expect(result.executions[0]).toEqual({
      id: segments.b.id,
      serviceId: evening.id,
      serviceDate: "2024-05-05",
      serviceTime: "19:30",
      bandName: kairos.name,
      bandYear: 2023,
      startTime: 600,
      endTime: 840,
      videoUrl: "https://youtu.be/abcdefghijk",
    });
  });

  it("searches by date as shown, time or band name (ignoring case and accents)", async () => {
    const { song, segments } = await playedSong();
    const ids = async (search: string) =>
      (await body<ExecutionsBody>(await get(own, `/api/admin/songs/${song.id}/executions?search=${encodeURIComponent(search)}`))).executions.map(
        (e) => e.id,
      );

    expect(await ids("24/12/2023")).toEqual([segments.c.id]);
    expect(await ids("05.05")).toEqual([segments.b.id, segments.a.id]);
    expect(await ids("19:30")).toEqual([segments.b.id]);
    expect(await ids("kairos")).toEqual([segments.b.id]);
    expect(await ids("ÁGAPE")).toEqual([segments.a.id, segments.c.id]);
    expect(await ids("nada")).toEqual([]);
  });

  it("pages by 10", async () => {
    const band = await insertBand(app.db, own.church.id);
    const song = await insertSong(app.db, own.church.id);
    for (let day = 1; day <= 12; day++) {
      const service = await insertService(app.db, own.church.id, band.id, { date: `2024-01-${String(day).padStart(2, "0")}` });
      await insertSegment(app.db, service, song.id);
    }

    const second = await body<ExecutionsBody>(await get(own, `/api/admin/songs/${song.id}/executions?page=2`));

    expect(second.total).toBe(12);
    expect(second.executions.map((e) => e.serviceDate)).toEqual(["2024-01-02", "2024-01-01"]);
  });

  it("answers 422 for a bad page", async () => {
    const song = await insertSong(app.db, own.church.id);
    expect((await get(own, `/api/admin/songs/${song.id}/executions?page=-1`)).status).toBe(422);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("answers NUL characters in any text with 400 (query) or 422 (body), naming the field, never 500", async () => {
    const song = await insertSong(app.db, own.church.id);
    for (const [url, field] of [
      ["/api/admin/songs?search=a%00", "search"],
      ["/api/admin/songs/options?search=a%00", "search"],
      ["/api/admin/songs/name-availability?name=a%00", "name"],
      [`/api/admin/songs/${song.id}/executions?search=a%00`, "search"],
    ]) {
      const response = await get(own, url!);
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: { issues: { path: string }[] } }).error.issues[0]?.path).toBe(field);
    }
    for (const input of [{ name: "a\u0000b" }, { name: "Ok", author: "x\u0000" }, { name: "Ok", lyrics: "https://a.example.org/\u0000" }]) {
      expect((await send(own, "POST", "/api/admin/songs", input)).status).toBe(422);
      expect((await send(own, "PUT", `/api/admin/songs/${song.id}`, input)).status).toBe(422);
    }
    expect(await songCount(own.church.id)).toBe(1);
  });
});

describe("tenant isolation: another church's administrator", () => {
  it("gets 404 on every route of a song and changes nothing", async () => {
    const band = await insertBand(app.db, own.church.id);
    const service = await insertService(app.db, own.church.id, band.id);
    const song = await insertSong(app.db, own.church.id, { name: "Nossa", author: "Nós" });
    await insertSegment(app.db, service, song.id);
    const before = await songRow(song.id);

    for (const [method, url, json] of [
      ["GET", `/api/admin/songs/${song.id}`, undefined],
      ["GET", `/api/admin/songs/${song.id}/executions`, undefined],
      ["PUT", `/api/admin/songs/${song.id}`, { name: "Deles", author: null, chordFile: null, lyrics: null }],
      ["DELETE", `/api/admin/songs/${song.id}`, undefined],
    ] as const) {
      const response = await send(other, method, url, json);
      expect(response.status, `${method} ${url}`).toBe(404);
    }

    expect(await songRow(song.id)).toEqual(before);
    const segments = await app.db
      .select({ id: songDetails.id })
      .from(songDetails)
      .where(and(eq(songDetails.songCatalogId, song.id), eq(songDetails.churchId, own.church.id)));
    expect(segments).toHaveLength(1);
  });

  it("cannot read the list, the options or the name availability of the other church", async () => {
    await insertSong(app.db, own.church.id, { name: "Particular" });

    expect(await body(await get(other, "/api/admin/songs"))).toMatchObject({ songs: [], total: 0 });
    expect(await body(await get(other, "/api/admin/songs/options?search=particular"))).toEqual({ songs: [] });
    expect(await body(await get(other, "/api/admin/songs/name-availability?name=Particular"))).toEqual({ available: true });
    const [{ total }] = (await app.db.execute<{ total: number }>(sql`select count(*)::int as total from songs_catalog`)).rows as [
      { total: number },
    ];
    expect(total).toBe(1);
  });
});
