import { sql } from "drizzle-orm";
import { serviceLabel } from "@shared/shifts";
import { youtubeThumbnailUrl } from "@shared/youtube-url";
import { type Executor, rows } from "../db";
import type {
  RecommendationsResponse,
  RecommendedService,
  RecommendedSong,
  ServiceRecommendationReason,
  SongRecommendationReason,
} from "@shared/schemas/public-service-viewer";

/**
 * Recommendations beside a service (spec §7), from the active services and active segments of
 * the same church:
 * - services: the same band's other service on the same day (1); the same band's most viewed (3);
 *   the most viewed of the other bands (1); a random pick of up to 3 among the 10 most recent others.
 * - songs: other performances of the current song, most viewed first (3); the most viewed other
 *   song (1); the newest-marked song's latest performance (1); a random pick of up to 5 among the
 *   20 latest performances, one per band first (docs/decisions/182).
 * The current service and its songs are never recommended (they are on the page already); an item
 * is recommended once. Each list is one statement whose branches start from an index and are
 * limited, so the cost does not grow with the church.
 */

export const SERVICE_RULES = { sameDay: 1, sameBand: 3, otherBands: 1, recentPool: 10, recent: 3 } as const;
export const SONG_RULES = { sameSong: 3, popular: 1, newest: 1, recentPool: 20, recent: 5 } as const;

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Up to `count` random items, one per group first, then from what is left. */
export function randomSpread<T>(items: readonly T[], count: number, groupOf: (item: T) => string, random: () => number = Math.random): T[] {
  const pool = shuffled(items, random);
  const picked: T[] = [];
  const groups = new Set<string>();
  for (const item of pool) {
    if (picked.length >= count) break;
    if (groups.has(groupOf(item))) continue;
    groups.add(groupOf(item));
    picked.push(item);
  }
  for (const item of pool) {
    if (picked.length >= count) break;
    if (!picked.includes(item)) picked.push(item);
  }
  return picked;
}

type ServiceRow = Omit<RecommendedService, "kind" | "reason" | "title" | "thumbnailUrl"> & {
  reason: ServiceRecommendationReason;
};

type SongRow = Omit<RecommendedSong, "kind" | "reason" | "thumbnailUrl"> & {
  reason: SongRecommendationReason;
  bandId: string;
};

export type CurrentService = { id: string; bandId: string; date: string };

/** The active service of the church the recommendations are for, or null. */
export async function findCurrentService(db: Executor, churchId: string, serviceId: string): Promise<CurrentService | null> {
  const [row] = await rows<CurrentService>(
    db,
    sql`select id, band_id as "bandId", date::text as date from services
        where id = ${serviceId}::uuid and church_id = ${churchId}::uuid and active`,
  );
  return row ?? null;
}

async function serviceCandidates(db: Executor, churchId: string, current: CurrentService): Promise<ServiceRow[]> {
  const church = sql`${churchId}::uuid`;
  return rows<ServiceRow>(
    db,
    sql`with candidates as (
          (select 'same-day' as reason, 1 as rule, s.id, row_number() over (order by s.time, s.id) as ord from services s
            where s.church_id = ${church} and s.date = ${current.date}::date and s.band_id = ${current.bandId}::uuid
              and s.active and s.id <> ${current.id}::uuid
            order by s.time, s.id limit ${SERVICE_RULES.sameDay})
          union all
          (select 'same-band', 2, s.id, row_number() over (order by s.view_count desc, s.date desc, s.time desc, s.id) as ord from services s
            where s.band_id = ${current.bandId}::uuid and s.church_id = ${church} and s.active and s.id <> ${current.id}::uuid
            order by s.view_count desc, s.date desc, s.time desc, s.id limit ${SERVICE_RULES.sameDay + SERVICE_RULES.sameBand})
          union all
          (select 'popular', 3, s.id, row_number() over (order by s.view_count desc, s.date desc, s.time desc, s.id) as ord from services s
            where s.church_id = ${church} and s.active and s.band_id <> ${current.bandId}::uuid
            order by s.view_count desc, s.date desc, s.time desc, s.id limit ${SERVICE_RULES.otherBands})
          union all
          (select 'recent', 4, s.id, row_number() over (order by s.date desc, s.time desc, s.id) as ord from services s
            where s.church_id = ${church} and s.active and s.id <> ${current.id}::uuid
            order by s.date desc, s.time desc, s.id limit ${SERVICE_RULES.recentPool})
        )
        select cand.reason, s.id,
          s.public_key as key,
          s.date::text as date, to_char(s.time, 'HH24:MI') as time, s.view_count as "viewCount", s.video_url as "videoUrl",
          b.name as "bandName", b.year as "bandYear", stats."songCount", stats.duration
        from candidates cand
        join services s on s.id = cand.id
        join bands b on b.id = s.band_id
        cross join lateral (
          select count(*)::int as "songCount", coalesce(max(d.end_time), 0) as duration
          from song_details d where d.service_id = s.id and d.active
        ) stats
        order by cand.rule, cand.ord`,
  );
}

