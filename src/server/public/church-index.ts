import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { PublicCatalogueSong } from "@shared/schemas/public-catalogue";
import { type Executor, preparedRows } from "../db";

/**
 * A church's search index (search-index.ts, decision 536): what the three public searches read,
 * as one statement returns it, and its view counts read again by a smaller one.
 */

type Band = { id: string; key: string; name: string; year: number };
export type ServiceEntry = {
  id: string;
  key: string;
  text: string;
  bandId: string;
  band: Band;
  date: string;
  time: string;
  videoUrl: string;
  duration: number;
  views: number;
  /** Its active segments' view counts, in their order (the card's counts, after its own). */
  counts: number[];
  /** Its active segments, in the card's order (start time, then id). */
  segments: SegmentEntry[];
};
type SongEntry = { id: string; key: string; name: string; text: string; nameRank: number; segments: SegmentEntry[] };
export type SegmentEntry = { id: string; key: string; song: SongEntry; service: ServiceEntry; bandId: string; start: number; end: number; views: number };
type CatalogueEntry = { name: string; author: string; song: PublicCatalogueSong };

export type ChurchIndex = {
  version: string;
  /** When its statement ran: the age of its view counts. */
  builtAt: number;
  services: Haystack<ServiceEntry>;
  /** The catalogue's songs, each with its active segments in active services. */
  songs: Haystack<SongEntry>;
  /** The performed songs of the catalogue page, in its order. */
  catalogue: Haystack<CatalogueEntry>;
  /**
   * The entries whose view counts readViewCounts reads again, in its statement's order (by id):
   * null where the index left a row out (as the statements' joins do).
   */
  counted: { services: (ServiceEntry | null)[]; segments: (SegmentEntry | null)[] };
  /** About what it takes of memory. */
  bytes: number;
};

/**
 * Entries whose texts are searched together: each entry's texts joined by NUL, which neither a
 * text (PostgreSQL's text has none) nor a term (inMemoryTerm) holds, so no match spans two texts.
 * Beside them, for every run of three ASCII characters, the entries that hold it: a term (ASCII
 * only, inMemoryTerm) of three characters or more is looked for only in the entries holding its
 * rarest run, a few dozen of thousands; a shorter one, in the joined text by one indexOf.
 */
type Haystack<T> = { text: string; starts: number[]; parts: string[]; entries: T[]; grams: Map<number, number[]>; bytes: number };

/** Three ASCII characters as one small integer (7 bits each); null when one is not ASCII. */
const gramAt = (text: string, at: number): number | null => {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  return (a | b | c) < 128 ? (a << 14) | (b << 7) | c : null;
};

function haystack<T>(entries: T[], textsOf: (entry: T) => string[]): Haystack<T> {
  const parts: string[] = [];
  const starts: number[] = [];
  const grams = new Map<number, number[]>();
  let length = 0;
  let postings = 0;
  entries.forEach((entry, index) => {
    const part = `${textsOf(entry).join("\0")}\0`;
    starts.push(length);
    parts.push(part);
    length += part.length;
    for (let at = 0; at + 3 <= part.length; at += 1) {
      const gram = gramAt(part, at);
      if (gram === null) continue;
      let holders = grams.get(gram);
      if (!holders) grams.set(gram, (holders = []));
      if (holders[holders.length - 1] !== index) {
        holders.push(index);
        postings += 1;
      }
    }
  });
  const text = parts.join("");
  // The parts as views of the joined text (V8 keeps a slice as a pointer into it).
  const views = parts.map((_, index) => text.slice(starts[index], starts[index + 1] ?? text.length));
  return { text, starts, parts: views, entries, grams, bytes: length * 2 + postings * 8 + grams.size * 48 };
}

/** The entries that hold each run of three characters of `term`, the fewest; null when a run is not ASCII. */
function rarestHolders(grams: Map<number, number[]>, term: string): number[] | null {
  let rarest: number[] = [];
  for (let at = 0; at + 3 <= term.length; at += 1) {
    const gram = gramAt(term, at);
    if (gram === null) return null;
    const holders = grams.get(gram) ?? [];
    if (at === 0 || holders.length < rarest.length) rarest = holders;
  }
  return rarest;
}

