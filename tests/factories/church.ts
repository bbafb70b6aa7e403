import { eq } from "drizzle-orm";
import type { Executor } from "../../src/server/db/client";
import { bands, churches, churchMembers, images, musicians, services, songsCatalog, type MemberRole } from "../../src/server/db/schema";
import { returnedRow, uniqueSuffix } from "./returned-row";

/**
 * A church; with `adminUserId` that user is its Administrador (a member), without it the church has
 * no member (the public pages do not need one).
 */
export async function createChurch(db: Executor, { adminUserId, ...overrides }: Partial<typeof churches.$inferInsert> & { adminUserId?: string } = {}) {
  const suffix = uniqueSuffix();
  const rows = await db
    .insert(churches)
    .values({ name: `Igreja ${suffix}`, slug: `igreja-${suffix}`, youtubeChannel: "https://www.youtube.com/@igreja", ...overrides })
    .returning();
  const church = returnedRow(rows, "church");
  if (adminUserId) await addMember(db, church.id, adminUserId, "admin");
  return church;
}

/** Makes a user a member of a church with a role. */
export async function addMember(db: Executor, churchId: string, userId: string, role: MemberRole) {
  const rows = await db.insert(churchMembers).values({ churchId, userId, role }).returning();
  return returnedRow(rows, "church member");
}

/** Removes a church's services, songs, bands, musicians and images, so each test starts from an empty church. */
export async function emptyChurch(db: Executor, churchId: string) {
  await db.delete(services).where(eq(services.churchId, churchId));
  await db.delete(songsCatalog).where(eq(songsCatalog.churchId, churchId));
  await db.delete(bands).where(eq(bands.churchId, churchId));
  await db.delete(musicians).where(eq(musicians.churchId, churchId));
  await db.delete(images).where(eq(images.churchId, churchId));
  await db.update(churches).set({ chapterVerdicts: {} }).where(eq(churches.id, churchId));
}
