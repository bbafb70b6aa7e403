import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createBand, createMusician, createSong } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import { readOutbox } from "../../../tests/outbox";
import { escalaMessage } from "@shared/escala-message";
import type { Plan, ReplacementsResponse } from "@shared/schemas/plans";
import { escalaMailContext } from "./escala-links";
import { sendEscalaReminders } from "./escala-reminders";

/**
 * Issue 41's whole cycle, from the outbox as the team lives it: five are scheduled and mailed; two
 * confirm from their mails; one declines with a reason and is replaced by the first suggested
 * musician, who gets a mail of their own; one blocks the date on 'Minhas escalas' and the plan warns;
 * the one who never answers is reminded three days before (a test clock: the reminder run is given
 * the moment); the calendar feed parses with ical.js and holds the mails' UIDs; the WhatsApp text
 * holds the set.
 */

const ctx = useAdminContext({ emptyEachTest: true });

const YEAR = new Date().getFullYear() + 1;
const SERVICE_DAY = `${YEAR}-04-12`;

/** The message as its reader sees it: soft breaks joined, every =XX decoded in one pass. */
function decoded(message: string): string {
  return message.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

async function mailsTo(email: string): Promise<string[]> {
  await ctx.app.deliverMail();
  return readOutbox(ctx.app.config.outboxDir)
    .map(decoded)
    .filter((message) => message.includes(email));
}

/** The answer link of a mail ('Confirmar', or 'Não posso' with `decline`), as a path the app answers. */
function answerToken(message: string): string {
  const token = /\/escala\?token=([A-Za-z0-9_-]{43})/.exec(message)?.[1];
  if (!token) throw new Error(`no answer link in:\n${message}`);
  return token;
}

const personalToken = (message: string) => /\/minhas-escalas\?token=([A-Za-z0-9_-]{43})/.exec(message)![1]!;
const calendarUid = (message: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(message)![0])).getFirstSubcomponent("vevent")!).uid;

const post = (path: string, json: unknown) => ctx.app.request(path, { method: "POST", json });

async function planNow(planId: string): Promise<Plan> {
  const { upcoming } = (await (await ctx.api(`/api/admin/plans?today=${YEAR}-01-01`)).json()) as { upcoming: Plan[] };
  return upcoming.find((plan) => plan.id === planId)!;
}

