import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import { type Executor, preparedRows, likeContains } from "../db";
import type { ServiceSort, SongSort, SortDirection } from "@shared/schemas/public-listing";
import type { ChurchIndex, ServiceEntry } from "./church-index";
import { byServiceDate, type IndexedSearch, searchServices, searchSongs } from "./search-index";
import { cardFragment, type CountedRow, type Fragment, type FragmentScope, type FragmentStore, type LoadedFragments } from "./fragment-store";

/**
 * The services and songs listings of the public pages (church "Cultos" page, and the Cultos and
 * Músicas tabs of the band and musician pages through the band / musician filters).
 *
 * Each page is one SQL statement: the total and the page's rows are two subqueries over the same
 * filter, so the page can stop early on an index (date, view count) instead of sorting the church.
 * The services' cards are kept per content version (fragment-store.ts): a second statement writes
 * only the cards not met yet. Only active services and active segments appear.
 */

/** Spec §9: the services listing loads 50 per page. */
export const SERVICES_PAGE_SIZE = 50;


/** Narrow a listing to one band, or to the services/songs a musician played in. */
export type ListingFilter = { bandId?: string; musicianId?: string };

export type ServiceListingInput = ListingFilter & {
  search?: string;
  sort: ServiceSort;
  direction: SortDirection;
  page: number;
};

const direction = (value: SortDirection) => sql.raw(value === "asc" ? "asc" : "desc");
const offset = (page: number, pageSize: number) => (Math.max(1, page) - 1) * pageSize;

/**
 * Segment `d` was played by the musician: their name is in the segment's own lineup, or the
 * segment has no lineup of its own and the service-wide lineup names them (docs/decisions/172).
 */
function segmentPlayedBy(musicianId: string): SQL {
  return sql`(
      d.id in (select i.song_detail_id from service_musicians_individual i
               where i.musician_id = ${musicianId}::uuid and i.song_detail_id is not null)
      or (d.service_id in (select g.service_id from service_musicians_global g where g.musician_id = ${musicianId}::uuid)
          and not exists (select 1 from service_musicians_individual i where i.song_detail_id = d.id)))`;
}

/**
 * What a service search looks at (its date as dd/MM/yyyy, dd.MM.yyyy, dd-MM-yyyy, its hour "19h",
 * "Culto 19h", "19:30", its shift in English as stored and manhã/tarde/noite, and its band) is
 * stored normalised in services.search_text (decision 242), under a trigram index.
 */
function serviceFilter(churchId: string, input: ServiceListingInput): SQL {
  const conditions: SQL[] = [sql`s.church_id = ${churchId}::uuid`, sql`s.active`];
  if (input.bandId) conditions.push(sql`s.band_id = ${input.bandId}::uuid`);
  if (input.musicianId) {
    // A musician played in a service when they are in its service-wide lineup or in the lineup
    // of one of its songs (docs/decisions/172).
    conditions.push(sql`s.id in (
      select g.service_id from service_musicians_global g where g.musician_id = ${input.musicianId}::uuid
      union
      select i.service_id from service_musicians_individual i where i.musician_id = ${input.musicianId}::uuid)`);
  }
  const term = input.search?.trim();
  if (term) conditions.push(sql`s.search_text like ${likeContains(term)}`);
  return sql.join(conditions, sql` and `);
}

function serviceOrder(input: ServiceListingInput, alias = "s"): SQL {
  // alias "page": the page subquery's columns (id, date, time, view_count).
  const dir = direction(input.direction);
  const a = sql.raw(alias);
  return input.sort === "view_count"
    ? sql`${a}.view_count ${dir}, ${a}.date desc, ${a}.time desc, ${a}.id`
    : sql`${a}.date ${dir}, ${a}.time ${dir}, ${a}.id`;
}

/**
 * The segments a service card lists: its active segments; on a musician's page only those the
 * musician played (spec: the musician's songs are read per service), so its count matches.
 */
function segmentsShown(input: ServiceListingInput): SQL {
  const conditions: SQL[] = [sql`d.service_id = s.id`, sql`d.active`];
  if (input.musicianId) conditions.push(segmentPlayedBy(input.musicianId));
  return sql.join(conditions, sql` and `);
}

