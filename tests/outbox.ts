import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { matchPattern, paths, tokenParam } from "../src/shared/paths";

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

/** The password-reset link in a raw message: the first link to its page with a token. */
export function resetLinkIn(message: string): URL {
  const links = softBreaksUndone(message).match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links
    .map((candidate) => new URL(candidate))
    .find((url) => matchPattern(paths.resetPassword.pattern, url.pathname) !== null && url.searchParams.has(tokenParam));
  if (!link) throw new Error(`no reset link in message:\n${message}`);
  return link;
}
