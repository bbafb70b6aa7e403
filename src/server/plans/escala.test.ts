import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createMusician, createSong } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import { readOutbox } from "../../../tests/outbox";
import { escalaMessages, type EscalaLookupResponse, type SendEscalaResponse } from "@shared/schemas/escala";
import type { Plan } from "@shared/schemas/plans";
import { planTeam } from "../db";

const ctx = useAdminContext({ emptyEachTest: true });

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const DATE = `${NEXT_YEAR}-03-08`;

async function saved(body: Record<string, unknown>, id?: string): Promise<Plan> {
  const response = await ctx.api(id ? `/api/admin/plans/${id}` : "/api/admin/plans", { method: id ? "PUT" : "POST", json: body });
  expect(response.status, await response.clone().text()).toBe(id ? 200 : 201);
  return ((await response.json()) as { plan: Plan }).plan;
}

async function send(planId: string): Promise<SendEscalaResponse> {
  const response = await ctx.api(`/api/admin/plans/${planId}/escala`, { method: "POST" });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SendEscalaResponse;
}

/** The mails delivered to `email` so far, as the musician reads them. */
async function mailsTo(email: string): Promise<string[]> {
  await ctx.app.deliverMail();
  return readOutbox(ctx.app.config.outboxDir)
    .filter((message) => message.includes(email))
    .map(quotedPrintableDecoded);
}

/**
 * The message as its reader sees it: soft line breaks joined and every =XX decoded in one pass
 * (UTF-8 accents, and "=3D" into "="). One pass: decoding again after "=3D" became "=" would read
 * a token that starts with two hex digits as one more byte.
 */
