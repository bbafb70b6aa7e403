import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { churches } from "../db/schema";

export const churchColumns = {
  id: churches.id,
  name: churches.name,
  slug: churches.slug,
  address: churches.address,
  youtubeChannel: churches.youtubeChannel,
  logoUrl: churches.logoUrl,
};

export type Church = { id: string; name: string; slug: string; address: string | null; youtubeChannel: string | null; logoUrl: string | null };

/** The church of an administrator, or null before they register one. */
export async function findChurchOfAdmin(db: Executor, userId: string): Promise<Church | null> {
  const [church] = await db.select(churchColumns).from(churches).where(eq(churches.adminUserId, userId));
  return church ?? null;
}
