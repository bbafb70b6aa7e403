import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import {
  SERVICES_PAGE_SIZE,
  serviceMessages,
  type ServiceEditorState,
  type ServiceInput,
  type ServiceListItem,
  type ServiceListQuery,
  type ServiceListResponse,
} from "@shared/schemas/services";
import { arrayLiteral, nullableArrayLiteral } from "../db/arrays";
import type { Database, Executor } from "../db/client";
import { services, servicesWithBand, songDetails, songsCatalog } from "../db/schema";
import { learnFromAnalysis } from "../recording";
import { likeContains } from "../db/search-pattern";
import { inTransaction, type Transaction } from "../db/transactions";
import { AppError, notFound } from "../http/errors";
import { isBandOfChurch } from "../bands/memberships";
import { replaceLineups, serviceLineup, songLineups } from "../lineups/queries";
import { musiciansOfChurch } from "../musicians/queries";
import { removeRecordedPlan } from "../plans/queries";
import { recordAuthorship } from "../history/queries";
import { recordChange, type Actor } from "../history/record";
import { historySummaries } from "../history/summaries";
import { rememberChapterVerdicts } from "../churches/chapter-verdicts";
import { addNewSongs, type ResolvedServiceInput } from "./new-songs";
import { lockSongs, markSongsAsNew, refreshSongStatistics, songNamesOfChurch, songsLastPlayedIn } from "../songs/statistics";

export const serviceNotFound = () => notFound(serviceMessages.notFound);
export const segmentNotFound = () => notFound(serviceMessages.segmentNotFound);
export const concurrentChange = () =>
  new AppError(409, "concurrent_change", "Os dados mudaram enquanto o culto era salvo. Recarregue a página e tente novamente.");

type Issue = { path: string; message: string };
const invalid = (issues: Issue[]) => new AppError(422, "validation_failed", "Dados inválidos.", issues);

/** 'HH:MM:SS' as the API's 'HH:MM'. */
const hoursAndMinutes = (time: string) => time.slice(0, 5);

// ---------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------

/**
 * One page of the church's active services (inactive ones too with `inactive`), latest first
 * (spec: Services list), with the songs of each. `search` matches the date as dd/MM/yyyy, the
 * time as HH:MM or the band's name.
 */
export async function listServices(db: Executor, churchId: string, query: ServiceListQuery): Promise<ServiceListResponse> {
  const filters: SQL[] = [eq(servicesWithBand.churchId, churchId)];
  if (!query.inactive) filters.push(eq(servicesWithBand.active, true));
  if (query.search) {
    const pattern = likeContains(query.search);
    const matches = or(
      sql`${servicesWithBand.dateFormatted} ilike ${pattern}`,
      sql`${servicesWithBand.timeFormatted} ilike ${pattern}`,
      sql`louvor_search_text(${servicesWithBand.bandName}) like ${pattern}`,
    );
    if (matches) filters.push(matches);
  }
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: servicesWithBand.id,
        date: servicesWithBand.date,
        time: servicesWithBand.timeFormatted,
        bandId: servicesWithBand.bandId,
        bandName: servicesWithBand.bandName,
        songCount: servicesWithBand.songCount,
        active: servicesWithBand.active,
      })
      .from(servicesWithBand)
      .where(where)
      .orderBy(desc(servicesWithBand.date), desc(servicesWithBand.time), desc(servicesWithBand.id))
      .limit(SERVICES_PAGE_SIZE)
      .offset((query.page - 1) * SERVICES_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(servicesWithBand).where(where),
  ]);

  const songs =
    rows.length === 0
      ? []
      : await db
          .select({
            serviceId: songDetails.serviceId,
            id: songDetails.id,
            name: songsCatalog.name,
            startTime: songDetails.startTime,
            endTime: songDetails.endTime,
          })
          .from(songDetails)
          .innerJoin(songsCatalog, eq(songsCatalog.id, songDetails.songCatalogId))
          .where(and(inArray(songDetails.serviceId, rows.map((row) => row.id)), eq(songDetails.active, true)))
          .orderBy(asc(songDetails.startTime), asc(songDetails.id));

  const list: ServiceListItem[] = rows.map((row) => ({
    ...row,
    songs: songs.filter((song) => song.serviceId === row.id).map(({ serviceId: _, ...song }) => song),
  }));
  return { services: list, total: counted?.total ?? 0, page: query.page, pageSize: SERVICES_PAGE_SIZE };
}

// ---------------------------------------------------------------------------
// Editor state
// ---------------------------------------------------------------------------

/** Everything the service editor shows; null for an unknown id or another church's service. */
export async function findServiceEditorState(db: Executor, churchId: string, id: string): Promise<ServiceEditorState | null> {
  const [service] = await db
    .select({
      id: services.id,
      date: services.date,
      time: services.time,
      videoUrl: services.videoUrl,
      bandId: services.bandId,
      active: services.active,
    })
    .from(services)
    .where(and(eq(services.id, id), eq(services.churchId, churchId)));
  if (!service) return null;

  const [segments, globalMusicians, lineups, authorship] = await Promise.all([
    db
      .select({
        id: songDetails.id,
        songCatalogId: songDetails.songCatalogId,
        songName: songsCatalog.name,
        startTime: songDetails.startTime,
        endTime: songDetails.endTime,
        viewCount: songDetails.viewCount,
        musicalKey: songDetails.musicalKey,
        tempo: songDetails.tempo,
        songNewMarkedAt: songsCatalog.newMarkedAt,
        songIntroducedBy: songsCatalog.introducedBy,
        // Marked new by this service: on its date, introduced by its band.
        introducedHere: sql<boolean>`coalesce(${songsCatalog.introducedBy} = ${service.bandId}
          and (${songsCatalog.newMarkedAt} at time zone 'UTC')::date = ${service.date}::date, false)`,
      })
      .from(songDetails)
      .innerJoin(songsCatalog, eq(songsCatalog.id, songDetails.songCatalogId))
      .where(eq(songDetails.serviceId, id))
      .orderBy(asc(songDetails.startTime), asc(songDetails.id)),
    serviceLineup(db, id),
    songLineups(db, id),
    recordAuthorship(db, churchId, "service", id),
  ]);

  return {
    service: { ...service, time: hoursAndMinutes(service.time) },
    globalMusicians,
    authorship,
    segments: segments.map(({ introducedHere, ...segment }) => {
      const musicians = lineups.get(segment.id) ?? [];
      return {
        ...segment,
        songNewMarkedAt: segment.songNewMarkedAt?.toISOString() ?? null,
        isNew: introducedHere,
        hasSpecificMusicians: musicians.some((musician) => !musician.isGlobal),
        musicians,
      };
    }),
  };
}

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
