import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createBandMember, createMusician, createSegment, createService, createSong } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { useAdminContext } from "../../../tests/admin-context";
import { idsNotFound, MISSING_ID } from "../../../tests/support/ids-not-found";
import type { Plan, PlanListResponse, PublicPlanResponse } from "@shared/schemas/plans";
import { planSongs, plans, songsCatalog } from "../db";

const ctx = useAdminContext({ emptyEachTest: true });

const NOT_FOUND = { error: { code: "not_found", message: "Plano não encontrado" } };
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-03-08`;

async function bandAndSongs(churchId = ctx.churchId) {
  const band = await createBand(ctx.app.db, churchId, { name: "Ágape", year: 2019 });
  const grande = await createSong(ctx.app.db, churchId, { name: "Grande é o Senhor", chordFile: "https://cifras.example.org/grande", lyrics: "https://letras.example.org/grande" });
  const rendido = await createSong(ctx.app.db, churchId, { name: "Rendido Estou" });
  return { band, grande, rendido };
}

async function createPlan(body: Record<string, unknown>, cookie = ctx.cookie): Promise<Plan> {
  const response = await ctx.api("/api/admin/plans", { method: "POST", json: body }, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { plan: Plan }).plan;
}

async function planCount() {
  const [row] = await ctx.app.db.select({ count: sql<number>`count(*)::int` }).from(plans);
  return row!.count;
}

describe("POST /api/admin/plans", () => {
  it("creates the plan with its songs in order, keys written as musicians write them, and an unguessable key", async () => {
    const { band, grande, rendido } = await bandAndSongs();
    const plan = await createPlan({
      date: NEXT_YEAR,
      time: "19:00",
      bandId: band.id,
      songs: [
        { songCatalogId: rendido.id, musicalKey: "bb", note: "  Começa só no violão  " },
        { songCatalogId: grande.id, musicalKey: "F# min" },
        { songCatalogId: rendido.id, musicalKey: "", note: "" },
      ],
    });
    expect(plan).toMatchObject({ date: NEXT_YEAR, time: "19:00", bandId: band.id, bandName: "Ágape" });
    expect(plan.songs).toEqual([
      { songCatalogId: rendido.id, songName: "Rendido Estou", musicalKey: "Bb", note: "Começa só no violão" },
      { songCatalogId: grande.id, songName: "Grande é o Senhor", musicalKey: "F#m", note: null },
      { songCatalogId: rendido.id, songName: "Rendido Estou", musicalKey: null, note: null },
    ]);
    expect(plan.publicKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = await createPlan({ date: NEXT_YEAR, time: "10:00", bandId: band.id });
    expect(other.publicKey).not.toBe(plan.publicKey);
    expect(other.songs).toEqual([]);
  });

  it("refuses bad input with 422 and Portuguese messages, creating nothing", async () => {
    const { band, grande } = await bandAndSongs();
    const theirs = await bandAndSongs(ctx.otherChurchId);
    const cases: [Record<string, unknown>, { path: string; message: string }][] = [
      [{ date: "2020-01-05", time: "19:00", bandId: band.id }, { path: "date", message: "A data do culto não pode ser antes de hoje." }],
      [{ date: "2099-02-30", time: "19:00", bandId: band.id }, { path: "date", message: "Data inválida. Use o formato AAAA-MM-DD." }],
      [{ date: NEXT_YEAR, time: "25:00", bandId: band.id }, { path: "time", message: "Horário inválido. Use o formato HH:MM." }],
      [{ date: NEXT_YEAR, time: "19:00", bandId: "" }, { path: "bandId", message: "Selecione a banda." }],
      [{ date: NEXT_YEAR, time: "19:00", bandId: theirs.band.id }, { path: "bandId", message: "Banda não encontrada." }],
      [
        { date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id, musicalKey: "H" }] },
        { path: "songs.0.musicalKey", message: "Tom inválido. Use a nota com sustenido ou bemol e 'm' para menor (ex: G, Bb, F#m)." },
      ],
      [
        { date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id, note: "x".repeat(501) }] },
        { path: "songs.0.note", message: "A observação deve ter no máximo 500 caracteres." },
      ],
      [
        { date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id }, { songCatalogId: theirs.grande.id }] },
        { path: "songs.1.songCatalogId", message: "Música não encontrada no catálogo." },
      ],
      [{ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: "Grande é o Senhor" }, { path: "songs", message: "Informe as músicas do culto como uma lista." }],
    ];
    for (const [body, issue] of cases) {
      const response = await ctx.api("/api/admin/plans", { method: "POST", json: body });
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(((await response.json()) as { error: { issues: unknown[] } }).error.issues).toContainEqual(issue);
    }
    expect(await planCount()).toBe(0);
  });
});

describe("GET /api/admin/plans", () => {
  it("lists upcoming plans soonest first, and past ones not recorded yet apart, only the church's own", async () => {
    const { band } = await bandAndSongs();
    const later = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id });
    const sooner = await createPlan({ date: NEXT_YEAR, time: "09:00", bandId: band.id });
    const theirs = await bandAndSongs(ctx.otherChurchId);
    await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: theirs.band.id }, ctx.otherCookie);
    // A plan whose day has passed (written directly: the API refuses past dates).
    await ctx.app.db.insert(plans).values({ churchId: ctx.churchId, bandId: band.id, date: "2024-03-10", time: "19:00", publicKey: "P".repeat(22) });

    const response = await ctx.api("/api/admin/plans");
    expect(response.status).toBe(200);
    const list = (await response.json()) as PlanListResponse;
    expect(list.upcoming.map((plan) => plan.id)).toEqual([sooner.id, later.id]);
    expect(list.past.map((plan) => plan.date)).toEqual(["2024-03-10"]);

    // The browser's today splits the two lists.
    const fromLater = (await (await ctx.api(`/api/admin/plans?today=${NEXT_YEAR.slice(0, 4)}-12-31`)).json()) as PlanListResponse;
    expect(fromLater.upcoming).toEqual([]);
    expect(fromLater.past).toHaveLength(3);
    expect((await ctx.api("/api/admin/plans?today=amanha")).status).toBe(422);
  });
});

describe("PUT and DELETE /api/admin/plans/:id", () => {
  it("replaces the plan's fields and songs in one request", async () => {
    const { band, grande, rendido } = await bandAndSongs();
    const other = await createBand(ctx.app.db, ctx.churchId, { name: "Kairós", year: 2023 });
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id, musicalKey: "G" }, { songCatalogId: rendido.id }] });
    const response = await ctx.api(`/api/admin/plans/${plan.id}`, {
      method: "PUT",
      json: { date: NEXT_YEAR, time: "18:30", bandId: other.id, songs: [{ songCatalogId: rendido.id, musicalKey: "D", note: "Tom abaixo" }, { songCatalogId: grande.id, musicalKey: "A" }] },
    });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { plan: Plan }).plan;
    expect(saved).toMatchObject({ id: plan.id, time: "18:30", bandName: "Kairós", publicKey: plan.publicKey });
    expect(saved.songs.map((song) => [song.songName, song.musicalKey, song.note])).toEqual([
      ["Rendido Estou", "D", "Tom abaixo"],
      ["Grande é o Senhor", "A", null],
    ]);
  });

  it("changes nothing when one song is invalid (one transaction)", async () => {
    const { band, grande } = await bandAndSongs();
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id, musicalKey: "G" }] });
    const response = await ctx.api(`/api/admin/plans/${plan.id}`, { method: "PUT", json: { date: NEXT_YEAR, time: "20:00", bandId: band.id, songs: [{ songCatalogId: MISSING_ID }] } });
    expect(response.status).toBe(422);
    const after = ((await (await ctx.api(`/api/admin/plans/${plan.id}`)).json()) as { plan: Plan }).plan;
    expect(after).toEqual(plan);
  });

  it("deletes the plan and its songs", async () => {
    const { band, grande } = await bandAndSongs();
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id }] });
    expect((await ctx.api(`/api/admin/plans/${plan.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await ctx.api(`/api/admin/plans/${plan.id}`)).status).toBe(404);
    expect(await ctx.app.db.select().from(planSongs).where(eq(planSongs.planId, plan.id))).toEqual([]);
  });

  it("answers 404 'Plano não encontrado' to another church's administrator, and for unknown or malformed ids, changing nothing", async () => {
    const { band, grande } = await bandAndSongs();
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id, musicalKey: "G" }] });
    const theirs = await bandAndSongs(ctx.otherChurchId);
    const body = { date: NEXT_YEAR, time: "08:00", bandId: theirs.band.id, songs: [] };
    for (const [id, cookie] of idsNotFound(ctx, plan.id)) {
      for (const init of [{}, { method: "PUT", json: body }, { method: "DELETE" }]) {
        const response = await ctx.api(`/api/admin/plans/${id}`, init, cookie);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
    const others = (await (await ctx.api("/api/admin/plans", {}, ctx.otherCookie)).json()) as PlanListResponse;
    expect(others.upcoming).toEqual([]);
    expect(((await (await ctx.api(`/api/admin/plans/${plan.id}`)).json()) as { plan: Plan }).plan).toEqual(plan);
  });
});

