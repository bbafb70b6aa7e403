import { withoutAccents } from "@shared/accents";
import { sql } from "drizzle-orm";
import { type Executor, preparedRows, rows, asUuid, UUID_SOURCE } from "../db";

/**
 * Readable keys of the public URLs (spec §2 "Readable keys in URLs"), stored on their rows in
 * `public_key` and kept by triggers in the writing transaction (migration 0008, decisions 170
 * and 244), so listings read a column and a lookup is one indexed probe.
 *
 * - service:  "dd-MM-yyyy-19h-<band slug>"
 * - segment:  "<song name slug>-<first 4 of the song_details id>"   (a song within a service)
 * - song:     "<song name slug>-<first 4 of the songs_catalog id>"  (the catalogue song)
 * - band:     "<band name slug>-<year>"
 * - musician: "<name slug>"
 *
 * Keys that two rows of a church would share get a disambiguator (docs/decisions/170): the first
 * 4 characters of the row's id, or its whole id in the one-in-65,536 case where the other row's
 * id starts with the same 4 characters. Every row therefore has a key of its own that resolves to
 * it; a bare UUID (scoped to the church) always works too.
 *
 * Resolvers take the exact stored key first, then the spec's fallbacks (the row a disambiguator
 * names, the band slug, date and hour alone, the earliest namesake). Garbage gives null.
 */

export const UUID_SUFFIX = new RegExp(`-(${UUID_SOURCE})$`);
export const SHORT_ID_SUFFIX = /-([0-9a-f]{4})$/;
/** Keys are short; anything longer is not one of ours and is not worth a query. */
const MAX_KEY_LENGTH = 300;

/** The key as compared: trimmed, lower case, accents removed; null when empty, too long or out of scope. */
export function normalisedKey(key: string, scopeId?: string): string | null {
  if (scopeId !== undefined && !asUuid(scopeId)) return null;
  // A key typed or pasted with accents ("joão-pedro") reads as the slug it stands for.
  const trimmed = withoutAccents(key.trim()).toLowerCase();
  if (trimmed === "" || trimmed.length > MAX_KEY_LENGTH) return null;
  return trimmed;
}

// ---------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------

type Candidate = { id: string; key: string };