/**
 * One page of a church's active services (50) as the JSON text of the answer
 * (`Page<ServiceListItem>`), with their songs ordered by start time. The statement reads the
 * page's ids and view counts only (sort keys first, so however deep the page, only its 50 rows are
 * read); the cards' JSON comes from the fragment store, written once per content version
 * (decision 360). A search finds its services once (a few, through the trigram index) and counts
 * and pages that set; an unfiltered page stops early on an index and counts apart.
 */
export async function listServicesJson(
  db: Executor,
  fragments: FragmentStore,
  churchId: string,
  input: ServiceListingInput,
  found?: IndexedSearch,
): Promise<string> {
  const pageSize = SERVICES_PAGE_SIZE;
  if (found) {
    // The search index's rows (search-index.ts), with the kept cards; when a card must be read
    // and a save came in between, the statement answers.
    const { total, rows } = searchServices(found.index, { ...input, term: found.term, pageSize });
    const json = await fragments.render({ owner: churchId, kind: "card", version: found.index.version }, rows, (ids) => loadCards(db, churchId, input, ids));
    if (json !== null) return pageJson({ total, json }, input.page, pageSize);
  }
  const where = serviceFilter(churchId, input);
  const filtered = sql`select s.id, s.date, s.time, s.view_count from services s join bands b on b.id = s.band_id where ${where}`;
  const searched = Boolean(input.search?.trim());
  const source = searched ? sql`matched s` : sql`(${filtered}) s`;
  const pageQuery = sql`${searched ? sql`with matched as materialized (${filtered}) ` : sql``}select
    ${churchVersion(churchId)} as version,
    (select count(*)::int from ${source}) as total,
    (select coalesce(json_agg(json_build_array(s.id, s.view_count, (
        select coalesce(array_agg(d.view_count order by d.start_time, d.id), '{}') from song_details d where ${segmentsShown(input)}
      )) order by ${serviceOrder(input)}), '[]'::json) from (
      select s.id, s.date, s.time, s.view_count from ${source}
      order by ${serviceOrder(input)}
      limit ${pageSize} offset ${offset(input.page, pageSize)}
    ) s) as rows`;
  const kind = input.musicianId ? `card musician ${input.musicianId}` : "card";
  const items = await renderPage(db, fragments, { owner: churchId, kind }, async (executor) => {
    const [row] = await preparedRows<{ version: string; total: number; rows: [string, number, number[]][] }>(executor, pageQuery);
    const rows = row!.rows.map(([id, views, songViews]) => ({ id, counts: [views, ...songViews] }));
    return { version: row!.version, total: row!.total, rows };
  }, (executor, ids) => loadCards(executor, churchId, input, ids));
  return pageJson(items, input.page, pageSize);
}

/** Cards made in one turn of the event loop when a church's cards are made ahead. */
const CARDS_PER_TURN = 200;
/** At most this many of a church's cards made ahead: its latest services, a tenth of the fragment store. */
const CARDS_AHEAD = 5_000;

/** A service's card as loadCards reads it, made from the search index's entry. */
function cardOf(service: ServiceEntry): Fragment {
  const { id, key, date, time, videoUrl, duration, band } = service;
  const songs = service.segments.map((segment) => ({
    id: segment.id,
    key: segment.key,
    songId: segment.song.id,
    name: segment.song.name,
    duration: segment.end - segment.start,
    startTime: segment.start,
    endTime: segment.end,
  }));
  return cardFragment({ id, key, date, time, videoUrl, duration, band: { id: band.id, key: band.key, name: band.name, year: band.year } }, songs);
}

/**
 * The cards of a church's services made from its search index once it is built (search-index.ts),
 * without a statement: a search then finds its cards kept, as a page met before would (decision
 * 537). Made in parts, a turn of the event loop each, the church's latest services first.
 */
export async function keepCardsAhead(fragments: FragmentStore, churchId: string, index: ChurchIndex): Promise<void> {
  const latest = [...index.services.entries].sort((a, b) => byServiceDate(b, a)).slice(0, CARDS_AHEAD);
  const scope = { owner: churchId, kind: "card", version: index.version };
  const byId = new Map(latest.map((service) => [service.id, service]));
  const made = async (ids: string[]): Promise<LoadedFragments> => ({ version: index.version, fragments: new Map(ids.map((id) => [id, cardOf(byId.get(id)!)])) });
  for (let from = 0; from < latest.length; from += CARDS_PER_TURN) {
    if (from > 0) await nextTurn();
    await fragments.fill(scope, latest.slice(from, from + CARDS_PER_TURN).map((service) => service.id), made);
  }
}

