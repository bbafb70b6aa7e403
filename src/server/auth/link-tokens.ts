import { createHash, randomBytes } from "node:crypto";

/** A link's token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: invitationTokenHash(token) };
}

export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const INVITATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
