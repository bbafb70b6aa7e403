import { sql } from "drizzle-orm";
import type pg from "pg";
import { escalaMessages, type EscalaAnswerInput, type EscalaAssignment, type SendEscalaResponse } from "@shared/schemas/escala";
import { paths } from "@shared/paths";
import { type Database, type Executor, rows, inClientTransaction, planTeam } from "../db";
import { AppError } from "../http";
import { enqueueMails } from "../mail-queue";
import { keepEscalaLinkHashes } from "../musicians";
import { invitationTokenHash } from "../auth";
import { recordChange, type Actor, historySummaries } from "../history";
import { escalaMail, type EscalaMailContent } from "./escala-mail";
import { personalToken } from "./my-escalas-token";
import { escalaToken, type EscalaMailContext } from "./escala-links";

/*
 * 'Enviar escala' and its answers (issue 41, docs/decisions/514). Each assignment remembers what
 * its last mail said (`sent_for`: date, time and position); a mail is queued, in the transaction
 * that writes that, only where it never went or where the plan moved away from it. So pressing
 * the button twice, or two workers at once (the rows are locked), sends nothing twice.
 */

/** A plan's date has passed when it is before today everywhere on Earth (UTC−12): its links die then. */
const NOT_PASSED = sql`p.date >= (now() at time zone 'Etc/GMT+12')::date`;

export type PlanHead = { planId: string; churchName: string; churchSlug: string; bandName: string; date: string; time: string; publicKey: string; songs: EscalaAssignment["songs"] };

export async function planHead(tx: Executor, churchId: string, planId: string): Promise<PlanHead | null> {
  const [head] = await rows<PlanHead>(
    tx,
    sql`select p.id as "planId", c.name as "churchName", c.slug as "churchSlug", b.name as "bandName", p.date::text as date, to_char(p.time, 'HH24:MI') as time,
               p.public_key as "publicKey",
               coalesce((select json_agg(json_build_object('songName', s.name, 'musicalKey', ps.musical_key) order by ps.position)
                         from plan_songs ps join songs_catalog s on s.id = ps.song_catalog_id where ps.plan_id = p.id), '[]'::json) as songs
        from plans p join churches c on c.id = p.church_id join bands b on b.id = p.band_id
        where p.id = ${planId} and p.church_id = ${churchId}`,
  );
  return head ?? null;
}

type Recipient = MailedMember & { id: string; sentFor: string | null; current: string };

/**
 * Queues the escala mails of a plan: `all` ('Enviar escala') mails whoever has not had one; both
 * modes mail an update to whoever had one that no longer says the plan's date, time or position
 * (their answer goes back to 'Pendente'). Returns null when the plan is not the church's.
 */
export async function queueEscala(
  tx: Executor,
  client: pg.PoolClient,
  mail: EscalaMailContext,
  churchId: string,
  planId: string,
  mode: "all" | "updates",
): Promise<SendEscalaResponse | null> {
  const head = await planHead(tx, churchId, planId);
  if (!head) return null;
  const team = await rows<Recipient>(
    tx,
    sql`select t.id, t.position, m.id as "musicianId", m.escala_salt as "escalaSalt", m.name as "musicianName", m.email, t.status, t.sent_for as "sentFor",
               p.date::text || ' ' || to_char(p.time, 'HH24:MI') || ' ' || t.position as current
        from ${planTeam} t join musicians m on m.id = t.musician_id join plans p on p.id = t.plan_id
        where t.plan_id = ${planId} and t.church_id = ${churchId}
        order by t.sort_order, t.id
        for update of t`,
  );
  const result: SendEscalaResponse = { sent: 0, updated: 0, alreadySent: 0, withoutEmail: [] };
  const marks: { id: string; tokenHash: string; sentAt: string; sentFor: string; isUpdate: boolean }[] = [];
  const outgoing: OutgoingMail[] = [];
  for (const member of team) {
    if (member.sentFor === member.current) {
      result.alreadySent++;
      continue;
    }
    const isUpdate = member.sentFor !== null;
    if (!isUpdate && mode === "updates") continue;
    if (!member.email) {
      if (!isUpdate) result.withoutEmail.push(member.musicianName);
      continue;
    }
    const sentAt = new Date();
    const { token, tokenHash } = escalaToken(mail, member.id, sentAt);
    marks.push({ id: member.id, tokenHash, sentAt: sentAt.toISOString(), sentFor: member.current, isUpdate });
    outgoing.push(composeMail(mail, head, { ...member, status: "pendente", sentAt }, token, isUpdate ? "update" : "new"));
    if (isUpdate) result.updated++;
    else result.sent++;
  }
  // What each mail said, with its answer link; an update puts the answer back to 'Pendente'.
  if (marks.length > 0) {
    await tx.execute(sql`
      update ${planTeam} t set answer_token_hash = v.hash, sent_at = v.sent_at, sent_for = v.sent_for, updated_at = now(),
        status = case when v.is_update then 'pendente' else t.status end,
        decline_reason = case when v.is_update then null else t.decline_reason end,
        answered_at = case when v.is_update then null else t.answered_at end,
        reminded_at = case when v.is_update then null else t.reminded_at end,
        day_before_at = case when v.is_update then null else t.day_before_at end
      from json_to_recordset(${JSON.stringify(marks.map((mark) => ({ id: mark.id, hash: mark.tokenHash, sent_at: mark.sentAt, sent_for: mark.sentFor, is_update: mark.isUpdate })))}::json)
        as v(id uuid, hash text, sent_at timestamptz, sent_for text, is_update boolean)
      where t.id = v.id`);
  }
  await queueMails(tx, client, mail, churchId, outgoing);
  return result;
}