/** The entries one of whose texts contains `term`, in their order. */
export function matching<T>({ text, starts, parts, entries, grams }: Haystack<T>, term: string): T[] {
  const found: T[] = [];
  const holders = term.length >= 3 ? rarestHolders(grams, term) : null;
  if (holders) {
    for (const index of holders) if (parts[index]!.includes(term)) found.push(entries[index]!);
    return found;
  }
  let from = 0;
  for (let at = text.indexOf(term, from); at >= 0; at = text.indexOf(term, from)) {
    // The entry whose part holds `at`: the last start at or before it.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    found.push(entries[low]!);
    from = starts[low + 1] ?? text.length;
  }
  return found;
}

type IndexRow = {
  version: string;
  bands: [string, string, string, number][];
  services: [string, string, string, string, string, string, string, number, number, number[]][];
  songs: [string, string, string, string, number][];
  /** A segment's song, service and band as their places in `songs`, `services` and `bands` (null: not there). */
  segments: [string, string, number | null, number | null, number | null, number, number, number][];
  catalogue: [string, string, PublicCatalogueSong][];
};

/** What the index and its view counts are read from, so that both statements list the same rows in the same order. */
function sources(churchId: string) {
  const church = sql`${churchId}::uuid`;
  return {
    church,
    services: sql`from services s join bands b on b.id = s.band_id where s.church_id = ${church} and s.active`,
    songViews: sql`(select coalesce(array_agg(d.view_count order by d.start_time, d.id), '{}') from song_details d where d.service_id = s.id and d.active)`,
    segments: sql`song_details d join services s on s.id = d.service_id`,
    segmentsShown: sql`d.church_id = ${church} and d.active and s.active`,
  };
}

/**
 * The church's index, read by one statement (one snapshot: its rows agree with its version): its
 * bands, active services and their active segments, the catalogue's songs with their search form
 * and their rank in the name order, and the catalogue page's performed songs in its order. A
 * segment names its song, service and band by their places in those lists (a third of the JSON
 * that their ids would make, for 16,000 segments).
 */
