import { createHmac } from "node:crypto";
import { invitationTokenHash } from "../auth";
import type { EscalaMailContext } from "./escala-links";

/**
 * A musician's personal link ('Minhas escalas', issue 41): 256 bits, an HMAC under the escala links'
 * key over the musician and their random salt. Every mail carries the same link without storing it;
 * a new salt (or removing the musician) kills it. Only its SHA-256 is kept, to find the musician.
 */
export function personalToken(mail: Pick<EscalaMailContext, "linkKey">, musicianId: string, escalaSalt: string): { token: string; tokenHash: string } {
  const token = createHmac("sha256", mail.linkKey).update(`musician:${musicianId}:${escalaSalt}`).digest("base64url");
  return { token, tokenHash: invitationTokenHash(token) };
}
