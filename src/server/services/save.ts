import { randomUUID } from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { serviceMessages, type ServiceEditorState, type ServiceInput } from "@shared/schemas/services";
import {
  arrayLiteral, nullableArrayLiteral, type Database, type Executor, services, songDetails, songsCatalog, inTransaction, type Transaction,
} from "../db";
import { learnFromAnalysis } from "../recording";
import { AppError } from "../http";
import { isBandOfChurch } from "../bands";
import { replaceLineups } from "../lineups";
import { musiciansOfChurch } from "../musicians";
import { removeRecordedPlan } from "../plans";
import { recordChange, type Actor, historySummaries } from "../history";
import { rememberChapterVerdicts } from "../churches";
import { addNewSongs, type ResolvedServiceInput } from "./new-songs";
import { lockSongs, markSongsAsNew, refreshSongStatistics, songNamesOfChurch, songsLastPlayedIn } from "../songs";
import { concurrentChange, findServiceEditorState, segmentNotFound, serviceNotFound } from "./queries";

/**
 * The save path of a service (spec §4 "Saving a service", "Deleting a service"): each write is one
 * transaction that locks the service, then the songs whose statistics it changes.
 */

type Issue = { path: string; message: string };
const invalid = (issues: Issue[]) => new AppError(422, "validation_failed", "Dados inválidos.", issues);

// ---------------------------------------------------------------------------
// Locks
// ---------------------------------------------------------------------------

/** Locks the service row: saves and deletes of one service run one after another. */
async function lockService(tx: Executor, churchId: string, id: string): Promise<{ id: string; date: string } | undefined> {
  const [row] = await tx
    .select({ id: services.id, date: services.date })
    .from(services)
    .where(and(eq(services.id, id), eq(services.churchId, churchId)))
    .for("update");
  return row;
}

/** Songs whose statistics depend on this service: its segments' songs and songs it is the last service of. */
async function songsOfService(tx: Executor, serviceId: string): Promise<string[]> {
  const segments = await tx.execute<{ id: string }>(sql`select song_catalog_id as id from song_details where service_id = ${serviceId}`);
  const lastPlayed = await songsLastPlayedIn(tx, serviceId);
  return [...new Set([...segments.rows.map((row) => row.id), ...lastPlayed])];
}

// ---------------------------------------------------------------------------
// Save
// ---------------------------------------------------------------------------

/**
 * Creates (id null) or updates a service with everything of the form in one transaction (spec §4
 * "Saving a service", steps 1–6): the service; its segments matched by id (view counts kept, new
 * ones at 0, missing ones deleted); the new-song marks; both lineups; and the catalogue
 * statistics of every song touched before or after, recounted (docs/decisions/006).
 */
export async function saveService(db: Database, churchId: string, id: string | null, body: ServiceInput, by: Actor): Promise<ServiceEditorState> {
  const serviceId = await inTransaction(db, async (tx) => {
    const savedId = await saveServiceWithin(tx, churchId, id, body);
    const summary = historySummaries.service(body.date, id ? "alterado" : "criado");
    await recordChange(tx, churchId, by, { kind: "service", recordId: savedId, action: id ? "update" : "create", summary });
    return savedId;
  }, concurrentChange);
  const state = await findServiceEditorState(db, churchId, serviceId);
  if (!state) throw serviceNotFound();
  return state;
}

