import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  arrayLiteral, nullableArrayLiteral, likeContains, type Executor, FOREIGN_KEY_VIOLATION, postgresErrorCode, bands, churches, songsCatalog,
} from "../db";
import { AppError, notFound } from "../http";
import { recordChange, type Actor, historySummaries } from "../history";
import {
  SONG_CATALOGUE_PAGE_SIZE,
  SONG_OPTIONS_LIMIT,
  songMessages,
  type CatalogSong,
  type SongDetail,
  type SongInput,
  type SongListQuery,
  type SongOption,
  type SongMatchesResponse,
  type SongOptionsResponse,
} from "@shared/schemas/songs";
import { paths } from "@shared/paths";
import { parseChordPro } from "@shared/chords/chordpro";
import { songKey } from "@shared/chords/song-key";

const SONG_NAME_UNIQUE_INDEX = "songs_catalog_church_id_lower_name_unique";

export const duplicateSong = () => new AppError(409, "duplicate_song", songMessages.duplicate);
export const songReferenceMissing = () => new AppError(409, "reference_missing", songMessages.referenceMissing);
export const songNotFound = () => notFound(songMessages.notFound);


const nameContains = (term: string) =>
  sql`louvor_search_text(${songsCatalog.name}) like ${likeContains(term)}`;

/** Alphabetical order as a Portuguese reader expects it ("Águas" beside "Aleluia", "amor" beside "Amor"). */
const byNameAscending = [asc(sql`louvor_search_text(${songsCatalog.name})`), asc(songsCatalog.name), asc(songsCatalog.id)];

const catalogColumns = {
  id: songsCatalog.id,
  name: songsCatalog.name,
  author: songsCatalog.author,
  chordFile: songsCatalog.chordFile,
  lyrics: songsCatalog.lyrics,
  performanceCount: songsCatalog.performanceCount,
  viewCount: songsCatalog.viewCount,
  firstPlayedAt: songsCatalog.firstPlayedAt,
  lastPlayedAt: songsCatalog.lastPlayedAt,
  createdAt: songsCatalog.createdAt,
  newMarkedAt: songsCatalog.newMarkedAt,
  introducedBy: songsCatalog.introducedBy,
};

type CatalogRow = Omit<CatalogSong, "createdAt" | "newMarkedAt"> & { createdAt: Date; newMarkedAt: Date | null };

function toCatalogSong(row: CatalogRow): CatalogSong {
  return { ...row, createdAt: row.createdAt.toISOString(), newMarkedAt: row.newMarkedAt?.toISOString() ?? null };
}

/**
 * The chart, its original key and the CCLI number to write (issue 42): absent fields stay as
 * stored; a chart sent without an original key gets the chart's own (its `{key}`, else the key
 * read from its chords).
 */
function chartColumns(input: SongInput) {
  const originalKey =
    input.chart && !input.originalKey ? (songKey(parseChordPro(input.chart)) ?? input.originalKey) : input.originalKey;
  return { chart: input.chart, originalKey, ccli: input.ccli };
}

function isUniqueNameViolation(error: unknown): boolean {
  for (let candidate = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; candidate; ) {
    if (candidate.code === "23505") return candidate.constraint === SONG_NAME_UNIQUE_INDEX;
    candidate = candidate.cause as typeof candidate;
  }
  return false;
}

/**
 * Runs a write that may meet the name's unique index (a clash is the spec's duplicate message) or
 * name a church deleted meanwhile (a foreign-key violation: the spec's 'Erro de Referência').
 */
async function guardDuplicateName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueNameViolation(error)) throw duplicateSong();
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) throw songReferenceMissing();
    throw error;
  }
}

/**
 * Trigram thresholds of the song picker (pg_trgm over louvor_search_text, which pg_trgm reads
 * without punctuation), measured on realistic names (docs/decisions/427): a catalogue song is
 * offered when the typed text is at least this word-similar to it ('Santo Espirto Vem', 'Yesua',
 * 'Raridad' find their songs) ...
 */
export const SONG_OPTION_SIMILARITY = 0.5;
/** ... and named before 'Criar música' when the whole names are at least this similar ('Já existe ...'). */
export const SONG_CLOSE_MATCH_SIMILARITY = 0.6;