/** The row of `table` whose stored key is the key, within the church (its unique index). */
async function byStoredKey(db: Executor, table: "services" | "bands" | "musicians" | "songs_catalog", churchId: string, key: string): Promise<string | null> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from ${sql.identifier(table)} where church_id = ${churchId}::uuid and public_key = ${key}`,
  );
  return found[0]?.id ?? null;
}

type DirectLookup = { decided: true; id: string | null } | { decided: false; normalised: string };

/**
 * The first steps of the catalogue, band and musician resolvers: the key normalised (garbage
 * names nothing), a bare id within the church, then the stored key. Undecided, the normalised key
 * goes on to the resolver's own fallbacks.
 */
async function byIdOrStoredKey(db: Executor, table: "bands" | "musicians" | "songs_catalog", churchId: string, key: string): Promise<DirectLookup> {
  const normalised = normalisedKey(key, churchId);
  if (!normalised) return { decided: true, id: null };
  const id = asUuid(normalised);
  if (id) {
    const found = await rows<{ id: string }>(
      db,
      sql`select id from ${sql.identifier(table)} where id = ${id}::uuid and church_id = ${churchId}::uuid`,
    );
    return { decided: true, id: found[0]?.id ?? null };
  }
  const exact = await byStoredKey(db, table, churchId, normalised);
  return exact ? { decided: true, id: exact } : { decided: false, normalised };
}

/** The candidate whose stored key is the key; else one whose id the key's suffix names. */
function pickCandidate(candidates: Candidate[], key: string): string | null {
  const exact = candidates.find((candidate) => candidate.key === key);
  if (exact) return exact.id;
  const fullId = UUID_SUFFIX.exec(key)?.[1];
  if (fullId) {
    const named = candidates.find((candidate) => candidate.id === fullId);
    if (named) return named.id;
  }
  const shortId = SHORT_ID_SUFFIX.exec(key)?.[1];
  if (shortId) {
    const named = candidates.find((candidate) => candidate.id.startsWith(shortId));
    if (named) return named.id;
  }
  return null;
}

/** The key without a trailing disambiguator (whole id or 4 hex characters), when it has one. */
export function withoutDisambiguator(key: string): string[] {
  const stripped = new Set<string>();
  if (UUID_SUFFIX.test(key)) stripped.add(key.replace(UUID_SUFFIX, ""));
  if (SHORT_ID_SUFFIX.test(key)) stripped.add(key.replace(SHORT_ID_SUFFIX, ""));
  return [...stripped];
}

export type PublicChurch = { id: string; slug: string; name: string; logoUrl: string | null };

/**
 * A church by its slug, falling back to its id (spec: the layout looks up by slug, then id), with
 * its content version (decision 240): one indexed row.
 */
export async function resolveChurch(db: Executor, slugOrId: string): Promise<(PublicChurch & { contentVersion: string }) | null> {
  const key = normalisedKey(slugOrId);
  if (!key) return null;
  const id = asUuid(key);
  // On every public request: a prepared statement, parsed once per connection.
  const found = await preparedRows<PublicChurch & { contentVersion: string }>(
    db,
    sql`select id, slug, name, logo_url as "logoUrl", content_version::text as "contentVersion" from churches
        where slug = ${key}${id ? sql` or id = ${id}::uuid` : sql``}
        order by (slug = ${key}) desc
        limit 1`,
  );
  return found[0] ?? null;
}

type ServiceKeyParts = { date: string; hour: number; rest: string };

/** "dd-MM-yyyy-<hour>h[-rest]" with a real calendar date and an hour 0–23, or null. */
export function parseServiceKey(key: string): ServiceKeyParts | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})-(\d{1,2})h(?:-(.*))?$/.exec(key);
  if (!match) return null;
  const [, dd, mm, yyyy, hh, rest = ""] = match as unknown as [string, string, string, string, string, string?];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const hour = Number(hh);
  if (hour > 23 || year < 1000) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { date: `${yyyy}-${mm}-${dd}`, hour, rest };
}

export function hourBounds(hour: number): { from: string; to: string } {
  const pad = (value: number) => String(value).padStart(2, "0");
  return { from: `${pad(hour)}:00:00`, to: `${pad(hour + 1)}:00:00` };
}

/**
 * An active service of the church by key or id. Candidates are the active services of that date
 * and hour (index on church_id, date, time); the exact key wins, then the disambiguator, then the
 * band slug, and finally the spec's fallback on date and hour alone (the earliest that hour).
 */
export async function resolveServiceKey(db: Executor, churchId: string, key: string): Promise<string | null> {
  const normalised = normalisedKey(key, churchId);
  if (!normalised) return null;
  const id = asUuid(normalised);
  if (id) {
    const found = await rows<{ id: string }>(
      db,
      sql`select id from services where id = ${id}::uuid and church_id = ${churchId}::uuid and active`,
    );
    return found[0]?.id ?? null;
  }
  const parts = parseServiceKey(normalised);
  if (!parts) return null;
  const exact = await byStoredKey(db, "services", churchId, normalised);
  if (exact) return exact;
  const { from, to } = hourBounds(parts.hour);
  const candidates = await rows<Candidate & { bandSlug: string }>(
    db,
    sql`select s.id, s.public_key as key, louvor_slug(b.name) as "bandSlug"
        from services s join bands b on b.id = s.band_id
        where s.church_id = ${churchId}::uuid and s.active and s.date = ${parts.date}::date
          and s.time >= ${from}::time and s.time < ${to}::time
        order by s.time, s.id`,
  );
  if (candidates.length === 0) return null;
  const picked = pickCandidate(candidates, normalised);
  if (picked) return picked;
  const sameBand = candidates.find(
    (candidate) => candidate.bandSlug === parts.rest || withoutDisambiguator(parts.rest).includes(candidate.bandSlug),
  );
  return (sameBand ?? candidates[0]!).id;
}

/**
 * An active segment of the service by key or id. The service's own segments are the candidates
 * (index on service_id); the exact key wins, then the disambiguating id part; a key whose id part
 * does not match (a catalogue song key, an outdated link) falls back to the first segment of a
 * song with that slug. A bare UUID may be the segment's id or its catalogue song's id.
 */
export async function resolveSegmentKey(db: Executor, serviceId: string, key: string): Promise<string | null> {
  const normalised = normalisedKey(key, serviceId);
  if (!normalised) return null;
  const candidates = await rows<Candidate & { songId: string; songSlug: string }>(
    db,
    sql`select d.id, d.song_catalog_id as "songId", d.public_key as key,
          louvor_slug(c.name) as "songSlug"
        from song_details d join songs_catalog c on c.id = d.song_catalog_id
        where d.service_id = ${serviceId}::uuid and d.active
        order by d.start_time, d.id`,
  );
  const id = asUuid(normalised);
  if (id) return candidates.find((candidate) => candidate.id === id || candidate.songId === id)?.id ?? null;
  const picked = pickCandidate(candidates, normalised);
  if (picked) return picked;
  const slugs = [normalised, ...withoutDisambiguator(normalised)];
  return candidates.find((candidate) => slugs.includes(candidate.songSlug))?.id ?? null;
}

/**
 * A catalogue song of the church by key or id: the stored key (unique index), else the slug and
 * 4 id characters through the primary key's id range (the admin's link form, for the rare song
 * whose key took its whole id).
 */
export async function resolveSongKey(db: Executor, churchId: string, key: string): Promise<string | null> {
  const direct = await byIdOrStoredKey(db, "songs_catalog", churchId, key);
  if (direct.decided) return direct.id;
  const { normalised } = direct;
  // The admin catalogue's link form (slug and 4 id characters) of a song whose key took its whole id.
  const match = /^(.*)-([0-9a-f]{4})$/.exec(normalised);
  if (!match) return null;
  const [, slug, prefix] = match as unknown as [string, string, string];
  const candidates = await rows<{ id: string }>(
    db,
    sql`select id from songs_catalog
        where id between ${`${prefix}0000-0000-0000-0000-000000000000`}::uuid and ${`${prefix}ffff-ffff-ffff-ffff-ffffffffffff`}::uuid
          and church_id = ${churchId}::uuid and louvor_slug(name) = ${slug}
        order by id
        limit 1`,
  );
  return candidates[0]?.id ?? null;
}

/** A band of the church by key or id (index on church_id, louvor_slug(name), year). */
export async function resolveBandKey(db: Executor, churchId: string, key: string): Promise<string | null> {
  const direct = await byIdOrStoredKey(db, "bands", churchId, key);
  if (direct.decided) return direct.id;
  const { normalised } = direct;
  // "slug-year" with an optional disambiguator; a digits-only disambiguator makes the split
  // ambiguous ("banda-2020-1234"), so every reading is a candidate and the exact key decides.
  const readings: { slug: string; year: number }[] = [];
  for (const base of [normalised, ...withoutDisambiguator(normalised)]) {
    const match = /^(?:(.*)-)?(\d{4})$/.exec(base);
    if (match) readings.push({ slug: match[1] ?? "", year: Number(match[2]) });
  }
  if (readings.length === 0) return null;
  const conditions = sql.join(
    readings.map((reading) => sql`(louvor_slug(b.name) = ${reading.slug} and b.year = ${reading.year})`),
    sql` or `,
  );
  const candidates = await rows<Candidate>(
    db,
    sql`select b.id, b.public_key as key
        from bands b
        where b.church_id = ${churchId}::uuid and (${conditions})
        order by b.created_at, b.id`,
  );
  return pickCandidate(candidates, normalised) ?? candidates[0]?.id ?? null;
}

/** A musician of the church by key or id (index on church_id, louvor_slug(name)). */
export async function resolveMusicianKey(db: Executor, churchId: string, key: string): Promise<string | null> {
  const direct = await byIdOrStoredKey(db, "musicians", churchId, key);
  if (direct.decided) return direct.id;
  const { normalised } = direct;
  const slugs = [normalised, ...withoutDisambiguator(normalised)];
  const candidates = await rows<Candidate>(
    db,
    sql`select m.id, m.public_key as key
        from musicians m
        where m.church_id = ${churchId}::uuid and louvor_slug(m.name) in (${sql.join(
          slugs.map((slug) => sql`${slug}`),
          sql`, `,
        )})
        order by m.created_at, m.id`,
  );
  return pickCandidate(candidates, normalised) ?? candidates[0]?.id ?? null;
}