/** The cards of services `ids` without their view counts, as fragments (see fragment-store.ts). */
async function loadCards(db: Executor, churchId: string, input: ServiceListingInput, ids: string[]): Promise<LoadedFragments> {
  type Card = { id: string; songs: object[] } & Record<string, unknown>;
  const [row] = await preparedRows<{ version: string; cards: Card[] }>(db, sql`select ${churchVersion(churchId)} as version,
    (select coalesce(json_agg(json_build_object(
        'id', s.id, 'key', s.public_key, 'date', s.date, 'time', s.time, 'videoUrl', s.video_url, 'duration', s.duration,
        'band', json_build_object('id', b.id, 'key', b.public_key, 'name', b.name, 'year', b.year),
        'songs', (select coalesce(json_agg(json_build_object(
            'id', d.id, 'key', d.public_key, 'songId', c.id, 'name', c.name,
            'duration', d.end_time - d.start_time, 'startTime', d.start_time, 'endTime', d.end_time)
          order by d.start_time, d.id), '[]'::json)
          from song_details d join songs_catalog c on c.id = d.song_catalog_id where ${segmentsShown(input)}))), '[]'::json)
      from services s join bands b on b.id = s.band_id
      where s.church_id = ${churchId}::uuid and s.id = any(${idList(ids)})) as cards`);
  const fragments = new Map(row!.cards.map(({ songs, ...fields }) => [fields.id, cardFragment(fields, songs)] as const));
  return { version: row!.version, fragments };
}

export type SongListingInput = ListingFilter & {
  search?: string;
  sort: SongSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
};

