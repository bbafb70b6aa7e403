import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { MailDeliveryError, type Mail, type Mailer, type MailFailure } from "./mailer";
import { passwordRecoveryMail } from "../auth";
import { enqueueMail } from "./queries";
import { GIVE_UP_AFTER_MS } from "./retry-schedule";
import { mailQueueKey } from "./sealed-body";
import { createMailSender, KEEP_DONE_MAIL_MS, type MailSender, type MailSenderOptions } from "./sender";

const SECRET = "mail-queue-test-secret-that-is-long-enough";
const MINUTE = 60_000;

let database: TestDatabase;
const senders: MailSender[] = [];
let logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
// Every test's senders stop with it: one still polling (or holding a claimed row while its slow
// mailer sends) would take, or hide, the next test's mail.
afterEach(async () => {
  await Promise.all(senders.splice(0).map((sender) => sender.close()));
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.$client.query("delete from mail_queue");
  logLines = [];
});

/** A logger whose lines the test reads, at every level. */
function capturedLogger() {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return pino({ level: "trace" }, stream);
}

/** A mail server stand-in: takes mail, or refuses it with the given failure. */
function fakeMailer(options: { sendMs?: number } = {}) {
  const sent: Mail[] = [];
  let failure: MailFailure | undefined;
  const mailer: Mailer = {
    async send(mail) {
      if (options.sendMs) await new Promise((resolve) => setTimeout(resolve, options.sendMs));
      if (failure) throw new MailDeliveryError(failure);
      sent.push(mail);
    },
    close() {},
  };
  return {
    mailer,
    sent,
    down(reason: MailFailure = { code: "ECONNREFUSED", reason: "connect ECONNREFUSED 127.0.0.1:2525" }) {
      failure = reason;
    },
    up() {
      failure = undefined;
    },
  };
}

/** A clock the test moves. */
function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (at: Date) => (now = at.getTime()),
    advance: (ms: number) => (now += ms),
  };
}

function sender(options: Partial<MailSenderOptions> & Pick<MailSenderOptions, "mailer">): MailSender {
  const made = createMailSender({ db: database.db, authSecret: SECRET, logger: capturedLogger(), ...options });
  senders.push(made);
  return made;
}

/** A recovery mail with a fresh token, queued as the auth module queues it. */
async function queueRecoveryMail(to = "ana@example.com") {
  const token = randomBytes(18).toString("base64url");
  const link = `http://localhost:3000/reset-password?token=${token}`;
  const id = await enqueueMail(database.db.$client, mailQueueKey(SECRET), "password-recovery", passwordRecoveryMail(to, link));
  return { id, token, link };
}

async function row(id: string) {
  const { rows } = await database.db.$client.query<{
    attempts: number;
    body: Buffer | null;
    next_attempt_at: Date;
    created_at: Date;
    sent_at: Date | null;
    given_up_at: Date | null;
    last_error: string | null;
    raw: string;
  }>("select t.*, t::text as raw from mail_queue t where id = $1", [id]);
  return rows[0];
}