describe("the escala's whole cycle", () => {
  it("schedules five; two confirm, one declines and is replaced, one blocks the date, one is reminded; calendar and WhatsApp agree", async () => {
    const stamp = Date.now();
    const email = (name: string) => `${name}-${stamp}@example.com`;
    const names = ["Ana", "Bruno", "Carla", "Davi", "Eva"] as const;
    const instruments = { Ana: "Vocal", Bruno: "Violão", Carla: "Teclado", Davi: "Baixo", Eva: "Bateria" } as const;
    const five = await Promise.all(names.map((name) => createMusician(ctx.app.db, ctx.churchId, { name, email: email(name.toLowerCase()), instrument: instruments[name] })));
    const [ana, davi] = [five[0]!, five[3]!];
    const gabi = await createMusician(ctx.app.db, ctx.churchId, { name: "Gabi", email: email("gabi"), instrument: "Teclado" });
    const band = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
    const song = await createSong(ctx.app.db, ctx.churchId, { name: "Grande é o Senhor" });
    const team = five.map((musician, index) => ({ position: instruments[names[index]!], musicianIds: [musician.id] }));
    const body = { date: SERVICE_DAY, time: "19:00", bandId: band.id, songs: [{ songCatalogId: song.id, musicalKey: "D" }], team };
    const created = await ctx.api("/api/admin/plans", { method: "POST", json: body });
    expect(created.status).toBe(201);
    const { plan } = (await created.json()) as { plan: Plan };

    // 'Enviar escala': one mail each, through the queue.
    const sent = await ctx.api(`/api/admin/plans/${plan.id}/escala`, { method: "POST" });
    expect(((await sent.json()) as { sent: number }).sent).toBe(5);
    const first = Object.fromEntries(await Promise.all(five.map(async (musician) => [musician.name, (await mailsTo(musician.email!))] as const)));
    for (const name of names) expect(first[name], name).toHaveLength(1);
    expect(first.Carla![0]).toContain("Grande é o Senhor");

    // Ana and Bruno confirm from their mails; Carla cannot, and says why.
    for (const name of ["Ana", "Bruno"] as const) expect((await post("/api/escala/answer", { token: answerToken(first[name]![0]!), answer: "confirmado" })).status).toBe(200);
    expect((await post("/api/escala/answer", { token: answerToken(first.Carla![0]!), answer: "recusado", reason: "Vou viajar." })).status).toBe(200);

    // Eva blocks the day on 'Minhas escalas': the plan warns, naming her.
    const blocked = await post("/api/escala/me/blockouts", { token: personalToken(first.Eva![0]!), blockout: { kind: "range", from: SERVICE_DAY, until: SERVICE_DAY } });
    expect(blocked.status).toBe(201);
    let now = await planNow(plan.id);
    expect(now.warnings).toContainEqual({ kind: "blocked", musicianName: "Eva" });
    const statuses = () => Object.fromEntries(now.team.flatMap((entry) => entry.members.map((member) => [member.musicianName, member.status])));
    expect(statuses()).toEqual({ Ana: "confirmado", Bruno: "confirmado", Carla: "recusado", Davi: "pendente", Eva: "pendente" });
    expect(now.team.find((entry) => entry.position === "Teclado")!.members[0]).toMatchObject({ declineReason: "Vou viajar." });

    // Carla's keyboard: Gabi is the one suggestion; the leader puts her in and sends again.
    const suggested = (await (await ctx.api(`/api/admin/plans/${plan.id}/replacements?position=Teclado`)).json()) as ReplacementsResponse;
    expect(suggested.candidates).toEqual([{ musicianId: gabi.id, musicianName: "Gabi", served: 0 }]);
    const replaced = team.map((entry) => (entry.position === "Teclado" ? { ...entry, musicianIds: [suggested.candidates[0]!.musicianId] } : entry));
    expect((await ctx.api(`/api/admin/plans/${plan.id}`, { method: "PUT", json: { ...body, team: replaced } })).status).toBe(200);
    expect(((await (await ctx.api(`/api/admin/plans/${plan.id}/escala`, { method: "POST" })).json()) as { sent: number }).sent).toBe(1);
    const gabiMails = await mailsTo(gabi.email!);
    expect(gabiMails).toHaveLength(1);
    expect(gabiMails[0]).toContain("Teclado");

    // Three days before, at nine: Davi, Eva and Gabi have not answered; each is reminded once, with the first link.
    const reminderAt = new Date(YEAR, 3, 9, 9, 0);
    const mail = escalaMailContext(ctx.app.config);
    expect(await sendEscalaReminders(ctx.app.db, mail, reminderAt)).toMatchObject({ reminders: 3 });
    expect(await sendEscalaReminders(ctx.app.db, mail, reminderAt)).toMatchObject({ reminders: 0 });
    const davis = await mailsTo(davi.email!);
    expect(davis).toHaveLength(2);
    expect(answerToken(davis[1]!)).toBe(answerToken(davis[0]!));
    expect(await mailsTo(ana.email!)).toHaveLength(1);

    // Ana's calendar feed parses and holds the event her mail carried, under the same UID.
    const feed = await ctx.app.request(`/api/escala/calendario/${personalToken(first.Ana![0]!)}.ics`);
    expect(feed.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.uid)).toEqual([calendarUid(first.Ana![0]!)]);
    expect(calendarUid(first.Bruno![0]!)).not.toBe(events[0]!.uid);

    // The WhatsApp text holds the set: positions with names and answers, the song in its key, the link.
    now = await planNow(plan.id);
    const text = escalaMessage(now, "https://louvor.example/ensaio");
    for (const line of ["*Vocal:* Ana ✅", "*Violão:* Bruno ✅", "*Teclado:* Gabi", "*Baixo:* Davi", "*Bateria:* Eva", "1. Grande é o Senhor (D)", "Ensaio: https://louvor.example/ensaio"]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain("Carla");
  });
});
