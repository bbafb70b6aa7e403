import { createHmac, timingSafeEqual } from "node:crypto";
import type { MemberRole } from "@shared/schemas/team";
import type { Database } from "../db";
import type { AdminChurchScope, SessionUser } from "../http";
import type { Auth } from "./auth";

/**
 * One statement per pool connection, planned once: the session of a token with its user, the
 * church that user is a member of and their role there (none yet: nulls), so an admin request is
 * one round trip for all three. Membership is the truth (decision 450).
 */
const SESSION_BY_TOKEN = {
  name: "louvor_session_with_member_by_token",
  text: `select s.expires_at, u.id, u.email, u.name, u.email_verified, c.id as church_id, c.content_version::text as church_version, c.plans_version::text as church_plans_version, m.role
    from sessions s join users u on u.id = s.user_id
    left join church_members m on m.user_id = u.id left join churches c on c.id = m.church_id
    where s.token = $1`,
};

type SessionRow = {
  expires_at: Date;
  id: string;
  email: string;
  name: string;
  email_verified: boolean;
  church_id: string | null;
  church_version: string | null;
  church_plans_version: string | null;
  role: MemberRole | null;
};

/** The signed-in administrator, and their church when it was read with the session (null: none). */
export type SignedIn = { user: SessionUser; church?: AdminChurchScope | null };

/**
 * The token of a better-auth session cookie (`token.signature`, the signature an HMAC-SHA256 of
 * the token with the auth secret, in base64, the value URL-encoded), or null when the cookie is
 * absent or its signature does not verify: the check better-auth's own getSession makes.
 */
export function verifiedSessionToken(cookieHeader: string | null, cookieName: string, secret: string): string | null {
  if (!cookieHeader) return null;
  let value: string | undefined;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === cookieName) {
      value = part.slice(separator + 1).trim();
      break;
    }
  }
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.startsWith('"') ? value.slice(1, -1) : value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The signed-in administrator of a request, as better-auth's getSession finds it, in one prepared
 * statement (docs/decisions/305). A session is read from the database on every request, so
 * signing out, a password reset or an ended session takes effect at once. Whatever better-auth
 * must write (an expired session to delete, a session due for its daily extension) goes through
 * better-auth itself. A session of an unconfirmed account is no session (decision 490).
 */
export function createSessionCheck(auth: Auth, db: Database) {
  const context = auth.$context;

  return async function signedIn(headers: Headers): Promise<SignedIn | null> {
    const { authCookies, secret, sessionConfig } = await context;
    const token = verifiedSessionToken(headers.get("cookie"), authCookies.sessionToken.name, secret);
    if (!token) return null;
    const { rows } = await db.$client.query<SessionRow>({ ...SESSION_BY_TOKEN, values: [token] });
    const row = rows[0];
    // An account whose e-mail was never confirmed (left by a sign-up before decision 490) does nothing.
    if (!row?.email_verified) return null;
    const expiresAt = row.expires_at.getTime();
    const now = Date.now();
    const dueForExtension = expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
    if (expiresAt <= now || dueForExtension) {
      const session = await auth.api.getSession({ headers });
      return session?.user.emailVerified ? { user: { id: session.user.id, email: session.user.email, name: session.user.name } } : null;
    }
    const church =
      row.church_id && row.church_version && row.church_plans_version && row.role
        ? { id: row.church_id, contentVersion: row.church_version, plansVersion: row.church_plans_version, role: row.role }
        : null;
    return { user: { id: row.id, email: row.email, name: row.name }, church };
  };
}
