import { sql } from "drizzle-orm";
import { type Executor, rows } from "../db";

/**
 * Who may register a new church (docs/decisions/491). With SIGNUP=closed only an account that
 * holds this grant: one made by `admin:create`, or by accepting an `admin:invite` link, or a
 * sign-up confirmed while SIGNUP was open. It is a row of better-auth's verification table
 * (`church-registration:<user id>`, value the user id), used up when the church is registered and
 * dropped when the account joins a church by an invitation; a member removed from a church has
 * none, so signing in again does not let them start one.
 */
const CHURCH_REGISTRATION_PREFIX = "church-registration:";
/** A grant waits for its church as long as the account lives (the expiry column needs a value). */
const GRANT_YEARS = 100;

export async function grantChurchRegistration(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`insert into verifications (identifier, value, expires_at)
        select ${CHURCH_REGISTRATION_PREFIX + userId}, ${userId}, now() + make_interval(years => ${GRANT_YEARS})
        where not exists (select 1 from verifications where identifier = ${CHURCH_REGISTRATION_PREFIX + userId})`,
  );
}

export async function mayRegisterChurch(db: Executor, userId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(db, sql`select 1 as one from verifications where identifier = ${CHURCH_REGISTRATION_PREFIX + userId}`);
  return found.length > 0;
}

/** Uses up (or drops) the grant: the account has a church now. */
export async function endChurchRegistration(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`delete from verifications where identifier = ${CHURCH_REGISTRATION_PREFIX + userId}`);
}