/** Who a mail goes to, and what its calendar event says. */
export type MailedMember = {
  musicianId: string;
  escalaSalt: string;
  musicianName: string;
  email: string | null;
  position: string;
  status: EscalaAssignment["status"];
  sentAt: Date | null;
};

/** A mail ready to queue, and the hash of the personal link it carries (kept on the musician as it is queued). */
export type OutgoingMail = { content: EscalaMailContent; link: { musicianId: string; tokenHash: string } };

/** A mail's content; it carries the musician's personal link. */
export function composeMail(
  mail: EscalaMailContext,
  head: PlanHead,
  member: MailedMember,
  token: string | null,
  kind: EscalaMailContent["kind"],
): OutgoingMail {
  const rehearsalUrl = `${mail.publicUrl}${paths.church.plan.href(head.churchSlug, head.publicKey)}`;
  const personal = personalToken(mail, member.musicianId, member.escalaSalt);
  const content: EscalaMailContent = {
    to: member.email ?? "",
    musicianName: member.musicianName,
    churchName: head.churchName,
    bandName: head.bandName,
    date: head.date,
    time: head.time,
    position: member.position,
    songs: head.songs,
    rehearsalUrl,
    token,
    kind,
    personalToken: personal.token,
    event: {
      planId: head.planId,
      musicianId: member.musicianId,
      date: head.date,
      time: head.time,
      positions: [member.position],
      churchName: head.churchName,
      bandName: head.bandName,
      rehearsalUrl,
      status: member.status,
      sentAt: member.sentAt,
    },
  };
  return { content, link: { musicianId: member.musicianId, tokenHash: personal.tokenHash } };
}

/** Queues the mails in the transaction, with the hashes of the personal links they carry: two statements. */
export async function queueMails(tx: Executor, client: pg.PoolClient, mail: EscalaMailContext, churchId: string, outgoing: readonly OutgoingMail[]): Promise<void> {
  await keepEscalaLinkHashes(tx, churchId, outgoing.map((item) => item.link));
  await enqueueMails(client, mail.mailKey, "escala", outgoing.map((item) => escalaMail(mail.publicUrl, item.content)));
}

/** Tells the musicians who had the escala and left the plan's team that they are no longer in it. */
export async function queueEscalaRemovals(
  tx: Executor,
  client: pg.PoolClient,
  mail: EscalaMailContext,
  churchId: string,
  planId: string,
  removed: readonly { musicianId: string; position: string }[],
): Promise<void> {
  if (removed.length === 0) return;
  const head = await planHead(tx, churchId, planId);
  if (!head) return;
  const ids = JSON.stringify(removed.map((row) => row.musicianId));
  const people = await rows<{ id: string; name: string; email: string | null; escalaSalt: string }>(
    tx,
    sql`select m.id, m.name, m.email, m.escala_salt as "escalaSalt" from musicians m
        where m.church_id = ${churchId} and m.id in (select value::uuid from json_array_elements_text(${ids}::json))
          and not exists (select 1 from ${planTeam} t where t.plan_id = ${planId} and t.musician_id = m.id)`,
  );
  const outgoing = people.flatMap((person) => {
    if (!person.email) return [];
    const position = removed.find((row) => row.musicianId === person.id)?.position ?? "";
    const member = { musicianId: person.id, escalaSalt: person.escalaSalt, musicianName: person.name, email: person.email, position, status: "pendente" as const, sentAt: new Date() };
    return [composeMail(mail, head, member, null, "removed")];
  });
  await queueMails(tx, client, mail, churchId, outgoing);
}

