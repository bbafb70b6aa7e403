import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "../logger";

/** `calendar`: an RFC 5545 event sent as the mail's calendar part (an escala's, issue 41). */
export type Mail = { to: string; subject: string; text: string; html: string; calendar?: MailCalendar };
export type MailCalendar = { method: "PUBLISH" | "CANCEL"; content: string };

export type Mailer = {
  /** Sends the mail; rejects with a MailDeliveryError when the server does not take it. */
  send(mail: Mail): Promise<void>;
  close(): void;
};

/** Why a mail was not sent, in words fit for the log: never the mail's content (it holds links). */
export type MailFailure = { code?: string; command?: string; responseCode?: number; reason: string };

export class MailDeliveryError extends Error {
  constructor(readonly failure: MailFailure) {
    super(`mail not sent: ${failure.reason}`);
    this.name = "MailDeliveryError";
  }
}

function failureOf(error: unknown): MailFailure {
  const details = (error ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown; message?: unknown };
  return {
    code: typeof details.code === "string" ? details.code : undefined,
    command: typeof details.command === "string" ? details.command : undefined,
    responseCode: typeof details.responseCode === "number" ? details.responseCode : undefined,
    reason: typeof details.message === "string" ? details.message : String(error),
  };
}

/** A provider that does not answer must not hold the user's request for minutes (nodemailer waits 2 min by default). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * With an SMTP_URL mail goes out through that server (STARTTLS when it offers it, or TLS from the
 * start with smtps://; `smtpCa` adds a certificate authority to trust, e.g. a self-signed one).
 * Without one, each message is written as an .eml file to the outbox folder (open it with any
 * mail client; the log names the file, never its content), so recovery links work on a machine
 * with no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  smtpCa?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS, ...(options.smtpCa ? { tls: { ca: options.smtpCa } } : {}) })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(mail) {
      let info: { messageId: string; message?: unknown };
      try {
        const { calendar, ...message } = mail;
        const icalEvent = calendar ? { method: calendar.method, filename: "escala.ics", content: calendar.content } : undefined;
        info = (await transporter.sendMail({ from: options.from, ...message, ...(icalEvent ? { icalEvent } : {}) })) as typeof info;
      } catch (error) {
        throw new MailDeliveryError(failureOf(error));
      }
      if (options.smtpUrl) {
        options.logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, "mail sent");
        return;
      }
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox (no SMTP_URL)");
    },
    close() {
      transporter.close();
    },
  };
}
