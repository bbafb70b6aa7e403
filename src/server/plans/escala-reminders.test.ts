import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createMusician } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import { readOutbox, softBreaksUndone } from "../../../tests/outbox";
import { runScript } from "../../../tests/app-process";
import type { Plan } from "@shared/schemas/plans";
import { escalaMailContext } from "./escala-links";
import { localDay, sendEscalaReminders } from "./escala-reminders";

const ctx = useAdminContext({ emptyEachTest: true });

const YEAR = new Date().getFullYear() + 1;
/** The service: 10 March next year, 19:00. Moments are the server's local time, as the command's --at. */
const SERVICE_DAY = `${YEAR}-03-10`;
const at = (day: number, hour = 9) => new Date(YEAR, 2, day, hour, 0);

let counter = 0;

async function mailsTo(email: string): Promise<string[]> {
  await ctx.app.deliverMail();
  return readOutbox(ctx.app.config.outboxDir)
    .map(softBreaksUndone)
    .filter((message) => message.includes(email));
}

const tokenIn = (message: string) => /\/escala\?token=([A-Za-z0-9_-]{43})/.exec(message)?.[1];

/** A plan on SERVICE_DAY with Ana and Bruno, the escala sent. */
async function sentPlan() {
  counter++;
  const emails = { ana: `ana-r${counter}-${Date.now()}@example.com`, bruno: `bruno-r${counter}-${Date.now()}@example.com` };
  const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana", email: emails.ana });
  const bruno = await createMusician(ctx.app.db, ctx.churchId, { name: "Bruno", email: emails.bruno });
  const band = await createBand(ctx.app.db, ctx.churchId);
  const created = await ctx.api("/api/admin/plans", {
    method: "POST",
    json: { date: SERVICE_DAY, time: "19:00", bandId: band.id, songs: [], team: [{ position: "Vocal", musicianIds: [ana.id, bruno.id] }] },
  });
  const { plan } = (await created.json()) as { plan: Plan };
  expect((await ctx.api(`/api/admin/plans/${plan.id}/escala`, { method: "POST" })).status).toBe(200);
  return { plan, emails };
}

const remind = (moment: Date) => sendEscalaReminders(ctx.app.db, escalaMailContext(ctx.app.config), moment);

describe("the escala's reminders", () => {
  it("reminds whoever has not answered once, 3 days before, with the first mail's link; the confirmed get the plan the day before", async () => {
    const { emails } = await sentPlan();
    expect(localDay(at(7))).toBe(`${YEAR}-03-07`);

    expect(await remind(at(6))).toEqual({ reminders: 0, dayBefore: 0 });
    expect(await remind(at(7))).toEqual({ reminders: 2, dayBefore: 0 });
    // Run again, and again after a "restart": nothing goes twice.
    expect(await remind(at(7, 10))).toEqual({ reminders: 0, dayBefore: 0 });
    expect(await remind(at(8))).toEqual({ reminders: 0, dayBefore: 0 });

    // The first mail and the reminder went out in one delivery: told apart by what they say.
    const anaMails = await mailsTo(emails.ana);
    expect(anaMails).toHaveLength(2);
    const reminder = anaMails.find((message) => message.includes("ainda n=C3=A3o respondeu"));
    const first = anaMails.find((message) => message !== reminder);
    expect(reminder).toBeDefined();
    const token = tokenIn(reminder!);
    expect(token).toBe(tokenIn(first!));
    expect((await ctx.app.request("/api/escala/answer", { method: "POST", json: { token, answer: "confirmado" } })).status).toBe(200);

    expect(await remind(at(9))).toEqual({ reminders: 0, dayBefore: 1 });
    expect(await remind(at(9, 18))).toEqual({ reminders: 0, dayBefore: 0 });
    const afterConfirming = await mailsTo(emails.ana);
    expect(afterConfirming).toHaveLength(3);
    const last = afterConfirming.find((message) => message.includes("Amanh=C3=A3"))!;
    expect(last).toBeDefined();
    expect(tokenIn(last)).toBe(token);
    expect(await mailsTo(emails.bruno)).toHaveLength(2);
    // The day of the service and after: nothing more.
    expect(await remind(at(10))).toEqual({ reminders: 0, dayBefore: 0 });
    expect(await remind(at(11))).toEqual({ reminders: 0, dayBefore: 0 });
  });

  it("follows the church's settings: 'nunca' sends no reminder, and the day-before mail can be turned off", async () => {
    await ctx.app.db.execute(sql`update churches set escala_reminder_days = null, escala_day_before = false where id = ${ctx.churchId}`);
    const { emails } = await sentPlan();
    const token = tokenIn((await mailsTo(emails.ana))[0]!);
    await ctx.app.request("/api/escala/answer", { method: "POST", json: { token, answer: "confirmado" } });
    for (const day of [7, 8, 9]) expect(await remind(at(day))).toEqual({ reminders: 0, dayBefore: 0 });

    await ctx.app.db.execute(sql`update churches set escala_reminder_days = 1 where id = ${ctx.churchId}`);
    expect(await remind(at(9))).toEqual({ reminders: 1, dayBefore: 0 });
    await ctx.app.db.execute(sql`update churches set escala_reminder_days = 3, escala_day_before = true where id = ${ctx.churchId}`);
  });

  it("npm run reminders -- --at sends what is due at that moment, and refuses a moment it cannot read", async () => {
    const { emails } = await sentPlan();
    const env = { DATABASE_URL: ctx.app.config.databaseUrl!, DATA_DIR: ctx.app.config.dataDir, AUTH_SECRET: ctx.app.config.authSecret, PUBLIC_URL: ctx.app.config.publicUrl, SEED_DEMO: "false" };
    const ran = runScript("src/server/cli/reminders.ts", ["--at", `${YEAR}-03-08T09:00`], env);
    expect(ran.stderr).toBe("");
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain("Lembretes enviados: 2.");
    expect(await mailsTo(emails.bruno)).toHaveLength(2);
    const wrong = runScript("src/server/cli/reminders.ts", ["--at", "amanhã"], env);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("Uso: npm run reminders");
  }, 120_000);
});
