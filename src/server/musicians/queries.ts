import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Musician, MusicianInput, MusicianListQuery, MusicianUsage } from "@shared/schemas/musicians";
import { musicianMessages } from "@shared/schemas/musicians";
import { bandNamesOfMusician } from "./band-names";
import { type Executor, musicians, FOREIGN_KEY_VIOLATION, postgresErrorCode, likeContains } from "../db";
import { servicesWithMusician } from "../lineups";
import { AppError, notFound } from "../http";
import { recordChange, type Actor, historySummaries } from "../history";

export const musicianColumns = {
  id: musicians.id,
  name: musicians.name,
  isMultibanda: musicians.isMultibanda,
  instrument: musicians.instrument,
  bio: musicians.bio,
  avatarUrl: musicians.avatarUrl,
  email: musicians.email,
  phone: musicians.phone,
};

export const musicianNotFound = () => notFound(musicianMessages.notFound);

/** Alphabetical without regard to accents or case ("Ágata" before "Bruno"), whatever the collation. */
const byName = [asc(sql`louvor_search_text(${musicians.name})`), asc(musicians.name), asc(musicians.id)];

/** The church's musicians ordered by name; `search` is an accent- and case-insensitive "contains". */
export async function listMusicians(db: Executor, churchId: string, query: MusicianListQuery): Promise<Musician[]> {
  const filters: SQL[] = [eq(musicians.churchId, churchId)];
  if (query.search) filters.push(sql`louvor_search_text(${musicians.name}) like ${likeContains(query.search)}`);
  if (query.multibanda !== undefined) filters.push(eq(musicians.isMultibanda, query.multibanda));
  return db
    .select(musicianColumns)
    .from(musicians)
    .where(and(...filters))
    .orderBy(...byName);
}

export async function findMusician(db: Executor, churchId: string, id: string): Promise<Musician | null> {
  const [row] = await db
    .select(musicianColumns)
    .from(musicians)
    .where(and(eq(musicians.id, id), eq(musicians.churchId, churchId)));
  return row ?? null;
}

export async function createMusician(db: Executor, churchId: string, input: MusicianInput, by: Actor): Promise<Musician> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(musicians)
      .values({
        churchId,
        name: input.name,
        isMultibanda: input.isMultibanda ?? false,
        instrument: input.instrument ?? null,
        bio: input.bio ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
      })
      .returning(musicianColumns);
    if (!row) throw new Error("musician insert returned nothing");
    await recordChange(tx, churchId, by, { kind: "musician", recordId: row.id, action: "create", summary: historySummaries.musician(row.name, "criado") });
    return row;
  });
}

/**
 * Updates a musician; fields left out keep their value. A multibanda musician belongs to no band
 * (docs/decisions/121): turning a band member into one is refused, naming the bands.
 */
export async function updateMusician(db: Executor, churchId: string, id: string, input: MusicianInput, by: Actor): Promise<Musician> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isMultibanda: musicians.isMultibanda })
      .from(musicians)
      .where(and(eq(musicians.id, id), eq(musicians.churchId, churchId)))
      .for("update");
    if (!current) throw musicianNotFound();

    if (input.isMultibanda === true && !current.isMultibanda) {
      const bandNames = await bandNamesOfMusician(tx, churchId, id);
      if (bandNames.length > 0) throw musicianInBands(bandNames);
    }

    const [row] = await tx
      .update(musicians)
      .set({
        name: input.name,
        ...(input.isMultibanda !== undefined && { isMultibanda: input.isMultibanda }),
        ...(input.instrument !== undefined && { instrument: input.instrument }),
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.phone !== undefined && { phone: input.phone }),
      })
      .where(and(eq(musicians.id, id), eq(musicians.churchId, churchId)))
      .returning(musicianColumns);
    if (!row) throw musicianNotFound();
    await recordChange(tx, churchId, by, { kind: "musician", recordId: id, action: "update", summary: historySummaries.musician(row.name, "alterado") });
    return row;
  });
}

