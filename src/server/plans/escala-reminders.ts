import { sql } from "drizzle-orm";
import type { Logger } from "../logger";
import { type Database, rows, inClientTransaction, planTeam } from "../db";
import { composeMail, planHead, queueMails, type PlanHead } from "./escala";
import { escalaToken, type EscalaMailContext } from "./escala-links";

/*
 * The escala's reminders (issue 41, docs/decisions/514): whoever has not answered gets one
 * reminder the church's number of days before ('nunca': none), and everyone confirmed gets the
 * plan the day before (a church setting). Each row records the mail it had in the transaction
 * that queues it, and rows are taken with SKIP LOCKED: a run repeated, restarted, or started beside
 * another (the app's and `npm run reminders`) sends nothing twice.
 */

export type ReminderRun = { reminders: number; dayBefore: number };

/** The calendar day of a moment where the server is (its TZ), as the church counts days. */
export function localDay(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

type Due = {
  id: string;
  churchId: string;
  planId: string;
  position: string;
  musicianId: string;
  escalaSalt: string;
  musicianName: string;
  email: string;
  status: "pendente" | "confirmado" | "recusado";
  sentAt: Date;
  kind: "reminder" | "dayBefore";
};

/** Sends what is due at `at` (a run of the app's schedule, or `npm run reminders -- --at`). */
export async function sendEscalaReminders(db: Database, mail: EscalaMailContext, at: Date): Promise<ReminderRun> {
  const today = localDay(at);
  return inClientTransaction(db.$client, async (tx, client) => {
    const due = await rows<Due>(
      tx,
      sql`select t.id, t.church_id as "churchId", t.plan_id as "planId", t.position, m.id as "musicianId", m.escala_salt as "escalaSalt", m.name as "musicianName", m.email, t.status, t.sent_at as "sentAt",
                 case when t.status = 'pendente' then 'reminder' else 'dayBefore' end as kind
          from ${planTeam} t
          join plans p on p.id = t.plan_id
          join churches c on c.id = t.church_id
          join musicians m on m.id = t.musician_id
          where t.sent_at is not null and t.answer_token_hash is not null and m.email is not null and p.date >= ${today}::date
            and ((t.status = 'pendente' and t.reminded_at is null and c.escala_reminder_days is not null
                  and p.date - c.escala_reminder_days <= ${today}::date)
              or (t.status = 'confirmado' and t.day_before_at is null and c.escala_day_before and p.date = ${today}::date + 1))
          order by p.date, t.plan_id, t.sort_order
          for update of t skip locked`,
    );
    const heads = new Map<string, PlanHead | null>();
    const result: ReminderRun = { reminders: 0, dayBefore: 0 };
    for (const row of due) {
      if (!heads.has(row.planId)) heads.set(row.planId, await planHead(tx, row.churchId, row.planId));
      const head = heads.get(row.planId);
      if (!head) continue;
      await tx.execute(
        row.kind === "reminder"
          ? sql`update ${planTeam} set reminded_at = ${at} where id = ${row.id}`
          : sql`update ${planTeam} set day_before_at = ${at} where id = ${row.id}`,
      );
      // The same link as the first mail: it stays good until the service.
      const { token } = escalaToken(mail, row.id, new Date(row.sentAt));
      await queueMails(tx, client, mail, row.churchId, [composeMail(mail, head, { ...row, sentAt: new Date(row.sentAt) }, token, row.kind)]);
      if (row.kind === "reminder") result.reminders++;
      else result.dayBefore++;
    }
    return result;
  });
}

const EVERY_MS = 15 * 60_000;

/** The app's own schedule: a run now and every 15 minutes, in the process that sends the mail. */
export function startEscalaReminders(db: Database, mail: EscalaMailContext, logger: Logger): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sendEscalaReminders(db, mail, new Date())
      .then((result) => {
        if (result.reminders + result.dayBefore > 0) logger.info(result, "escala reminders queued");
      })
      .catch((error: unknown) => logger.error({ err: error }, "escala reminders failed; the next run tries again"));
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
