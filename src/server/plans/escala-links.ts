import { createHmac } from "node:crypto";
import { mailQueueKey } from "../mail-queue";
import { invitationTokenHash } from "../auth";

/*
 * The escala's keys and answer links (issue 41, docs/decisions/514): the queue's seal and the
 * links' own key, both from AUTH_SECRET, and the token of one assignment's answer link.
 */

export type EscalaMailContext = { mailKey: Buffer; publicUrl: string; linkKey: Buffer };

/** The keys of the escala's mails: the queue's seal, and the links' own key, both from AUTH_SECRET. */
export function escalaMailContext(config: { authSecret: string; publicUrl: string }): EscalaMailContext {
  return {
    mailKey: mailQueueKey(config.authSecret),
    publicUrl: config.publicUrl,
    linkKey: createHmac("sha256", config.authSecret).update("louvor:escala-links").digest(),
  };
}

/**
 * An assignment's answer token: 256 bits, made from the links' key, the assignment and when its
 * escala mail went. A reminder then carries the same link as the first mail, and an update (a new
 * `sent_at`) a new one that replaces it. Only its SHA-256 is stored.
 */
export function escalaToken(mail: EscalaMailContext, assignmentId: string, sentAt: Date): { token: string; tokenHash: string } {
  const token = createHmac("sha256", mail.linkKey).update(`${assignmentId}:${sentAt.toISOString()}`).digest("base64url");
  return { token, tokenHash: invitationTokenHash(token) };
}
