import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  bandMusicians,
  bands,
  images,
  musicians,
  serviceMusiciansGlobal,
  serviceMusiciansIndividual,
  services,
  songDetails,
  songsCatalog,
} from "../src/server/db/schema";
import type { TestApp } from "./test-app";

/** Rows for the musicians and bands tests, inserted straight into the database. */

export async function insertMusician(app: TestApp, churchId: string, overrides: Partial<typeof musicians.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(musicians)
    .values({ churchId, name: `Músico ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  if (!row) throw new Error("musician insert returned nothing");
  return row;
}

export async function insertBand(
  app: TestApp,
  churchId: string,
  overrides: Partial<typeof bands.$inferInsert> = {},
  members: { musicianId: string; instrument?: string[] }[] = [],
) {
  const [row] = await app.db
    .insert(bands)
    .values({ churchId, name: `Banda ${randomUUID().slice(0, 8)}`, year: 2024, ...overrides })
    .returning();
  if (!row) throw new Error("band insert returned nothing");
  if (members.length > 0) {
    await app.db
      .insert(bandMusicians)
      .values(members.map((member) => ({ churchId, bandId: row.id, musicianId: member.musicianId, instrument: member.instrument ?? [] })));
  }
  return row;
}

export async function insertService(app: TestApp, churchId: string, bandId: string, date = "2025-03-09") {
  const [row] = await app.db
    .insert(services)
    .values({ churchId, bandId, date, time: "19:00:00", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" })
    .returning();
  if (!row) throw new Error("service insert returned nothing");
  return row;
}

/** A song segment of a service, played by `bandId` (the service's band unless told otherwise). */
export async function insertSegment(app: TestApp, churchId: string, serviceId: string, bandId: string) {
  const [song] = await app.db
    .insert(songsCatalog)
    .values({ churchId, name: `Música ${randomUUID().slice(0, 8)}` })
    .returning();
  if (!song) throw new Error("song insert returned nothing");
  const [segment] = await app.db
    .insert(songDetails)
    .values({ churchId, serviceId, songCatalogId: song.id, bandId, startTime: 0, endTime: 300 })
    .returning();
  if (!segment) throw new Error("segment insert returned nothing");
  return segment;
}

export async function addToServiceLineup(app: TestApp, churchId: string, serviceId: string, musicianId: string) {
  await app.db.insert(serviceMusiciansGlobal).values({ churchId, serviceId, musicianId, instrument: "Violão" });
}

export async function addToSongLineup(app: TestApp, churchId: string, serviceId: string, songDetailId: string, musicianId: string) {
  await app.db.insert(serviceMusiciansIndividual).values({ churchId, serviceId, songDetailId, musicianId, instrument: "Violão" });
}

/** A small real PNG, made with sharp. */
export async function pngBytes(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

export function imageForm(bytes: Uint8Array, name = "foto.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Removes a church's services, songs, bands, musicians and images, so each test starts from an empty church. */
export async function emptyChurch(app: TestApp, churchId: string) {
  await app.db.delete(services).where(eq(services.churchId, churchId));
  await app.db.delete(songsCatalog).where(eq(songsCatalog.churchId, churchId));
  await app.db.delete(bands).where(eq(bands.churchId, churchId));
  await app.db.delete(musicians).where(eq(musicians.churchId, churchId));
  await app.db.delete(images).where(eq(images.churchId, churchId));
}
