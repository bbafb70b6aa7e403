import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { ImportListResponse, ImportResponse } from "@shared/schemas/youtube-import";
import { youtubeWatchUrl } from "@shared/youtube-url";
import { useAdminContext } from "../../../tests/admin-context";
import { createBand, createMusician, createService, createSong, emptyChurch, signedInAdmin } from "../../../tests/factories";
import { pastServicesChannel, startFakeYouTubeApi } from "../../../tests/fake-youtube-api";
import { createTestApp } from "../../../tests/test-app";
import { churches, serviceMusiciansGlobal, services, songDetails, songsCatalog } from "../db";
import { youtubeErrorMessages } from "./data-api";

const youtube = await startFakeYouTubeApi({
  channels: [
    pastServicesChannel({ handle: "@cinquentaecinco", count: 55, prefix: "f", withClips: true, withScheduled: true }),
    pastServicesChannel({ handle: "@tres", count: 3, prefix: "t", withClips: false }),
  ],
});
const ctx = useAdminContext({ environment: { YOUTUBE_API_KEY: youtube.key, YOUTUBE_API_URL: youtube.url } });
afterAll(() => youtube.close());

const URL_PATH = "/api/admin/services/import";
const SAO_PAULO = "America/Sao_Paulo";

async function setChannel(churchId: string, channel: string | null) {
  await ctx.app.db.update(churches).set({ youtubeChannel: channel }).where(eq(churches.id, churchId));
}

async function list(pageToken?: string, as = ctx.cookie) {
  const response = await ctx.api(pageToken ? `${URL_PATH}?pageToken=${encodeURIComponent(pageToken)}` : URL_PATH, {}, as);
  return { status: response.status, body: (await response.json()) as ImportListResponse & { error?: { message: string } } };
}

async function importVideos(json: unknown, as = ctx.cookie) {
  const response = await ctx.api(URL_PATH, { method: "POST", json }, as);
  return { status: response.status, body: (await response.json()) as ImportResponse & { error?: { message: string; issues?: unknown[] } } };
}

async function verdictsOf(churchId: string) {
  const [church] = await ctx.app.db.select({ verdicts: churches.chapterVerdicts }).from(churches).where(eq(churches.id, churchId));
  return church?.verdicts;
}

async function servicesOf(churchId: string) {
  return ctx.app.db.select().from(services).where(eq(services.churchId, churchId)).orderBy(services.date);
}

beforeEach(async () => {
  youtube.fail(null);
  await emptyChurch(ctx.app.db, ctx.churchId);
  await emptyChurch(ctx.app.db, ctx.otherChurchId);
  await setChannel(ctx.churchId, "https://www.youtube.com/@cinquentaecinco");
});

