import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

// Mail waiting to be sent (server/mail-queue; decision 400)

/**
 * One row per mail the app has to send. A request only inserts it; the sender delivers it with
 * retries. The body holds the reset link, so it is sealed (AES-256-GCM, key derived from
 * AUTH_SECRET) and dropped once the mail is sent or given up; the row itself is pruned later.
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The sealed text and HTML parts; null once the mail is sent or given up. */
    body: bytea("body"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed (the server's reason, never the mail's content). */
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    givenUpAt: timestamp("given_up_at", { withTimezone: true }),
  },
  (t) => [
    // What the sender asks on every tick: the mail still to send whose time has come.
    index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.givenUpAt} is null`),
    check("mail_queue_kind", sql`${t.kind} in ('password-recovery', 'invitation', 'sign-up-confirmation', 'escala')`),
    check("mail_queue_attempts", sql`${t.attempts} >= 0`),
    check("mail_queue_done_once", sql`${t.sentAt} is null or ${t.givenUpAt} is null`),
    // A body exactly while the mail is still to send: nothing readable stays behind.
    check("mail_queue_body_until_done", sql`(${t.body} is null) = (${t.sentAt} is not null or ${t.givenUpAt} is not null)`),
  ],
);
