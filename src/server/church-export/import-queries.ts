import { sql, type SQL } from "drizzle-orm";
import { type Executor, rows } from "../db";

/**
 * The import's statements. Rows go in as JSON arrays through json_to_recordset, a batch per
 * statement; the church id is always the new church's. Keyed rows go in with their stored
 * readable key: the key triggers then find it right and do not write the row a second time. Stored derived values are left to the
 * triggers that keep them (service figures, search text, church totals, readable keys) and the
 * values a trigger does not keep (catalogue statistics, view counts, timestamps) are written as
 * the file has them (docs/decisions/397).
 */

const BATCH = 1000;

/**
 * The items in statements of about BATCH rows; with `groupOf`, a group's items (consecutive) are
 * never split across two statements.
 */
async function inBatches<T>(items: readonly T[], write: (json: string) => Promise<unknown>, groupOf?: (item: T) => string) {
  let start = 0;
  while (start < items.length) {
    let end = Math.min(start + BATCH, items.length);
    if (groupOf) while (end < items.length && groupOf(items[end]!) === groupOf(items[end - 1]!)) end++;
    await write(JSON.stringify(items.slice(start, end)));
    start = end;
  }
}

type Recordset = { columns: string; source: string; definition: string };

/** `insert into <table> (<columns>) select <source> from json_to_recordset($json) as r(<definition>)`, in batches. */
async function insertRows<T extends object>(db: Executor, table: string, set: Recordset, churchId: string, items: readonly T[], groupOf?: (item: T) => string) {
  await inBatches(
    items,
    (json) =>
    db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(set.columns)})
          select ${sql.join(set.source.split("$church").map((part) => sql.raw(part)), sql`${churchId}::uuid`)}
          from json_to_recordset(${json}::json) as r(${sql.raw(set.definition)})`,
      ),
    groupOf,
  );
}

const musicians: Recordset = {
  columns: "id, church_id, name, public_key, is_multibanda, instrument, bio, avatar_url, email, phone, created_at, updated_at",
  source: `r.id, $church, r.name, r."publicKey", r."isMultibanda", r.instrument, r.bio, r."avatarUrl", r.email, r.phone, r."createdAt", r."updatedAt"`,
  definition: `id uuid, name text, "publicKey" text, "isMultibanda" boolean, instrument text, bio text, "avatarUrl" text, email text, phone text, "createdAt" timestamptz, "updatedAt" timestamptz`,
};
const bands: Recordset = {
  columns: "id, church_id, name, year, public_key, image_url, created_at, updated_at",
  source: `r.id, $church, r.name, r.year, r."publicKey", r."imageUrl", r."createdAt", r."updatedAt"`,
  definition: `id uuid, name text, year integer, "publicKey" text, "imageUrl" text, "createdAt" timestamptz, "updatedAt" timestamptz`,
};
const bandMembers: Recordset = {
  columns: "id, church_id, band_id, musician_id, instrument, created_at",
  source: `r.id, $church, r."bandId", r."musicianId", r.instrument, r."createdAt"`,
  definition: `id uuid, "bandId" uuid, "musicianId" uuid, instrument text[], "createdAt" timestamptz`,
};
const songs: Recordset = {
  columns:
    "id, church_id, name, public_key, author, chord_file, lyrics, active, performance_count, view_count, first_played_at, last_played_at, new_marked_at, introduced_by, chart, original_key, ccli, created_at, updated_at",
  source: `r.id, $church, r.name, r."publicKey", r.author, r."chordFile", r.lyrics, r.active, r."performanceCount", r."viewCount", r."firstPlayedAt", r."lastPlayedAt", r."newMarkedAt", r."introducedBy", r.chart, r."originalKey", r.ccli, r."createdAt", r."updatedAt"`,
  definition: `id uuid, name text, "publicKey" text, author text, "chordFile" text, lyrics text, active boolean, "performanceCount" integer, "viewCount" integer, "firstPlayedAt" date, "lastPlayedAt" date, "newMarkedAt" timestamptz, "introducedBy" uuid, chart text, "originalKey" text, ccli text, "createdAt" timestamptz, "updatedAt" timestamptz`,
};
/**
 * Services go in with their figures (duration, song count) already right: the segments' triggers,
 * which run after each whole statement, then find nothing to change, so the church's totals are
 * not recounted once per segment (docs/decisions/397).
 */
const services: Recordset = {
  columns: "id, church_id, band_id, date, time, video_url, active, public_key, view_count, duration, song_count, created_at, updated_at",
  source: `r.id, $church, r."bandId", r.date, r.time, r."videoUrl", r.active, r."publicKey", r."viewCount", r.duration, r."songCount", r."createdAt", r."updatedAt"`,
  definition: `id uuid, "bandId" uuid, date date, time time, "videoUrl" text, active boolean, "publicKey" text, "viewCount" integer, duration integer, "songCount" integer, "createdAt" timestamptz, "updatedAt" timestamptz`,
};
const segments: Recordset = {
  columns: "id, church_id, service_id, song_catalog_id, band_id, start_time, end_time, youtube_url, name, musical_key, tempo, active, view_count, created_at, updated_at",
  source: `r.id, $church, r."serviceId", r."songCatalogId", r."bandId", r."startTime", r."endTime", r."youtubeUrl", r.name, r."musicalKey", r.tempo, r.active, r."viewCount", r."createdAt", r."updatedAt"`,
  definition: `id uuid, "serviceId" uuid, "songCatalogId" uuid, "bandId" uuid, "startTime" integer, "endTime" integer, "youtubeUrl" text, name text, "musicalKey" text, tempo integer, active boolean, "viewCount" integer, "createdAt" timestamptz, "updatedAt" timestamptz`,
};
const serviceLineups: Recordset = {
  columns: "id, church_id, service_id, musician_id, instrument, is_substitute, created_at",
  source: `r.id, $church, r."serviceId", r."musicianId", r.instrument, r."isSubstitute", r."createdAt"`,
  definition: `id uuid, "serviceId" uuid, "musicianId" uuid, instrument text, "isSubstitute" boolean, "createdAt" timestamptz`,
};
const songLineups: Recordset = {
  columns: "id, church_id, service_id, song_detail_id, musician_id, instrument, is_substitute, is_global, created_at",
  source: `r.id, $church, r."serviceId", r."songDetailId", r."musicianId", r.instrument, r."isSubstitute", r."isGlobal", r."createdAt"`,
  definition: `id uuid, "serviceId" uuid, "songDetailId" uuid, "musicianId" uuid, instrument text, "isSubstitute" boolean, "isGlobal" boolean, "createdAt" timestamptz`,
};

const plans: Recordset = {
  columns: "id, church_id, band_id, date, time, public_key, created_at, updated_at",
  source: `r.id, $church, r."bandId", r.date, r.time, r."publicKey", r."createdAt", r."updatedAt"`,
  definition: `id uuid, "bandId" uuid, date date, time time, "publicKey" text, "createdAt" timestamptz, "updatedAt" timestamptz`,
};
const planSongs: Recordset = {
  columns: "id, church_id, plan_id, position, song_catalog_id, musical_key, note, created_at, updated_at",
  source: `r.id, $church, r."planId", r.position, r."songCatalogId", r."musicalKey", r.note, r."createdAt", r."updatedAt"`,
  definition: `id uuid, "planId" uuid, position integer, "songCatalogId" uuid, "musicalKey" text, note text, "createdAt" timestamptz, "updatedAt" timestamptz`,
};

const planTeam: Recordset = {
  columns: "id, church_id, plan_id, position, sort_order, musician_id, status, decline_reason, answered_at, created_at, updated_at",
  source: `r.id, $church, r."planId", r.position, r."sortOrder", r."musicianId", r.status, r."declineReason", r."answeredAt", r."createdAt", r."updatedAt"`,
  definition: `id uuid, "planId" uuid, position text, "sortOrder" integer, "musicianId" uuid, status text, "declineReason" text, "answeredAt" timestamptz, "createdAt" timestamptz, "updatedAt" timestamptz`,
};

const blockouts: Recordset = {
  columns: "id, church_id, musician_id, starts_on, ends_on, rrule, created_at, updated_at",
  source: `r.id, $church, r."musicianId", r."startsOn", r."endsOn", r.rrule, r."createdAt", r."updatedAt"`,
  definition: `id uuid, "musicianId" uuid, "startsOn" date, "endsOn" date, rrule text, "createdAt" timestamptz, "updatedAt" timestamptz`,
};

const fingerprints: Recordset = {
  columns: "song_detail_id, church_id, fingerprint, musical_key, tempo, created_at",
  source: `r."songDetailId", $church, decode(r.bytes, 'base64'), r."musicalKey", r.tempo, r."createdAt"`,
  definition: `"songDetailId" uuid, bytes text, "musicalKey" text, tempo integer, "createdAt" timestamptz`,
};
const recordingReviews: Recordset = {
  columns: "id, church_id, service_id, segments, boundaries_within, names_proposed, names_right, created_at",
  source: `r.id, $church, r."serviceId", r.segments, r."boundariesWithin", r."namesProposed", r."namesRight", r."createdAt"`,
  definition: `id uuid, "serviceId" uuid, segments integer, "boundariesWithin" integer, "namesProposed" integer, "namesRight" integer, "createdAt" timestamptz`,
};

export const recordsets = {
  musicians,
  blockouts,
  bands,
  bandMembers,
  songs,
  services,
  segments,
  fingerprints,
  recordingReviews,
  serviceLineups,
  songLineups,
  plans,
  planSongs,
  planTeam,
};

/** The plans' page keys already used in this install (a key is unique across churches): those get a new one. */
export async function takenPlanKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const taken = await rows<{ key: string }>(
    db,
    sql`select public_key as key from plans where public_key in (select value from json_array_elements_text(${JSON.stringify(keys)}::json))`,
  );
  return new Set(taken.map((row) => row.key));
}

export type RecordsetName = keyof typeof recordsets;

/** Inserts rows of one kind; with `groupOf`, the rows of a group (consecutive) go in one statement. */
export function insertRecords<T extends object>(db: Executor, name: RecordsetName, churchId: string, items: readonly T[], groupOf?: (item: T) => string) {
  const table = {
    musicians: "musicians",
    blockouts: "musician_blockouts",
    bands: "bands",
    bandMembers: "band_musicians",
    songs: "songs_catalog",
    services: "services",
    segments: "song_details",
    fingerprints: "performance_fingerprints",
    recordingReviews: "recording_reviews",
    serviceLineups: "service_musicians_global",
    songLineups: "service_musicians_individual",
    plans: "plans",
    planSongs: "plan_songs",
    planTeam: "plan_team",
  }[name];
  return insertRows(db, table, recordsets[name], churchId, items, groupOf);
}

export async function insertChurchRow(
  db: Executor,
  church: {
    id: string;
    adminUserId: string;
    name: string;
    slug: string;
    address: string | null;
    youtubeChannel: string | null;
    logoUrl: string | null;
    chapterVerdicts: Record<string, boolean>;
    publishCharts: boolean;
    escalaReminderDays: number | null;
    escalaDayBefore: boolean;
    createdAt: string;
    updatedAt: string;
  },
) {
  await db.execute(sql`
    insert into churches (id, name, slug, address, youtube_channel, logo_url, chapter_verdicts, publish_charts, escala_reminder_days,
                          escala_day_before, created_at, updated_at)
    values (${church.id}::uuid, ${church.name}, ${church.slug}, ${church.address}, ${church.youtubeChannel},
            ${church.logoUrl}, ${JSON.stringify(church.chapterVerdicts)}::jsonb, ${church.publishCharts}, ${church.escalaReminderDays},
            ${church.escalaDayBefore}, ${church.createdAt}::timestamptz, ${church.updatedAt}::timestamptz)`);
  // The importing user is the imported church's Administrador (decision 450); the team is not in the file.
  await db.execute(sql`insert into church_members (church_id, user_id, role) values (${church.id}::uuid, ${church.adminUserId}::uuid, 'admin')`);
}

/** The catalogue's latest performance, once the services and segments it names exist. */
export async function setLatestPerformances(db: Executor, churchId: string, items: readonly { id: string; lastServiceId: string | null; lastSegmentId: string | null }[]) {
  await inBatches(items, (json) =>
    db.execute(sql`update songs_catalog c set last_service_id = r."lastServiceId", last_segment_id = r."lastSegmentId"
                   from json_to_recordset(${json}::json) as r(id uuid, "lastServiceId" uuid, "lastSegmentId" uuid)
                   where c.id = r.id and c.church_id = ${churchId}::uuid`),
  );
}

/**
 * The readable keys as the source had them (a key may depend on the order rows were written in,
 * or on an id the import replaced). Writing public_key fires no key trigger, and the keys'
 * uniqueness is checked at commit.
 */
export async function setPublicKeys(
  db: Executor,
  table: "services" | "bands" | "musicians" | "songs_catalog" | "song_details",
  churchId: string,
  items: readonly { id: string; key: string | null }[],
) {
  await inBatches(items, (json) =>
    db.execute(sql`update ${sql.identifier(table)} t set public_key = r.key
                   from json_to_recordset(${json}::json) as r(id uuid, key text)
                   where t.id = r.id and t.church_id = ${churchId}::uuid and t.public_key is distinct from r.key`),
  );
}

export async function insertImage(db: Executor, churchId: string, image: { contentType: string; bytes: Buffer; uses: number; createdAt: string }) {
  const [row] = await rows<{ sha256: string }>(
    db,
    sql`insert into images (church_id, content_type, bytes, uses, created_at)
        values (${churchId}::uuid, ${image.contentType}, ${image.bytes}, ${image.uses}, ${image.createdAt}::timestamptz)
        returning sha256`,
  );
  return row?.sha256;
}

/** Whether any of these ids is already a row of this install (an export imported back into the install it came from). */
export async function anyIdTaken(
  db: Executor,
  ids: Record<
    | "churches"
    | "musicians"
    | "musician_blockouts"
    | "bands"
    | "band_musicians"
    | "songs_catalog"
    | "services"
    | "song_details"
    | "recording_reviews"
    | "service_musicians_global"
    | "service_musicians_individual"
    | "plans"
    | "plan_songs"
    | "plan_team",
    string[]
  >,
) {
  const probes: SQL[] = Object.entries(ids).map(
    ([table, list]) => sql`exists (select 1 from ${sql.identifier(table)} where id in (select value::uuid from json_array_elements_text(${JSON.stringify(list)}::json)))`,
  );
  const [row] = await rows<{ taken: boolean }>(db, sql`select (${sql.join(probes, sql` or `)}) as taken`);
  return row?.taken ?? false;
}