describe("GET /api/admin/services/import", () => {
  it("lists the channel's past videos not yet services, newest first, 50 a page, with their song chapters", async () => {
    await createService(ctx.app.db, ctx.churchId, { videoUrl: youtubeWatchUrl("f0000000001") });
    await createService(ctx.app.db, ctx.churchId, { videoUrl: youtubeWatchUrl("f0000000003") });
    // The other church's services do not hide this church's videos.
    await createService(ctx.app.db, ctx.otherChurchId, { videoUrl: youtubeWatchUrl("f0000000000") });

    const first = await list();
    expect(first.status).toBe(200);
    if (!first.body.configured) throw new Error("configured expected");
    expect(first.body.videos).toHaveLength(50);
    const ids = first.body.videos.map((video) => video.videoId);
    expect(ids.slice(0, 4)).toEqual(["f0000000000", "f0000000002", "f0000000004", "fc000000004"]);
    expect(ids).not.toContain("f0000000001");
    expect(ids).not.toContain("fs000000000"); // scheduled, not yet streamed
    expect(first.body.videos[0]).toEqual({
      videoId: "f0000000000",
      title: "Culto de Celebração | 22/11/2026",
      startedAt: "2026-11-22T22:00:00.000Z",
      duration: 5112,
      thumbnailUrl: "https://i.ytimg.com/vi/f0000000000/mqdefault.jpg",
      songNames: ["Grande é o Senhor", "Lugar Secreto", "Bondade de Deus", "Raridade"],
    });
    expect(first.body.videos.find((video) => video.videoId === "fc000000004")).toMatchObject({ title: "Convite: Conferência de Louvor", songNames: [], duration: 58 });
    const startTimes = first.body.videos.map((video) => video.startedAt);
    expect(startTimes.filter((time, index) => index > 0 && time > startTimes[index - 1]!)).toEqual([]);

    // 55 services + 6 clips - 2 imported = 59: the second page has the 9 left, and no third.
    const second = await list(first.body.nextPageToken!);
    if (!second.body.configured) throw new Error("configured expected");
    expect(second.body.videos).toHaveLength(9);
    expect(second.body.nextPageToken).toBeNull();
    expect(new Set([...ids, ...second.body.videos.map((video) => video.videoId)]).size).toBe(59);
  });

  it("says the import is not configured when the server has no key", async () => {
    const app = await createTestApp({ YOUTUBE_API_URL: youtube.url });
    try {
      const admin = await signedInAdmin(app);
      const response = await app.request(URL_PATH, { headers: { cookie: admin.cookie } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ configured: false });
      const post = await app.request(URL_PATH, { method: "POST", json: { timeZone: SAO_PAULO, videos: [{ videoId: "f0000000000", bandId: crypto.randomUUID() }] }, headers: { cookie: admin.cookie } });
      expect(post.status).toBe(409);
    } finally {
      await app.close();
    }
  });

  it("answers each of YouTube's failures with its sentence, never a 500", async () => {
    youtube.fail("quota");
    expect(await list()).toMatchObject({ status: 503, body: { error: { message: youtubeErrorMessages.quota } } });
    youtube.fail("server");
    expect(await list()).toMatchObject({ status: 503, body: { error: { message: youtubeErrorMessages.network } } });
    youtube.fail(null);
    await setChannel(ctx.churchId, "@canal-que-nao-existe");
    expect(await list()).toMatchObject({ status: 422, body: { error: { message: youtubeErrorMessages.channel } } });
    await setChannel(ctx.churchId, "não é um canal");
    expect(await list()).toMatchObject({ status: 422, body: { error: { message: youtubeErrorMessages.channel } } });
    await setChannel(ctx.churchId, null);
    expect((await list()).status).toBe(409);
    expect((await list("não é um token")).status).toBe(422);
  });

  it("answers a refused key with its sentence", async () => {
    const app = await createTestApp({ YOUTUBE_API_KEY: "chave-errada", YOUTUBE_API_URL: youtube.url });
    try {
      const admin = await signedInAdmin(app);
      const response = await app.request(URL_PATH, { headers: { cookie: admin.cookie } });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { message: youtubeErrorMessages.key } });
    } finally {
      await app.close();
    }
  });
});

