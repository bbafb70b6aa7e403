import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createMusician, signedInMember } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import type { Plan } from "@shared/schemas/plans";
import { musicians, planTeam } from "../db";

const ctx = useAdminContext({ emptyEachTest: true });

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-03-08`;

async function save(body: Record<string, unknown>, id?: string, cookie = ctx.cookie): Promise<Response> {
  return ctx.api(id ? `/api/admin/plans/${id}` : "/api/admin/plans", { method: id ? "PUT" : "POST", json: body }, cookie);
}

async function saved(body: Record<string, unknown>, id?: string, cookie = ctx.cookie): Promise<Plan> {
  const response = await save(body, id, cookie);
  expect(response.status, await response.clone().text()).toBe(id ? 200 : 201);
  return ((await response.json()) as { plan: Plan }).plan;
}

async function fetched(id: string): Promise<Plan> {
  const response = await ctx.api(`/api/admin/plans/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { plan: Plan }).plan;
}

async function people() {
  const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
  const bruno = await createMusician(ctx.app.db, ctx.churchId, { name: "Bruno" });
  const band = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
  const other = await createBand(ctx.app.db, ctx.churchId, { name: "Shalom" });
  return { ana, bruno, band, other };
}

const teamRowCount = async () => (await ctx.app.db.select({ count: sql<number>`count(*)::int` }).from(planTeam))[0]!.count;

