import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createBand, createSegment, createService, createSong } from "../../../tests/factories";
import { songRequests, type Who } from "../../../tests/song-requests";
import { services, songDetails, songsCatalog } from "../db";
import { type CatalogSong, type SongExecution } from "@shared/schemas/songs";
import { refreshSongStatistics } from "./statistics";
import { useAdminContext } from "../../../tests/admin-context";

const ctx = useAdminContext();

beforeEach(async () => {
  await ctx.app.db.delete(services);
  await ctx.app.db.delete(songsCatalog);
});

const { get, send, body, songRow } = songRequests(() => ctx.app);

describe("GET /api/admin/songs", () => {
  type ListBody = { songs: CatalogSong[]; total: number; page: number; pageSize: number };
  const list = async (who: Who, query = "") => body<ListBody>(await get(who, `/api/admin/songs${query}`));

  it("pages the catalogue by 30, by name ascending by default (ignoring case and accents)", async () => {
    const names = Array.from({ length: 33 }, (_, i) => `Canção ${String(i + 1).padStart(2, "0")}`);
    for (const name of names) await createSong(ctx.app.db, ctx.own.church.id, { name });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "águas profundas" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Aleluia" });

    const first = await list(ctx.own);
    const second = await list(ctx.own, "?page=2");

    expect(first).toMatchObject({ total: 35, page: 1, pageSize: 30 });
    expect(first.songs).toHaveLength(30);
    expect(first.songs.slice(0, 3).map((s) => s.name)).toEqual(["águas profundas", "Aleluia", "Canção 01"]);
    expect(second.songs.map((s) => s.name)).toEqual(["Canção 29", "Canção 30", "Canção 31", "Canção 32", "Canção 33"]);
    expect((await list(ctx.own, "?page=9")).songs).toEqual([]);
  });

  it("sorts by each column both ways, with unplayed songs last and ties by name", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Beta", performanceCount: 5, viewCount: 1, firstPlayedAt: "2024-01-07", lastPlayedAt: "2024-03-10" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Alfa", performanceCount: 5, viewCount: 9, firstPlayedAt: "2024-01-07", lastPlayedAt: "2024-05-05" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Gama", performanceCount: 0, viewCount: 3 });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Delta", performanceCount: 8, viewCount: 0, firstPlayedAt: "2023-12-24", lastPlayedAt: "2024-01-07" });
    const names = async (query: string) => (await list(ctx.own, query)).songs.map((s) => s.name);

    expect(await names("?sort=name&direction=desc")).toEqual(["Gama", "Delta", "Beta", "Alfa"]);
    expect(await names("?sort=performance_count&direction=desc")).toEqual(["Delta", "Alfa", "Beta", "Gama"]);
    expect(await names("?sort=performance_count&direction=asc")).toEqual(["Gama", "Alfa", "Beta", "Delta"]);
    expect(await names("?sort=view_count&direction=desc")).toEqual(["Alfa", "Gama", "Beta", "Delta"]);
    expect(await names("?sort=last_played_at&direction=desc")).toEqual(["Alfa", "Beta", "Delta", "Gama"]);
    expect(await names("?sort=last_played_at&direction=asc")).toEqual(["Delta", "Beta", "Alfa", "Gama"]);
  });

  it("filters by name ignoring case and accents, with the filtered total", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Coração Grato" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Meu coracao" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Outra" });

    const result = await list(ctx.own, "?search=CORACAO");

    expect(result.total).toBe(2);
    expect(result.songs.map((s) => s.name)).toEqual(["Coração Grato", "Meu coracao"]);
  });

  it("answers every field of a song", async () => {
    const band = await createBand(ctx.app.db, ctx.own.church.id);
    // The fields the list answers as they are stored; the dates of the row come back as ISO strings.
    const stored = {
      name: "Completa",
      author: "Autora",
      chordFile: "https://cifra.example.org/c",
      lyrics: "https://letra.example.org/c",
      performanceCount: 2,
      viewCount: 7,
      firstPlayedAt: "2024-01-07",
      lastPlayedAt: "2024-02-04",
      introducedBy: band.id,
    };
    const song = await createSong(ctx.app.db, ctx.own.church.id, { ...stored, newMarkedAt: new Date("2024-01-07T00:00:00Z") });

    const { songs } = await list(ctx.own);

    expect(songs).toEqual([{ id: song.id, ...stored, createdAt: song.createdAt.toISOString(), newMarkedAt: "2024-01-07T00:00:00.000Z" }]);
  });

  it.each(["?sort=created_at", "?direction=up", "?page=0", "?page=abc", "?page=1.5", `?search=${"x".repeat(101)}`])(
    "answers %s with 422",
    async (query) => {
      const response = await get(ctx.own, `/api/admin/songs${query}`);
      expect(response.status).toBe(422);
    },
  );

  it("shows each church only its own songs", async () => {
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Só Nossa" });

    expect(await list(ctx.other)).toMatchObject({ songs: [], total: 0 });
  });
});