async function songCandidates(
  db: Executor,
  churchId: string,
  serviceId: string,
  songDetailId: string | null,
): Promise<SongRow[]> {
  const church = sql`${churchId}::uuid`;
  const service = sql`${serviceId}::uuid`;
  const currentSong = songDetailId
    ? sql`(select d.song_catalog_id from song_details d where d.id = ${songDetailId}::uuid and d.service_id = ${service} and d.active)`
    : sql`null::uuid`;
  return rows<SongRow>(
    db,
    sql`with current_song as (select ${currentSong} as id),
        candidates as (
          (select 'same-song' as reason, 1 as rule, d.id, row_number() over (order by d.view_count desc, s.date desc, s.time desc, d.id) as ord from song_details d
            join services s on s.id = d.service_id
            where d.song_catalog_id = (select id from current_song) and d.church_id = ${church}
              and d.active and s.active and d.service_id <> ${service}
            order by d.view_count desc, s.date desc, s.time desc, d.id limit ${SONG_RULES.sameSong})
          union all
          (select 'popular', 2, d.id, row_number() over (order by d.view_count desc, d.id) as ord from song_details d
            join services s on s.id = d.service_id
            where d.church_id = ${church} and d.active and s.active and d.service_id <> ${service}
              and d.song_catalog_id is distinct from (select id from current_song)
            order by d.view_count desc, d.id limit ${SONG_RULES.popular})
          union all
          (select 'new', 3, latest.id, row_number() over (order by c.new_marked_at desc, c.id) as ord from songs_catalog c
            cross join lateral (
              select d.id from song_details d
              join services s on s.id = d.service_id
              where d.song_catalog_id = c.id and d.active and s.active and d.service_id <> ${service}
              order by s.date desc, s.time desc, d.start_time, d.id limit 1
            ) latest
            where c.church_id = ${church} and c.new_marked_at is not null
              and c.id is distinct from (select id from current_song)
            order by c.new_marked_at desc, c.id limit ${SONG_RULES.popular + SONG_RULES.newest})
          union all
          (select 'recent', 4, d.id, row_number() over (order by s.date desc, s.time desc, d.start_time, d.id) as ord from services s
            join song_details d on d.service_id = s.id
            where s.church_id = ${church} and s.active and d.active and s.id <> ${service}
              and d.song_catalog_id is distinct from (select id from current_song)
            order by s.date desc, s.time desc, d.start_time, d.id limit ${SONG_RULES.recentPool})
        )
        select cand.reason, d.id, d.public_key as key,
          d.song_catalog_id as "songCatalogId", c.name, s.id as "serviceId",
          s.public_key as "serviceKey",
          s.date::text as date, to_char(s.time, 'HH24:MI') as time, b.id as "bandId", b.name as "bandName", b.year as "bandYear",
          d.start_time as "startTime", d.end_time - d.start_time as duration, d.view_count as "viewCount",
          s.video_url as "videoUrl"
        from candidates cand
        join song_details d on d.id = cand.id
        join songs_catalog c on c.id = d.song_catalog_id
        join services s on s.id = d.service_id
        join bands b on b.id = s.band_id
        order by cand.rule, cand.ord`,
  );
}

/** Applies the per-rule counts in rule order, skipping what an earlier rule already picked. */
function pickServices(rows: ServiceRow[], random: () => number): RecommendedService[] {
  const picked: ServiceRow[] = [];
  const taken = new Set<string>();
  const take = (reason: ServiceRecommendationReason, count: number) => {
    for (const row of rows) {
      if (picked.filter((p) => p.reason === reason).length >= count) break;
      if (row.reason === reason && !taken.has(row.id)) {
        taken.add(row.id);
        picked.push(row);
      }
    }
  };
  take("same-day", SERVICE_RULES.sameDay);
  take("same-band", SERVICE_RULES.sameBand);
  take("popular", SERVICE_RULES.otherBands);
  const recentPool = rows.filter((row) => row.reason === "recent" && !taken.has(row.id));
  picked.push(...shuffled(recentPool, random).slice(0, SERVICE_RULES.recent));
  return picked.map((row) => ({
    kind: "service",
    ...row,
    title: serviceLabel(row.time) ?? "Culto",
    thumbnailUrl: youtubeThumbnailUrl(row.videoUrl),
  }));
}

function pickSongs(rows: SongRow[], random: () => number): RecommendedSong[] {
  const picked: SongRow[] = [];
  const takenSegments = new Set<string>();
  const pickedSongs = () => new Set(picked.filter((p) => p.reason !== "same-song").map((p) => p.songCatalogId));
  const add = (row: SongRow) => {
    takenSegments.add(row.id);
    picked.push(row);
  };
  for (const row of rows.filter((r) => r.reason === "same-song").slice(0, SONG_RULES.sameSong)) add(row);
  for (const row of rows.filter((r) => r.reason === "popular").slice(0, SONG_RULES.popular)) add(row);
  // The newest-marked song, unless that very performance or song is already recommended; then the next newest.
  const newest = rows.find((r) => r.reason === "new" && !takenSegments.has(r.id) && !pickedSongs().has(r.songCatalogId));
  if (newest) add(newest);
  // Songs not recommended yet first (one per band first), then any other recent performance.
  const songsSoFar = pickedSongs();
  const recentPool = rows.filter((r) => r.reason === "recent" && !takenSegments.has(r.id));
  const fresh = recentPool.filter((r) => !songsSoFar.has(r.songCatalogId));
  const recent = randomSpread(fresh, SONG_RULES.recent, (r) => r.bandId, random);
  const rest = shuffled(recentPool.filter((r) => !recent.includes(r)), random);
  for (const row of [...recent, ...rest].slice(0, SONG_RULES.recent)) add(row);
  return picked.map(({ bandId: _bandId, ...row }) => ({
    kind: "song",
    ...row,
    thumbnailUrl: youtubeThumbnailUrl(row.videoUrl),
  }));
}

/** The recommendations beside `current` (and its song `songDetailId`, when one is playing). */
export async function getRecommendations(
  db: Executor,
  churchId: string,
  current: CurrentService,
  songDetailId: string | null,
  random: () => number = Math.random,
): Promise<RecommendationsResponse> {
  const [serviceRows, songRows] = await Promise.all([
    serviceCandidates(db, churchId, current),
    songCandidates(db, churchId, current.id, songDetailId),
  ]);
  return { services: pickServices(serviceRows, random), songs: pickSongs(songRows, random) };
}
