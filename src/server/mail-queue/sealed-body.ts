import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { MailCalendar } from "./mailer";

/**
 * A queued mail's text and HTML, sealed with AES-256-GCM (decision 400). The mail holds a reset
 * link, so it must be readable again to be sent, but never lie in the database in plain. The key
 * is derived from AUTH_SECRET with HKDF, so there is no second secret to keep; the row's id is the
 * additional data, so a sealed body cannot be moved to another row.
 *
 * Layout: version (1 byte) | IV (12) | tag (16) | ciphertext.
 */

export type MailBody = { text: string; html: string; calendar?: MailCalendar };

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export class UnreadableMailBodyError extends Error {
  constructor(reason: string) {
    super(`queued mail body cannot be opened: ${reason}`);
    this.name = "UnreadableMailBodyError";
  }
}

/** The queue's key: HKDF-SHA-256 of the auth secret, for this use only. */
export function mailQueueKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "louvor", "louvor mail_queue body v1", 32));
}

export function sealMailBody(key: Buffer, mailId: string, body: MailBody): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(mailId, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

export function openMailBody(key: Buffer, mailId: string, sealed: Buffer): MailBody {
  if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) throw new UnreadableMailBodyError("unknown format");
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(Buffer.from(mailId, "utf8"));
  decipher.setAuthTag(tag);
  let plain: string;
  try {
    plain = Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    // The usual cause: AUTH_SECRET changed since the mail was queued.
    throw new UnreadableMailBodyError("authentication failed (was AUTH_SECRET changed?)");
  }
  return JSON.parse(plain) as MailBody;
}
