import { eq } from "drizzle-orm";
import type { Executor } from "../../src/server/db/client";
import { bands, churches, images, musicians, services, songsCatalog } from "../../src/server/db/schema";
import { returnedRow, uniqueSuffix } from "./returned-row";

/** A church; without `adminUserId` it has no administrator (the public pages do not need one). */
export async function createChurch(db: Executor, overrides: Partial<typeof churches.$inferInsert> = {}) {
  const suffix = uniqueSuffix();
  const rows = await db
    .insert(churches)
    .values({ name: `Igreja ${suffix}`, slug: `igreja-${suffix}`, youtubeChannel: "https://www.youtube.com/@igreja", ...overrides })
    .returning();
  return returnedRow(rows, "church");
}

/** Removes a church's services, songs, bands, musicians and images, so each test starts from an empty church. */
export async function emptyChurch(db: Executor, churchId: string) {
  await db.delete(services).where(eq(services.churchId, churchId));
  await db.delete(songsCatalog).where(eq(songsCatalog.churchId, churchId));
  await db.delete(bands).where(eq(bands.churchId, churchId));
  await db.delete(musicians).where(eq(musicians.churchId, churchId));
  await db.delete(images).where(eq(images.churchId, churchId));
}