const searchText = (term: string) => sql`louvor_search_text(${term})`;
const nameSimilarity = (term: string) => sql<number>`similarity(louvor_search_text(${songsCatalog.name}), ${searchText(term)})`;
/** The operators (not the functions) are what the name's trigram index serves; their thresholds are set per transaction. */
const wordSimilarTo = (term: string) => sql`${searchText(term)} <% louvor_search_text(${songsCatalog.name})`;
const similarTo = (term: string) => sql`louvor_search_text(${songsCatalog.name}) % ${searchText(term)}`;

const optionColumns = {
  id: songsCatalog.id,
  name: songsCatalog.name,
  newMarkedAt: songsCatalog.newMarkedAt,
  introducedBy: songsCatalog.introducedBy,
};

const toOption = (row: { id: string; name: string; newMarkedAt: Date | null; introducedBy: string | null }): SongOption => ({
  ...row,
  newMarkedAt: row.newMarkedAt?.toISOString() ?? null,
});

/**
 * The song picker of the service form: the 10 latest songs; or, for a search, the songs whose
 * name contains it (ignoring case and accents) by name, then those that are only similar to it
 * (punctuation and a small typo aside), most similar first; 10 at most. With a search it also names
 * the catalogue song closest to the whole typed name, unless one has exactly that name.
 */
export async function listSongOptions(db: Executor, churchId: string, search: string | undefined): Promise<SongOptionsResponse> {
  if (!search) {
    const rows = await db
      .select(optionColumns)
      .from(songsCatalog)
      .where(eq(songsCatalog.churchId, churchId))
      .orderBy(desc(songsCatalog.createdAt), desc(songsCatalog.id))
      .limit(SONG_OPTIONS_LIMIT);
    return { songs: rows.map(toOption), closeMatch: null };
  }
  const contains = nameContains(search);
  const [rows, close] = await db.transaction(async (tx) => {
    // The thresholds of pg_trgm's operators, for this transaction only (docs/decisions/427).
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SONG_OPTION_SIMILARITY)}, true),
      set_config('pg_trgm.similarity_threshold', ${String(SONG_CLOSE_MATCH_SIMILARITY)}, true)`);
    const options = await tx
      .select(optionColumns)
      .from(songsCatalog)
      .where(and(eq(songsCatalog.churchId, churchId), sql`(${contains} or ${wordSimilarTo(search)})`))
      .orderBy(sql`${contains} desc`, sql`case when ${contains} then 0 else ${nameSimilarity(search)} end desc`, ...byNameAscending)
      .limit(SONG_OPTIONS_LIMIT);
    const closest = await tx
      .select(optionColumns)
      .from(songsCatalog)
      .where(and(eq(songsCatalog.churchId, churchId), similarTo(search), sql`lower(${songsCatalog.name}) <> lower(${search.trim()})`))
      .orderBy(sql`${nameSimilarity(search)} desc`, ...byNameAscending)
      .limit(1);
    return [options, closest] as const;
  });
  // A song named exactly as typed (ignoring case) is picked, not created: nothing to warn about.
  const exact = rows.some((row) => row.name.trim().toLowerCase() === search.trim().toLowerCase());
  return { songs: rows.map(toOption), closeMatch: close[0] && !exact ? toOption(close[0]) : null };
}

/**
 * Each name's catalogue song for 'Colar capítulos' (docs/decisions/438): the one whose name is the
 * same without regard to case, accents or punctuation, or else the most similar one (pg_trgm over
 * louvor_search_text) at or above SONG_CLOSE_MATCH_SIMILARITY, the picker's measured threshold;
 * null otherwise. One query for all the names, in their order.
 */
export async function matchSongNames(db: Executor, churchId: string, names: readonly string[]): Promise<SongMatchesResponse> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SONG_CLOSE_MATCH_SIMILARITY)}, true)`);
    return tx.execute<{
      id: string | null;
      name: string | null;
      author: string | null;
      new_marked_at: string | Date | null;
      introduced_by: string | null;
      similarity: number | null;
    }>(sql`
      select match.id, match.name, match.author, match.new_marked_at, match.introduced_by, match.similarity
      from unnest(${arrayLiteral(names.map((name) => name.trim()))}::text[]) with ordinality as typed(name, ord)
      left join lateral (
        select c.id, c.name, c.author, c.new_marked_at, c.introduced_by,
               similarity(louvor_search_text(c.name), louvor_search_text(typed.name))::float8 as similarity
        from songs_catalog c
        where c.church_id = ${churchId}
          and louvor_search_text(c.name) % louvor_search_text(typed.name)
        order by similarity desc, louvor_search_text(c.name), c.name, c.id
        limit 1
      ) as match on true
      order by typed.ord`);
  });
  return {
    matches: rows.rows.map((row) =>
      row.id === null
        ? null
        : {
            id: row.id,
            name: row.name!,
            author: row.author,
            newMarkedAt: row.new_marked_at === null ? null : new Date(row.new_marked_at).toISOString(),
            introducedBy: row.introduced_by,
            similarity: Math.round(Number(row.similarity) * 1000) / 1000,
          },
    ),
  };
}

