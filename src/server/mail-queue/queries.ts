import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Mail } from "./mailer";
import { sealMailBody } from "./sealed-body";

/**
 * The mail_queue table's SQL (decision 400). Plain pool queries: a failing statement's error then
 * carries PostgreSQL's reason only, never the parameters (the sealed body, the recipient).
 */

/** What a queued mail is; the table's check constraint lists the same. */
export type MailKind = "password-recovery" | "invitation" | "sign-up-confirmation" | "escala";

/** A pool, or one client inside a transaction (a mail queued with the write that asks for it). */
export type MailQueueExecutor = pg.Pool | pg.PoolClient;

/** The channel an insert notifies, so that a listening sender sends at once. */
export const MAIL_QUEUE_CHANNEL = "louvor_mail_queue";

export type QueuedMail = {
  id: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  body: Buffer;
  /** Tries so far, this one included. */
  attempts: number;
  createdAt: Date;
};

/** Stores the mail, its body sealed, and wakes the senders; returns its id. */
export async function enqueueMail(pool: MailQueueExecutor, key: Buffer, kind: MailKind, mail: Mail): Promise<string> {
  const [id] = await enqueueMails(pool, key, kind, [mail]);
  return id!;
}

/** Stores the mails in one statement, each body sealed, and wakes the senders; returns their ids in order. */
export async function enqueueMails(pool: MailQueueExecutor, key: Buffer, kind: MailKind, mails: readonly Mail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const ids = mails.map(() => randomUUID());
  const values: unknown[] = [kind];
  const tuples = mails.map((mail, index) => {
    const id = ids[index]!;
    values.push(id, mail.to, mail.subject, sealMailBody(key, id, { text: mail.text, html: mail.html, ...(mail.calendar ? { calendar: mail.calendar } : {}) }));
    const at = 2 + index * 4;
    return `($${at}, $1, $${at + 1}, $${at + 2}, $${at + 3})`;
  });
  await pool.query(
    `with queued as (
       insert into mail_queue (id, kind, recipient, subject, body) values ${tuples.join(", ")} returning id
     )
     select pg_notify('${MAIL_QUEUE_CHANNEL}', id::text) from queued`,
    values,
  );
  return ids;
}

/**
 * Takes up to `limit` mails whose time has come, and leases them: their next try moves to
 * `leaseUntil`, so another sender does not take them while this one sends, and a sender that dies
 * mid-send leaves them to be tried again when the lease ends. SKIP LOCKED lets several senders
 * claim side by side without waiting on each other or taking the same row.
 */
export async function claimDueMail(pool: pg.Pool, options: { now: Date; leaseUntil: Date; limit: number }): Promise<QueuedMail[]> {
  const { rows } = await pool.query<{
    id: string;
    kind: MailKind;
    recipient: string;
    subject: string;
    body: Buffer;
    attempts: number;
    created_at: Date;
  }>(
    `update mail_queue set attempts = attempts + 1, next_attempt_at = $2
     where id in (
       select id from mail_queue
       where sent_at is null and given_up_at is null and next_attempt_at <= greatest(now(), $1)
       order by next_attempt_at
       limit $3
       for update skip locked
     )
     returning id, kind, recipient, subject, body, attempts, created_at`,
    [options.now, options.leaseUntil, options.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    attempts: row.attempts,
    createdAt: row.created_at,
  }));
}

/*
 * The outcome of a try is written only while the row is still the one this try claimed (same
 * attempt, not done): a sender that outlived its lease cannot undo what a later try wrote.
 */
const STILL_OURS = "id = $1 and attempts = $2 and sent_at is null and given_up_at is null";

/** Sent: the body (the link) is dropped at once; the row stays a while as a record. */
export async function markMailSent(pool: pg.Pool, mail: QueuedMail, at: Date): Promise<void> {
  await pool.query(`update mail_queue set sent_at = $3, body = null, last_error = null where ${STILL_OURS}`, [mail.id, mail.attempts, at]);
}

export async function scheduleMailRetry(pool: pg.Pool, mail: QueuedMail, nextAttemptAt: Date, reason: string): Promise<void> {
  await pool.query(`update mail_queue set next_attempt_at = $3, last_error = $4 where ${STILL_OURS}`, [mail.id, mail.attempts, nextAttemptAt, reason]);
}

export async function giveUpMail(pool: pg.Pool, mail: QueuedMail, at: Date, reason: string): Promise<void> {
  await pool.query(`update mail_queue set given_up_at = $3, body = null, last_error = $4 where ${STILL_OURS}`, [mail.id, mail.attempts, at, reason]);
}

/** Deletes the rows of mail sent or given up before `before`; returns how many. */
export async function pruneDoneMail(pool: pg.Pool, before: Date): Promise<number> {
  const { rowCount } = await pool.query("delete from mail_queue where coalesce(sent_at, given_up_at) < $1", [before]);
  return rowCount ?? 0;
}

/** How many mails wait to be sent (neither sent nor given up), and the oldest one's age in seconds (0: none). */
export type MailBacklog = { pending: number; oldestAgeSeconds: number };

/** One statement over the pending rows only (the partial due index holds exactly them), for /metrics. */
export async function mailBacklog(pool: pg.Pool): Promise<MailBacklog> {
  const { rows } = await pool.query<{ pending: number; oldest_age_seconds: number }>(
    `select count(*)::int as pending,
            coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_age_seconds
     from mail_queue where sent_at is null and given_up_at is null`,
  );
  const row = rows[0];
  return { pending: row?.pending ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest_age_seconds ?? 0) };
}
