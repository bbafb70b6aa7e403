import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { SERVICES_PAGE_SIZE, serviceMessages, type ServiceEditorState, type ServiceListItem, type ServiceListQuery, type ServiceListResponse } from "@shared/schemas/services";
import { type Executor, services, servicesWithBand, songDetails, songsCatalog, likeContains } from "../db";
import { AppError, notFound } from "../http";
import { serviceLineup, songLineups } from "../lineups";
import { recordAuthorship } from "../history";

export const serviceNotFound = () => notFound(serviceMessages.notFound);
export const segmentNotFound = () => notFound(serviceMessages.segmentNotFound);
export const concurrentChange = () =>
  new AppError(409, "concurrent_change", "Os dados mudaram enquanto o culto era salvo. Recarregue a página e tente novamente.");

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
