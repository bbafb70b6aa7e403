import { sql } from "drizzle-orm";
import { type Executor, rows, preparedRows, likeContains } from "../db";
import type { PublicChurch } from "./keys";
import type { ChurchHome, ChurchSummary, DirectoryChurch } from "@shared/schemas/public-listing";

/**
 * Read models of the church directory, the church layout and the church home (public area).
 * Explicit columns only; only active services and segments; nothing of the admin side.
 */

export const DIRECTORY_LIMIT = 200;
/** Spec §9: home shows 8 recent services and 10 songs per section. */
export const HOME_RECENT_SERVICES = 8;
export const HOME_SONGS_PER_SECTION = 10;
/** The bands strip shows every band; a bound keeps one page's answer small whatever happens. */
export const HOME_BANDS_LIMIT = 100;

/** The churches of the directory, by name; a search matches name or slug ignoring case and accents. */
export async function listChurches(db: Executor, search: string | undefined): Promise<DirectoryChurch[]> {
  const term = search?.trim();
  const filter = term ? sql`where louvor_search_text(name) like ${likeContains(term)} or slug like ${likeContains(term)}` : sql``;
  return rows<DirectoryChurch>(
    db,
    sql`select id, name, slug, logo_url as "logoUrl" from churches ${filter}
        order by louvor_search_text(name), id limit ${DIRECTORY_LIMIT}`,
  );
}

/**
 * A version of the directory: it changes whenever a church is added or removed or any church's
 * content version advances (a rename, a new logo, any save), so a kept directory page is never
 * older than the churches it lists.
 */
export async function directoryVersion(db: Executor): Promise<string> {
  // On every request for the directory (page or API): a prepared statement, parsed once per connection.
  const [found] = await preparedRows<{ version: string }>(
    db,
    sql`select count(*) || '.' || coalesce(md5(string_agg(id::text || ':' || content_version, ',' order by id)), '0') as version from churches`,
  );
  return found?.version ?? "0";
}

/**
 * The church layout's data: the church and its counts (active services; active segments of
 * active services, i.e. the rows of the "Músicas" tab), stored with the church (decision 242).
 */
export async function churchSummary(db: Executor, church: PublicChurch): Promise<ChurchSummary> {
  const [counts] = await rows<{ servicesTotal: number; songsTotal: number }>(
    db,
    sql`select services_total as "servicesTotal", songs_total as "songsTotal" from churches where id = ${church.id}::uuid`,
  );
  return { ...church, servicesTotal: counts?.servicesTotal ?? 0, songsTotal: counts?.songsTotal ?? 0 };
}

/** The JSON of the home's service card for the service `s` with its band `b`. */
function serviceCardJson() {
  return sql`json_build_object(
  'id', s.id, 'key', s.public_key, 'date', s.date, 'time', s.time, 'videoUrl', s.video_url,
  'viewCount', s.view_count, 'duration', s.duration, 'songCount', s.song_count,
  'band', json_build_object('id', b.id, 'key', b.public_key, 'name', b.name, 'year', b.year))`;
}

/**
 * Catalogue songs `c` matching `where`, highest `rank` first (an indexed column of songs_catalog),
 * ties broken by their latest performance (later first), each with that performance: the stored
 * last_segment_id (decision 242), so no song's performances are searched per request.
 */
function songCards(churchId: string, where: ReturnType<typeof sql>, rank: ReturnType<typeof sql>) {
  // The 10 songs are chosen first (sort keys only); their cards are built for those rows alone.
  return sql`(select coalesce(json_agg(json_build_object(
      'songId', c.id, 'songKey', c.public_key, 'name', c.name, 'author', c.author,
      'viewCount', c.view_count, 'performanceCount', c.performance_count, 'newMarkedAt', c.new_marked_at,
      'segmentId', d.id, 'segmentKey', d.public_key,
      'serviceId', d.service_id, 'serviceKey', s.public_key, 'date', s.date, 'time', s.time,
      'startTime', d.start_time, 'endTime', d.end_time, 'duration', d.end_time - d.start_time, 'videoUrl', s.video_url,
      'band', json_build_object('id', b.id, 'key', b.public_key, 'name', b.name, 'year', b.year))
      order by top.rank desc nulls last, top.played_on desc, top.played_at desc, top.starts desc, top.sort_name, top.id), '[]'::json)
    from (
      select ${rank} as rank, s.date as played_on, s.time as played_at, d.start_time as starts, louvor_search_text(c.name) as sort_name, c.id
      from songs_catalog c
      join song_details d on d.id = c.last_segment_id
      join services s on s.id = d.service_id
      where c.church_id = ${churchId}::uuid and ${where}
      order by ${rank} desc nulls last, s.date desc, s.time desc, d.start_time desc, louvor_search_text(c.name), c.id
      limit ${HOME_SONGS_PER_SECTION}
    ) top
    join songs_catalog c on c.id = top.id
    join song_details d on d.id = c.last_segment_id
    join services s on s.id = d.service_id
    join bands b on b.id = s.band_id)`;
}

/**
 * Everything the church home shows, in one statement: the bands strip, the 8 latest active
 * services, and three song sections of 10 catalogue songs each (one card per song, so a song
 * played in many services appears once): new (new_marked_at set, newest mark first), recent
 * (latest to enter the catalogue first, public spec §7 "Recent: sorted by created_at";
 * docs/decisions/429) and popular (most viewed first). Each driven by an index of songs_catalog.
 */
export async function churchHome(db: Executor, churchId: string): Promise<ChurchHome> {
  const [home] = await rows<ChurchHome>(
    db,
    sql`select
      (select coalesce(json_agg(band order by sort_name, year desc, id), '[]'::json) from (
        select louvor_search_text(b.name) as sort_name, b.year, b.id, json_build_object('id', b.id, 'key', b.public_key, 'name', b.name, 'year', b.year, 'imageUrl', b.image_url) as band
        from bands b where b.church_id = ${churchId}::uuid
        order by louvor_search_text(b.name), b.year desc, b.id limit ${HOME_BANDS_LIMIT}
      ) bands) as bands,
      (select coalesce(json_agg(card order by date desc, time desc, id), '[]'::json) from (
        select s.date, s.time, s.id, ${serviceCardJson()} as card
        from services s join bands b on b.id = s.band_id
        where s.church_id = ${churchId}::uuid and s.active
        order by s.date desc, s.time desc, s.id limit ${HOME_RECENT_SERVICES}
      ) services) as "recentServices",
      ${songCards(churchId, sql`c.new_marked_at is not null`, sql`c.new_marked_at`)} as "newSongs",
      ${songCards(churchId, sql`true`, sql`c.created_at`)} as "recentSongs",
      ${songCards(churchId, sql`true`, sql`c.view_count`)} as "popularSongs"`,
  );
  if (!home) throw new Error("church home query returned no row");
  return home;
}
