import { randomUUID } from "node:crypto";
import type { Database } from "../src/server/db/client";
import { bands, services, songDetails, songsCatalog } from "../src/server/db/schema";

/**
 * Rows for the song catalogue's tests, inserted straight into the test database (the service
 * form, which normally writes services and segments, is another module).
 */

export async function insertBand(db: Database, churchId: string, overrides: Partial<typeof bands.$inferInsert> = {}) {
  const [band] = await db
    .insert(bands)
    .values({ churchId, name: `Banda ${randomUUID().slice(0, 6)}`, year: 2020, ...overrides })
    .returning();
  if (!band) throw new Error("band insert returned nothing");
  return band;
}

export async function insertSong(db: Database, churchId: string, overrides: Partial<typeof songsCatalog.$inferInsert> = {}) {
  const [song] = await db
    .insert(songsCatalog)
    .values({ churchId, name: `Música ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  if (!song) throw new Error("song insert returned nothing");
  return song;
}

export async function insertService(
  db: Database,
  churchId: string,
  bandId: string,
  overrides: Partial<Omit<typeof services.$inferInsert, "shift">> = {},
) {
  const [service] = await db
    .insert(services)
    .values({ churchId, bandId, date: "2024-05-05", time: "10:00", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", ...overrides })
    .returning();
  if (!service) throw new Error("service insert returned nothing");
  return service;
}

export async function insertSegment(
  db: Database,
  service: { id: string; churchId: string; bandId: string },
  songId: string,
  overrides: Partial<typeof songDetails.$inferInsert> = {},
) {
  const [segment] = await db
    .insert(songDetails)
    .values({ churchId: service.churchId, serviceId: service.id, bandId: service.bandId, songCatalogId: songId, startTime: 60, endTime: 300, ...overrides })
    .returning();
  if (!segment) throw new Error("segment insert returned nothing");
  return segment;
}