/**
 * 'Enviar escala' as its own request: one transaction, mails queued with the rows that record them,
 * and a line in 'Histórico' when any mail went (pressing it with nothing to send changes nothing).
 */
export async function sendEscala(db: Database, mail: EscalaMailContext, churchId: string, planId: string, by: Actor): Promise<SendEscalaResponse | null> {
  return inClientTransaction(db.$client, async (tx, client) => {
    const result = await queueEscala(tx, client, mail, churchId, planId, "all");
    const count = result ? result.sent + result.updated : 0;
    if (result && count > 0) {
      const [plan] = await rows<{ date: string }>(tx, sql`select date::text as date from plans where id = ${planId}`);
      await recordChange(tx, churchId, by, { kind: "plan", recordId: planId, action: "update", summary: historySummaries.escalaSent(plan?.date ?? "", count) });
    }
    return result;
  });
}

const deadLink = {
  invalid: () => new AppError(404, "escala_invalid", escalaMessages.invalid),
  passed: () => new AppError(410, "escala_passed", escalaMessages.passed),
};

type AssignmentRow = EscalaAssignment & { passed: boolean; churchSlug: string; publicKey: string };

async function assignmentOf(db: Executor, token: string, lock: boolean): Promise<AssignmentRow & { id: string }> {
  const [row] = await rows<AssignmentRow & { id: string }>(
    db,
    sql`select t.id, c.name as "churchName", c.slug as "churchSlug", m.name as "musicianName", t.position, p.date::text as date,
               to_char(p.time, 'HH24:MI') as time, b.name as "bandName", p.public_key as "publicKey", t.status, t.decline_reason as "declineReason",
               not (${NOT_PASSED}) as passed,
               coalesce((select json_agg(json_build_object('songName', s.name, 'musicalKey', ps.musical_key) order by ps.position)
                         from plan_songs ps join songs_catalog s on s.id = ps.song_catalog_id where ps.plan_id = p.id), '[]'::json) as songs
        from ${planTeam} t join plans p on p.id = t.plan_id join churches c on c.id = t.church_id
        join bands b on b.id = p.band_id join musicians m on m.id = t.musician_id
        where t.answer_token_hash = ${invitationTokenHash(token)}
        ${lock ? sql`for update of t` : sql``}`,
  );
  if (!row) throw deadLink.invalid();
  if (row.passed) throw deadLink.passed();
  return row;
}

function shown(row: AssignmentRow): EscalaAssignment {
  return {
    churchName: row.churchName,
    musicianName: row.musicianName,
    position: row.position,
    date: row.date,
    time: row.time,
    bandName: row.bandName,
    songs: row.songs,
    rehearsalPath: paths.church.plan.href(row.churchSlug, row.publicKey),
    status: row.status,
    declineReason: row.declineReason,
  };
}

/** What an answer link names; 404 for a link that names nothing (or was replaced), 410 once the service passed. */
export async function lookUpEscala(db: Executor, token: string): Promise<EscalaAssignment> {
  return shown(await assignmentOf(db, token, false));
}

/** The musician's answer: 'Confirmar' or 'Não posso' with an optional reason; may be changed until the service. */
export async function answerEscala(db: Database, input: { token: string; answer: EscalaAnswerInput["answer"]; reason: string | null | undefined }): Promise<EscalaAssignment> {
  return db.transaction(async (tx) => {
    const row = await assignmentOf(tx, input.token, true);
    const reason = input.answer === "recusado" ? (input.reason ?? null) : null;
    await tx.execute(sql`update ${planTeam} set status = ${input.answer}, decline_reason = ${reason}, answered_at = now(), updated_at = now() where id = ${row.id}`);
    return shown({ ...row, status: input.answer, declineReason: reason });
  });
}
