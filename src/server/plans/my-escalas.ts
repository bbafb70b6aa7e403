import { sql } from "drizzle-orm";
import { MAX_BLOCKOUTS, myEscalasCalendarPath, myEscalasMessages, type BlockoutInput, type MyAssignment, type MyBlockout, type MyEscalasResponse } from "@shared/schemas/my-escalas";
import { paths } from "@shared/paths";
import { type Database, type Executor, rows, musicianBlockouts, planTeam } from "../db";
import { AppError } from "../http";
import { invitationTokenHash } from "../auth";
import { isValidRule } from "./blockouts";
import { calendarText, type CalendarEvent } from "./escala-calendar";

/**
 * 'Minhas escalas' (issue 41): what a musician's personal link reaches. Each query starts from the
 * musician the token names and reads or writes only their rows; anything else is a 404.
 */

type Musician = { id: string; churchId: string; name: string; churchName: string };

const invalid = () => new AppError(404, "my_escalas_invalid", myEscalasMessages.invalid);

/** Listed until the service has passed, as the answer links (docs/decisions/514). */
const NOT_PASSED = sql`p.date >= (now() at time zone 'Etc/GMT+12')::date`;

async function musicianOf(db: Executor, token: string): Promise<Musician> {
  const [musician] = await rows<Musician>(
    db,
    sql`select m.id, m.church_id as "churchId", m.name, c.name as "churchName"
        from musicians m join churches c on c.id = m.church_id
        where m.escala_token_hash = ${invitationTokenHash(token)}`,
  );
  if (!musician) throw invalid();
  return musician;
}

type AssignmentRow = MyAssignment & { churchSlug: string; publicKey: string; planId: string; sentAt: Date | null };

/** The musician's assignments whose escala was sent: upcoming ones, or also those of the last `pastDays`. */
async function assignmentsOf(db: Executor, musician: Musician, pastDays = 0): Promise<AssignmentRow[]> {
  return rows<AssignmentRow>(
    db,
    sql`select t.id, p.id as "planId", p.date::text as date, to_char(p.time, 'HH24:MI') as time, t.position, b.name as "bandName", t.status,
               t.decline_reason as "declineReason", c.slug as "churchSlug", p.public_key as "publicKey", t.sent_at as "sentAt", '' as "rehearsalPath"
        from ${planTeam} t join plans p on p.id = t.plan_id join bands b on b.id = p.band_id join churches c on c.id = t.church_id
        where t.musician_id = ${musician.id} and t.church_id = ${musician.churchId} and t.sent_at is not null
          and (${NOT_PASSED} or p.date >= current_date - ${pastDays}::int)
        order by p.date, p.time, t.sort_order`,
  );
}

const shown = (row: AssignmentRow): MyAssignment => ({
  id: row.id,
  date: row.date,
  time: row.time,
  position: row.position,
  bandName: row.bandName,
  status: row.status,
  declineReason: row.declineReason,
  rehearsalPath: paths.church.plan.href(row.churchSlug, row.publicKey),
});

async function blockoutsOf(db: Executor, musicianId: string): Promise<MyBlockout[]> {
  return rows<MyBlockout>(
    db,
    sql`select id, starts_on::text as "from", ends_on::text as until, rrule as rule from ${musicianBlockouts}
        where musician_id = ${musicianId} order by starts_on, id`,
  );
}

export async function myEscalas(db: Executor, publicUrl: string, token: string): Promise<MyEscalasResponse> {
  const musician = await musicianOf(db, token);
  const [assignments, blockouts] = await Promise.all([assignmentsOf(db, musician), blockoutsOf(db, musician.id)]);
  return {
    musicianName: musician.name,
    churchName: musician.churchName,
    assignments: assignments.map(shown),
    blockouts,
    calendarUrl: `${publicUrl}${myEscalasCalendarPath(token)}`,
  };
}

/** 'Confirmar' / 'Não posso' on the page: only an upcoming assignment of this musician. */
export async function answerMine(db: Database, publicUrl: string, input: { token: string; assignmentId: string; answer: "confirmado" | "recusado"; reason: string | null | undefined }) {
  await db.transaction(async (tx) => {
    const musician = await musicianOf(tx, input.token);
    const reason = input.answer === "recusado" ? (input.reason ?? null) : null;
    const [row] = await rows<{ id: string }>(
      tx,
      sql`update ${planTeam} t set status = ${input.answer}, decline_reason = ${reason}, answered_at = now(), updated_at = now()
          from plans p
          where t.id = ${input.assignmentId} and t.musician_id = ${musician.id} and t.church_id = ${musician.churchId}
            and t.sent_at is not null and p.id = t.plan_id and ${NOT_PASSED}
          returning t.id`,
    );
    if (!row) throw new AppError(404, "assignment_not_found", myEscalasMessages.assignmentNotFound);
  });
  return myEscalas(db, publicUrl, input.token);
}

export async function addBlockout(db: Database, publicUrl: string, token: string, blockout: BlockoutInput) {
  const from = blockout.kind === "date" ? blockout.date : blockout.from;
  const until = blockout.kind === "date" ? blockout.date : blockout.kind === "range" ? blockout.until : null;
  const rule = blockout.kind === "repeat" ? blockout.rule : null;
  if (rule !== null && !isValidRule(from, rule)) {
    throw new AppError(422, "validation_failed", myEscalasMessages.ruleInvalid, [{ path: "blockout.rule", message: myEscalasMessages.ruleInvalid }]);
  }
  await db.transaction(async (tx) => {
    const musician = await musicianOf(tx, token);
    await tx.execute(sql`select 1 from musicians where id = ${musician.id} for update`);
    const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from ${musicianBlockouts} where musician_id = ${musician.id}`);
    if ((count?.n ?? 0) >= MAX_BLOCKOUTS) throw new AppError(409, "too_many_blockouts", myEscalasMessages.tooMany);
    await tx.insert(musicianBlockouts).values({ churchId: musician.churchId, musicianId: musician.id, startsOn: from, endsOn: until, rrule: rule });
  });
  return myEscalas(db, publicUrl, token);
}

export async function removeBlockout(db: Database, publicUrl: string, token: string, blockoutId: string) {
  const musician = await musicianOf(db, token);
  const [gone] = await rows<{ id: string }>(db, sql`delete from ${musicianBlockouts} where id = ${blockoutId} and musician_id = ${musician.id} returning id`);
  if (!gone) throw new AppError(404, "blockout_not_found", myEscalasMessages.blockoutNotFound);
  return myEscalas(db, publicUrl, token);
}

/** The private feed: assignments of the last 60 days and upcoming, one event per plan (positions joined). */
export async function myCalendar(db: Executor, publicUrl: string, token: string): Promise<string> {
  const musician = await musicianOf(db, token);
  const assignments = await assignmentsOf(db, musician, 60);
  const byPlan = new Map<string, CalendarEvent>();
  for (const row of assignments) {
    const seen = byPlan.get(row.planId);
    if (seen) {
      seen.positions.push(row.position);
      if (row.status !== "recusado") seen.status = seen.status === "recusado" ? row.status : seen.status;
      continue;
    }
    byPlan.set(row.planId, {
      planId: row.planId,
      musicianId: musician.id,
      date: row.date,
      time: row.time,
      positions: [row.position],
      churchName: musician.churchName,
      bandName: row.bandName,
      rehearsalUrl: `${publicUrl}${paths.church.plan.href(row.churchSlug, row.publicKey)}`,
      status: row.status,
      sentAt: row.sentAt ? new Date(row.sentAt) : null,
    });
  }
  return calendarText([...byPlan.values()], { name: `Escalas — ${musician.churchName}` });
}