/** `saveService`'s work inside a transaction the caller holds (the YouTube import adds its own checks to it); answers the service's id. */
export async function saveServiceWithin(tx: Transaction, churchId: string, id: string | null, body: ServiceInput): Promise<string> {
  let previous: { id: string; songCatalogId: string }[] = [];
  let touchedBefore: string[] = [];
  if (id) {
    if (!(await lockService(tx, churchId, id))) throw serviceNotFound();
    previous = await tx
      .select({ id: songDetails.id, songCatalogId: songDetails.songCatalogId })
      .from(songDetails)
      .where(eq(songDetails.serviceId, id));
    touchedBefore = await songsOfService(tx, id);
  }

  const input = await addNewSongs(tx, churchId, body);
  const songNames = await checkReferences(tx, churchId, input, new Set(previous.map((segment) => segment.id)));
  await lockSongs(tx, [...touchedBefore, ...input.segments.map((segment) => segment.songCatalogId)]);

  const fields = { date: input.date, time: input.time, videoUrl: input.videoUrl, bandId: input.bandId, active: input.active };
  let savedId: string;
  if (id) {
    await tx.update(services).set(fields).where(eq(services.id, id));
    savedId = id;
  } else {
    const [created] = await tx.insert(services).values({ churchId, ...fields }).returning({ id: services.id });
    if (!created) throw new Error("service insert returned nothing");
    savedId = created.id;
  }

  const segments = input.segments.map((segment) => ({ ...segment, id: segment.id ?? randomUUID(), isSaved: Boolean(segment.id) }));
  const kept = segments.filter((segment) => segment.isSaved);
  const added = segments.filter((segment) => !segment.isSaved);

  await tx.delete(songDetails).where(
    kept.length > 0
      ? and(eq(songDetails.serviceId, savedId), notInArray(songDetails.id, kept.map((segment) => segment.id)))
      : eq(songDetails.serviceId, savedId),
  );
  if (kept.length > 0) {
    await tx.execute(sql`
      update song_details as d
      set song_catalog_id = u.song_id,
          start_time = u.start_time,
          end_time = u.end_time,
          musical_key = u.musical_key,
          tempo = u.tempo,
          band_id = ${input.bandId},
          youtube_url = ${input.videoUrl},
          name = c.name,
          updated_at = now()
      from unnest(
        ${arrayLiteral(kept.map((segment) => segment.id))}::uuid[],
        ${arrayLiteral(kept.map((segment) => segment.songCatalogId))}::uuid[],
        ${arrayLiteral(kept.map((segment) => segment.startTime))}::int[],
        ${arrayLiteral(kept.map((segment) => segment.endTime))}::int[],
        ${nullableArrayLiteral(kept.map((segment) => segment.musicalKey))}::text[],
        ${nullableArrayLiteral(kept.map((segment) => segment.tempo))}::int[]
      ) as u(id, song_id, start_time, end_time, musical_key, tempo)
      join songs_catalog c on c.id = u.song_id
      where d.id = u.id and d.service_id = ${savedId}`);
  }
  if (added.length > 0) {
    await tx.insert(songDetails).values(
      added.map((segment) => ({
        id: segment.id,
        churchId,
        serviceId: savedId,
        songCatalogId: segment.songCatalogId,
        bandId: input.bandId,
        startTime: segment.startTime,
        endTime: segment.endTime,
        musicalKey: segment.musicalKey,
        tempo: segment.tempo,
        youtubeUrl: input.videoUrl,
        name: songNames.get(segment.songCatalogId) ?? null,
      })),
    );
  }

  await markSongsAsNew(
    tx,
    segments
      .filter((segment) => segment.isNew)
      .map((segment) => ({ songId: segment.songCatalogId, serviceDate: input.date, bandId: input.bandId })),
  );

  await replaceLineups(
    tx,
    churchId,
    savedId,
    input.musicians,
    segments.map((segment) => ({ segmentId: segment.id, musicians: segment.musicians })),
  );

  await refreshSongStatistics(tx, [...touchedBefore, ...segments.map((segment) => segment.songCatalogId)]);
  if (input.planId) await removeRecordedPlan(tx, churchId, input.planId);
  if (input.recording) {
    const saved = segments.map((segment) => ({ ...segment, songName: songNames.get(segment.songCatalogId) ?? "" }));
    await learnFromAnalysis(tx, churchId, savedId, input.recording, saved);
  }
  // Last: the church's row is locked from here to the commit, as the content version's trigger locks it then.
  await rememberChapterVerdicts(tx, churchId, input.chapterVerdicts);
  return savedId;
}