export async function readChurchIndex(db: Executor, churchId: string, now: number): Promise<ChurchIndex> {
  const from = sources(churchId);
  const { church } = from;
  const [row] = await preparedRows<IndexRow>(
    db,
    sql`with placed_services as (select s.id, row_number() over (order by s.id) - 1 as at ${from.services}),
      placed_songs as (select c.id, row_number() over (order by c.id) - 1 as at from songs_catalog c where c.church_id = ${church}),
      placed_bands as (select b.id, row_number() over (order by b.id) - 1 as at from bands b where b.church_id = ${church})
    select (select content_version::text from churches where id = ${church}) as version,
      (select coalesce(json_agg(json_build_array(b.id, b.public_key, b.name, b.year) order by b.id), '[]'::json) from bands b where b.church_id = ${church}) as bands,
      (select coalesce(json_agg(json_build_array(s.id, s.public_key, s.search_text, s.band_id, s.date, s.time, s.video_url, s.duration, s.view_count,
          ${from.songViews}) order by s.id), '[]'::json) ${from.services}) as services,
      (select coalesce(json_agg(json_build_array(c.id, c.public_key, c.name, c.search_name, c.name_rank) order by c.id), '[]'::json)
        from (select c.id, c.public_key, c.name, louvor_search_text(c.name) as search_name,
            dense_rank() over (order by louvor_search_text(c.name)) as name_rank
          from songs_catalog c where c.church_id = ${church}) c) as songs,
      (select coalesce(json_agg(json_build_array(d.id, d.public_key, song.at, service.at, band.at, d.start_time, d.end_time, d.view_count)
          order by d.id), '[]'::json)
        from ${from.segments}
          left join placed_songs song on song.id = d.song_catalog_id
          left join placed_services service on service.id = d.service_id
          left join placed_bands band on band.id = d.band_id
        where ${from.segmentsShown}) as segments,
      (select coalesce(json_agg(json_build_array(louvor_search_text(p.name), louvor_search_text(coalesce(p.author, '')),
          json_build_object('id', p.id, 'name', p.name, 'author', p.author, 'performanceCount', p.performance_count,
            'key', p.public_key, 'videoUrl', p.video_url)) order by p.rank), '[]'::json)
        from (select c.id, c.name, c.author, c.performance_count, c.public_key, latest.video_url,
            row_number() over (order by louvor_search_text(c.name), c.name, c.id) as rank
          from songs_catalog c
          left join lateral (
            select coalesce(nullif(d.youtube_url, ''), s.video_url) as video_url
            from song_details d join services s on s.id = d.service_id
            where d.service_id = c.last_service_id and d.song_catalog_id = c.id and d.active and s.active
            order by d.start_time limit 1
          ) latest on true
          where c.church_id = ${church} and c.active and c.performance_count > 0) p) as catalogue`,
  );
  const { version } = row!;
  const size = (...texts: (string | null)[]) => texts.reduce((sum, text) => sum + (text?.length ?? 0), 64);
  let bytes = 0;
  const bandList = row!.bands.map(([id, key, name, year]) => ({ id, key, name, year }));
  const bands = new Map(bandList.map((band) => [band.id, band]));
  const services: ServiceEntry[] = [];
  const counted: ChurchIndex["counted"] = { services: [], segments: [] };
  for (const [id, key, text, bandId, date, time, videoUrl, duration, views, counts] of row!.services) {
    const band = bands.get(bandId);
    const service: ServiceEntry | null = band ? { id, key, text, bandId, band, date, time, videoUrl, duration, views, counts, segments: [] } : null;
    counted.services.push(service);
    if (!service) continue;
    bytes += size(id, key, text, date, time, videoUrl) + counts.length * 8;
    services.push(service);
  }
  await nextTurn();
  const songList = row!.songs.map(([id, key, name, text, nameRank]): SongEntry => ({ id, key, name, text, nameRank, segments: [] }));
  for (const [id, key, songAt, serviceAt, bandAt, start, end, views] of row!.segments) {
    bytes += size(id, key) + 56;
    // As the statements' joins: a segment counts with its church's song and an active service.
    const song = songAt === null ? undefined : songList[songAt];
    const service = serviceAt === null ? null : counted.services[serviceAt];
    const bandId = bandAt === null ? "" : (bandList[bandAt]?.id ?? "");
    const segment = song && service ? { id, key, song, service, bandId, start, end, views } : null;
    counted.segments.push(segment);
    if (segment) {
      song!.segments.push(segment);
      service!.segments.push(segment);
    }
  }
  // A card's order (listing-queries.ts loadCards); ids compare as PostgreSQL's uuids do.
  for (const service of services) service.segments.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const catalogue = row!.catalogue.map(([name, author, song]): CatalogueEntry => {
    bytes += size(name, author, song.id, song.name, song.author, song.key, song.videoUrl) + 64;
    return { name, author, song };
  });
  for (const song of songList) bytes += size(song.id, song.key, song.name, song.text);
  // Each text's runs in a turn of its own: requests are answered between them.
  await nextTurn();
  const servicesSearched = haystack(services, (service) => [service.text]);
  await nextTurn();
  const searched = {
    services: servicesSearched,
    songs: haystack(songList, (song) => [song.text]),
    catalogue: haystack(catalogue, (entry) => [entry.name, entry.author]),
  };
  bytes += searched.services.bytes + searched.songs.bytes + searched.catalogue.bytes;
  return { version, builtAt: now, ...searched, counted, bytes };
}

/**
 * The index's view counts read again (a small statement beside the index's own), when the church
 * is still at the index's version; false when it is not (the index must be read whole).
 */
export async function readViewCounts(db: Executor, churchId: string, index: ChurchIndex, now: number): Promise<boolean> {
  const from = sources(churchId);
  const [row] = await preparedRows<{ version: string; services: [number, number[]][]; segments: number[] }>(
    db,
    sql`select (select content_version::text from churches where id = ${from.church}) as version,
      (select coalesce(json_agg(json_build_array(s.view_count, ${from.songViews}) order by s.id), '[]'::json) ${from.services}) as services,
      (select coalesce(json_agg(d.view_count order by d.id), '[]'::json) from ${from.segments} where ${from.segmentsShown}) as segments`,
  );
  const { version, services, segments } = row!;
  const { counted } = index;
  if (version !== index.version || services.length !== counted.services.length || segments.length !== counted.segments.length) return false;
  // One synchronous pass: no search sees half of the new counts.
  services.forEach(([views, counts], position) => {
    const service = counted.services[position];
    if (service && counts.length === service.counts.length) Object.assign(service, { views, counts });
  });
  segments.forEach((views, position) => {
    const segment = counted.segments[position];
    if (segment) segment.views = views;
  });
  index.builtAt = now;
  return true;
}
