import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { SONG_HISTORY_PAGE_SIZE, songMessages, type SongExecution, type SongExecutionsQuery } from "@shared/schemas/songs";
import type { PerformanceValues } from "@shared/schemas/services";
import { type Executor, services, songDetails, songDetailsWithServices, songsCatalog, likeContains } from "../db";
import { recordChange, type Actor, historySummaries } from "../history";
import { notFound } from "../http";
import { assertSongOfChurch } from "./queries";

/** A catalogue song's executions: its history (admin song detail) and each one's key and tempo. */

const view = songDetailsWithServices;

/** Matches the date as shown (dd/MM/yyyy, also dd.MM.yyyy), the time (HH:MM) or the band's name. */
function executionMatches(term: string): SQL {
  const pattern = likeContains(term);
  return sql`(
    to_char(${view.serviceDate}, 'DD/MM/YYYY') like ${pattern}
    or to_char(${view.serviceDate}, 'DD.MM.YYYY') like ${pattern}
    or to_char(${view.serviceTime}, 'HH24:MI') like ${pattern}
    or louvor_search_text(${view.bandName}) like ${pattern}
  )`;
}

/** A song's executions (active segments of active services), latest service first, 10 per page. */
export async function listSongExecutions(
  db: Executor,
  churchId: string,
  songId: string,
  query: SongExecutionsQuery,
): Promise<{ executions: SongExecution[]; total: number }> {
  await assertSongOfChurch(db, churchId, songId);
  const where = and(
    eq(view.churchId, churchId),
    eq(view.songCatalogId, songId),
    eq(view.active, true),
    eq(view.serviceActive, true),
    query.search ? executionMatches(query.search) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: view.id,
        serviceId: view.serviceId,
        serviceDate: view.serviceDate,
        serviceTime: sql<string>`to_char(${view.serviceTime}, 'HH24:MI')`,
        bandName: view.bandName,
        bandYear: view.bandYear,
        startTime: view.startTime,
        endTime: view.endTime,
        // The segment's times are positions in the service's video.
        videoUrl: view.videoUrl,
        musicalKey: view.musicalKey,
        tempo: view.tempo,
      })
      .from(view)
      .where(where)
      .orderBy(desc(view.serviceDate), desc(view.serviceTime), asc(view.startTime), asc(view.id))
      .limit(SONG_HISTORY_PAGE_SIZE)
      .offset((query.page - 1) * SONG_HISTORY_PAGE_SIZE),
    db.select({ total: count() }).from(view).where(where),
  ]);
  return { executions: rows, total: totals?.total ?? 0 };
}

/**
 * Sets the key and tempo of one of a song's executions (issue 27), from the catalogue song's
 * history: one statement, the church's and the song's own segment only (404 otherwise).
 */
export async function updateSongExecution(
  db: Executor,
  churchId: string,
  songId: string,
  segmentId: string,
  input: PerformanceValues,
  by: Actor,
): Promise<PerformanceValues> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(songDetails)
      .set({ musicalKey: input.musicalKey, tempo: input.tempo })
      .where(and(eq(songDetails.id, segmentId), eq(songDetails.songCatalogId, songId), eq(songDetails.churchId, churchId)))
      .returning({ musicalKey: songDetails.musicalKey, tempo: songDetails.tempo, serviceId: songDetails.serviceId });
    if (!updated) throw notFound(songMessages.executionNotFound);
    const [names] = await tx
      .select({ song: songsCatalog.name, date: services.date })
      .from(songsCatalog)
      .innerJoin(services, eq(services.id, updated.serviceId))
      .where(eq(songsCatalog.id, songId));
    // A segment belongs to its service: the change is the service's (its 'Última alteração' moves).
    await recordChange(tx, churchId, by, {
      kind: "service",
      recordId: updated.serviceId,
      action: "update",
      summary: historySummaries.performanceChanged(names?.song ?? "", names?.date ?? ""),
    });
    return { musicalKey: updated.musicalKey, tempo: updated.tempo };
  });
}