describe("song detail, edit and delete", () => {
  it("answers the song with the band that introduced it and its public page path", async () => {
    const band = await createBand(ctx.app.db, ctx.own.church.id, { name: "Banda Ágape", year: 2019 });
    const song = await createSong(ctx.app.db, ctx.own.church.id, {
      name: "Graça Sem Fim!",
      newMarkedAt: new Date("2024-05-05T00:00:00Z"),
      introducedBy: band.id,
    });

    const response = await get(ctx.own, `/api/admin/songs/${song.id}`);

    expect(response.status).toBe(200);
    const { song: detail } = await body<{ song: Record<string, unknown> }>(response);
    expect(detail).toMatchObject({
      id: song.id,
      name: "Graça Sem Fim!",
      introducedBy: band.id,
      introducedByBand: { id: band.id, name: "Banda Ágape", year: 2019 },
      publicUrl: `/churches/${ctx.own.church.slug}/songs/graca-sem-fim-${song.id.slice(0, 4)}`,
    });
  });

  it("answers introducedByBand null for a song no band introduced", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id);
    const { song: detail } = await body<{ song: Record<string, unknown> }>(await get(ctx.own, `/api/admin/songs/${song.id}`));
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
      const response = await send(ctx.own, method, url, json);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Música não encontrada." } });
    }
  });

  it("edits name, author and links, with blanks stored as null", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "Antes", author: "Alguém", chordFile: "https://cifra.example.org/a" });

    const response = await send(ctx.own, "PUT", `/api/admin/songs/${song.id}`, {
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
      publicUrl: `/churches/${ctx.own.church.slug}/songs/depois-${song.id.slice(0, 4)}`,
    });
    expect(await songRow(song.id)).toMatchObject({ name: "Depois", author: null, chordFile: null });
  });

  it("lets a song change only the case of its own name, but not take another song's name", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "amor" });
    await createSong(ctx.app.db, ctx.own.church.id, { name: "Fé" });

    expect((await send(ctx.own, "PUT", `/api/admin/songs/${song.id}`, { name: "Amor" })).status).toBe(200);
    const clash = await send(ctx.own, "PUT", `/api/admin/songs/${song.id}`, { name: "FÉ" });

    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ error: { code: "duplicate_song", message: "Esta música já existe no catálogo." } });
    expect((await songRow(song.id))?.name).toBe("Amor");
  });

  it("refuses an invalid edit with 422 and changes nothing", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "Intacta" });

    const response = await send(ctx.own, "PUT", `/api/admin/songs/${song.id}`, { name: " ", chordFile: "nope" });

    expect(response.status).toBe(422);
    expect((await songRow(song.id))?.name).toBe("Intacta");
  });

  it("deletes a song with its segments, leaving the services and every other song's statistics as they were", async () => {
    const band = await createBand(ctx.app.db, ctx.own.church.id);
    const first = await createService(ctx.app.db, ctx.own.church.id, { bandId: band.id, date: "2024-03-03", time: "10:00" });
    const second = await createService(ctx.app.db, ctx.own.church.id, { bandId: band.id, date: "2024-04-07", time: "19:00" });
    const doomed = await createSong(ctx.app.db, ctx.own.church.id, { name: "Some" });
    const kept = await createSong(ctx.app.db, ctx.own.church.id, { name: "Fica" });
    const alsoKept = await createSong(ctx.app.db, ctx.own.church.id, { name: "Também Fica" });
    await createSegment(ctx.app.db, first.churchId, { serviceId: first.id, songCatalogId: doomed.id, startTime: 0, endTime: 100 });
    await createSegment(ctx.app.db, first.churchId, { serviceId: first.id, songCatalogId: kept.id, startTime: 100, endTime: 200 });
    await createSegment(ctx.app.db, second.churchId, { serviceId: second.id, songCatalogId: doomed.id, startTime: 0, endTime: 100 });
    await createSegment(ctx.app.db, second.churchId, { serviceId: second.id, songCatalogId: alsoKept.id, startTime: 100, endTime: 200 });
    await createSegment(ctx.app.db, second.churchId, { serviceId: second.id, songCatalogId: kept.id, startTime: 200, endTime: 300 });
    await refreshSongStatistics(ctx.app.db, [doomed.id, kept.id, alsoKept.id]);
    const before = await ctx.app.db.select().from(songsCatalog).where(eq(songsCatalog.churchId, ctx.own.church.id)).orderBy(songsCatalog.id);

    const response = await send(ctx.own, "DELETE", `/api/admin/songs/${doomed.id}`);

    expect(response.status).toBe(204);
    expect(await songRow(doomed.id)).toBeUndefined();
    expect(await ctx.app.db.select().from(songDetails).where(eq(songDetails.songCatalogId, doomed.id))).toEqual([]);
    expect(await ctx.app.db.select({ id: services.id }).from(services).where(eq(services.churchId, ctx.own.church.id))).toHaveLength(2);
    const after = await ctx.app.db.select().from(songsCatalog).where(eq(songsCatalog.churchId, ctx.own.church.id)).orderBy(songsCatalog.id);
    expect(after).toEqual(before.filter((song) => song.id !== doomed.id));
    expect(after.find((s) => s.id === kept.id)).toMatchObject({
      performanceCount: 2,
      firstPlayedAt: "2024-03-03",
      lastPlayedAt: "2024-04-07",
      lastServiceId: second.id,
    });
    // A recount from the segments still agrees with what is stored.
    await refreshSongStatistics(ctx.app.db, [kept.id, alsoKept.id]);
    expect(await ctx.app.db.select().from(songsCatalog).where(eq(songsCatalog.churchId, ctx.own.church.id)).orderBy(songsCatalog.id)).toEqual(after);
  });
});

