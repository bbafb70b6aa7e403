import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "../logger";

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
};

/**
 * With an SMTP_URL mail goes out through that server. Without one, each message is written as
 * an .eml file to the outbox folder (open it with any mail client; the log names the file, never
 * its content), so recovery links work on a machine with no mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(mail) {
      const info = await transporter.sendMail({ from: options.from, ...mail });
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
