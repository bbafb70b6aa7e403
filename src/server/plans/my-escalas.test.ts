import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createBand, createMusician } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import { readOutbox } from "../../../tests/outbox";
import type { MyEscalasResponse } from "@shared/schemas/my-escalas";
import type { Plan, ReplacementsResponse } from "@shared/schemas/plans";
import { musicianBlockouts } from "../db";

const ctx = useAdminContext({ emptyEachTest: true });

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
/** The first Sunday of March of next year, and the Sunday after it. */
const firstSunday = (() => {
  const day = new Date(Date.UTC(NEXT_YEAR, 2, 1));
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1);
  return day;
})();
const iso = (day: Date) => day.toISOString().slice(0, 10);
const FIRST_SUNDAY = iso(firstSunday);
const SECOND_SUNDAY = iso(new Date(firstSunday.getTime() + 7 * 86_400_000));

const post = (path: string, json: unknown, method = "POST") => ctx.app.request(path, { method, json });

function decoded(message: string): string {
  return message.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

let counter = 0;

async function setUp(date = FIRST_SUNDAY) {
  counter++;
  const email = (name: string) => `${name}-${counter}-${Date.now()}@example.com`;
  const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana", email: email("ana"), instrument: "Violão" });
  const bruno = await createMusician(ctx.app.db, ctx.churchId, { name: "Bruno", email: email("bruno"), instrument: "Violão" });
  const band = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
  const response = await ctx.api("/api/admin/plans", {
    method: "POST",
    json: { date, time: "19:00", bandId: band.id, songs: [], team: [{ position: "Vocal", musicianIds: [ana.id] }, { position: "Violão", musicianIds: [bruno.id] }] },
  });
  expect(response.status).toBe(201);
  const plan = ((await response.json()) as { plan: Plan }).plan;
  expect((await ctx.api(`/api/admin/plans/${plan.id}/escala`, { method: "POST" })).status).toBe(200);
  await ctx.app.deliverMail();
  const mails = readOutbox(ctx.app.config.outboxDir).map(decoded);
  const tokenOf = (address: string) => {
    const mail = mails.find((message) => message.includes(address));
    const match = mail?.match(/\/minhas-escalas\?token=([A-Za-z0-9_-]{43})/);
    if (!mail || !match?.[1]) throw new Error(`no 'Minhas escalas' link for ${address}`);
    return { token: match[1], mail };
  };
  return { ana: { ...ana, ...tokenOf(ana.email!) }, bruno: { ...bruno, ...tokenOf(bruno.email!) }, plan };
}

async function mine(token: string): Promise<MyEscalasResponse> {
  const response = await post("/api/escala/me", { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as MyEscalasResponse;
}

describe("'Minhas escalas'", () => {
  it("lists the musician's own assignments and answers only those", async () => {
    const { ana, bruno } = await setUp();
    const page = await mine(ana.token);
    expect(page.musicianName).toBe("Ana");
    expect(page.assignments).toMatchObject([{ date: FIRST_SUNDAY, time: "19:00", position: "Vocal", bandName: "Ágape", status: "pendente" }]);
    const brunoAssignment = (await mine(bruno.token)).assignments[0]!;

    const stolen = await post("/api/escala/me/answer", { token: ana.token, assignmentId: brunoAssignment.id, answer: "recusado" });
    expect(stolen.status).toBe(404);
    expect((await mine(bruno.token)).assignments[0]!.status).toBe("pendente");

    const answered = await post("/api/escala/me/answer", { token: ana.token, assignmentId: page.assignments[0]!.id, answer: "recusado", reason: "Viajando" });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as MyEscalasResponse).assignments[0]).toMatchObject({ status: "recusado", declineReason: "Viajando" });
  });

  it("adds and removes the musician's own blockouts; another's token cannot remove them", async () => {
    const { ana, bruno } = await setUp();
    const added = await post("/api/escala/me/blockouts", { token: ana.token, blockout: { kind: "range", from: FIRST_SUNDAY, until: SECOND_SUNDAY } });
    expect(added.status, await added.clone().text()).toBe(201);
    const blockout = ((await added.json()) as MyEscalasResponse).blockouts[0]!;
    expect(blockout).toMatchObject({ from: FIRST_SUNDAY, until: SECOND_SUNDAY, rule: null });

    expect((await post(`/api/escala/me/blockouts/${blockout.id}`, { token: bruno.token }, "DELETE")).status).toBe(404);
    expect((await mine(ana.token)).blockouts).toHaveLength(1);
    expect((await post(`/api/escala/me/blockouts/${blockout.id}`, { token: ana.token }, "DELETE")).status).toBe(200);
    expect((await mine(ana.token)).blockouts).toHaveLength(0);

    const badRule = await post("/api/escala/me/blockouts", { token: ana.token, blockout: { kind: "repeat", from: FIRST_SUNDAY, rule: "FREQ=WEEKLY;BYDAY=XX" } });
    expect(badRule.status).toBe(422);
  });

  it("dies with the musician: a removed musician's link answers 404", async () => {
    const { ana } = await setUp();
    expect((await ctx.api(`/api/admin/musicians/${ana.id}`, { method: "DELETE" })).status).toBeLessThan(300);
    expect((await post("/api/escala/me", { token: ana.token })).status).toBe(404);
    expect((await ctx.app.request(`/api/escala/calendario/${ana.token}.ics`)).status).toBe(404);
  });

  it("a 'first Sunday of the month' blockout warns on that plan and keeps the musician out of the replacements", async () => {
    const { ana, bruno, plan } = await setUp();
    const carla = await createMusician(ctx.app.db, ctx.churchId, { name: "Carla", instrument: "Violão" });
    const rule = { kind: "repeat", from: iso(new Date(Date.UTC(NEXT_YEAR, 0, 1))), rule: "FREQ=MONTHLY;BYDAY=1SU" };
    expect((await post("/api/escala/me/blockouts", { token: ana.token, blockout: rule })).status).toBe(201);

    const plans = (await (await ctx.api(`/api/admin/plans?today=${NEXT_YEAR}-01-01`)).json()) as { upcoming: Plan[] };
    const warnings = plans.upcoming.find((item) => item.id === plan.id)!.warnings;
    expect(warnings).toContainEqual({ kind: "blocked", musicianName: "Ana" });
    expect(warnings).not.toContainEqual({ kind: "blocked", musicianName: "Bruno" });

    // The plan form asks who blocked the day it shows, to warn as the leader types.
    const blockedOn = async (day: string, cookie = ctx.cookie) => (await (await ctx.api(`/api/admin/plans/bloqueados?date=${day}`, {}, cookie)).json()) as { musicianIds: string[] };
    expect((await blockedOn(FIRST_SUNDAY)).musicianIds).toEqual([ana.id]);
    expect((await blockedOn(SECOND_SUNDAY)).musicianIds).toEqual([]);
    expect((await blockedOn(FIRST_SUNDAY, ctx.otherCookie)).musicianIds).toEqual([]);
    expect((await ctx.api("/api/admin/plans/bloqueados?date=2026-02-30")).status).toBe(422);

    // The second Sunday is free for her.
    const later = await ctx.api("/api/admin/plans", { method: "POST", json: { date: SECOND_SUNDAY, time: "19:00", bandId: plan.bandId, songs: [], team: [{ position: "Vocal", musicianIds: [ana.id] }] } });
    expect(((await later.json()) as { plan: Plan }).plan.warnings).not.toContainEqual({ kind: "blocked", musicianName: "Ana" });

    // Davi is free but blocked that day (written as the musician would have); Carla is free.
    const davi = await createMusician(ctx.app.db, ctx.churchId, { name: "Davi", instrument: "Violão" });
    await ctx.app.db.insert(musicianBlockouts).values({ churchId: ctx.churchId, musicianId: davi.id, startsOn: FIRST_SUNDAY, endsOn: FIRST_SUNDAY });
    const replacements = (await (await ctx.api(`/api/admin/plans/${plan.id}/replacements?position=Viol%C3%A3o`)).json()) as ReplacementsResponse;
    expect(replacements.candidates.map((candidate) => candidate.musicianName)).toEqual([carla.name]);
    expect(bruno.id).toBeDefined();
  });

  it("serves a calendar feed with the same UIDs as the mails' events", async () => {
    const { ana } = await setUp();
    const response = await ctx.app.request(`/api/escala/calendario/${ana.token}.ics`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const feed = new ICAL.Component(ICAL.parse(await response.text()));
    const events = feed.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toContain("Vocal");
    expect(events[0]!.startDate.toJSDate().getTime()).toBe(new Date(`${FIRST_SUNDAY}T19:00:00`).getTime());

    const attached = ana.mail.match(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/)?.[0];
    expect(attached).toBeDefined();
    const mailEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(attached!)).getFirstSubcomponent("vevent")!);
    expect(mailEvent.uid).toBe(events[0]!.uid);
  });
});