/** Whether no song of the church has this name, ignoring case (the rule of the unique index). */
export async function isSongNameAvailable(db: Executor, churchId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: songsCatalog.id })
    .from(songsCatalog)
    .where(and(eq(songsCatalog.churchId, churchId), sql`lower(${songsCatalog.name}) = lower(${name.trim()})`))
    .limit(1);
  return row === undefined;
}

/**
 * Adds songs in bulk, in the caller's transaction (the save of 'Colar capítulos', 'Importar lista';
 * docs/decisions/438, 439): after `lockCatalogueAdditions`, so two such writes never add one name
 * twice; a song of one of the names added by hand at that moment makes it a 409.
 */
export async function insertCatalogueSongs(
  tx: Executor,
  churchId: string,
  songs: readonly { name: string; author: string | null; chordFile?: string | null; lyrics?: string | null }[],
): Promise<void> {
  if (songs.length === 0) return;
  // One statement over four array parameters: a list of 5,000 as rows of parameters takes PostgreSQL
  // twice as long to read (issue 39; decision 503).
  const column = (value: (song: (typeof songs)[number]) => string | null | undefined) => nullableArrayLiteral(songs.map((song) => value(song) ?? null));
  await guardDuplicateName(() =>
    tx.execute(sql`
      insert into songs_catalog (church_id, name, author, chord_file, lyrics)
      select ${churchId}::uuid, t.name, t.author, t.chord_file, t.lyrics
      from unnest(${column((song) => song.name)}::text[], ${column((song) => song.author)}::text[], ${column((song) => song.chordFile)}::text[],
                  ${column((song) => song.lyrics)}::text[]) as t(name, author, chord_file, lyrics)`),
  );
}