/**
 * What a save refers to must belong to the church (band, songs, musicians) or to the service
 * (segment ids). Answers the songs' names for the segments' denormalised name column.
 */
async function checkReferences(
  tx: Executor,
  churchId: string,
  input: ResolvedServiceInput,
  savedSegmentIds: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const issues: Issue[] = [];

  if (!(await isBandOfChurch(tx, churchId, input.bandId))) issues.push({ path: "bandId", message: serviceMessages.bandNotFound });
  const songNames = await songNamesOfChurch(
    tx,
    churchId,
    input.segments.map((segment) => segment.songCatalogId),
  );

  const musicianIds = [
    ...input.musicians.map((entry) => entry.musicianId),
    ...input.segments.flatMap((segment) => (segment.musicians ?? []).map((entry) => entry.musicianId)),
  ];
  const knownMusicians = await musiciansOfChurch(tx, churchId, musicianIds);

  input.segments.forEach((segment, index) => {
    if (segment.id && !savedSegmentIds.has(segment.id)) {
      issues.push({ path: `segments.${index}.id`, message: serviceMessages.segmentNotFound });
    }
    if (!songNames.has(segment.songCatalogId)) {
      issues.push({ path: `segments.${index}.songCatalogId`, message: serviceMessages.songNotFound });
    }
    segment.musicians?.forEach((entry, position) => {
      if (!knownMusicians.has(entry.musicianId)) {
        issues.push({ path: `segments.${index}.musicians.${position}.musicianId`, message: serviceMessages.musicianNotFound });
      }
    });
  });
  input.musicians.forEach((entry, position) => {
    if (!knownMusicians.has(entry.musicianId)) {
      issues.push({ path: `musicians.${position}.musicianId`, message: serviceMessages.musicianNotFound });
    }
  });

  if (issues.length > 0) throw invalid(issues);
  return songNames;
}

// ---------------------------------------------------------------------------
// Deletes
// ---------------------------------------------------------------------------

/**
 * Deletes a service (spec §4 "Deleting a service"): update_last_service_on_delete gives every song
 * it touched the statistics it would have without it, then its segments and the service go (the
 * lineups with them).
 */
export async function deleteService(db: Database, churchId: string, id: string, by: Actor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const service = await lockService(tx, churchId, id);
    if (!service) throw serviceNotFound();
    await lockSongs(tx, await songsOfService(tx, id));
    await tx.execute(sql`select update_last_service_on_delete(${id}::uuid)`);
    await tx.delete(songDetails).where(eq(songDetails.serviceId, id));
    await tx.delete(services).where(eq(services.id, id));
    await recordChange(tx, churchId, by, { kind: "service", recordId: id, action: "delete", summary: historySummaries.service(service.date, "excluído") });
  }, concurrentChange);
}

/** Deletes one song of a service (the list's single-song delete) and recounts that song. */
export async function deleteSegment(db: Database, churchId: string, serviceId: string, segmentId: string, by: Actor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const service = await lockService(tx, churchId, serviceId);
    if (!service) throw serviceNotFound();
    const [segment] = await tx
      .select({ songCatalogId: songDetails.songCatalogId, songName: songsCatalog.name })
      .from(songDetails)
      .innerJoin(songsCatalog, eq(songsCatalog.id, songDetails.songCatalogId))
      .where(and(eq(songDetails.id, segmentId), eq(songDetails.serviceId, serviceId)));
    if (!segment) throw segmentNotFound();
    await lockSongs(tx, [segment.songCatalogId]);
    await tx.delete(songDetails).where(eq(songDetails.id, segmentId));
    await refreshSongStatistics(tx, [segment.songCatalogId]);
    const summary = historySummaries.segmentRemoved(segment.songName, service.date);
    await recordChange(tx, churchId, by, { kind: "service", recordId: serviceId, action: "update", summary });
  }, concurrentChange);
}
