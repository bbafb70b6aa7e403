import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { CHURCH_SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from "@shared/schemas/churches";
import type { ChurchExportCounts } from "@shared/schemas/church-export";
import { SLUG_PATTERN, slugify } from "@shared/slugs";
import { type Database, postgresErrorCode, accounts, churches, churchMembers, users, type Transaction } from "../db";
import { openExportArchive, type ExportArchive } from "./archive";
import { readExportContents, type ExportContents } from "./export-file";
import { ChurchImportError } from "./import-errors";
import { newPlanPublicKey } from "../plans";
import { anyIdTaken, insertChurchRow, insertImage, insertRecords, setLatestPerformances, setPublicKeys, takenPlanKeys } from "./import-queries";

export type ChurchImportOptions = {
  /** The administrator of the imported church: used when they have no church yet, created when missing. */
  adminEmail: string;
  /** The imported church's slug instead of the file's. */
  slug?: string;
};

export type ChurchImportResult = {
  churchId: string;
  name: string;
  slug: string;
  admin: { id: string; email: string; created: boolean; /** Only for a created administrator: shown once, never stored. */ password: string | null };
  counts: ChurchExportCounts;
  /** False when the install already held some of the file's ids and every row got a new one (docs/decisions/396). */
  idsKept: boolean;
};

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const PASSWORD_BYTES = 12;

/**
 * Loads an export file (a path or its bytes) into this install as a new church under the given
 * administrator, in one transaction: every refusal (a damaged file, a newer format, a slug taken,
 * an administrator who already has a church) leaves the database as it was. Afterwards the
 * church's public pages, readable URLs, statistics, reports and view counts are the source's.
 */
export async function importChurch(db: Database, file: string | Buffer, options: ChurchImportOptions): Promise<ChurchImportResult> {
  const adminEmail = parseAdminEmail(options.adminEmail);
  const requestedSlug = options.slug === undefined ? undefined : parseSlug(options.slug);
  const archive = await openExportArchive(file);
  try {
    const contents = await readExportContents(archive);
    const slug = requestedSlug ?? contents.church.slug;
    return await db.transaction((tx) => writeChurch(tx, archive, contents, { adminEmail, slug })).catch((error: unknown) => {
      throw asImportError(error, slug);
    });
  } finally {
    archive.close();
  }
}

function parseAdminEmail(email: string): string {
  const parsed = z.email().safeParse(email.trim());
  if (!parsed.success) throw ChurchImportError.invalidAdmin(email);
  return parsed.data.toLowerCase();
}

function parseSlug(text: string): string {
  const slug = slugify(text);
  if (!SLUG_PATTERN.test(slug) || slug.length < SLUG_MIN_LENGTH || slug.length > CHURCH_SLUG_MAX_LENGTH) throw ChurchImportError.invalidSlug(text);
  return slug;
}

/** A failure of the database's own rules on the file's data is damage too; a slug taken meanwhile is still a taken slug. */
function asImportError(error: unknown, slug: string): unknown {
  if (error instanceof ChurchImportError) return error;
  const code = postgresErrorCode(error);
  const failure = postgresFailure(error);
  if (failure?.constraint === "churches_slug_unique") return ChurchImportError.slugTaken(slug);
  if (code && (code.startsWith("23") || code.startsWith("22"))) {
    return ChurchImportError.damaged(`os dados não cabem nas regras do banco (${failure?.constraint ?? code}: ${failure?.message ?? ""})`);
  }
  return error;
}

/** The PostgreSQL error itself, also when drizzle wrapped it. */
function postgresFailure(error: unknown): { constraint?: string; message?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if (typeof (current as { code?: unknown }).code === "string") return current as { constraint?: string; message?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function writeChurch(tx: Transaction, archive: ExportArchive, contents: ExportContents, options: { adminEmail: string; slug: string }): Promise<ChurchImportResult> {
  const [taken] = await tx.select({ id: churches.id }).from(churches).where(eq(churches.slug, options.slug));
  if (taken) throw ChurchImportError.slugTaken(options.slug);
  const admin = await administrator(tx, options.adminEmail);

  const idsKept = !(await anyIdTaken(tx, {
    churches: [contents.church.id],
    musicians: contents.musicians.map((row) => row.id),
    musician_blockouts: contents.musicians.flatMap((musician) => musician.blockouts.map((blockout) => blockout.id)),
    bands: contents.bands.map((row) => row.id),
    band_musicians: contents.bands.flatMap((band) => band.members.map((member) => member.id)),
    songs_catalog: contents.songs.map((row) => row.id),
    services: contents.services.map((row) => row.id),
    song_details: contents.segments.map((row) => row.id),
    recording_reviews: contents.services.flatMap((service) => service.recordingReviews.map((review) => review.id)),
    service_musicians_global: contents.serviceLineups.map((row) => row.id),
    service_musicians_individual: contents.songLineups.map((row) => row.id),
    plans: contents.plans.map((row) => row.id),
    plan_songs: contents.plans.flatMap((plan) => plan.songs.map((song) => song.id)),
    plan_team: contents.plans.flatMap((plan) => plan.team.map((entry) => entry.id)),
  }));
  const id = idMapper(idsKept);
  const maybe = (value: string | null) => (value === null ? null : id(value));

  const { church } = contents;
  const churchId = id(church.id);
  await insertChurchRow(tx, { ...church, id: churchId, slug: options.slug, adminUserId: admin.id });

  for (const image of contents.images) {
    const bytes = await archive.read(image.file, IMAGE_MAX_BYTES);
    if (createHash("sha256").update(bytes).digest("hex") !== image.sha256 || bytes.length !== image.size) {
      throw ChurchImportError.damaged(`a imagem ${image.file} não confere com o seu nome`);
    }
    await insertImage(tx, churchId, { contentType: image.contentType, bytes, uses: image.uses, createdAt: image.createdAt });
  }

  await insertRecords(tx, "musicians", churchId, contents.musicians.map(({ blockouts: _blockouts, ...row }) => ({ ...row, id: id(row.id) })));
  await insertRecords(
    tx,
    "blockouts",
    churchId,
    contents.musicians.flatMap((musician) => musician.blockouts.map((blockout) => ({ ...blockout, id: id(blockout.id), musicianId: id(musician.id) }))),
  );
  await insertRecords(tx, "bands", churchId, contents.bands.map(({ members: _members, ...row }) => ({ ...row, id: id(row.id) })));
  await insertRecords(
    tx,
    "bandMembers",
    churchId,
    contents.bands.flatMap((band) => band.members.map((member) => ({ ...member, id: id(member.id), bandId: id(band.id), musicianId: id(member.musicianId) }))),
  );
  await insertRecords(
    tx,
    "songs",
    churchId,
    contents.songs.map((row) => ({ ...row, id: id(row.id), introducedBy: maybe(row.introducedBy) })),
  );
  const figures = serviceFigures(contents);
  await insertRecords(
    tx,
    "services",
    churchId,
    contents.services.map(({ recordingReviews: _reviews, ...row }) => ({ ...row, id: id(row.id), bandId: id(row.bandId), ...(figures.get(row.id) ?? { duration: 0, songCount: 0 }) })),
  );
  // A service's segments in one statement: the triggers that keep its figures run after it, once they are all in.
  await insertRecords(
    tx,
    "segments",
    churchId,
    groupedBy(contents.segments, (row) => row.serviceId).map(({ fingerprint: _fingerprint, ...row }) => ({
      ...row,
      id: id(row.id),
      serviceId: id(row.serviceId),
      songCatalogId: id(row.songCatalogId),
      bandId: id(row.bandId),
    })),
    (row) => row.serviceId,
  );
  await insertLearnt(tx, churchId, contents, id);
  await insertRecords(
    tx,
    "serviceLineups",
    churchId,
    contents.serviceLineups.map((row) => ({ ...row, id: id(row.id), serviceId: id(row.serviceId), musicianId: id(row.musicianId) })),
  );
  await insertRecords(
    tx,
    "songLineups",
    churchId,
    contents.songLineups.map((row) => ({
      ...row,
      id: id(row.id),
      serviceId: id(row.serviceId),
      songDetailId: maybe(row.songDetailId),
      musicianId: id(row.musicianId),
    })),
  );
  await insertPlans(tx, churchId, contents.plans, id, maybe);
  await setLatestPerformances(
    tx,
    churchId,
    contents.songs
      .filter((row) => row.lastServiceId !== null || row.lastSegmentId !== null)
      .map((row) => ({ id: id(row.id), lastServiceId: maybe(row.lastServiceId), lastSegmentId: maybe(row.lastSegmentId) })),
  );

  const keys = (rows: readonly { id: string; publicKey: string | null }[]) => rows.map((row) => ({ id: id(row.id), key: row.publicKey }));
  await setPublicKeys(tx, "musicians", churchId, keys(contents.musicians));
  await setPublicKeys(tx, "bands", churchId, keys(contents.bands));
  await setPublicKeys(tx, "songs_catalog", churchId, keys(contents.songs));
  await setPublicKeys(tx, "services", churchId, keys(contents.services));
  await setPublicKeys(tx, "song_details", churchId, keys(contents.segments));

  return { churchId, name: church.name, slug: options.slug, admin, counts: contents.manifest.counts, idsKept };
}

/** What the recording analysis learnt (format 6): the performances' fingerprints, and how far each save was from its proposals. */
async function insertLearnt(tx: Transaction, churchId: string, contents: ExportContents, id: (value: string) => string) {
  const fingerprints = contents.segments.flatMap((row) => (row.fingerprint ? [{ ...row.fingerprint, songDetailId: id(row.id) }] : []));
  await insertRecords(tx, "fingerprints", churchId, fingerprints);
  const reviews = contents.services.flatMap((service) => service.recordingReviews.map((review) => ({ ...review, id: id(review.id), serviceId: id(service.id) })));
  await insertRecords(tx, "recordingReviews", churchId, reviews);
}

/** The plans with their songs and teams. A page key already taken in the install (the church imported beside its original) gets a new one. */
async function insertPlans(tx: Transaction, churchId: string, plans: ExportContents["plans"], id: (value: string) => string, maybe: (value: string | null) => string | null) {
  const takenKeys = await takenPlanKeys(tx, plans.map((plan) => plan.publicKey));
  await insertRecords(
    tx,
    "plans",
    churchId,
    plans.map(({ songs: _songs, team: _team, ...row }) => ({
      ...row,
      id: id(row.id),
      bandId: id(row.bandId),
      publicKey: takenKeys.has(row.publicKey) ? newPlanPublicKey() : row.publicKey,
    })),
  );
  await insertRecords(
    tx,
    "planSongs",
    churchId,
    plans.flatMap((plan) => plan.songs.map((song) => ({ ...song, id: id(song.id), planId: id(plan.id), songCatalogId: id(song.songCatalogId) }))),
  );
  await insertRecords(
    tx,
    "planTeam",
    churchId,
    plans.flatMap((plan) => plan.team.map((entry) => ({ ...entry, id: id(entry.id), planId: id(plan.id), musicianId: maybe(entry.musicianId) }))),
  );
}

/** The items with each group's together, groups in the order they first appear, items in their order within it. */
function groupedBy<T>(items: readonly T[], groupOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(groupOf(item));
    if (group) group.push(item);
    else groups.set(groupOf(item), [item]);
  }
  return [...groups.values()].flat();
}

/** Each service's duration and song count as the read model keeps them: the end of its last active segment, and how many there are. */
function serviceFigures(contents: ExportContents): Map<string, { duration: number; songCount: number }> {
  const figures = new Map<string, { duration: number; songCount: number }>();
  for (const segment of contents.segments) {
    if (!segment.active) continue;
    const current = figures.get(segment.serviceId) ?? { duration: 0, songCount: 0 };
    figures.set(segment.serviceId, { duration: Math.max(current.duration, segment.endTime), songCount: current.songCount + 1 });
  }
  return figures;
}

/**
 * The file's ids as they are, or (when this install already holds some of them) a new id for
 * each that keeps its first 4 characters, which readable keys use to tell namesakes apart
 * (docs/decisions/396).
 */
function idMapper(keep: boolean): (id: string) => string {
  if (keep) return (id) => id;
  const replaced = new Map<string, string>();
  return (id) => {
    let next = replaced.get(id);
    if (!next) {
      next = `${id.slice(0, 4)}${randomUUID().slice(4)}`;
      replaced.set(id, next);
    }
    return next;
  };
}

/** The administrator with this e-mail, when they have no church yet; created (with a one-time password) when missing. */
async function administrator(tx: Transaction, email: string): Promise<ChurchImportResult["admin"]> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) {
    const [church] = await tx
      .select({ name: churches.name, slug: churches.slug })
      .from(churches)
      .innerJoin(churchMembers, eq(churchMembers.churchId, churches.id))
      .where(eq(churchMembers.userId, user.id));
    if (church) throw ChurchImportError.adminHasChurch(email, church);
    return { id: user.id, email, created: false, password: null };
  }
  const password = randomBytes(PASSWORD_BYTES).toString("base64url");
  const [created] = await tx
    .insert(users)
    .values({ email, name: email.split("@")[0] ?? email, emailVerified: true })
    .returning({ id: users.id });
  if (!created) throw new Error("user insert returned nothing");
  // better-auth's own hash (the app's auth keeps its default), so the password signs in like any other.
  await tx.insert(accounts).values({ userId: created.id, providerId: "credential", accountId: created.id, password: await hashPassword(password) });
  return { id: created.id, email, created: true, password };
}
