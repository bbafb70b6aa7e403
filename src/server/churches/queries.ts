import { and, eq, sql } from "drizzle-orm";
import type { ChurchInput } from "@shared/schemas/churches";
import type { Executor } from "../db/client";
import { churches } from "../db/schema";
import { recordChange, type Actor } from "../history/record";
import { historySummaries } from "../history/summaries";

export const churchColumns = {
  id: churches.id,
  name: churches.name,
  slug: churches.slug,
  address: churches.address,
  youtubeChannel: churches.youtubeChannel,
  logoUrl: churches.logoUrl,
};

export type Church = { id: string; name: string; slug: string; address: string | null; youtubeChannel: string | null; logoUrl: string | null };

export const CHURCH_ADMIN_UNIQUE = "churches_admin_user_id_unique";
export const CHURCH_SLUG_UNIQUE = "churches_slug_unique";

/** The constraint a unique violation broke (also when drizzle wrapped the pg error), or null. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let candidate = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; candidate; ) {
    if (candidate.code === "23505") return typeof candidate.constraint === "string" ? candidate.constraint : "";
    candidate = candidate.cause as typeof candidate;
  }
  return null;
}

/** The church of an administrator, or null before they register one. */
export async function findChurchOfAdmin(db: Executor, userId: string): Promise<Church | null> {
  const [church] = await db.select(churchColumns).from(churches).where(eq(churches.adminUserId, userId));
  return church ?? null;
}

/**
 * Registers the church of the signed-in administrator (`by`). The unique constraints are the final
 * word on "one church per administrator" and "one church per slug": callers map their violations
 * (violatedUniqueConstraint).
 */
export async function insertChurch(db: Executor, by: Actor, input: ChurchInput): Promise<Church> {
  return db.transaction(async (tx) => {
    const [church] = await tx
      .insert(churches)
      .values({ adminUserId: by.id, ...input })
      .returning(churchColumns);
    if (!church) throw new Error("church insert returned nothing");
    await recordChange(tx, church.id, by, { kind: "church", recordId: church.id, action: "create", summary: historySummaries.church(church.name, "cadastrada") });
    return church;
  });
}

/** Changes the signed-in administrator's (`by`) own church; null when they have none. */
export async function updateChurchOfAdmin(db: Executor, by: Actor, input: ChurchInput): Promise<Church | null> {
  return db.transaction(async (tx) => {
    const [church] = await tx
      .update(churches)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(churches.adminUserId, by.id))
      .returning(churchColumns);
    if (!church) return null;
    await recordChange(tx, church.id, by, { kind: "church", recordId: church.id, action: "update", summary: historySummaries.church(church.name, "alterada") });
    return church;
  });
}

/** Whether a (normalised) slug is free for the administrator: no other church has it. */
export async function isSlugFree(db: Executor, slug: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: churches.id })
    .from(churches)
    .where(and(eq(churches.slug, slug), sql`${churches.adminUserId} is distinct from ${userId}`))
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
      select id, logo_url from churches where admin_user_id = ${userId} for update
    )
    update churches
       set logo_url = ${logoUrl}, updated_at = now()
      from previous
     where churches.id = previous.id
    returning churches.id, churches.name, churches.slug, churches.address,
              churches.youtube_channel as "youtubeChannel", churches.logo_url as "logoUrl",
              previous.logo_url as "previousLogoUrl"`);
  const row = result.rows[0];
  if (!row) return null;
  const { previousLogoUrl, ...church } = row;
  return { church, previousLogoUrl };
}