function musicianInBands(bandNames: string[]): AppError {
  const list = bandNames.join(", ");
  const message =
    bandNames.length === 1
      ? `Este músico faz parte de uma banda: ${list}. Remova-o da banda antes de marcá-lo como multi banda.`
      : `Este músico faz parte de ${bandNames.length} bandas: ${list}. Remova-o dessas bandas antes de marcá-lo como multi banda.`;
  return new AppError(409, "musician_in_bands", message);
}

function musicianInServices(count: number | null): AppError {
  return new AppError(409, "musician_in_services", musicianMessages.inServices(count));
}

/** What deleting the musician would do: refused while it is in some service's lineup, else it leaves these bands. */
export async function musicianUsage(db: Executor, churchId: string, id: string): Promise<MusicianUsage> {
  if (!(await findMusician(db, churchId, id))) throw musicianNotFound();
  const [services, bands] = await Promise.all([servicesWithMusician(db, churchId, id), bandNamesOfMusician(db, churchId, id)]);
  return { services, bands };
}

/**
 * Deletes a musician and their band memberships (docs/decisions/120). A musician who is in the
 * lineup of any service is refused with 409, saying how many services. Returns the deleted
 * musician's avatar URL so the caller can remove the file once the row is gone.
 */
export async function deleteMusician(db: Executor, churchId: string, id: string, by: Actor): Promise<{ avatarUrl: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ avatarUrl: musicians.avatarUrl, name: musicians.name })
        .from(musicians)
        .where(and(eq(musicians.id, id), eq(musicians.churchId, churchId)))
        .for("update");
      if (!current) throw musicianNotFound();
      const services = await servicesWithMusician(tx, churchId, id);
      if (services > 0) throw musicianInServices(services);
      await tx.delete(musicians).where(and(eq(musicians.id, id), eq(musicians.churchId, churchId)));
      await recordChange(tx, churchId, by, { kind: "musician", recordId: id, action: "delete", summary: historySummaries.musician(current.name, "excluído") });
      return { avatarUrl: current.avatarUrl };
    });
  } catch (error) {
    // A lineup row added between the count and the delete: the foreign key still refuses.
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) throw musicianInServices(null);
    throw error;
  }
}

/** Sets the avatar URL; returns the musician and the URL it replaced, or null when there is no such musician. */
export async function setMusicianAvatar(
  db: Executor,
  churchId: string,
  id: string,
  avatarUrl: string | null,
  by: Actor,
): Promise<{ musician: Musician; previousUrl: string | null } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarUrl: musicians.avatarUrl })
      .from(musicians)
      .where(and(eq(musicians.id, id), eq(musicians.churchId, churchId)))
      .for("update");
    if (!current) return null;
    const [musician] = await tx
      .update(musicians)
      .set({ avatarUrl })
      .where(and(eq(musicians.id, id), eq(musicians.churchId, churchId)))
      .returning(musicianColumns);
    if (!musician) return null;
    await recordChange(tx, churchId, by, {
      kind: "musician",
      recordId: id,
      action: "update",
      summary: historySummaries.musicianAvatar(musician.name, avatarUrl === null),
    });
    return { musician, previousUrl: current.avatarUrl };
  });
}

/**
 * Of the given ids, those that can join a band of this church: musicians of the church who are
 * not multibanda. Locks them against a concurrent change of the flag until the band is saved.
 */
export async function bandEligibleMusicianIds(db: Executor, churchId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: musicians.id })
    .from(musicians)
    .where(and(eq(musicians.churchId, churchId), eq(musicians.isMultibanda, false), inArray(musicians.id, [...ids])))
    .for("share");
  return new Set(rows.map((row) => row.id));
}

/** Which of these musician ids are musicians of the church. */
export async function musiciansOfChurch(db: Executor, churchId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: musicians.id })
    .from(musicians)
    .where(and(eq(musicians.churchId, churchId), inArray(musicians.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}
