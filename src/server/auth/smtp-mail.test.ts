import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { like } from "drizzle-orm";
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerSession } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../../tests/app-process";
import { createAdmin } from "../../../tests/factories";
import { resetLinkIn } from "../../../tests/outbox";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { verifications } from "../db";
import pino from "pino";
import { createMailer, MailDeliveryError } from "../mail-queue";

/**
 * The recovery mail through a real SMTP server: the app process (as `npm start` runs it) talks to
 * an smtp-server on a local port that asks what a provider asks: STARTTLS (with a self-signed
 * certificate the app trusts through SMTP_CA_FILE) and then a user and password.
 */

const SMTP_USER = "louvor";
const SMTP_PASSWORD = "senha-do-provedor";
const MAIL_FROM = "Louvor <recuperacao@louvor.test>";

type Received = { raw: string; mailFrom: string; rcptTo: string[]; secure: boolean; user: unknown };

let dir: string;
let t: TestApp;
let app: AppProcess;
let smtp: SMTPServer;
let smtpPort: number;
let acceptedPassword = SMTP_PASSWORD;
let smtpRunning = false;

async function stopSmtp() {
  if (!smtpRunning) return;
  smtpRunning = false;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
const received: Received[] = [];

/** A throwaway certificate authority for localhost, made with openssl in the temp folder. */
function selfSignedCertificate(folder: string) {
  const key = path.join(folder, "smtp-key.pem");
  const cert = path.join(folder, "smtp-cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1",
      "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** A header's value, unfolded, with RFC 2047 encoded words (=?UTF-8?Q?…?= / B) decoded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

async function requestRecovery(email: string) {
  return fetch(`${app.url}/api/auth/request-password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, redirectTo: "/reset-password" }),
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function resetPassword(token: string, newPassword: string) {
  return fetch(`${app.url}/api/auth/reset-password`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ token, newPassword }),
  });
}

async function signIn(email: string, password: string) {
  return fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password }),
  });
}

/** The reset tokens the database holds (each request made one, sent or not). */
async function resetTokens(): Promise<string[]> {
  const rows = await t.db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(like(verifications.identifier, "reset-password:%"));
  return rows.map((row) => row.identifier.slice("reset-password:".length));
}

/** The provider: STARTTLS, then a login; on `port` (a free one when 0). */
async function startSmtp(tls: { key: Buffer; cert: Buffer }, port: number) {
  smtp = new SMTPServer({
    secure: false, // plain connection upgraded with STARTTLS, as on port 587
    key: tls.key,
    cert: tls.cert,
    authMethods: ["PLAIN", "LOGIN"],
    allowInsecureAuth: false, // no AUTH before STARTTLS
    disabledCommands: [],
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session: SMTPServerSession, callback) {
      if (auth.username === SMTP_USER && auth.password === acceptedPassword) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          raw: Buffer.concat(chunks).toString("utf8"),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          secure: session.secure,
          user: session.user,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  smtpRunning = true;
  smtpPort = (smtp.server.address() as AddressInfo).port;
}

let smtpTls: { key: Buffer; cert: Buffer };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "louvor-smtp-"));
  const { key, cert, certFile } = selfSignedCertificate(dir);
  smtpTls = { key, cert };
  await startSmtp(smtpTls, 0);

  t = await createTestApp();
  app = await startAppProcess({
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: t.config.databaseUrl!,
    SEED_DEMO: "false",
    AUTH_SECRET: "smtp-test-secret-that-is-long-enough-for-better-auth",
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@localhost:${smtpPort}`,
    SMTP_CA_FILE: certFile,
    MAIL_FROM,
    LOG_LEVEL: "info",
    // The last test measures answers: more requests than the default 5 an hour.
    RATE_LIMIT_RECOVERY_PER_HOUR: "100",
  });
}, 90_000);

afterAll(async () => {
  if (app) {
    app.child.kill("SIGTERM");
    await app.exited;
  }
  await stopSmtp();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe("password recovery through a real SMTP server", () => {
  it("delivers the mail over STARTTLS with the provider's login: sender, subject and a link that works once", async () => {
    const admin = await createAdmin(t);
    const response = await requestRecovery(admin.email);
    expect(response.status).toBe(200);

    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const mail = received[0]!;
    expect(mail.secure).toBe(true);
    expect(mail.user).toBe(SMTP_USER);
    expect(mail.mailFrom).toBe("recuperacao@louvor.test");
    expect(mail.rcptTo).toEqual([admin.email]);
    expect(header(mail.raw, "From")).toBe(MAIL_FROM);
    expect(header(mail.raw, "To")).toBe(admin.email);
    expect(header(mail.raw, "Subject")).toBe("Louvor: recuperação de senha");

    const link = resetLinkIn(mail.raw);
    expect(link.origin).toBe(app.url);
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token")!;

    expect((await resetPassword(token, "nova-senha-forte")).status).toBe(200);
    expect((await signIn(admin.email, "nova-senha-forte")).status).toBe(200);
    const reused = await resetPassword(token, "outra-senha-forte");
    expect(reused.status).toBe(400);
    expect((await signIn(admin.email, "outra-senha-forte")).status).toBe(401);
  });

  it("refuses a certificate it was not told to trust (no SMTP_CA_FILE)", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@localhost:${smtpPort}`,
      from: MAIL_FROM,
      outboxDir: path.join(dir, "unused-outbox"),
      logger: pino({ level: "silent" }),
    });
    try {
      const sending = mailer.send({ to: "ninguem@example.com", subject: "teste", text: "teste", html: "<p>teste</p>" });
      await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
      await expect(sending).rejects.toMatchObject({ failure: { reason: expect.stringMatching(/self.signed certificate/i) } });
    } finally {
      mailer.close();
    }
  });

  it("answers alike while the provider refuses the login or is down; the mail waits in the queue and goes out once it is back", async () => {
    const admin = await createAdmin(t);
    const before = received.length;
    const answer = async (email: string) => {
      const started = performance.now();
      const response = await requestRecovery(email);
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    const up = await answer("ninguem@example.com");
    expect(up.status).toBe(200);

    // The provider's password changed: the app's login is now refused. The request does not know.
    acceptedPassword = "outra-senha-do-provedor";
    const refused = await answer(admin.email);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: up.status, body: up.body });
    await expect.poll(() => app.output(), { timeout: 15_000 }).toContain("EAUTH");

    // The server is down: nothing listens on its port any more. Still the same answer, at the same time.
    await stopSmtp();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round++) {
      for (const [email, times] of [
        [admin.email, known],
        [`ninguem-${round}@example.com`, unknown],
      ] as const) {
        const down = await answer(email);
        expect({ status: down.status, body: down.body }).toEqual({ status: up.status, body: up.body });
        times.push(down.ms);
      }
    }
    expect(Math.abs(median(known) - median(unknown)), `medians: known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeLessThan(15);
    await expect.poll(() => app.output(), { timeout: 15_000 }).toContain("ECONNREFUSED");

    // Nothing went out; the mails wait in the queue with the reason of their last try.
    expect(received.length).toBe(before);
    const queued = async () =>
      (
        await t.db.$client.query<{ attempts: number; last_error: string | null; sent: boolean }>(
          "select attempts, last_error, sent_at is not null as sent from mail_queue where recipient = $1 order by created_at",
          [admin.email],
        )
      ).rows;
    await expect.poll(async () => (await queued()).every((mail) => mail.attempts >= 1), { timeout: 15_000 }).toBe(true);
    const waiting = await queued();
    expect(waiting).toHaveLength(8);
    expect(waiting.every((mail) => !mail.sent)).toBe(true);
    expect(waiting[0]!.last_error).toMatch(/EAUTH|ECONNREFUSED/);
    expect(waiting.at(-1)!.last_error).toMatch(/ECONNREFUSED/);

    // The provider is back with the app's password. Instead of waiting for the next try (30 s and
    // more), the test moves the queue's clock: every mail is due now, and a NOTIFY wakes the sender.
    acceptedPassword = SMTP_PASSWORD;
    await startSmtp(smtpTls, smtpPort);
    await t.db.$client.query("update mail_queue set next_attempt_at = now() where sent_at is null and given_up_at is null");
    await t.db.$client.query("select pg_notify('louvor_mail_queue', '')");
    await expect.poll(() => received.length - before, { timeout: 30_000 }).toBe(8);
    const delivered = received.slice(before);
    expect(delivered.every((mail) => mail.rcptTo.join() === admin.email && mail.secure)).toBe(true);
    const tokens = await resetTokens();
    const mailed = delivered.map((mail) => resetLinkIn(mail.raw).searchParams.get("token")!);
    expect(new Set(mailed).size).toBe(8);
    for (const token of mailed) expect(tokens).toContain(token);
    await expect.poll(async () => (await queued()).every((mail) => mail.sent), { timeout: 10_000 }).toBe(true);

    // The log has each failed try with its reason, the mail's id and its recipient; never a link.
    const failures = app
      .output()
      .split("\n")
      .filter((line) => line.includes("mail not sent; will retry"));
    expect(failures.length).toBeGreaterThanOrEqual(8);
    for (const line of failures) expect(line).toMatch(new RegExp(`"mailId":"[0-9a-f-]{36}".*"to":"${admin.email}"`));
    for (const token of tokens) expect(app.output()).not.toContain(token);
    expect(app.output()).not.toContain("reset-password?token=");
  }, 120_000);
});