describe("POST /api/admin/services/import", () => {
  async function bandWithMembers() {
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const bruno = await createMusician(ctx.app.db, ctx.churchId, { name: "Bruno" });
    return createBand(ctx.app.db, ctx.churchId, {
      name: "Banda Celebração",
      members: [
        { musicianId: ana.id, instrument: ["Vocal"] },
        { musicianId: bruno.id, instrument: ["Violão", "Vocal"] },
      ],
    });
  }

  it("makes each ticked video an inactive service from its chapters, the band's musicians its lineup, new songs in the catalogue", async () => {
    const band = await bandWithMembers();
    const known = await createSong(ctx.app.db, ctx.churchId, { name: "Grande e o senhor" });
    const { status, body } = await importVideos({
      timeZone: SAO_PAULO,
      videos: [
        { videoId: "f0000000000", bandId: band.id },
        { videoId: "f0000000001", bandId: band.id },
        { videoId: "fc000000004", bandId: band.id },
      ],
    });
    expect(status).toBe(200);
    expect(body.skipped).toEqual([{ videoId: "fc000000004", title: "Convite: Conferência de Louvor", reason: "no-song-chapters" }]);
    expect(body.created.map((created) => [created.videoId, created.date, created.time, created.songs, created.lastChapterOpen])).toEqual([
      ["f0000000000", "2026-11-22", "19:00", 4, false],
      ["f0000000001", "2026-11-15", "19:00", 4, false],
    ]);
    // Video 0 sings songs 0-3 (the first is the catalogue's, typed otherwise); video 1 songs 3-6.
    expect(body.created[0]!.newSongs).toEqual(["Lugar Secreto", "Bondade de Deus", "Raridade"]);
    expect(body.created[1]!.newSongs).toEqual(["Ninguém Explica Deus", "Aquieta Minh'alma", "Ousado Amor"]);

    const saved = await servicesOf(ctx.churchId);
    expect(saved.map((service) => [service.date, service.time, service.active, service.videoUrl, service.bandId])).toEqual([
      ["2026-11-15", "19:00:00", false, youtubeWatchUrl("f0000000001"), band.id],
      ["2026-11-22", "19:00:00", false, youtubeWatchUrl("f0000000000"), band.id],
    ]);
    const segments = await ctx.app.db
      .select({ start: songDetails.startTime, end: songDetails.endTime, song: songDetails.songCatalogId, name: songDetails.name })
      .from(songDetails)
      .where(eq(songDetails.serviceId, body.created[0]!.serviceId))
      .orderBy(songDetails.startTime);
    expect(segments.map((segment) => [segment.start, segment.end, segment.name])).toEqual([
      [95, 425, "Grande e o senhor"],
      [425, 745, "Lugar Secreto"],
      [745, 1075, "Bondade de Deus"],
      [1075, 1420, "Raridade"],
    ]);
    expect(segments[0]!.song).toBe(known.id);
    const catalogue = await ctx.app.db.select({ name: songsCatalog.name, author: songsCatalog.author }).from(songsCatalog).where(eq(songsCatalog.churchId, ctx.churchId));
    expect(catalogue).toHaveLength(7);
    expect(catalogue).toContainEqual({ name: "Raridade", author: "Anderson Freire" });
    const lineup = await ctx.app.db
      .select({ musicianId: serviceMusiciansGlobal.musicianId, instrument: serviceMusiciansGlobal.instrument })
      .from(serviceMusiciansGlobal)
      .where(eq(serviceMusiciansGlobal.serviceId, body.created[0]!.serviceId));
    expect(lineup.map((entry) => entry.instrument).sort()).toEqual(["Violão, Vocal", "Vocal"]);

    // Imported once: a second run (a retry after a failure) creates nothing again.
    const again = await importVideos({ timeZone: SAO_PAULO, videos: [{ videoId: "f0000000000", bandId: band.id }] });
    expect(again.body).toEqual({ created: [], skipped: [{ videoId: "f0000000000", title: "Culto de Celebração | 22/11/2026", reason: "already-imported" }] });
    expect(await servicesOf(ctx.churchId)).toHaveLength(2);
    // And the list no longer offers them.
    const listed = await list();
    if (!listed.body.configured) throw new Error("configured expected");
    expect(listed.body.videos.map((video) => video.videoId)).not.toContain("f0000000000");
  });

  it("reads a chapter written author first the way the catalogue knows the song", async () => {
    youtube.addChannel({
      id: "UCautorprimeiroxxxxxxxxx",
      handle: "@autorprimeiro",
      videos: [
        {
          id: "autorprim01",
          title: "Culto Jovem",
          description: "0:00 Abertura\n3:12 Fernandinho | Todas as Coisas (Tom: bb)\n8:30 Pregação",
          publishedAt: "2026-11-21T23:00:00Z",
          actualStartTime: "2026-11-21T23:30:00Z",
          duration: "PT1H",
        },
      ],
    });
    await setChannel(ctx.churchId, "@autorprimeiro");
    const song = await createSong(ctx.app.db, ctx.churchId, { name: "Todas as Coisas" });
    const band = await createBand(ctx.app.db, ctx.churchId);
    const { body } = await importVideos({ timeZone: SAO_PAULO, videos: [{ videoId: "autorprim01", bandId: band.id }] });
    expect(body.created).toMatchObject([{ videoId: "autorprim01", songs: 1, newSongs: [] }]);
    const [segment] = await ctx.app.db.select().from(songDetails).where(eq(songDetails.serviceId, body.created[0]!.serviceId));
    // The key written in the chapter is the performance's, as musicians write it.
    expect(segment).toMatchObject({ songCatalogId: song.id, startTime: 192, endTime: 510, musicalKey: "Bb" });
  });

  it("reads the chapters as the church's previews and the import's own review taught (decision 485)", async () => {
    youtube.addChannel({
      id: "UCveredictosxxxxxxxxxxxx",
      handle: "@veredictos",
      videos: [
        {
          id: "veredicto01",
          title: "Culto da Família",
          description: "0:00 Abertura\n2:00 Esquenta da Galera\n6:00 Lugar Secreto\n11:00 Louvor e Adoração\n20:00 Pregação",
          publishedAt: "2026-11-21T23:00:00Z",
          actualStartTime: "2026-11-21T23:30:00Z",
          duration: "PT1H",
        },
      ],
    });
    await setChannel(ctx.churchId, "@veredictos");
    const band = await createBand(ctx.app.db, ctx.churchId);
    const listed = async () => (await list()).body;
    const before = await listed();
    expect(before.configured && before.videos.map((video) => video.songNames)).toEqual([["Esquenta da Galera", "Lugar Secreto"]]);

    // A service saved through the form, whose 'Colar capítulos' preview took a title in as a song.
    const song = await createSong(ctx.app.db, ctx.churchId, { name: "Lugar Secreto" });
    const saved = await ctx.api("/api/admin/services", {
      method: "POST",
      json: {
        date: "2025-03-09",
        time: "19:00",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        bandId: band.id,
        active: true,
        segments: [{ songCatalogId: song.id, startTime: 0, endTime: 200 }],
        musicians: [],
        chapterVerdicts: [{ title: "Louvor e Adoração", isSong: true }],
      },
    });
    expect(saved.status).toBe(201);
    const after = await listed();
    expect(after.configured && after.videos.map((video) => video.songNames)).toEqual([["Esquenta da Galera", "Lugar Secreto", "Louvor e Adoração"]]);

    // The import's own review: a name unticked as no song, remembered with the rest.
    const { body } = await importVideos({
      timeZone: SAO_PAULO,
      videos: [{ videoId: "veredicto01", bandId: band.id }],
      chapterVerdicts: [{ title: "Esquenta da galera", isSong: false }],
    });
    expect(body.created).toMatchObject([{ videoId: "veredicto01", songs: 2, newSongs: ["Louvor e Adoração"] }]);
    const segments = await ctx.app.db.select().from(songDetails).where(eq(songDetails.serviceId, body.created[0]!.serviceId)).orderBy(songDetails.startTime);
    expect(segments.map((segment) => [segment.name, segment.startTime, segment.endTime])).toEqual([
      ["Lugar Secreto", 360, 660],
      ["Louvor e Adoração", 660, 1200],
    ]);
    expect(await verdictsOf(ctx.churchId)).toEqual({ "esquenta da galera": false, "louvor e adoracao": true });
  });

  it("takes the date and time in the administrator's time zone", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const { body } = await importVideos({ timeZone: "Asia/Tokyo", videos: [{ videoId: "f0000000000", bandId: band.id }] });
    expect(body.created.map((created) => [created.date, created.time])).toEqual([["2026-11-23", "07:00"]]);
  });

  it("imports a video once when two imports run at once", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const input = { timeZone: SAO_PAULO, videos: [{ videoId: "f0000000002", bandId: band.id }] };
    const [a, b] = await Promise.all([importVideos(input), importVideos(input)]);
    expect(a.body.created.length + b.body.created.length).toBe(1);
    expect([...a.body.skipped, ...b.body.skipped].map((skip) => skip.reason)).toEqual(["already-imported"]);
    expect(await servicesOf(ctx.churchId)).toHaveLength(1);
  });

  it("refuses another church's band, a bad time zone and a bad list with 422, changing nothing", async () => {
    const foreignBand = await createBand(ctx.app.db, ctx.otherChurchId);
    const band = await createBand(ctx.app.db, ctx.churchId);
    const refused = await importVideos({
      timeZone: SAO_PAULO,
      videos: [
        { videoId: "f0000000000", bandId: band.id },
        { videoId: "f0000000001", bandId: foreignBand.id },
      ],
      chapterVerdicts: [{ title: "Momento Missões", isSong: false }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error!.issues).toEqual([{ path: "videos.1.bandId", message: "Banda não encontrada." }]);
    for (const json of [
      { timeZone: "Lua/Base", videos: [{ videoId: "f0000000000", bandId: band.id }] },
      { timeZone: SAO_PAULO, videos: [] },
      { timeZone: SAO_PAULO, videos: [{ videoId: "curto", bandId: band.id }] },
      { timeZone: SAO_PAULO, videos: [{ videoId: "f0000000000", bandId: band.id }, { videoId: "f0000000000", bandId: band.id }] },
      { timeZone: SAO_PAULO, videos: Array.from({ length: 51 }, (_, index) => ({ videoId: `f${String(index).padStart(10, "0")}`, bandId: band.id })) },
      { timeZone: SAO_PAULO, videos: [{ videoId: "f0000000000", bandId: band.id }], chapterVerdicts: [{ title: " ", isSong: false }] },
      { timeZone: SAO_PAULO, videos: [{ videoId: "f0000000000", bandId: band.id }], chapterVerdicts: [{ title: "Momento Missões" }] },
    ]) {
      expect((await importVideos(json)).status).toBe(422);
    }
    expect(await servicesOf(ctx.churchId)).toEqual([]);
    expect(await ctx.app.db.select().from(songsCatalog).where(and(eq(songsCatalog.churchId, ctx.churchId)))).toEqual([]);
    expect(await verdictsOf(ctx.churchId)).toEqual({});
  });

  it("tells a YouTube failure before anything is written", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    youtube.fail("quota");
    const { status, body } = await importVideos({ timeZone: SAO_PAULO, videos: [{ videoId: "f0000000000", bandId: band.id }] });
    expect(status).toBe(503);
    expect(body.error!.message).toBe(youtubeErrorMessages.quota);
    expect(await servicesOf(ctx.churchId)).toEqual([]);
  });
});
