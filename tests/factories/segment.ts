import { eq } from "drizzle-orm";
import type { Executor } from "../../src/server/db/client";
import { services, songDetails } from "../../src/server/db/schema";
import { refreshSongStatistics } from "../../src/server/songs/statistics";
import { returnedRow } from "./returned-row";
import { createService } from "./service";
import { createSong } from "./song";

/**
 * A song segment of a service: a new service and song unless `serviceId` and `songCatalogId` are
 * given, played by the service's band unless `bandId` says otherwise. The song's statistics are
 * then recounted, as every app write that moves segments does (the read model's other figures
 * and the readable keys are kept by triggers).
 */
export async function createSegment(
  db: Executor,
  churchId: string,
  overrides: Partial<Omit<typeof songDetails.$inferInsert, "churchId">> = {},
) {
  const service = overrides.serviceId
    ? { id: overrides.serviceId, bandId: overrides.bandId ?? (await serviceBandId(db, overrides.serviceId)) }
    : await createService(db, churchId, overrides.bandId ? { bandId: overrides.bandId } : {});
  const songCatalogId = overrides.songCatalogId ?? (await createSong(db, churchId)).id;
  const rows = await db
    .insert(songDetails)
    .values({ churchId, startTime: 0, endTime: 300, ...overrides, serviceId: service.id, bandId: service.bandId, songCatalogId })
    .returning();
  await refreshSongStatistics(db, [songCatalogId]);
  return returnedRow(rows, "segment");
}

/**
 * A segment of a service already made, playing `songCatalogId` on the service's own video (as a
 * split service video is stored).
 */
export async function createSegmentIn(
  db: Executor,
  service: Pick<typeof services.$inferSelect, "id" | "churchId" | "videoUrl">,
  songCatalogId: string,
  overrides: Partial<Omit<typeof songDetails.$inferInsert, "churchId" | "serviceId" | "songCatalogId" | "youtubeUrl">> = {},
) {
  return createSegment(db, service.churchId, { ...overrides, serviceId: service.id, songCatalogId, youtubeUrl: service.videoUrl });
}

async function serviceBandId(db: Executor, serviceId: string): Promise<string> {
  const [row] = await db.select({ bandId: services.bandId }).from(services).where(eq(services.id, serviceId));
  if (!row) throw new Error(`service ${serviceId} not found`);
  return row.bandId;
}