function quotedPrintableDecoded(message: string): string {
  return message
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

function linksIn(message: string) {
  const links = (message.match(/https?:\/\/[^\s"'<>]+\/escala\?[^\s"'<>]+/g) ?? []).map((link) => new URL(link.replace(/&amp;/g, "&")));
  const confirm = links.find((link) => !link.searchParams.has("resposta"));
  const decline = links.find((link) => link.searchParams.get("resposta") === "nao");
  if (!confirm || !decline) throw new Error(`no answer links in:\n${message}`);
  return { confirm, decline, token: confirm.searchParams.get("token")! };
}

const post = (path: string, json: unknown) => ctx.app.request(path, { method: "POST", json });

let counter = 0;

/** A plan with Ana (Vocal) and Bruno and Caio (Violão); Caio has no e-mail. Each test's addresses are new. */
async function setUp() {
  counter++;
  const emails = { ana: `ana-${counter}-${Date.now()}@example.com`, bruno: `bruno-${counter}-${Date.now()}@example.com` };
  const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana", email: emails.ana });
  const bruno = await createMusician(ctx.app.db, ctx.churchId, { name: "Bruno", email: emails.bruno });
  const caio = await createMusician(ctx.app.db, ctx.churchId, { name: "Caio" });
  const band = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
  const song = await createSong(ctx.app.db, ctx.churchId, { name: "Grande é o Senhor" });
  const body = {
    date: DATE,
    time: "19:00",
    bandId: band.id,
    songs: [{ songCatalogId: song.id, musicalKey: "D" }],
    team: [
      { position: "Vocal", musicianIds: [ana.id] },
      { position: "Violão", musicianIds: [bruno.id, caio.id] },
    ],
  };
  const plan = await saved(body);
  return { ana, bruno, caio, band, body, plan, emails };
}

describe("'Enviar escala'", () => {
  it("mails each musician with an e-mail the date, position, songs with keys, the rehearsal page and two answer links, once", async () => {
    const { plan, emails } = await setUp();
    expect(await send(plan.id)).toEqual({ sent: 2, updated: 0, alreadySent: 0, withoutEmail: ["Caio"] });

    const [mail] = await mailsTo(emails.ana);
    expect(mail).toContain(`08.03.${NEXT_YEAR}`);
    expect(mail).toContain("19:00");
    expect(mail).toContain("como Vocal");
    expect(mail).toContain("1. Grande é o Senhor (Tom: D)");
    expect(mail).toContain(`${ctx.app.config.publicUrl}/churches/`);
    const { confirm, decline } = linksIn(mail!);
    expect(confirm.origin).toBe(new URL(ctx.app.config.publicUrl).origin);
    expect(decline.searchParams.get("token")).toBe(confirm.searchParams.get("token"));

    // Pressed again: nothing more goes.
    expect(await send(plan.id)).toEqual({ sent: 0, updated: 0, alreadySent: 2, withoutEmail: ["Caio"] });
    expect(await mailsTo(emails.ana)).toHaveLength(1);
    // The token is stored only as its hash.
    const rows = await ctx.app.db.select().from(planTeam).where(eq(planTeam.planId, plan.id));
    expect(rows.map((row) => row.answerTokenHash).filter(Boolean)).not.toContain(linksIn(mail!).token);
  });

  it("takes 'Confirmar' and 'Não posso' with a reason, shows them on the plan, and the link does nothing else", async () => {
    const { plan, emails } = await setUp();
    await send(plan.id);
    const ana = linksIn((await mailsTo(emails.ana))[0]!).token;
    const bruno = linksIn((await mailsTo(emails.bruno))[0]!).token;

    const looked = await post("/api/escala/lookup", { token: ana });
    expect(looked.status).toBe(200);
    const { assignment } = (await looked.json()) as EscalaLookupResponse;
    expect(assignment).toMatchObject({ musicianName: "Ana", position: "Vocal", date: DATE, time: "19:00", bandName: "Ágape", status: "pendente" });
    expect(assignment.songs).toEqual([{ songName: "Grande é o Senhor", musicalKey: "D" }]);
    expect(JSON.stringify(assignment)).not.toContain("@example.com");

    expect((await post("/api/escala/answer", { token: ana, answer: "confirmado" })).status).toBe(200);
    expect((await post("/api/escala/answer", { token: bruno, answer: "recusado", reason: "  Estarei viajando  " })).status).toBe(200);

    const response = await ctx.api(`/api/admin/plans/${plan.id}`);
    const { plan: read } = (await response.json()) as { plan: Plan };
    expect(read.team.flatMap((position) => position.members.map((member) => [member.musicianName, member.status, member.declineReason]))).toEqual([
      ["Ana", "confirmado", null],
      ["Bruno", "recusado", "Estarei viajando"],
      ["Caio", "pendente", null],
    ]);
    // The link is no session: the admin API stays closed to whoever holds it.
    const admin = await ctx.app.request(`/api/admin/plans/${plan.id}`, { headers: { cookie: `token=${ana}` } });
    expect(admin.status).toBe(401);
  });

  it("refuses a bad answer, an unknown link and a service that has passed, with nothing changed", async () => {
    const { plan, emails } = await setUp();
    await send(plan.id);
    const token = linksIn((await mailsTo(emails.ana))[0]!).token;

    expect((await post("/api/escala/answer", { token, answer: "talvez" })).status).toBe(422);
    expect((await post("/api/escala/answer", { token, answer: "recusado", reason: "x".repeat(501) })).status).toBe(422);
    expect((await post("/api/escala/answer", { token: "x".repeat(43), answer: "confirmado" })).status).toBe(404);
    expect((await post("/api/escala/lookup", { token: "curto" })).status).toBe(422);

    await ctx.app.db.execute(`update plans set date = current_date - 2 where id = '${plan.id}'`);
    const passed = await post("/api/escala/answer", { token, answer: "confirmado" });
    expect(passed.status).toBe(410);
    expect(await passed.json()).toMatchObject({ error: { message: escalaMessages.passed } });
    const rows = await ctx.app.db.select().from(planTeam).where(eq(planTeam.planId, plan.id));
    expect(rows.map((row) => row.status)).toEqual(["pendente", "pendente", "pendente"]);
  });

  it("sends an update when the date or a position changes, and tells whoever left; the old link dies", async () => {
    const { plan, body, ana, emails } = await setUp();
    await send(plan.id);
    const first = linksIn((await mailsTo(emails.ana))[0]!).token;
    await post("/api/escala/answer", { token: first, answer: "confirmado" });

    // Ana moves to 'Ministro', the time moves, Bruno leaves.
    await saved({ ...body, time: "18:30", team: [{ position: "Ministro", musicianIds: [ana.id] }] }, plan.id);
    const anaMails = await mailsTo(emails.ana);
    expect(anaMails).toHaveLength(2);
    expect(anaMails[1]).toContain("mudou. Agora você está escalado(a)");
    expect(anaMails[1]).toContain("como Ministro");
    expect(anaMails[1]).toContain("18:30");
    const brunoMails = await mailsTo(emails.bruno);
    expect(brunoMails.at(-1)).toContain("não está mais escalado");

    expect((await post("/api/escala/lookup", { token: first })).status).toBe(404);
    const second = linksIn(anaMails[1]!).token;
    const { assignment } = (await (await post("/api/escala/lookup", { token: second })).json()) as EscalaLookupResponse;
    expect(assignment).toMatchObject({ position: "Ministro", time: "18:30", status: "pendente" });

    // A save that changes nothing of hers sends nothing more.
    await saved({ ...body, time: "18:30", team: [{ position: "Ministro", musicianIds: [ana.id] }] }, plan.id);
    expect(await mailsTo(emails.ana)).toHaveLength(2);
  });

  it("is the church's own: another church's plan is a 404", async () => {
    const { plan, emails } = await setUp();
    const response = await ctx.api(`/api/admin/plans/${plan.id}/escala`, { method: "POST" }, ctx.otherCookie);
    expect(response.status).toBe(404);
    expect(await mailsTo(emails.ana)).toHaveLength(0);
  });
});
