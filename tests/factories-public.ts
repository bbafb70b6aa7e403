import { randomUUID } from "node:crypto";
import type { Database } from "../src/server/db/client";
import {
  bandMusicians,
  bands,
  churches,
  musicians,
  serviceMusiciansGlobal,
  serviceMusiciansIndividual,
  services,
  songDetails,
  songsCatalog,
} from "../src/server/db/schema";
import { refreshSongStatistics } from "../src/server/songs/statistics";

/**
 * Rows of the public pages, inserted directly (the admin endpoints have their own tests). Each
 * helper takes only what a test cares about; the rest gets a plausible default.
 */

function first<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/** A church without an administrator (the public pages do not need one). */
export async function createPublicChurch(db: Database, overrides: Partial<typeof churches.$inferInsert> = {}) {
  const suffix = randomUUID().slice(0, 8);
  return first(
    await db
      .insert(churches)
      .values({ name: `Igreja ${suffix}`, slug: `igreja-${suffix}`, ...overrides })
      .returning(),
  );
}

export async function createBand(db: Database, churchId: string, overrides: Partial<typeof bands.$inferInsert> = {}) {
  return first(
    await db
      .insert(bands)
      .values({ churchId, name: `Banda ${randomUUID().slice(0, 6)}`, year: 2020, ...overrides })
      .returning(),
  );
}

export async function createMusician(db: Database, churchId: string, overrides: Partial<typeof musicians.$inferInsert> = {}) {
  return first(
    await db
      .insert(musicians)
      .values({ churchId, name: `Músico ${randomUUID().slice(0, 6)}`, instrument: "Violão", ...overrides })
      .returning(),
  );
}

export async function addBandMusician(db: Database, churchId: string, bandId: string, musicianId: string, instrument: string[] = ["Violão"]) {
  return first(await db.insert(bandMusicians).values({ churchId, bandId, musicianId, instrument }).returning());
}

export async function createSong(db: Database, churchId: string, overrides: Partial<typeof songsCatalog.$inferInsert> = {}) {
  return first(
    await db
      .insert(songsCatalog)
      .values({ churchId, name: `Canção ${randomUUID().slice(0, 6)}`, ...overrides })
      .returning(),
  );
}

export async function createService(
  db: Database,
  churchId: string,
  bandId: string,
  overrides: Partial<Omit<typeof services.$inferInsert, "shift">> = {},
) {
  return first(
    await db
      .insert(services)
      .values({
        churchId,
        bandId,
        date: "2024-03-10",
        time: "19:00:00",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        ...overrides,
      })
      .returning(),
  );
}

export async function createSegment(
  db: Database,
  service: { id: string; churchId: string; bandId: string },
  songId: string,
  overrides: Partial<typeof songDetails.$inferInsert> = {},
) {
  return first(
    await db
      .insert(songDetails)
      .values({
        churchId: service.churchId,
        serviceId: service.id,
        bandId: service.bandId,
        songCatalogId: songId,
        startTime: 0,
        endTime: 300,
        ...overrides,
      })
      .returning(),
  );
}

/** The service-wide lineup (service_musicians_global). */
export async function addServiceLineup(db: Database, service: { id: string; churchId: string }, musicianId: string, instrument = "Violão") {
  return first(
    await db
      .insert(serviceMusiciansGlobal)
      .values({ churchId: service.churchId, serviceId: service.id, musicianId, instrument })
      .returning(),
  );
}

/** One song's own lineup row (service_musicians_individual). */
export async function addSegmentLineup(
  db: Database,
  segment: { id: string; serviceId: string; churchId: string },
  musicianId: string,
  options: { instrument?: string; isGlobal?: boolean } = {},
) {
  return first(
    await db
      .insert(serviceMusiciansIndividual)
      .values({
        churchId: segment.churchId,
        serviceId: segment.serviceId,
        songDetailId: segment.id,
        musicianId,
        instrument: options.instrument ?? "Violão",
        isGlobal: options.isGlobal ?? false,
      })
      .returning(),
  );
}

export { refreshSongStatistics };