/** Bulk additions to a church's catalogue one at a time (held to the end of the transaction). */
export async function lockCatalogueAdditions(tx: Executor, churchId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('louvor.catalogue-additions'), hashtext(${churchId}))`);
}

export async function createSong(db: Executor, churchId: string, input: SongInput, by: Actor): Promise<CatalogSong> {
  return db.transaction(async (tx) => {
    const [row] = await guardDuplicateName(() =>
      tx
        .insert(songsCatalog)
        .values({ churchId, name: input.name, author: input.author, chordFile: input.chordFile, lyrics: input.lyrics, ...chartColumns(input) })
        .returning(catalogColumns),
    );
    if (!row) throw new Error("song insert returned nothing");
    await recordChange(tx, churchId, by, { kind: "song", recordId: row.id, action: "create", summary: historySummaries.song(row.name, "criada") });
    return toCatalogSong(row);
  });
}

const sortExpressions = {
  performance_count: songsCatalog.performanceCount,
  view_count: songsCatalog.viewCount,
  last_played_at: songsCatalog.lastPlayedAt,
} as const;

function catalogueOrder({ sort, direction }: Pick<SongListQuery, "sort" | "direction">): SQL[] {
  if (sort === "name") {
    if (direction === "asc") return byNameAscending;
    return [desc(sql`louvor_search_text(${songsCatalog.name})`), desc(songsCatalog.name), desc(songsCatalog.id)];
  }
  const column = sortExpressions[sort];
  // Songs never played have no date: they stay at the end whichever way the column is sorted.
  const primary = sql`${column} ${sql.raw(direction === "asc" ? "asc" : "desc")} nulls last`;
  return [primary, ...byNameAscending];
}

/** One page of the catalogue (30 songs), with the total for the pagination. */
export async function listSongs(
  db: Executor,
  churchId: string,
  query: SongListQuery,
): Promise<{ songs: CatalogSong[]; total: number }> {
  const where = and(eq(songsCatalog.churchId, churchId), query.search ? nameContains(query.search) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select(catalogColumns)
      .from(songsCatalog)
      .where(where)
      .orderBy(...catalogueOrder(query))
      .limit(SONG_CATALOGUE_PAGE_SIZE)
      .offset((query.page - 1) * SONG_CATALOGUE_PAGE_SIZE),
    db.select({ total: count() }).from(songsCatalog).where(where),
  ]);
  return { songs: rows.map(toCatalogSong), total: totals?.total ?? 0 };
}

/** A song of the church with the band that introduced it and the address of its public page. */
export async function findSong(db: Executor, churchId: string, songId: string): Promise<SongDetail> {
  const [row] = await db
    .select({
      ...catalogColumns,
      bandId: bands.id,
      bandName: bands.name,
      bandYear: bands.year,
      churchSlug: churches.slug,
      publicKey: songsCatalog.publicKey,
      chart: songsCatalog.chart,
      originalKey: songsCatalog.originalKey,
      ccli: songsCatalog.ccli,
    })
    .from(songsCatalog)
    .innerJoin(churches, eq(churches.id, songsCatalog.churchId))
    .leftJoin(bands, and(eq(bands.id, songsCatalog.introducedBy), eq(bands.churchId, songsCatalog.churchId)))
    .where(and(eq(songsCatalog.id, songId), eq(songsCatalog.churchId, churchId)));
  if (!row) throw songNotFound();
  const { bandId, bandName, bandYear, churchSlug, publicKey, chart, originalKey, ccli, ...song } = row;
  return {
    ...toCatalogSong(song),
    chart,
    originalKey,
    ccli,
    introducedByBand: bandId && bandName !== null && bandYear !== null ? { id: bandId, name: bandName, year: bandYear } : null,
    // The song's stored public key (decision 244), exactly what the public area resolves (a bare id too).
    publicUrl: paths.church.song.href(churchSlug, publicKey ?? song.id),
  };
}

export async function updateSong(db: Executor, churchId: string, songId: string, input: SongInput, by: Actor): Promise<SongDetail> {
  return db.transaction(async (tx) => {
    const [updated] = await guardDuplicateName(() =>
      tx
        .update(songsCatalog)
        .set({ name: input.name, author: input.author, chordFile: input.chordFile, lyrics: input.lyrics, ...chartColumns(input) })
        .where(and(eq(songsCatalog.id, songId), eq(songsCatalog.churchId, churchId)))
        .returning({ id: songsCatalog.id, name: songsCatalog.name }),
    );
    if (!updated) throw songNotFound();
    await recordChange(tx, churchId, by, { kind: "song", recordId: songId, action: "update", summary: historySummaries.song(updated.name, "alterada") });
    return findSong(tx, churchId, songId);
  });
}

/**
 * Deletes a song with its execution records (its segments go by the foreign key's cascade, their
 * per-song lineups with them) in one statement. The catalogue statistics are per song, so no other
 * song's figures move; the services stay.
 */
export async function deleteSong(db: Executor, churchId: string, songId: string, by: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(songsCatalog)
      .where(and(eq(songsCatalog.id, songId), eq(songsCatalog.churchId, churchId)))
      .returning({ id: songsCatalog.id, name: songsCatalog.name });
    if (!deleted) throw songNotFound();
    await recordChange(tx, churchId, by, { kind: "song", recordId: songId, action: "delete", summary: historySummaries.song(deleted.name, "excluída") });
  });
}

export async function assertSongOfChurch(db: Executor, churchId: string, songId: string): Promise<void> {
  const [row] = await db
    .select({ id: songsCatalog.id })
    .from(songsCatalog)
    .where(and(eq(songsCatalog.id, songId), eq(songsCatalog.churchId, churchId)));
  if (!row) throw songNotFound();
}