describe("the plan's team", () => {
  it("is saved with the plan, in order, with empty positions kept and every name 'pendente'", async () => {
    const { ana, bruno, band } = await people();
    const team = [
      { position: "Vocal", musicianIds: [ana.id, bruno.id] },
      { position: "Trompete", musicianIds: [] },
    ];
    const plan = await saved({ date: NEXT_YEAR, time: "19:00", bandId: band.id, team });
    const expected = [
      {
        position: "Vocal",
        members: [
          { musicianId: ana.id, musicianName: "Ana", status: "pendente", declineReason: null },
          { musicianId: bruno.id, musicianName: "Bruno", status: "pendente", declineReason: null },
        ],
      },
      { position: "Trompete", members: [] },
    ];
    expect(plan.team).toEqual(expected);
    expect((await fetched(plan.id)).team).toEqual(expected);
    expect(plan.warnings).toEqual([{ kind: "empty", position: "Trompete" }]);
  });

  it("keeps an assignment's answer when the plan is saved again, and drops who left", async () => {
    const { ana, bruno, band } = await people();
    const plan = await saved({ date: NEXT_YEAR, time: "19:00", bandId: band.id, team: [{ position: "Vocal", musicianIds: [ana.id, bruno.id] }] });
    await ctx.app.db.update(planTeam).set({ status: "confirmado", answeredAt: new Date() }).where(eq(planTeam.musicianId, ana.id));
    const again = await saved({ date: NEXT_YEAR, time: "19:30", bandId: band.id, team: [{ position: "Baixo", musicianIds: [] }, { position: "Vocal", musicianIds: [ana.id] }] }, plan.id);
    expect(again.team).toEqual([
      { position: "Baixo", members: [] },
      { position: "Vocal", members: [{ musicianId: ana.id, musicianName: "Ana", status: "confirmado", declineReason: null }] },
    ]);
  });

  it("warns, naming who and why: twice in the plan, the same time in another plan, a position left empty", async () => {
    const { ana, bruno, band, other } = await people();
    await saved({ date: NEXT_YEAR, time: "19:00", bandId: other.id, team: [{ position: "Teclado", musicianIds: [bruno.id] }] });
    await saved({ date: NEXT_YEAR, time: "10:00", bandId: other.id, team: [{ position: "Teclado", musicianIds: [ana.id] }] });
    const plan = await saved({
      date: NEXT_YEAR,
      time: "19:00",
      bandId: band.id,
      team: [
        { position: "Vocal", musicianIds: [ana.id, bruno.id] },
        { position: "Violão", musicianIds: [ana.id] },
        { position: "Som", musicianIds: [] },
      ],
    });
    const warnings = [
      { kind: "twice", musicianName: "Ana", positions: ["Vocal", "Violão"] },
      { kind: "sameTime", musicianName: "Bruno", bandName: "Shalom" },
      { kind: "empty", position: "Som" },
    ];
    expect(plan.warnings).toEqual(warnings);
    expect((await fetched(plan.id)).warnings).toEqual(warnings);
  });

  it("refuses another church's musician and bad positions with 422 naming the field, saving nothing", async () => {
    const { ana, band } = await people();
    const theirs = await createMusician(ctx.app.db, ctx.otherChurchId, { name: "Outro" });
    const cases: [unknown, { path: string; message: string }][] = [
      [[{ position: "Vocal", musicianIds: [ana.id, theirs.id] }], { path: "team.0.musicianIds.1", message: "Músico não encontrado." }],
      [[{ position: "  ", musicianIds: [] }], { path: "team.0.position", message: "Informe o nome da função." }],
      [[{ position: "x".repeat(61), musicianIds: [] }], { path: "team.0.position", message: "O nome da função deve ter no máximo 60 caracteres." }],
      [[{ position: "Violão" }, { position: "violao" }], { path: "team.1.position", message: "Esta função já está na equipe." }],
      [[{ position: "Vocal", musicianIds: [ana.id, ana.id] }], { path: "team.0.musicianIds.1", message: "Este músico já está nesta função." }],
      [[{ position: "Vocal", musicianIds: ["Ana"] }], { path: "team.0.musicianIds.0", message: "Selecione o músico." }],
      ["Vocal", { path: "team", message: "Informe a equipe como uma lista de funções." }],
    ];
    for (const [team, issue] of cases) {
      const response = await save({ date: NEXT_YEAR, time: "19:00", bandId: band.id, team });
      expect(response.status, JSON.stringify(team)).toBe(422);
      expect(((await response.json()) as { error: { issues: unknown[] } }).error.issues).toContainEqual(issue);
    }
    const plan = await saved({ date: NEXT_YEAR, time: "19:00", bandId: band.id, team: [{ position: "Vocal", musicianIds: [ana.id] }] });
    const response = await save({ date: NEXT_YEAR, time: "20:00", bandId: band.id, team: [{ position: "Vocal", musicianIds: [theirs.id] }] }, plan.id);
    expect(response.status).toBe(422);
    expect(await fetched(plan.id)).toMatchObject({ time: "19:00", team: [{ position: "Vocal", members: [{ musicianId: ana.id }] }] });
    expect(await teamRowCount()).toBe(1);
  });

  it("loses an assignment when its musician is removed", async () => {
    const { ana, bruno, band } = await people();
    const plan = await saved({ date: NEXT_YEAR, time: "19:00", bandId: band.id, team: [{ position: "Vocal", musicianIds: [ana.id, bruno.id] }] });
    await ctx.app.db.delete(musicians).where(eq(musicians.id, bruno.id));
    expect((await fetched(plan.id)).team).toEqual([{ position: "Vocal", members: [expect.objectContaining({ musicianId: ana.id })] }]);
  });

  it("is scheduled by an Editor too, and another church's administrator sees none of it", async () => {
    const { ana, band } = await people();
    const editor = await signedInMember(ctx.app, ctx.churchId, "editor");
    const plan = await saved({ date: NEXT_YEAR, time: "19:00", bandId: band.id, team: [{ position: "Vocal", musicianIds: [ana.id] }] }, undefined, editor.cookie);
    expect(plan.team).toHaveLength(1);
    expect((await ctx.api(`/api/admin/plans/${plan.id}`, {}, ctx.otherCookie)).status).toBe(404);
    const response = await save({ date: NEXT_YEAR, time: "19:00", bandId: band.id, team: [] }, plan.id, ctx.otherCookie);
    expect(response.status).toBe(404);
    expect(await teamRowCount()).toBe(1);
  });
});