describe("the queued mail's body", () => {
  it("is sealed: the token is nowhere in the row, in plain or hex; sending drops it, and the log never has it", async () => {
    const { id, token, link } = await queueRecoveryMail();
    const queued = (await row(id))!;
    expect(queued.raw).not.toContain(token);
    expect(queued.raw).not.toContain(Buffer.from(token).toString("hex"));
    expect(queued.body!.includes(Buffer.from(token))).toBe(false);
    expect(queued.raw).toContain("ana@example.com");

    const server = fakeMailer();
    expect(await sender({ mailer: server.mailer }).deliverDue()).toEqual({ sent: 1, retrying: 0, givenUp: 0 });
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ to: "ana@example.com", subject: "Louvor: recuperação de senha" });
    expect(server.sent[0]!.text).toContain(link);

    const sent = (await row(id))!;
    expect(sent.sent_at).not.toBeNull();
    expect(sent.body).toBeNull();
    expect(sent.raw).not.toContain(token);
    expect(logLines.join("\n")).toContain("queued mail sent");
    expect(logLines.join("\n")).not.toContain(token);
  });

  it("that cannot be opened (AUTH_SECRET changed) is given up at once, with the reason", async () => {
    const { id } = await queueRecoveryMail();
    const server = fakeMailer();
    expect(await sender({ mailer: server.mailer, authSecret: "another-secret-that-is-long-enough-too" }).deliverDue()).toEqual({
      sent: 0,
      retrying: 0,
      givenUp: 1,
    });
    expect(server.sent).toEqual([]);
    const givenUp = (await row(id))!;
    expect(givenUp).toMatchObject({ body: null, sent_at: null });
    expect(givenUp.given_up_at).not.toBeNull();
    expect(givenUp.last_error).toMatch(/AUTH_SECRET/);
    expect(logLines.some((line) => line.includes('"msg":"mail given up"') && line.includes(id))).toBe(true);
  });
});

