import { sql } from "drizzle-orm";
import type { SegmentInput, ServiceInput } from "@shared/schemas/services";
import { arrayLiteral, type Executor } from "../db";
import { insertCatalogueSongs, lockCatalogueAdditions } from "../songs";

/** A segment whose song is a catalogue song, new or not. */
export type ResolvedSegment = Omit<SegmentInput, "songCatalogId" | "newSong"> & { songCatalogId: string };
export type ResolvedServiceInput = Omit<ServiceInput, "segments"> & { segments: ResolvedSegment[] };

/**
 * The songs of 'Colar capítulos' that the catalogue did not have when the chapters were read
 * (`newSong`), added in the save's own transaction; a name the catalogue has by then (ignoring
 * case, the unique index's rule), or that two segments share, is one song (docs/decisions/438).
 */
export async function addNewSongs(tx: Executor, churchId: string, input: ServiceInput): Promise<ResolvedServiceInput> {
  const wanted = new Map<string, NonNullable<SegmentInput["newSong"]>>();
  for (const { newSong } of input.segments) {
    if (newSong && !wanted.has(newSong.name.toLowerCase())) wanted.set(newSong.name.toLowerCase(), newSong);
  }
  const ids = new Map<string, string>();
  const findExisting = async () => {
    const names = [...wanted.values()].map((song) => song.name);
    const rows = await tx.execute<{ typed: string; id: string }>(sql`
      select t.name as typed, c.id
      from unnest(${arrayLiteral(names)}::text[]) as t(name)
      join songs_catalog c on c.church_id = ${churchId} and lower(c.name) = lower(t.name)`);
    for (const row of rows.rows) ids.set(row.typed.toLowerCase(), row.id);
  };
  if (wanted.size > 0) {
    await lockCatalogueAdditions(tx, churchId);
    await findExisting();
    await insertCatalogueSongs(
      tx,
      churchId,
      [...wanted].filter(([key]) => !ids.has(key)).map(([, song]) => song),
    );
    await findExisting();
  }
  return {
    ...input,
    segments: input.segments.map(({ newSong, songCatalogId, ...segment }) => ({
      ...segment,
      songCatalogId: songCatalogId ?? ids.get(newSong!.name.toLowerCase())!,
    })),
  };
}
