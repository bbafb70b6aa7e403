import { sql, type SQL } from "drizzle-orm";
import { likeContains, type Executor, preparedRows } from "../db";
import { keysPlayed } from "@shared/musical-keys";
import { serviceLabel } from "@shared/shifts";
import { youtubeVideoId, youtubeWatchUrl } from "@shared/youtube-url";
import type {
  PublicBandDetailResponse,
  PublicBandMember,
  PublicBandSummary,
  PublicBandsResponse,
  PublicCatalogueResponse,
  PublicCatalogueSong,
  PublicMusicianDetailResponse,
  PublicSongChartResponse,
  PublicSongDetailResponse,
  PublicSongPerformance,
  Shift,
} from "@shared/schemas/public-catalogue";
import { type IndexedSearch, searchCatalogue } from "./search-index";
import { servicesSinceLastSql, songHistory } from "./song-history";

/**
 * Read models of the bands page, band page, musician page, the older songs page and the song
 * detail page. Every function answers with a fixed number of SQL statements whose lookups start
 * from an index (church, band, musician or song id), whatever the size of the church; columns
 * are explicit and nothing inactive, no e-mail and nothing of the admin side is read.
 */

/** Spec §9 "church songs 100": one page of the older songs page. */
export const CATALOGUE_PAGE_SIZE = 100;


const bandSummaryColumns = (alias: string) =>
  sql.raw(`${alias}.id, ${alias}.name, ${alias}.year, ${alias}.image_url as "imageUrl", ${alias}.public_key as key`);

/** Accent-aware alphabetical order ("Ágape" beside "Agora"), then the exact text, then the id. */
const byName = (alias: string) => sql.raw(`louvor_search_text(${alias}.name), ${alias}.name`);

// ---------------------------------------------------------------------------
// Bands page
// ---------------------------------------------------------------------------

/** The church's bands, filtered on name (accent- and case-insensitive) or year; name asc, year desc. */
export async function listPublicBands(db: Executor, churchId: string, search?: string): Promise<PublicBandsResponse> {
  const filter = search
    ? sql`and (louvor_search_text(b.name) like ${likeContains(search)} or b.year::text like ${likeContains(search)})`
    : sql``;
  const bands = await preparedRows<PublicBandSummary>(
    db,
    sql`select ${bandSummaryColumns("b")}
        from bands b
        where b.church_id = ${churchId}::uuid ${filter}
        order by ${byName("b")}, b.year desc, b.id`,
  );
  return { bands };
}

// ---------------------------------------------------------------------------
// Band page
// ---------------------------------------------------------------------------

/** The band with its three counts and its members, or null when it is not a band of the church. */
export async function getPublicBand(db: Executor, churchId: string, bandId: string): Promise<PublicBandDetailResponse | null> {
  const [band] = await preparedRows<PublicBandSummary & { services: number; musicians: number; songs: number }>(
    db,
    sql`select ${bandSummaryColumns("b")},
          (select count(*)::int from services s
            where s.band_id = b.id and s.church_id = b.church_id and s.active) as services,
          (select count(*)::int from band_musicians bm where bm.band_id = b.id) as musicians,
          (select count(*)::int from song_details d join services s on s.id = d.service_id
            where d.band_id = b.id and d.church_id = b.church_id and d.active and s.active) as songs
        from bands b
        where b.id = ${bandId}::uuid and b.church_id = ${churchId}::uuid`,
  );
  if (!band) return null;
  const musicians = await preparedRows<PublicBandMember>(
    db,
    sql`select m.id, m.name, m.avatar_url as "avatarUrl", array_to_string(bm.instrument, ', ') as instruments,
          m.public_key as key
        from band_musicians bm
        join musicians m on m.id = bm.musician_id
        where bm.band_id = ${bandId}::uuid and m.church_id = ${churchId}::uuid
        order by ${byName("m")}, m.id`,
  );
  const { services, musicians: musicianCount, songs, ...summary } = band;
  return { band: summary, stats: { services, musicians: musicianCount, songs }, musicians };
}

// ---------------------------------------------------------------------------
// Musician page
// ---------------------------------------------------------------------------

/**
 * The active segments (id, service_id) a musician played: those whose own lineup names them, and
 * those without a lineup of their own in a service whose service-wide lineup names them. The same
 * rule as the Músicas tab's musician filter (listing-queries.ts), so the tile and the tab agree.
 * Both branches start from an index on the musician.
 */
export function musicianSegmentsSql(churchId: string, musicianId: string): SQL {
  return sql`
    select d.id, d.service_id
    from (
      select i.song_detail_id as id
      from service_musicians_individual i
      where i.musician_id = ${musicianId}::uuid and i.song_detail_id is not null
      union
      select d.id
      from service_musicians_global g
      join song_details d on d.service_id = g.service_id
      where g.musician_id = ${musicianId}::uuid
        and not exists (select 1 from service_musicians_individual x where x.song_detail_id = d.id)
    ) played
    join song_details d on d.id = played.id
    join services s on s.id = d.service_id
    where d.church_id = ${churchId}::uuid and d.active and s.active`;
}

