import { and, eq, sql } from "drizzle-orm";
import type { Church, ChurchInput } from "@shared/schemas/churches";
import { endChurchRegistration } from "../auth";
import { type Executor, churches, churchMembers } from "../db";
import { recordChange, type Actor, historySummaries } from "../history";
import { addMember } from "../team";

export const churchColumns = {
  id: churches.id,
  name: churches.name,
  slug: churches.slug,
  address: churches.address,
  youtubeChannel: churches.youtubeChannel,
  logoUrl: churches.logoUrl,
  publishCharts: churches.publishCharts,
  escalaReminderDays: churches.escalaReminderDays,
  escalaDayBefore: churches.escalaDayBefore,
};

export type { Church } from "@shared/schemas/churches";

/** A user belongs to one church: registering a second one breaks the members' unique user id. */
export const CHURCH_ADMIN_UNIQUE = "church_members_user_id_unique";
export const CHURCH_SLUG_UNIQUE = "churches_slug_unique";

/** The constraint a unique violation broke (also when drizzle wrapped the pg error), or null. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let candidate = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; candidate; ) {
    if (candidate.code === "23505") return typeof candidate.constraint === "string" ? candidate.constraint : "";
    candidate = candidate.cause as typeof candidate;
  }
  return null;
}

/** The id of the church a user is a member of, as a subquery (membership is the truth, decision 450). */
const churchIdOfMember = (userId: string) => sql`(select ${churchMembers.churchId} from ${churchMembers} where ${churchMembers.userId} = ${userId})`;

/** The church a user is a member of (Administrador or Editor), or null before they have one. */
export async function findChurchOfMember(db: Executor, userId: string): Promise<Church | null> {
  const [church] = await db
    .select(churchColumns)
    .from(churches)
    .innerJoin(churchMembers, eq(churchMembers.churchId, churches.id))
    .where(eq(churchMembers.userId, userId));
  return church ?? null;
}

/**
/**
 * Registers a church with the signed-in user (`by`) as its first member, an Administrador, in one
 * transaction. The unique constraints are the final word on "one church per user" (the members'
 * user id) and "one church per slug": callers map their violations (violatedUniqueConstraint).
 */
export async function insertChurch(db: Executor, by: Actor, input: ChurchInput): Promise<Church> {
  return db.transaction(async (tx) => {
    const [church] = await tx.insert(churches).values(input).returning(churchColumns);
    if (!church) throw new Error("church insert returned nothing");
    await addMember(tx, { churchId: church.id, userId: by.id, role: "admin" });
    // The grant to start a church is used up (decision 491).
    await endChurchRegistration(tx, by.id);
    await recordChange(tx, church.id, by, { kind: "church", recordId: church.id, action: "create", summary: historySummaries.church(church.name, "cadastrada") });
    return church;
  });
}

/** Changes the member's (`by`) own church; null when they have none. (Only an Administrador reaches it: requireAdministrator.) */
export async function updateChurchOfAdmin(db: Executor, by: Actor, input: ChurchInput): Promise<Church | null> {
  return db.transaction(async (tx) => {
    const [church] = await tx
      .update(churches)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(churches.id, churchIdOfMember(by.id)))
      .returning(churchColumns);
    if (!church) return null;
    await recordChange(tx, church.id, by, { kind: "church", recordId: church.id, action: "update", summary: historySummaries.church(church.name, "alterada") });
    return church;
  });
}

/** Whether a (normalised) slug is free for the user: no church but their own has it. */
export async function isSlugFree(db: Executor, slug: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: churches.id })
    .from(churches)
    .where(and(eq(churches.slug, slug), sql`${churches.id} is distinct from ${churchIdOfMember(userId)}`))
    .limit(1);
  return !taken;
}

/**
 * Points the administrator's church at a new logo and returns the church and the URL it had
 * before (so the caller can delete the old file); null when they have no church. One statement:
 * two uploads at once cannot both read the same old logo.
 */
export async function replaceChurchLogo(
  db: Executor,
  by: Actor,
  logoUrl: string,
): Promise<{ church: Church; previousLogoUrl: string | null } | null> {
  return db.transaction(async (tx) => {
    const replaced = await pointChurchAtLogo(tx, by.id, logoUrl);
    if (replaced) {
      const { church } = replaced;
      await recordChange(tx, church.id, by, { kind: "church", recordId: church.id, action: "update", summary: historySummaries.churchLogo(church.name) });
    }
    return replaced;
  });
}

async function pointChurchAtLogo(db: Executor, userId: string, logoUrl: string): Promise<{ church: Church; previousLogoUrl: string | null } | null> {
  const result = await db.execute<Church & { previousLogoUrl: string | null }>(sql`
    with previous as (
      select c.id, c.logo_url from churches c join church_members m on m.church_id = c.id
       where m.user_id = ${userId} for update of c
    )
    update churches
       set logo_url = ${logoUrl}, updated_at = now()
      from previous
     where churches.id = previous.id
    returning churches.id, churches.name, churches.slug, churches.address,
              churches.youtube_channel as "youtubeChannel", churches.logo_url as "logoUrl",
              churches.publish_charts as "publishCharts", churches.escala_reminder_days as "escalaReminderDays",
              churches.escala_day_before as "escalaDayBefore",
              previous.logo_url as "previousLogoUrl"`);
  const row = result.rows[0];
  if (!row) return null;
  const { previousLogoUrl, ...church } = row;
  return { church, previousLogoUrl };
}
