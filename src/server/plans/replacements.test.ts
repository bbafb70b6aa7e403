import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createBandMember, createMusician } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import type { Plan, ReplacementsResponse } from "@shared/schemas/plans";

const ctx = useAdminContext({ emptyEachTest: true });

const YEAR = new Date().getUTCFullYear() + 1;

async function plan(date: string, bandId: string, team: { position: string; musicianIds: string[] }[]): Promise<Plan> {
  const response = await ctx.api("/api/admin/plans", { method: "POST", json: { date, time: "19:00", bandId, songs: [], team } });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { plan: Plan }).plan;
}

const replacements = (planId: string, position: string, cookie = ctx.cookie) =>
  ctx.api(`/api/admin/plans/${planId}/replacements?position=${encodeURIComponent(position)}`, {}, cookie);

describe("replacements for a position", () => {
  it("are the musicians who play it and are free that day, who served least in the last 8 weeks first", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana", instrument: "Vocal" });
    const bia = await createMusician(ctx.app.db, ctx.churchId, { name: "Bia" });
    await createBandMember(ctx.app.db, ctx.churchId, { bandId: band.id, musicianId: bia.id, instrument: ["Backing vocal"] });
    const carla = await createMusician(ctx.app.db, ctx.churchId, { name: "Carla", instrument: "Vocal" });
    const dani = await createMusician(ctx.app.db, ctx.churchId, { name: "Dani", instrument: "vocal" });
    const eva = await createMusician(ctx.app.db, ctx.churchId, { name: "Eva", instrument: "Voz" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Fábio", instrument: "Violão" });

    const sunday = await plan(`${YEAR}-03-10`, band.id, [{ position: "Vocal", musicianIds: [dani.id] }]);
    // Carla sings elsewhere the same day; Eva served twice in the 8 weeks before, and declined once (not counted).
    await plan(`${YEAR}-03-10`, band.id, [{ position: "Vocal", musicianIds: [carla.id] }]);
    await plan(`${YEAR}-02-20`, band.id, [{ position: "Vocal", musicianIds: [eva.id] }]);
    await plan(`${YEAR}-03-01`, band.id, [{ position: "Vocal", musicianIds: [eva.id] }]);
    const declined = await plan(`${YEAR}-02-25`, band.id, [{ position: "Vocal", musicianIds: [eva.id] }]);
    await ctx.app.db.execute(sql`update plan_team set status = 'recusado' where plan_id = ${declined.id}`);
    // Long before the window: not counted.
    await plan(`${YEAR}-01-01`, band.id, [{ position: "Vocal", musicianIds: [ana.id] }]);

    const response = await replacements(sunday.id, "vocal");
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReplacementsResponse;
    expect(body.candidates).toEqual([
      { musicianId: ana.id, musicianName: "Ana", served: 0 },
      { musicianId: bia.id, musicianName: "Bia", served: 0 },
      { musicianId: eva.id, musicianName: "Eva", served: 2 },
    ]);
  });

  it("answers 404 for another church's plan and 422 for a blank position", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const sunday = await plan(`${YEAR}-03-10`, band.id, []);
    expect((await replacements(sunday.id, "Vocal", ctx.otherCookie)).status).toBe(404);
    expect((await replacements(sunday.id, "   ")).status).toBe(422);
  });
});
