import { eq } from "drizzle-orm";
import { type Database, users, inClientTransaction } from "../db";
import { enqueueMail, mailQueueKey } from "../mail-queue";
import { churchOfUser, INVITATION_VALID_MS, newInvitationToken, replaceFirstAdminLink } from "../auth";
import { invitationLink, invitationMail } from "./invitation-mail";
import { INVITATION_MAIL_KIND } from "./invitations-queries";

// A church's first administrator's invitation (`npm run admin:invite`): there is no church yet, and
// the invitations table needs one, so its link is a verification row that auth keeps
// (auth/first-admin-links.ts, docs/decisions/462), valid for the 7 days.

export class FirstAdminInvitationError extends Error {}

/** Invites `email` to administer a church they will register; an earlier link of that e-mail dies. */
export async function inviteFirstAdministrator(db: Database, options: { email: string; publicUrl: string; authSecret: string }): Promise<void> {
  const email = options.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  // An account in no church (say, a member removed from one) may be invited to start a church: its
  // link asks the account's password (decision 491). One in a church may not.
  if (existing && (await churchOfUser(db, existing.id))) throw new FirstAdminInvitationError(`A conta ${email} já faz parte de uma igreja.`);
  const { token, tokenHash } = newInvitationToken();
  await inClientTransaction(db.$client, async (tx, client) => {
    await replaceFirstAdminLink(tx, { email, tokenHash, expiresAt: new Date(Date.now() + INVITATION_VALID_MS) });
    const link = invitationLink(options.publicUrl, token);
    await enqueueMail(client, mailQueueKey(options.authSecret), INVITATION_MAIL_KIND, invitationMail(email, link, { churchName: null, role: "admin" }));
  });
}
