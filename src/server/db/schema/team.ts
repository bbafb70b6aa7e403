import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, reference, timestamps } from "./columns";
import { users } from "./auth";
import { churchRow, churches } from "./churches";
import type { MemberRole } from "../../../shared/schemas/team";

// ---------------------------------------------------------------------------
// A church's team (issue 24): its members and their roles, the invitations, and who changed what.
// ---------------------------------------------------------------------------

export { MEMBER_ROLES, type MemberRole } from "../../../shared/schemas/team";

/** The members of a church: a user belongs to one church (the unique user id is the rule). */
export const churchMembers = pgTable(
  "church_members",
  {
    ...churchRow(),
    userId: reference("user_id", () => users.id, "cascade"),
    role: text("role").$type<MemberRole>().notNull(),
    ...timestamps(),
  },
  (t) => [
    check("church_members_role_known", sql`${t.role} in ('admin', 'editor')`),
    uniqueIndex("church_members_user_id_unique").on(t.userId),
    index("church_members_church_id_idx").on(t.churchId),
  ],
);

/**
 * Invitations to join a church: the link carries a random token, the row keeps only its SHA-256,
 * valid until expires_at and used once (accepted_at), unless revoked.
 */
export const invitations = pgTable(
  "invitations",
  {
    ...churchRow(),
    /** As typed, trimmed and lower-cased. */
    email: text("email").notNull(),
    role: text("role").$type<MemberRole>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("invitations_role_known", sql`${t.role} in ('admin', 'editor')`),
    check("invitations_email_lower_case", sql`${t.email} = lower(btrim(${t.email})) and ${t.email} <> ''`),
    uniqueIndex("invitations_token_hash_unique").on(t.tokenHash),
    index("invitations_church_id_idx").on(t.churchId),
  ],
);

/**
 * Who changed what (issue 24): one row per admin write, written in the write's own transaction.
 * The member's name is kept as it was, so a removed member's entries keep it.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    churchId: reference("church_id", () => churches.id, "cascade"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    /** The kind of record: 'service', 'song', 'musician', 'band', 'plan', 'church', 'member', 'invitation'... */
    kind: text("kind").notNull(),
    /** The record's id (null when the write has no single record). */
    recordId: uuid("record_id"),
    /** 'create', 'update' or 'delete'. */
    action: text("action").notNull(),
    /** A short Portuguese summary of the change, as the 'Histórico' page shows it. */
    summary: text("summary").notNull(),
    at: createdAt(),
  },
  (t) => [
    check("audit_entries_action_known", sql`${t.action} in ('create', 'update', 'delete')`),
    check("audit_entries_summary_length", sql`char_length(${t.summary}) <= 500`),
    index("audit_entries_church_id_at_idx").on(t.churchId, t.at.desc()),
    index("audit_entries_church_id_record_idx").on(t.churchId, t.kind, t.recordId, t.at),
    index("audit_entries_user_id_idx").on(t.userId),
  ],
);
