import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createMusician, createSegment, createService, createServiceLineup, createSegmentLineup } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import { countStatements } from "../../../tests/count-statements";
import type { EscalaOverviewResponse } from "@shared/schemas/escala";
import type { Plan } from "@shared/schemas/plans";

const ctx = useAdminContext({ emptyEachTest: true });

/** The overview's "today": a day of next year, so that plans around it (before it too) can be saved through the API. */
const TODAY = `${new Date().getUTCFullYear() + 1}-06-01`;

function day(offset: number, from = TODAY): string {
  const date = new Date(`${from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function plan(date: string, bandId: string, team: { position: string; musicianIds: string[] }[], time = "19:00", cookie = ctx.cookie): Promise<Plan> {
  const response = await ctx.api("/api/admin/plans", { method: "POST", json: { date, time, bandId, songs: [], team } }, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { plan: Plan }).plan;
}

async function overview(cookie = ctx.cookie, today: string | null = TODAY): Promise<EscalaOverviewResponse> {
  const response = await ctx.api(`/api/admin/plans/escalas${today ? `?today=${today}` : ""}`, {}, cookie);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EscalaOverviewResponse;
}

const answer = (planId: string, musicianId: string, status: "confirmado" | "recusado", reason: string | null = null) =>
  ctx.app.db.execute(sql`update plan_team set status = ${status}, decline_reason = ${reason}, answered_at = now() where plan_id = ${planId} and musician_id = ${musicianId}`);

describe("GET /api/admin/plans/escalas", () => {
  it("answers the next 8 weeks' plans with their teams in order, each assignment with its answer, and every musician's name", async () => {
    const agape = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
    const kairos = await createBand(ctx.app.db, ctx.churchId, { name: "Kairós" });
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const bruno = await createMusician(ctx.app.db, ctx.churchId, { name: "Bruno" });
    const caio = await createMusician(ctx.app.db, ctx.churchId, { name: "Caio" });

    const second = await plan(day(7), kairos.id, [
      { position: "Ministro", musicianIds: [ana.id] },
      { position: "Som", musicianIds: [] },
    ]);
    const first = await plan(day(0), agape.id, [
      { position: "Ministro", musicianIds: [ana.id] },
      { position: "Vocal", musicianIds: [bruno.id, caio.id] },
      { position: "Violão", musicianIds: [] },
    ]);
    await answer(first.id, ana.id, "confirmado");
    await answer(first.id, caio.id, "recusado", "Estarei viajando");

    const body = await overview();
    const assignment = (position: string, who: { id: string } | null, status = "pendente", declineReason: string | null = null) => ({
      position,
      musicianId: who?.id ?? null,
      status,
      declineReason,
    });
    expect(body.plans).toEqual([
      {
        id: first.id,
        date: TODAY,
        time: "19:00",
        bandName: "Ágape",
        team: [
          assignment("Ministro", ana, "confirmado"),
          assignment("Vocal", bruno),
          assignment("Vocal", caio, "recusado", "Estarei viajando"),
          assignment("Violão", null),
        ],
      },
      { id: second.id, date: day(7), time: "19:00", bandName: "Kairós", team: [assignment("Ministro", ana), assignment("Som", null)] },
    ]);
    const names = Object.fromEntries(body.served.map((row) => [row.musicianId, row.musicianName]));
    expect(names).toEqual({ [ana.id]: "Ana", [bruno.id]: "Bruno", [caio.id]: "Caio" });
  });

  it("holds the plans from today to 8 weeks later, and an empty overview without them", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    expect(await overview()).toMatchObject({ from: TODAY, until: day(55), plans: [] });

    const inside = await Promise.all([plan(day(0), band.id, [], "09:00"), plan(day(55), band.id, [])]);
    await plan(day(-1), band.id, []);
    await plan(day(56), band.id, []);
    const body = await overview();
    expect(body.plans.map((row) => row.id)).toEqual(inside.map((row) => row.id));
    expect(body.plans.map((row) => row.date)).toEqual([TODAY, day(55)]);
  });

  it("counts who served in the last 3 months (services and past plans, once each, declines not counted) and who is in the 8 weeks", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const musician = (name: string) => createMusician(ctx.app.db, ctx.churchId, { name });
    const [ana, bia, caio, dani, eva] = await Promise.all([musician("Ana"), musician("Bia"), musician("Caio"), musician("Dani"), musician("Eva")]);
    const servedSince = `${Number(TODAY.slice(0, 4))}-03-01`;
    // Recorded services: today and the first day of the 3 months count, the day before does not.
    for (const date of [TODAY, servedSince, day(-1, servedSince)]) {
      const service = await createService(ctx.app.db, ctx.churchId, { bandId: band.id, date, time: "10:00" });
      await createServiceLineup(ctx.app.db, ctx.churchId, { serviceId: service.id, musicianId: ana.id });
    }
    // Bia played one song of a service, in that song's own lineup only: she served.
    const segment = await createSegment(ctx.app.db, ctx.churchId, { bandId: band.id });
    await ctx.app.db.execute(sql`update services set date = ${day(-10)} where id = ${segment.serviceId}`);
    await createSegmentLineup(ctx.app.db, ctx.churchId, { serviceId: segment.serviceId, songDetailId: segment.id, musicianId: bia.id });
    // Past plans (before the overview's today): Caio in two positions counts once; Dani declined; Eva's plan was recorded as a service that lists her.
    await plan(day(-20), band.id, [
      { position: "Vocal", musicianIds: [caio.id] },
      { position: "Violão", musicianIds: [caio.id] },
    ]);
    const declined = await plan(day(-13), band.id, [{ position: "Baixo", musicianIds: [dani.id, caio.id] }]);
    await answer(declined.id, dani.id, "recusado");
    await plan(day(-6), band.id, [{ position: "Teclado", musicianIds: [eva.id] }], "18:00");
    const recorded = await createSegment(ctx.app.db, ctx.churchId, { bandId: band.id });
    await ctx.app.db.execute(sql`update services set date = ${day(-6)}, time = '18:00' where id = ${recorded.serviceId}`);
    // In the service's lineup, and in its song's copy of it: still once.
    await createServiceLineup(ctx.app.db, ctx.churchId, { serviceId: recorded.serviceId, musicianId: eva.id });
    await createSegmentLineup(ctx.app.db, ctx.churchId, { serviceId: recorded.serviceId, songDetailId: recorded.id, musicianId: eva.id, isGlobal: true });
    // Upcoming: Eva twice in the window, Dani once but declined.
    await plan(day(1), band.id, [{ position: "Teclado", musicianIds: [eva.id] }]);
    const next = await plan(day(8), band.id, [{ position: "Teclado", musicianIds: [eva.id, dani.id] }]);
    await answer(next.id, dani.id, "recusado");

    const body = await overview();
    expect(body.servedSince).toBe(servedSince);
    const count = (who: { id: string; name: string }, served: number, upcoming: number) => ({ musicianId: who.id, musicianName: who.name, served, upcoming });
    expect(body.served).toHaveLength(5);
    expect(body.served).toEqual(expect.arrayContaining([count(ana, 2, 0), count(caio, 2, 0), count(eva, 1, 2), count(bia, 1, 0), count(dani, 0, 0)]));
  });

  it("shows another church's administrator nothing of this church", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    await plan(day(0), band.id, [{ position: "Vocal", musicianIds: [ana.id] }]);
    const theirBand = await createBand(ctx.app.db, ctx.otherChurchId, { name: "Deles" });
    const theirs = await plan(day(1), theirBand.id, [], "19:00", ctx.otherCookie);

    const seen = await overview(ctx.otherCookie);
    expect(seen.plans.map((row) => row.id)).toEqual([theirs.id]);
    expect(seen.served).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(ana.id);
    const ours = await overview();
    expect(ours.plans.map((row) => row.bandName)).toEqual(["Ágape"]);
    expect(ours.served.map((row) => row.musicianName)).toEqual(["Ana"]);
  });

  it("reads it all in one statement after the session's, and refuses a day that is not one", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const ana = await createMusician(ctx.app.db, ctx.churchId);
    await plan(day(3), band.id, [{ position: "Vocal", musicianIds: [ana.id] }]);
    const { result, statements } = await countStatements(ctx.app.db, () => ctx.api(`/api/admin/plans/escalas?today=${day(1)}`));
    expect(result.status).toBe(200);
    expect(statements).toBe(2);

    const bad = await ctx.api("/api/admin/plans/escalas?today=2026-02-30");
    expect(bad.status).toBe(422);
    // Without a day, the server's earliest today on Earth: this test's plans are all ahead.
    expect((await overview(ctx.cookie, null)).plans).toEqual([]);
  });

  it("is kept in memory until the church's plans or content change: an answer, a rename, a new plan show at the next request", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const sunday = await plan(day(3), band.id, [{ position: "Vocal", musicianIds: [ana.id] }]);
    expect((await overview()).plans[0]!.team[0]!.status).toBe("pendente");
    const again = await countStatements(ctx.app.db, () => ctx.api(`/api/admin/plans/escalas?today=${TODAY}`));
    expect(again.statements).toBe(1);

    // A musician's answer (a row of plan_team, written outside the admin's request).
    await answer(sunday.id, ana.id, "recusado", "Viajando");
    expect((await overview()).plans[0]!.team[0]).toMatchObject({ status: "recusado", declineReason: "Viajando" });
    // A rename (the content version).
    await ctx.api(`/api/admin/musicians/${ana.id}`, { method: "PUT", json: { name: "Ana Clara" } });
    expect((await overview()).served.map((row) => row.musicianName)).toEqual(["Ana Clara"]);
    // A new plan, and another church's overview is its own.
    await plan(day(10), band.id, []);
    expect((await overview()).plans).toHaveLength(2);
    expect((await overview(ctx.otherCookie)).plans).toEqual([]);
  });
});