describe("the plan's public page", () => {
  const publicPlan = async (slug: string, key: string) => ctx.app.request(`/api/public/churches/${slug}/ensaio/${encodeURIComponent(key)}`);

  it("shows the date, the band and its musicians, and each song in order with its key, note and links; never indexed", async () => {
    const { band, grande, rendido } = await bandAndSongs();
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    await createBandMember(ctx.app.db, ctx.churchId, { bandId: band.id, musicianId: ana.id, instrument: ["Violão", "Vocal"] });
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id, musicalKey: "G", note: "Intro" }, { songCatalogId: rendido.id }] });

    const response = await publicPlan(ctx.own.church.slug, plan.publicKey);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const page = (await response.json()) as PublicPlanResponse;
    expect(page.plan).toMatchObject({ date: NEXT_YEAR, time: "19:00", band: { name: "Ágape", year: 2019 }, musicians: [{ name: "Ana", instrument: ["Violão", "Vocal"] }] });
    expect(page.plan.songs).toMatchObject([
      { position: 0, songName: "Grande é o Senhor", musicalKey: "G", note: "Intro", chordUrl: "https://cifras.example.org/grande", lyricsUrl: "https://letras.example.org/grande", practice: null },
      { position: 1, songName: "Rendido Estou", musicalKey: null, note: null, practice: null },
    ]);
    // A kept answer is still noindex.
    expect((await publicPlan(ctx.own.church.slug, plan.publicKey)).headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("answers 404 for an unknown key, another church's key, and a deleted plan", async () => {
    const { band } = await bandAndSongs();
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id });
    expect((await publicPlan(ctx.own.church.slug, "A".repeat(22))).status).toBe(404);
    expect((await publicPlan(ctx.other.church.slug, plan.publicKey)).status).toBe(404);
    expect((await publicPlan(ctx.own.church.slug, plan.id)).status).toBe(404);
    await ctx.api(`/api/admin/plans/${plan.id}`, { method: "DELETE" });
    expect((await publicPlan(ctx.own.church.slug, plan.publicKey)).status).toBe(404);
  });

  it("offers the best previous performance: same key by pitch first, then the same band, then the most recent", async () => {
    const { band, grande } = await bandAndSongs();
    const visitors = await createBand(ctx.app.db, ctx.churchId, { name: "Visitantes", year: 2020 });
    const third = await createBand(ctx.app.db, ctx.churchId, { name: "Terceira", year: 2021 });
    const play = async (bandId: string, date: string, musicalKey: string | null, active = true) => {
      const service = await createService(ctx.app.db, ctx.churchId, { bandId, date, active });
      await createSegment(ctx.app.db, ctx.churchId, { serviceId: service.id, songCatalogId: grande.id, musicalKey, tempo: 72 });
    };
    await play(visitors.id, "2023-01-08", "A#"); // the same key as Bb, by another band, oldest
    await play(band.id, "2024-05-05", "G"); // the plan's band, older
    await play(band.id, "2024-06-02", "C"); // the plan's band, newer
    await play(third.id, "2025-01-05", "E"); // the most recent
    await play(band.id, "2025-02-02", "Bb", false); // inactive: never offered

    const practiceFor = async (bandId: string, musicalKey: string | null) => {
      const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId, songs: [{ songCatalogId: grande.id, musicalKey }] });
      const page = (await (await publicPlan(ctx.own.church.slug, plan.publicKey)).json()) as PublicPlanResponse;
      return page.plan.songs[0]!.practice;
    };
    expect(await practiceFor(band.id, "Bb")).toMatchObject({ date: "2023-01-08", musicalKey: "A#", bandName: "Visitantes", tempo: 72, reason: "same-key" });
    expect(await practiceFor(band.id, "D")).toMatchObject({ date: "2024-06-02", musicalKey: "C", bandName: "Ágape", reason: "same-band" });
    expect(await practiceFor(visitors.id, null)).toMatchObject({ date: "2023-01-08", reason: "same-band" });
    const recent = await practiceFor((await createBand(ctx.app.db, ctx.churchId, { name: "Nova", year: 2026 })).id, "Dm");
    expect(recent).toMatchObject({ date: "2025-01-05", bandName: "Terceira", reason: "recent" });
    expect(recent!.serviceKey).toEqual(expect.any(String));
    expect(recent!.songKey).toEqual(expect.any(String));
    // The key opens the song within its service.
    const opened = await ctx.app.request(`/api/public/churches/${ctx.own.church.slug}/services/${recent!.serviceKey}?song=${recent!.songKey}`);
    expect(opened.status).toBe(200);
  });

  it("is in no public listing, search or statistic", async () => {
    const { band, grande } = await bandAndSongs();
    const planned = await createSong(ctx.app.db, ctx.churchId, { name: "Somente Planejada" });
    await createSegment(ctx.app.db, ctx.churchId, { songCatalogId: grande.id, bandId: band.id });
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: planned.id, musicalKey: "G" }, { songCatalogId: grande.id }] });
    const slug = ctx.own.church.slug;
    for (const url of ["", "/home", "/services", "/services?search=2026", "/songs", "/songs?search=planejada", "/bands", `/bands/${band.id}`, "/catalogue", "/catalogue?search=planejada"]) {
      const response = await ctx.app.request(`/api/public/churches/${slug}${url}`);
      expect(response.status, url).toBe(200);
      const text = await response.text();
      expect(text, url).not.toContain(plan.publicKey);
      expect(text, url).not.toContain(NEXT_YEAR);
      expect(text, url).not.toContain("/ensaio/");
    }
    const [song] = await ctx.app.db.select().from(songsCatalog).where(eq(songsCatalog.id, planned.id));
    expect(song).toMatchObject({ performanceCount: 0, firstPlayedAt: null, lastPlayedAt: null });
    const directory = await ctx.app.request("/api/public/churches?search=a");
    expect(await directory.text()).not.toContain(plan.publicKey);
    // No sitemap lists anything, plans least of all.
    expect((await ctx.app.request("/sitemap.xml")).status).toBe(404);
  });
});

