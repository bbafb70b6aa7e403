import pg from "pg";
import type { Database } from "../db";
import type { Logger } from "../logger";
import { MailDeliveryError, type Mailer, type MailFailure } from "./mailer";
import { claimDueMail, giveUpMail, MAIL_QUEUE_CHANNEL, markMailSent, pruneDoneMail, scheduleMailRetry, type QueuedMail } from "./queries";
import { nextAttemptAfterFailure } from "./retry-schedule";
import { mailQueueKey, openMailBody, UnreadableMailBodyError, type MailBody } from "./sealed-body";

/**
 * The mail sender (decision 400): a single job of the app process that delivers what requests
 * queued. It wakes on a NOTIFY from each insert and, whatever happens to that connection, every
 * `pollEveryMs`; each pass claims due mail with SKIP LOCKED, sends it through the Mailer (SMTP or
 * the outbox folder) and records the outcome. All state is in the table, so a restart, or several
 * processes on one database, lose nothing and send nothing twice (short of a crash between the
 * server taking a mail and the row saying so).
 */
export type MailSender = {
  /** Listens and polls until `close`. */
  start(): void;
  /** One pass: sends every mail due now (by the sender's clock) and prunes old rows. Tests drive this. */
  deliverDue(): Promise<DeliveryCounts>;
  /** Stops waking and waits (a bounded time) for the pass in progress. */
  close(): Promise<void>;
};

export type DeliveryCounts = { sent: number; retrying: number; givenUp: number };

export type MailSenderOptions = {
  db: Database;
  mailer: Mailer;
  authSecret: string;
  logger: Logger;
  /** The sender's clock: tests move it to reach the next try without waiting. */
  now?: () => Date;
  pollEveryMs?: number;
  /** Mails claimed per round trip. */
  batchSize?: number;
  /** How long a claimed mail is left to its sender before another may try it (longer than any send). */
  leaseMs?: number;
  /** Sent and given-up rows are deleted this long after. */
  keepDoneForMs?: number;
};

export const MAIL_POLL_MS = 5_000;
const LEASE_MS = 5 * 60_000;
export const KEEP_DONE_MAIL_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Shutdown waits this long for a send in progress; after that its lease lets a later start retry it. */
const CLOSE_WAIT_MS = 10_000;
const LAST_ERROR_MAX_LENGTH = 500;