function songFilter(churchId: string, input: SongListingInput): SQL {
  const conditions: SQL[] = [sql`d.church_id = ${churchId}::uuid`, sql`d.active`, sql`s.active`];
  if (input.bandId) conditions.push(sql`d.band_id = ${input.bandId}::uuid`);
  if (input.musicianId) {
    // A musician played a song when they are in that song's own lineup; a song without a lineup
    // of its own takes the service-wide lineup (docs/decisions/172).
    conditions.push(segmentPlayedBy(input.musicianId));
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The songs' order over the page subquery's columns (inside it, or outside over `x`, where
 * its columns are named sort_date, sort_time, sort_start, sort_views, sort_name, sort_duration, id).
 */
function songOrder(input: SongListingInput, outside = false): SQL {
  const dir = direction(input.direction);
  const column = (inner: string, outer: string) => sql.raw(outside ? `x.${outer}` : inner);
  const date = column("s.date", "sort_date");
  const time = column("s.time", "sort_time");
  const start = column("d.start_time", "sort_start");
  const id = column("d.id", "id");
  switch (input.sort) {
    case "name":
      return sql`${column("c.search_name", "sort_name")} ${dir}, ${date} desc, ${time} desc, ${start}, ${id}`;
    case "view_count":
      return sql`${column("d.view_count", "sort_views")} ${dir}, ${date} desc, ${time} desc, ${start}, ${id}`;
    case "duration":
      return sql`${column("(d.end_time - d.start_time)", "sort_duration")} ${dir}, ${date} desc, ${time} desc, ${start}, ${id}`;
    case "service_date":
      return sql`${date} ${dir}, ${time} ${dir}, ${start}, ${id}`;
  }
}

/**
 * What the count and the page read. The catalogue is joined only when the search or the order
 * reads the song's name, and then through the church's catalogue rows with their search form
 * computed once per song (and the name search served by its trigram index), not once per segment.
 */
function songSource(churchId: string, input: SongListingInput): SQL {
  const term = input.search?.trim();
  if (!term && input.sort !== "name") return sql`song_details d join services s on s.id = d.service_id`;
  return sql`song_details d
    join services s on s.id = d.service_id
    join (
      select id, louvor_search_text(name) as search_name from songs_catalog
      where church_id = ${churchId}::uuid${term ? sql` and louvor_search_text(name) like ${likeContains(term)}` : sql``}
      offset 0
    ) c on c.id = d.song_catalog_id`;
}

/** The columns of a song list item that the page's order and its JSON read, from `d` and `s`. */
const SONG_ROW = sql`d.id, d.public_key as key, d.song_catalog_id as song_id, d.end_time, s.id as service_id,
  s.public_key as service_key, s.video_url, s.band_id, s.date as sort_date, s.time as sort_time,
  d.start_time as sort_start, d.view_count as sort_views, d.end_time - d.start_time as sort_duration`;

/** The JSON array of a page's items, in the page's order, as text (sent as it is, never parsed). */
function songItemsJson(input: SongListingInput, page: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'id', x.id, 'key', x.key, 'name', c.name, 'songId', c.id, 'songKey', c.public_key,
      'serviceId', x.service_id, 'serviceKey', x.service_key, 'date', x.sort_date, 'time', x.sort_time,
      'startTime', x.sort_start, 'endTime', x.end_time, 'duration', x.sort_duration,
      'viewCount', x.sort_views, 'videoUrl', x.video_url,
      'band', json_build_object('id', b.id, 'key', b.public_key, 'name', b.name, 'year', b.year))
      order by ${songOrder(input, true)}), '[]'::json)::text
    from (${page}) x
    join songs_catalog c on c.id = x.song_id
    join bands b on b.id = x.band_id)`;
}

/**
 * One page of song list items: the active segments of a church's active services (spec §3 "Song
 * list item"), each with what its row needs and the keys of the song-within-service URL, as the
 * JSON text of the answer (`Page<SongListItem>`): PostgreSQL writes the JSON, the server passes it on.
 *
 * A search finds its segments once (a small set, through the catalogue's trigram index) and
 * counts and pages that set; an unfiltered page stops early on an index and counts apart.
 */
export async function listSongsJson(db: Executor, churchId: string, input: SongListingInput, found?: IndexedSearch): Promise<string> {
  if (found) {
    const { total, items } = searchSongs(found.index, { ...input, term: found.term });
    return `{"items":${items},"total":${total},"page":${input.page},"pageSize":${input.pageSize}}`;
  }
  const where = songFilter(churchId, input);
  const sortName = input.sort === "name" ? sql`c.search_name` : sql`null::text`;
  const limit = sql`limit ${input.pageSize} offset ${offset(input.page, input.pageSize)}`;
  const query = input.search?.trim()
    ? sql`with matched as materialized (
          select ${SONG_ROW}, ${sortName} as sort_name from ${songSource(churchId, input)} where ${where})
        select (select count(*)::int from matched) as total,
          ${songItemsJson(input, sql`select * from matched x order by ${songOrder(input, true)} ${limit}`)} as items`
    : sql`select (select count(*)::int from ${songSource(churchId, input)} where ${where}) as total,
          ${songItemsJson(input, sql`select ${SONG_ROW}, ${sortName} as sort_name
            from ${songSource(churchId, input)} where ${where} order by ${songOrder(input)} ${limit}`)} as items`;
  const [row] = await preparedRows<{ total: number; items: string }>(db, query);
  return `{"items":${row!.items},"total":${row!.total},"page":${input.page},"pageSize":${input.pageSize}}`;
}

/** The church's content version, read by the same statement as the page (so they agree). */
const churchVersion = (churchId: string) => sql`(select content_version::text from churches where id = ${churchId}::uuid)`;

/** A list of ids as one parameter (one statement text, and one prepared plan, for any count). */
const idList = (ids: string[]) => sql`string_to_array(${ids.join(",")}, ',')::uuid[]`;

type PageRows = { version: string; total: number; rows: CountedRow[] };

/**
 * A page's items as JSON: its rows read by `readPage`, their fragments from the store (the missing
 * ones loaded). When a save falls between the two statements, both run again in one snapshot.
 */
async function renderPage(
  db: Executor,
  fragments: FragmentStore,
  scope: Omit<FragmentScope, "version">,
  readPage: (executor: Executor) => Promise<PageRows>,
  load: (executor: Executor, ids: string[]) => Promise<LoadedFragments>,
): Promise<{ total: number; json: string }> {
  const once = async (executor: Executor) => {
    const page = await readPage(executor);
    const json = await fragments.render({ ...scope, version: page.version }, page.rows, (ids) => load(executor, ids));
    return json === null ? null : { total: page.total, json };
  };
  const first = await once(db);
  if (first) return first;
  return db.transaction(
    async (tx) => {
      const consistent = await once(tx);
      if (!consistent) throw new Error("a list page's items disagree with its rows within one snapshot");
      return consistent;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

const pageJson = (items: { total: number; json: string }, page: number, pageSize: number) =>
  `{"items":${items.json},"total":${items.total},"page":${page},"pageSize":${pageSize}}`;