describe("'Registrar culto gravado'", () => {
  it("saves the service with the plan's songs and keys, and removes the plan in the same request", async () => {
    const { band, grande, rendido } = await bandAndSongs();
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id, musicalKey: "G" }, { songCatalogId: rendido.id, musicalKey: "Em" }] });
    const response = await ctx.api("/api/admin/services", {
      method: "POST",
      json: serviceBody(
        band.id,
        [
          { songCatalogId: grande.id, startTime: 10, endTime: 200, musicalKey: "G" },
          { songCatalogId: rendido.id, startTime: 220, endTime: 400, musicalKey: "Em" },
        ],
        { planId: plan.id },
      ),
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as { segments: { musicalKey: string | null }[] };
    expect(saved.segments.map((segment) => segment.musicalKey)).toEqual(["G", "Em"]);
    expect((await ctx.api(`/api/admin/plans/${plan.id}`)).status).toBe(404);
    expect(((await (await ctx.api("/api/admin/plans")).json()) as PlanListResponse).upcoming).toEqual([]);
  });

  it("keeps the plan when the service is refused, and never removes another church's plan", async () => {
    const { band, grande } = await bandAndSongs();
    const plan = await createPlan({ date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: grande.id }] });
    const refused = await ctx.api("/api/admin/services", { method: "POST", json: serviceBody(band.id, [{ songCatalogId: grande.id, startTime: 50, endTime: 10 }], { planId: plan.id }) });
    expect(refused.status).toBe(422);
    expect((await ctx.api(`/api/admin/plans/${plan.id}`)).status).toBe(200);

    const theirs = await bandAndSongs(ctx.otherChurchId);
    const saved = await ctx.api("/api/admin/services", { method: "POST", json: serviceBody(theirs.band.id, [{ songCatalogId: theirs.grande.id, startTime: 0, endTime: 10 }], { planId: plan.id }) }, ctx.otherCookie);
    expect(saved.status).toBe(201);
    expect((await ctx.api(`/api/admin/plans/${plan.id}`)).status).toBe(200);
  });
});