export function createMailSender(options: MailSenderOptions): MailSender {
  const {
    db,
    mailer,
    logger: parentLogger,
    now = () => new Date(),
    pollEveryMs = MAIL_POLL_MS,
    batchSize = 10,
    leaseMs = LEASE_MS,
    keepDoneForMs = KEEP_DONE_MAIL_MS,
  } = options;
  const logger = parentLogger.child({ module: "mail-queue" });
  const key = mailQueueKey(options.authSecret);
  const pool = db.$client;
  const context: DeliveryContext = { pool, key, mailer, logger, now };

  let closed = false;
  let running: Promise<DeliveryCounts> | undefined;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  const newMail = listenForNewMail(pool, logger, () => wake());
  let lastPrunedAt: number | undefined;

  async function pass(): Promise<DeliveryCounts> {
    const counts: DeliveryCounts = { sent: 0, retrying: 0, givenUp: 0 };
    for (;;) {
      const at = now();
      const due = await claimDueMail(pool, { now: at, leaseUntil: new Date(at.getTime() + leaseMs), limit: batchSize });
      for (const mail of due) await deliver(context, mail, counts);
      if (due.length < batchSize || closed) break;
    }
    const at = now().getTime();
    if (lastPrunedAt === undefined || at - lastPrunedAt >= PRUNE_EVERY_MS) {
      lastPrunedAt = at;
      const pruned = await pruneDoneMail(pool, new Date(at - keepDoneForMs));
      if (pruned > 0) logger.info({ pruned }, "old queued mail rows deleted");
    }
    return counts;
  }

  /** One pass at a time per sender; a wake-up during a pass runs one more after it. */
  function deliverDue(): Promise<DeliveryCounts> {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again && !closed) {
        again = false;
        wake();
      }
    });
    return running;
  }

  function wake() {
    deliverDue().catch((error: unknown) => {
      // The database is away, say: the mail stays queued and the next poll tries again.
      logger.warn({ reason: (error as Error)?.message ?? String(error) }, "mail sender pass failed");
    });
  }

  return {
    start() {
      if (closed || poll) return;
      void newMail.listen();
      wake();
      poll = setInterval(() => {
        void newMail.listen();
        wake();
      }, pollEveryMs);
      poll.unref();
    },
    deliverDue,
    async close() {
      closed = true;
      clearInterval(poll);
      const bounded = (promise: Promise<unknown> | undefined) =>
        Promise.race([promise?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      await Promise.all([bounded(running), bounded(newMail.close())]);
    },
  };
}

type DeliveryContext = { pool: pg.Pool; key: Buffer; mailer: Mailer; logger: Logger; now: () => Date };

/** One try of one claimed mail, and its outcome written to the row. */
async function deliver(context: DeliveryContext, mail: QueuedMail, counts: DeliveryCounts) {
  const { pool, key, mailer, logger, now } = context;
  const about = { mailId: mail.id, kind: mail.kind, to: mail.recipient, attempt: mail.attempts };
  let body: MailBody;
  try {
    body = openMailBody(key, mail.id, mail.body);
  } catch (error) {
    if (!(error instanceof UnreadableMailBodyError)) throw error;
    await giveUpMail(pool, mail, now(), error.message);
    counts.givenUp += 1;
    logger.error({ ...about, reason: error.message }, "mail given up");
    return;
  }
  let failure: MailFailure | undefined;
  try {
    await mailer.send({ to: mail.recipient, subject: mail.subject, text: body.text, html: body.html, ...(body.calendar ? { calendar: body.calendar } : {}) });
  } catch (error) {
    // The outbox folder not writable counts as a failed send too.
    failure = error instanceof MailDeliveryError ? error.failure : { reason: (error as Error)?.message ?? String(error) };
  }
  if (failure === undefined) {
    await markMailSent(pool, mail, now());
    counts.sent += 1;
    logger.info(about, "queued mail sent");
    return;
  }
  const reason = describeFailure(failure);
  const next = nextAttemptAfterFailure(mail, now());
  if (next === null) {
    await giveUpMail(pool, mail, now(), reason);
    counts.givenUp += 1;
    logger.error({ ...about, ...failure }, "mail given up");
  } else {
    await scheduleMailRetry(pool, mail, next, reason);
    counts.retrying += 1;
    logger.warn({ ...about, ...failure, nextAttemptAt: next.toISOString() }, "mail not sent; will retry");
  }
}

/**
 * A connection of its own that LISTENs for the inserts' NOTIFY. When it fails the poll still sends,
 * only later; each poll calls `listen` again, which connects when not connected.
 */
function listenForNewMail(pool: pg.Pool, logger: Logger, onMail: () => void) {
  let closed = false;
  let listener: pg.Client | undefined;
  return {
    async listen() {
      if (closed || listener) return;
      const connection = new pg.Client({ ...pool.options, keepAlive: true });
      listener = connection;
      const drop = () => {
        if (listener !== connection) return;
        listener = undefined;
        connection.end().catch(() => undefined);
      };
      connection.on("notification", (message) => {
        if (message.channel === MAIL_QUEUE_CHANNEL) onMail();
      });
      connection.on("error", drop);
      connection.on("end", drop);
      try {
        await connection.connect();
        await connection.query(`listen ${MAIL_QUEUE_CHANNEL}`);
      } catch (error) {
        // `close` ended this connection while it was connecting: nothing to report.
        if (closed) return;
        logger.warn({ reason: (error as Error)?.message ?? String(error) }, "mail sender: not listening for new mail");
        drop();
      }
    },
    async close() {
      closed = true;
      const connection = listener;
      listener = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}

/** The failure as one line for the table: the server's reason, never the mail's content. */
function describeFailure(failure: MailFailure): string {
  const parts = [failure.code, failure.responseCode, failure.reason].filter((part) => part !== undefined && part !== "");
  return parts.join(" ").slice(0, LAST_ERROR_MAX_LENGTH);
}