describe("GET /api/admin/songs/:id/executions", () => {
  type ExecutionsBody = { executions: SongExecution[]; total: number; page: number; pageSize: number };

  async function playedSong() {
    const agape = await createBand(ctx.app.db, ctx.own.church.id, { name: "Banda Ágape", year: 2019 });
    const kairos = await createBand(ctx.app.db, ctx.own.church.id, { name: "Banda Kairós", year: 2023 });
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "Tocada" });
    const morning = await createService(ctx.app.db, ctx.own.church.id, { bandId: agape.id, date: "2024-05-05", time: "10:00" });
    const evening = await createService(ctx.app.db, ctx.own.church.id, { bandId: kairos.id, date: "2024-05-05", time: "19:30", videoUrl: "https://youtu.be/abcdefghijk" });
    const older = await createService(ctx.app.db, ctx.own.church.id, { bandId: agape.id, date: "2023-12-24", time: "19:00" });
    const inactiveService = await createService(ctx.app.db, ctx.own.church.id, { bandId: agape.id, date: "2024-06-02", time: "10:00", active: false });
    const a = await createSegment(ctx.app.db, morning.churchId, { serviceId: morning.id, songCatalogId: song.id, startTime: 90, endTime: 300 });
    const b = await createSegment(ctx.app.db, evening.churchId, { serviceId: evening.id, songCatalogId: song.id, startTime: 600, endTime: 840 });
    const c = await createSegment(ctx.app.db, older.churchId, { serviceId: older.id, songCatalogId: song.id, startTime: 30, endTime: 200 });
    await createSegment(ctx.app.db, older.churchId, { serviceId: older.id, songCatalogId: song.id, startTime: 400, endTime: 500, active: false });
    await createSegment(ctx.app.db, inactiveService.churchId, { serviceId: inactiveService.id, songCatalogId: song.id });
    return { song, morning, evening, older, agape, kairos, segments: { a, b, c } };
  }

  it("lists the active executions, latest service first, with service, band and times", async () => {
    const { song, evening, kairos, segments } = await playedSong();

    const result = await body<ExecutionsBody>(await get(ctx.own, `/api/admin/songs/${song.id}/executions`));

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
      musicalKey: null,
      tempo: null,
    });
  });

  it("searches by date as shown, time or band name (ignoring case and accents)", async () => {
    const { song, segments } = await playedSong();
    const ids = async (search: string) =>
      (await body<ExecutionsBody>(await get(ctx.own, `/api/admin/songs/${song.id}/executions?search=${encodeURIComponent(search)}`))).executions.map(
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
    const band = await createBand(ctx.app.db, ctx.own.church.id);
    const song = await createSong(ctx.app.db, ctx.own.church.id);
    for (let day = 1; day <= 12; day++) {
      const service = await createService(ctx.app.db, ctx.own.church.id, { bandId: band.id, date: `2024-01-${String(day).padStart(2, "0")}` });
      await createSegment(ctx.app.db, service.churchId, { serviceId: service.id, songCatalogId: song.id });
    }

    const second = await body<ExecutionsBody>(await get(ctx.own, `/api/admin/songs/${song.id}/executions?page=2`));

    expect(second.total).toBe(12);
    expect(second.executions.map((e) => e.serviceDate)).toEqual(["2024-01-02", "2024-01-01"]);
  });

  it("answers 422 for a bad page", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id);
    expect((await get(ctx.own, `/api/admin/songs/${song.id}/executions?page=-1`)).status).toBe(422);
  });
});