describe("a mail server that is down", () => {
  it("leaves the mail queued; it is tried again 30 s, then 60 s later, and sent once the server is back", async () => {
    const clock = testClock();
    const server = fakeMailer();
    server.down();
    const { id, token } = await queueRecoveryMail();
    const mailSender = sender({ mailer: server.mailer, now: clock.now });

    expect(await mailSender.deliverDue()).toEqual({ sent: 0, retrying: 1, givenUp: 0 });
    let queued = (await row(id))!;
    expect(queued.attempts).toBe(1);
    expect(queued.next_attempt_at.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(queued.last_error).toBe("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:2525");
    expect(queued.body).not.toBeNull();

    clock.advance(29_000);
    expect(await mailSender.deliverDue()).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    clock.advance(1_000);
    expect(await mailSender.deliverDue()).toEqual({ sent: 0, retrying: 1, givenUp: 0 });
    queued = (await row(id))!;
    expect(queued.attempts).toBe(2);
    expect(queued.next_attempt_at.getTime()).toBe(clock.now().getTime() + 60_000);

    server.up();
    clock.advance(60_000);
    expect(await mailSender.deliverDue()).toEqual({ sent: 1, retrying: 0, givenUp: 0 });
    expect(server.sent.map((mail) => mail.to)).toEqual(["ana@example.com"]);
    expect((await row(id))!.attempts).toBe(3);

    const retries = logLines.filter((line) => line.includes("mail not sent; will retry"));
    expect(retries).toHaveLength(2);
    for (const line of retries) expect(line).toMatch(/"mailId":"[^"]+".*"to":"ana@example.com".*"attempt":\d.*"code":"ECONNREFUSED"/);
    expect(logLines.join("\n")).not.toContain(token);
  });

  it("is tried for at least 24 hours, then the mail is given up with a log line and its body dropped", async () => {
    const clock = testClock();
    const server = fakeMailer();
    server.down({ code: "EAUTH", responseCode: 535, reason: "Invalid login: 535 Authentication failed" });
    const { id } = await queueRecoveryMail();
    const mailSender = sender({ mailer: server.mailer, now: clock.now });
    const createdAt = (await row(id))!.created_at;

    let passes = 0;
    for (;;) {
      const counts = await mailSender.deliverDue();
      passes += 1;
      if (counts.givenUp === 1) break;
      expect(counts.retrying).toBe(1);
      clock.set((await row(id))!.next_attempt_at);
      expect(passes).toBeLessThan(60);
    }
    const givenUp = (await row(id))!;
    expect(givenUp.given_up_at!.getTime() - createdAt.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(givenUp).toMatchObject({ body: null, sent_at: null, attempts: passes, last_error: "EAUTH 535 Invalid login: 535 Authentication failed" });
    const gaveUp = logLines.filter((line) => line.includes('"msg":"mail given up"'));
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toContain(id);
    expect(gaveUp[0]).toContain('"level":50');

    // Nothing more is tried.
    clock.advance(7 * 24 * 60 * MINUTE);
    server.up();
    expect(await mailSender.deliverDue()).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    expect(server.sent).toEqual([]);
  });
});

describe("several senders and restarts", () => {
  it("two senders on one database send each mail exactly once", async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 30; index++) ids.add((await queueRecoveryMail(`pessoa${index}@example.com`)).id);
    const first = fakeMailer({ sendMs: 3 });
    const second = fakeMailer({ sendMs: 3 });
    const [a, b] = await Promise.all([
      sender({ mailer: first.mailer, batchSize: 4 }).deliverDue(),
      sender({ mailer: second.mailer, batchSize: 4 }).deliverDue(),
    ]);
    expect(a.sent + b.sent).toBe(30);
    const recipients = [...first.sent, ...second.sent].map((mail) => mail.to);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
    const { rows } = await database.db.$client.query<{ attempts: number; sent: boolean }>("select attempts, sent_at is not null as sent from mail_queue");
    expect(rows).toHaveLength(30);
    expect(rows.every((mail) => mail.attempts === 1 && mail.sent)).toBe(true);
  });

  it("a new sender (the app restarted) sends what was queued before, and what a dead sender held once its lease ends", async () => {
    const queuedBeforeStart = await queueRecoveryMail("antes@example.com");
    const inFlight = await queueRecoveryMail("durante@example.com");
    // Due in an hour by the test's clock (not the database's: PostgreSQL's now() has microseconds,
    // a Date only milliseconds, so "now() + 1 hour" could land just after the clock's hour).
    const clock = testClock();
    await database.db.$client.query("update mail_queue set next_attempt_at = $2 where id = $1", [queuedBeforeStart.id, new Date(clock.now().getTime() + 60 * MINUTE)]);

    // The first process takes the second mail and dies mid-send (its send never returns).
    let giveUpHungSend: (error: Error) => void = () => undefined;
    const hung: Mailer = { send: () => new Promise((_resolve, reject) => (giveUpHungSend = reject)), close() {} };
    const dying = sender({ mailer: hung, now: clock.now }).deliverDue();
    await expect.poll(async () => (await row(inFlight.id))!.attempts).toBe(1);

    const server = fakeMailer();
    const restarted = sender({ mailer: server.mailer, now: clock.now });
    expect(await restarted.deliverDue()).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    clock.advance(60 * MINUTE);
    expect(await restarted.deliverDue()).toEqual({ sent: 2, retrying: 0, givenUp: 0 });
    expect(server.sent.map((mail) => mail.to).sort()).toEqual(["antes@example.com", "durante@example.com"]);

    // The old sender's try ends late, failing: it no longer owns the row and changes nothing.
    giveUpHungSend(new MailDeliveryError({ code: "ETIMEDOUT", reason: "timed out" }));
    await dying;
    expect((await row(inFlight.id))!).toMatchObject({ attempts: 2, last_error: null, body: null });
    expect((await row(inFlight.id))!.sent_at).not.toBeNull();
  });

  it("started, it sends a new mail at once (NOTIFY), without waiting for the poll", async () => {
    const server = fakeMailer();
    sender({ mailer: server.mailer, pollEveryMs: 60 * MINUTE }).start();
    // Let it listen first: the first pass finds nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await queueRecoveryMail("agora@example.com");
    await expect.poll(() => server.sent.map((mail) => mail.to), { timeout: 5_000 }).toEqual(["agora@example.com"]);
  });

  it("deletes the rows of mail sent more than 7 days ago", async () => {
    const { id } = await queueRecoveryMail();
    const clock = testClock();
    await sender({ mailer: fakeMailer().mailer, now: clock.now }).deliverDue();
    expect(await row(id)).toBeDefined();
    clock.advance(KEEP_DONE_MAIL_MS + MINUTE);
    await sender({ mailer: fakeMailer().mailer, now: clock.now }).deliverDue();
    expect(await row(id)).toBeUndefined();
  });
});
