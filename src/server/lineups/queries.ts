import { asc, eq, sql } from "drizzle-orm";
import type {
  LineupEntryInput,
  ServiceLineupMusician,
  SongLineupMusician,
} from "@shared/schemas/services";
import { type Executor, countServicesNaming, musicians, serviceMusiciansGlobal, serviceMusiciansIndividual } from "../db";

/**
 * The lineups of a service (spec, admin §3 service_musicians_global / service_musicians_individual,
 * §4 "Per-song lineup"): who played in the whole service, and who played in each song.
 *
 * Rows keep the order the administrator gave them: one save inserts them with created_at a
 * millisecond apart, and lists are read by created_at.
 */

const lineupColumns = {
  musicianId: musicians.id,
  name: musicians.name,
  isMultibanda: musicians.isMultibanda,
};

/** The service-wide lineup, in the order it was saved. */
export async function serviceLineup(db: Executor, serviceId: string): Promise<ServiceLineupMusician[]> {
  return db
    .select({
      ...lineupColumns,
      instrument: serviceMusiciansGlobal.instrument,
      isSubstitute: serviceMusiciansGlobal.isSubstitute,
    })
    .from(serviceMusiciansGlobal)
    .innerJoin(musicians, eq(musicians.id, serviceMusiciansGlobal.musicianId))
    .where(eq(serviceMusiciansGlobal.serviceId, serviceId))
    .orderBy(asc(serviceMusiciansGlobal.createdAt), asc(serviceMusiciansGlobal.id));
}

/** The saved lineup rows of every song of the service, by segment id. */
export async function songLineups(db: Executor, serviceId: string): Promise<Map<string, SongLineupMusician[]>> {
  const rows = await db
    .select({
      segmentId: serviceMusiciansIndividual.songDetailId,
      ...lineupColumns,
      instrument: serviceMusiciansIndividual.instrument,
      isSubstitute: serviceMusiciansIndividual.isSubstitute,
      isGlobal: serviceMusiciansIndividual.isGlobal,
    })
    .from(serviceMusiciansIndividual)
    .innerJoin(musicians, eq(musicians.id, serviceMusiciansIndividual.musicianId))
    .where(eq(serviceMusiciansIndividual.serviceId, serviceId))
    .orderBy(asc(serviceMusiciansIndividual.createdAt), asc(serviceMusiciansIndividual.id));
  const bySegment = new Map<string, SongLineupMusician[]>();
  for (const { segmentId, ...musician } of rows) {
    if (!segmentId) continue;
    bySegment.set(segmentId, [...(bySegment.get(segmentId) ?? []), musician]);
  }
  return bySegment;
}

/** How many services list the musician in a lineup (service-wide or per song). */
export async function servicesWithMusician(db: Executor, churchId: string, musicianId: string): Promise<number> {
  return countServicesNaming(db, churchId, musicianId, [
    { service: serviceMusiciansGlobal.serviceId, match: serviceMusiciansGlobal.musicianId, church: serviceMusiciansGlobal.churchId },
    { service: serviceMusiciansIndividual.serviceId, match: serviceMusiciansIndividual.musicianId, church: serviceMusiciansIndividual.churchId },
  ]);
}

export type SegmentLineup = { segmentId: string; musicians: LineupEntryInput[] | null };

/**
 * Replaces both lineups of a service (spec §4 "Saving a service", step 6):
 * - the service-wide table gets exactly `service` (an empty list leaves no one);
 * - a segment with its own lineup gets exactly its entries (each keeps its is_global flag);
 * - a segment without one (null) gets copies of the service-wide lineup with is_global = true.
 * Rows of removed segments went with them (ON DELETE CASCADE).
 */
export async function replaceLineups(
  tx: Executor,
  churchId: string,
  serviceId: string,
  service: readonly LineupEntryInput[],
  segments: readonly SegmentLineup[],
): Promise<void> {
  await tx.delete(serviceMusiciansGlobal).where(eq(serviceMusiciansGlobal.serviceId, serviceId));
  await tx.delete(serviceMusiciansIndividual).where(eq(serviceMusiciansIndividual.serviceId, serviceId));

  const base = Date.now();
  const inOrder = (position: number) => new Date(base + position);

  if (service.length > 0) {
    await tx.insert(serviceMusiciansGlobal).values(
      service.map((entry, position) => ({
        churchId,
        serviceId,
        musicianId: entry.musicianId,
        instrument: entry.instrument,
        isSubstitute: entry.isSubstitute,
        createdAt: inOrder(position),
      })),
    );
  }

  const songRows = segments.flatMap(({ segmentId, musicians: own }) => {
    const entries = own ?? service.map((entry) => ({ ...entry, isGlobal: true }));
    return entries.map((entry, position) => ({
      churchId,
      serviceId,
      songDetailId: segmentId,
      musicianId: entry.musicianId,
      instrument: entry.instrument,
      isSubstitute: entry.isSubstitute,
      isGlobal: own === null ? true : entry.isGlobal,
      createdAt: inOrder(position),
    }));
  });
  // Spec §9: per-song rows are written in batches of 100.
  for (let start = 0; start < songRows.length; start += 100) {
    await tx.insert(serviceMusiciansIndividual).values(songRows.slice(start, start + 100));
  }
}

/**
 * The instrument to prefill when a musician joins a lineup (spec §4): what they played in the most
 * recent earlier service (service-wide or per-song record, from services before `before`), else
 * the instruments of their latest band membership joined by ', ', else their main instrument.
 * Null for a musician of another church.
 */
export async function instrumentHint(
  db: Executor,
  churchId: string,
  musicianId: string,
  before: string | undefined,
): Promise<{ found: boolean; instrument: string | null }> {
  const dateFilter = before ? sql`and s.date < ${before}::date` : sql``;
  const result = await db.execute<{ found: boolean; instrument: string | null }>(sql`
    select
      true as found,
      coalesce(
        (select r.instrument from (
            select g.instrument, s.date, s.time, 0 as kind, g.created_at
            from service_musicians_global g
            join services s on s.id = g.service_id
            where g.musician_id = m.id and g.church_id = m.church_id and btrim(coalesce(g.instrument, '')) <> '' ${dateFilter}
            union all
            select i.instrument, s.date, s.time, 1 as kind, i.created_at
            from service_musicians_individual i
            join services s on s.id = i.service_id
            where i.musician_id = m.id and i.church_id = m.church_id and btrim(coalesce(i.instrument, '')) <> '' ${dateFilter}
          ) r
          order by r.date desc, r.time desc, r.kind, r.created_at desc
          limit 1),
        (select nullif(array_to_string(bm.instrument, ', '), '')
          from band_musicians bm
          where bm.musician_id = m.id and cardinality(bm.instrument) > 0
          order by bm.created_at desc
          limit 1),
        nullif(btrim(m.instrument), '')
      ) as instrument
    from musicians m
    where m.id = ${musicianId} and m.church_id = ${churchId}`);
  const row = result.rows[0];
  return row ? { found: true, instrument: row.instrument } : { found: false, instrument: null };
}
