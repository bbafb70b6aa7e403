import { randomUUID } from "node:crypto";
import {
  bandMusicians,
  bands,
  musicians,
  serviceMusiciansGlobal,
  serviceMusiciansIndividual,
  services,
  songDetails,
  songsCatalog,
} from "../src/server/db/schema";
import { refreshSongStatistics } from "../src/server/songs/statistics";
import { createAdmin, createChurch } from "./factories";
import type { TestApp } from "./test-app";

/**
 * Rows of a church's public catalogue (bands, musicians, services, segments, lineups), inserted
 * directly, for the public-catalogue API tests. Catalogue statistics are recounted the way the
 * app does after a service save.
 */
export function catalogueFactory(app: TestApp) {
  const { db } = app;
  return {
    async church(overrides: { name?: string; slug?: string } = {}) {
      const admin = await createAdmin(app);
      return createChurch(app, admin.id, overrides);
    },
    async band(churchId: string, values: { name: string; year: number; imageUrl?: string }) {
      const [row] = await db.insert(bands).values({ churchId, ...values }).returning();
      return row!;
    },
    async musician(churchId: string, values: { name: string; instrument?: string; bio?: string; avatarUrl?: string }) {
      const [row] = await db.insert(musicians).values({ churchId, ...values }).returning();
      return row!;
    },
    async member(churchId: string, bandId: string, musicianId: string, instrument: string[] = []) {
      await db.insert(bandMusicians).values({ churchId, bandId, musicianId, instrument });
    },
    async song(churchId: string, values: { name: string; author?: string | null; chordFile?: string | null; active?: boolean }) {
      const [row] = await db.insert(songsCatalog).values({ churchId, ...values }).returning();
      return row!;
    },
    async service(
      churchId: string,
      bandId: string,
      values: { date: string; time: string; active?: boolean; videoId?: string },
    ) {
      const videoId = values.videoId ?? randomUUID().replaceAll("-", "").slice(0, 11);
      const [row] = await db
        .insert(services)
        .values({
          churchId,
          bandId,
          date: values.date,
          time: values.time,
          active: values.active ?? true,
          videoUrl: `https://www.youtube.com/watch?v=${videoId}`,
        })
        .returning();
      return row!;
    },
    /** A segment of the song in the service (its band), then the song's statistics recounted. */
    async segment(
      service: { id: string; churchId: string; bandId: string; videoUrl: string },
      songId: string,
      values: { startTime: number; endTime: number; active?: boolean },
    ) {
      const [row] = await db
        .insert(songDetails)
        .values({
          churchId: service.churchId,
          serviceId: service.id,
          bandId: service.bandId,
          songCatalogId: songId,
          youtubeUrl: service.videoUrl,
          ...values,
        })
        .returning();
      await refreshSongStatistics(db, [songId]);
      return row!;
    },
    async serviceLineup(service: { id: string; churchId: string }, musicianIds: string[]) {
      await db
        .insert(serviceMusiciansGlobal)
        .values(musicianIds.map((musicianId) => ({ churchId: service.churchId, serviceId: service.id, musicianId })));
    },
    async segmentLineup(segment: { id: string; churchId: string; serviceId: string }, musicianIds: string[]) {
      await db.insert(serviceMusiciansIndividual).values(
        musicianIds.map((musicianId) => ({
          churchId: segment.churchId,
          serviceId: segment.serviceId,
          songDetailId: segment.id,
          musicianId,
        })),
      );
    },
    /** Recount after rows were changed behind the factory's back (e.g. a service made inactive). */
    refresh: (songIds: string[]) => refreshSongStatistics(db, songIds),
  };
}
