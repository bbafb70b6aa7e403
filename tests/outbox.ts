import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The messages in an outbox folder, oldest first, as raw .eml text. */
export function readOutbox(outboxDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(outboxDir, file), "utf8"));
}

/** Undoes quoted-printable line wrapping and the encoded "=" (enough for ASCII text and links). */
export function softBreaksUndone(message: string): string {
  return message.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The password-reset link in a raw message. */
export function resetLinkIn(message: string): URL {
  const decoded = softBreaksUndone(message);
  const match = decoded.match(/https?:\/\/\S+\/reset-password\?token=[\w.~%-]+/);
  if (!match) throw new Error(`no reset link in message:\n${message}`);
  return new URL(match[0]);
}