/**
 * The active services (id) a musician took part in: their service-wide lineup or the lineup of one
 * of their songs names them. The same rule as the Cultos tab's musician filter (listing-queries.ts).
 */
export function musicianServicesSql(churchId: string, musicianId: string): SQL {
  return sql`
    select s.id
    from (
      select g.service_id as id from service_musicians_global g where g.musician_id = ${musicianId}::uuid
      union
      select i.service_id from service_musicians_individual i where i.musician_id = ${musicianId}::uuid
    ) taken
    join services s on s.id = taken.id
    where s.church_id = ${churchId}::uuid and s.active`;
}

/** The musician with their three counts and their bands, or null when not a musician of the church. */
export async function getPublicMusician(
  db: Executor,
  churchId: string,
  musicianId: string,
): Promise<PublicMusicianDetailResponse | null> {
  const [musician] = await preparedRows<
    PublicMusicianDetailResponse["musician"] & { services: number; bands: number; songs: number }
  >(
    db,
    sql`select m.id, m.name, m.instrument, m.bio, m.avatar_url as "avatarUrl", m.public_key as key,
          (select count(*)::int from (${musicianServicesSql(churchId, musicianId)}) x) as services,
          (select count(*)::int from band_musicians bm where bm.musician_id = m.id) as bands,
          (select count(*)::int from (${musicianSegmentsSql(churchId, musicianId)}) x) as songs
        from musicians m
        where m.id = ${musicianId}::uuid and m.church_id = ${churchId}::uuid`,
  );
  if (!musician) return null;
  const bands = await preparedRows<PublicBandSummary>(
    db,
    sql`select ${bandSummaryColumns("b")}
        from band_musicians bm
        join bands b on b.id = bm.band_id
        where bm.musician_id = ${musicianId}::uuid and b.church_id = ${churchId}::uuid
        order by ${byName("b")}, b.year desc, b.id`,
  );
  const { services, bands: bandCount, songs, ...profile } = musician;
  return { musician: profile, stats: { services, bands: bandCount, songs }, bands };
}

// ---------------------------------------------------------------------------
// Older songs page ("Músicas") and song detail
// ---------------------------------------------------------------------------

/**
 * A page of the church's catalogue songs that have been performed (an active segment in an
 * active service), by name, filtered on name or author ignoring case and accents. The thumbnail
 * comes from the video of the song's latest performance (songs_catalog.last_service_id, kept by
 * the statistics recount).
 */
export async function listPublicCatalogue(
  db: Executor,
  churchId: string,
  input: { search?: string; page: number },
  found?: IndexedSearch,
): Promise<PublicCatalogueResponse> {
  const offset = (input.page - 1) * CATALOGUE_PAGE_SIZE;
  if (found) {
    const { total, songs } = searchCatalogue(found.index, found.term, input.page, CATALOGUE_PAGE_SIZE);
    return { songs, page: input.page, pageSize: CATALOGUE_PAGE_SIZE, total, hasMore: offset + songs.length < total };
  }
  const search = input.search?.trim();
  const filter = search
    ? sql`and (louvor_search_text(c.name) like ${likeContains(search)}
              or louvor_search_text(coalesce(c.author, '')) like ${likeContains(search)})`
    : sql``;
  const where = sql`where c.church_id = ${churchId}::uuid and c.active and c.performance_count > 0 ${filter}`;
  const window = sql`limit ${CATALOGUE_PAGE_SIZE} offset ${offset}`;
  // The page's songs (from `from`, filtered by `filter`, cut by `cut`) with the video of their latest performance.
  const page = (from: SQL, filter: SQL, cut: SQL) => sql`select c.id, c.name, c.author, c.performance_count as "performanceCount",
        c.public_key as key, latest.video_url as "videoUrl"
      from ${from}
      left join lateral (
        select coalesce(nullif(d.youtube_url, ''), s.video_url) as video_url
        from song_details d
        join services s on s.id = d.service_id
        where d.service_id = c.last_service_id and d.song_catalog_id = c.id and d.active and s.active
        order by d.start_time
        limit 1
      ) latest on true
      ${filter}
      order by ${byName("c")}, c.id
      ${cut}`;
  let rows: PublicCatalogueSong[];
  let total: number;
  if (search) {
    // A search finds its songs once, then counts and pages them in the same statement; only the
    // page's songs (not every match) look up their latest performance.
    const [row] = await preparedRows<{ total: number; songs: PublicCatalogueSong[] }>(
      db,
      sql`with matched as materialized (select c.* from songs_catalog c ${where})
        select (select count(*)::int from matched) as total,
          (select coalesce(json_agg(p order by ${byName("p")}, p.id), '[]'::json)
          from (${page(sql`(select * from matched c order by ${byName("c")}, c.id ${window}) c`, sql``, sql``)}) p) as songs`,
    );
    rows = row!.songs;
    total = row!.total;
  } else {
    const [paged, counted] = await Promise.all([
      preparedRows<PublicCatalogueSong>(db, page(sql`songs_catalog c`, where, window)),
      preparedRows<{ total: number }>(db, sql`select count(*)::int as total from songs_catalog c ${where}`),
    ]);
    rows = paged;
    total = counted[0]?.total ?? 0;
  }
  return {
    songs: rows,
    page: input.page,
    pageSize: CATALOGUE_PAGE_SIZE,
    total,
    hasMore: offset + rows.length < total,
  };
}

type PerformanceRow = Omit<PublicSongPerformance, "serviceTitle" | "duration" | "videoLink"> & { videoUrl: string };

/** The video link at a start time, "&t=…s" for the video host; null when the link is not a video. */
function videoLinkAt(videoUrl: string, startTime: number): string | null {
  const id = youtubeVideoId(videoUrl);
  return id ? youtubeWatchUrl(id, startTime) : null;
}

/** A catalogue song of the church with its performances and their statistics, or null. */
export async function getPublicSong(db: Executor, churchId: string, songId: string): Promise<PublicSongDetailResponse | null> {
  const [songRow] = await preparedRows<PublicSongDetailResponse["song"] & { servicesSinceLast: number }>(
    db,
    sql`select c.id, c.name, c.author, c.chord_file as "chordFile", c.performance_count as "performanceCount",
          c.public_key as key,
          -- 'Publicar cifras' (issue 42): the chart is read only for a church that publishes its charts.
          case when ch.publish_charts then c.chart end as chart,
          case when ch.publish_charts and c.chart is not null then c.original_key end as "originalKey",
          ${servicesSinceLastSql} as "servicesSinceLast"
        from songs_catalog c
        join churches ch on ch.id = c.church_id
        where c.id = ${songId}::uuid and c.church_id = ${churchId}::uuid and c.active`,
  );
  if (!songRow) return null;
  const { servicesSinceLast, ...song } = songRow;
  const rows = await preparedRows<PerformanceRow>(
    db,
    sql`select d.id as "segmentId", d.public_key as "segmentKey",
          s.id as "serviceId",
          s.public_key as "serviceKey",
          s.date, to_char(s.time, 'HH24:MI') as time, s.shift,
          d.start_time as "startTime", d.end_time as "endTime",
          b.name as "bandName", b.year as "bandYear",
          coalesce(nullif(d.youtube_url, ''), s.video_url) as "videoUrl",
          d.musical_key as "musicalKey", d.tempo
        from song_details d
        join songs_catalog c on c.id = d.song_catalog_id
        join services s on s.id = d.service_id
        join bands b on b.id = s.band_id
        where d.song_catalog_id = ${songId}::uuid and d.church_id = ${churchId}::uuid and d.active and s.active
        order by s.date desc, s.time desc, d.start_time desc, d.id`,
  );
  const performances: PublicSongPerformance[] = rows.map(({ videoUrl, ...row }) => ({
    ...row,
    shift: row.shift as Shift,
    serviceTitle: serviceLabel(row.time) ?? "",
    duration: row.endTime - row.startTime,
    videoLink: videoLinkAt(videoUrl, row.startTime),
  }));
  const totalDuration = performances.reduce((sum, performance) => sum + performance.duration, 0);
  return {
    song,
    performances,
    statistics: {
      totalPerformances: performances.length,
      averageDuration: performances.length > 0 ? Math.round(totalDuration / performances.length) : null,
      lastPerformanceDate: performances[0]?.date ?? null,
    },
    history: songHistory(performances, servicesSinceLast),
    keys: keysPlayed(performances.map((performance) => performance.musicalKey)),
  };
}

/**
 * A catalogue song's chart alone ('Modo ensaio', issue 42), by the song page's rule: read only for
 * a church that publishes its charts. Null when the church has no active song with that id.
 */
export async function getPublicSongChart(db: Executor, churchId: string, songId: string): Promise<PublicSongChartResponse | null> {
  const [row] = await preparedRows<PublicSongChartResponse>(
    db,
    sql`select case when ch.publish_charts then c.chart end as chart,
          case when ch.publish_charts and c.chart is not null then c.original_key end as "originalKey"
        from songs_catalog c
        join churches ch on ch.id = c.church_id
        where c.id = ${songId}::uuid and c.church_id = ${churchId}::uuid and c.active`,
  );
  return row ?? null;
}
