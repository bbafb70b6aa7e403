import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { Band, BandInput, BandListQuery, BandUsage } from "@shared/schemas/bands";
import { bandMessages } from "@shared/schemas/bands";
import { type Executor, bandMusicians, bands, musicians, FOREIGN_KEY_VIOLATION, postgresErrorCode, likeContains } from "../db";
import { AppError, notFound } from "../http";
import { recordChange, type Actor, historySummaries } from "../history";
import { bandEligibleMusicianIds } from "../musicians";
import { servicesOfBand } from "./band-services";

export const bandNotFound = () => notFound(bandMessages.notFound);

/**
 * Bands of a church with their members, in one query: ordered by year (newest first) then name;
 * members by name. `where` narrows the bands.
 */
async function selectBands(db: Executor, churchId: string, where?: SQL): Promise<Band[]> {
  const result = await db.execute<Band>(sql`
    select b.id, b.name, b.year, b.image_url as "imageUrl", coalesce(m.members, '[]'::json) as members
    from ${bands} b
    left join lateral (
      select json_agg(
               json_build_object(
                 'musicianId', mu.id,
                 'name', mu.name,
                 'isMultibanda', mu.is_multibanda,
                 'instrument', bm.instrument
               )
               order by louvor_search_text(mu.name), mu.name, mu.id
             ) as members
      from ${bandMusicians} bm
      join ${musicians} mu on mu.id = bm.musician_id
      where bm.band_id = b.id
    ) m on true
    where b.church_id = ${churchId} ${where ? sql`and ${where}` : sql``}
    order by b.year desc, louvor_search_text(b.name), b.name, b.id`);
  return result.rows;
}

/** The church's bands; `search` matches the name (ignoring case and accents) or the year. */
export async function listBands(db: Executor, churchId: string, query: BandListQuery): Promise<Band[]> {
  if (!query.search) return selectBands(db, churchId);
  const pattern = likeContains(query.search);
  return selectBands(db, churchId, sql`(louvor_search_text(b.name) like ${pattern} or b.year::text like ${pattern})`);
}

export async function findBand(db: Executor, churchId: string, id: string): Promise<Band | null> {
  const [band] = await selectBands(db, churchId, sql`b.id = ${id}`);
  return band ?? null;
}

function invalidMembers(indexes: number[]): AppError {
  return new AppError(
    422,
    "invalid_musician",
    bandMessages.invalidMusicianId,
    indexes.map((index) => ({ path: `members.${index}.musicianId`, message: bandMessages.invalidMusicianId })),
  );
}

/**
 * Creates (id null) or updates a band together with its whole member list, in one transaction:
 * members not in the list leave, listed ones are added or get their instruments replaced
 * (a member who stays keeps the date they joined). Members must be musicians of the church who
 * are not multibanda; otherwise 422 'ID de músico inválido.' and nothing changes.
 */
export async function saveBand(db: Executor, churchId: string, id: string | null, input: BandInput, by: Actor): Promise<Band> {
  try {
    return await db.transaction(async (tx) => {
      let bandId: string;
      if (id) {
        const [row] = await tx
          .update(bands)
          .set({ name: input.name, year: input.year })
          .where(and(eq(bands.id, id), eq(bands.churchId, churchId)))
          .returning({ id: bands.id });
        if (!row) throw bandNotFound();
        bandId = row.id;
      } else {
        const [row] = await tx.insert(bands).values({ churchId, name: input.name, year: input.year }).returning({ id: bands.id });
        if (!row) throw new Error("band insert returned nothing");
        bandId = row.id;
      }

      const memberIds = input.members.map((member) => member.musicianId);
      const eligible = await bandEligibleMusicianIds(tx, churchId, memberIds);
      const invalid = memberIds.flatMap((memberId, index) => (eligible.has(memberId) ? [] : [index]));
      if (invalid.length > 0) throw invalidMembers(invalid);

      await tx
        .delete(bandMusicians)
        .where(
          and(
            eq(bandMusicians.bandId, bandId),
            memberIds.length > 0 ? notInArray(bandMusicians.musicianId, memberIds) : undefined,
          ),
        );
      if (input.members.length > 0) {
        await tx
          .insert(bandMusicians)
          .values(input.members.map((member) => ({ churchId, bandId, musicianId: member.musicianId, instrument: member.instrument })))
          .onConflictDoUpdate({
            target: [bandMusicians.bandId, bandMusicians.musicianId],
            set: { instrument: sql`excluded.instrument` },
          });
      }

      const band = await findBand(tx, churchId, bandId);
      if (!band) throw new Error("saved band not found");
      await recordChange(tx, churchId, by, {
        kind: "band",
        recordId: bandId,
        action: id ? "update" : "create",
        summary: historySummaries.band(band.name, id ? "alterada" : "criada"),
      });
      return band;
    });
  } catch (error) {
    // A member deleted by someone else while this band was saved.
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) throw invalidMembers([]);
    throw error;
  }
}

function bandInServices(count: number | null): AppError {
  return new AppError(409, "band_in_services", bandMessages.inServices(count));
}

/** What deleting the band would do: refused while it has services, else its members leave it. */
export async function bandUsage(db: Executor, churchId: string, id: string): Promise<BandUsage> {
  const band = await findBand(db, churchId, id);
  if (!band) throw bandNotFound();
  return { services: await servicesOfBand(db, churchId, id), members: band.members.length };
}

/**
 * Deletes a band and its memberships (docs/decisions/122). A band with services is refused with
 * 409. Returns the image URL so the caller can remove the file once the row is gone.
 */
export async function deleteBand(db: Executor, churchId: string, id: string, by: Actor): Promise<{ imageUrl: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imageUrl: bands.imageUrl, name: bands.name })
        .from(bands)
        .where(and(eq(bands.id, id), eq(bands.churchId, churchId)))
        .for("update");
      if (!current) throw bandNotFound();
      const played = await servicesOfBand(tx, churchId, id);
      if (played > 0) throw bandInServices(played);
      await tx.delete(bands).where(and(eq(bands.id, id), eq(bands.churchId, churchId)));
      await recordChange(tx, churchId, by, { kind: "band", recordId: id, action: "delete", summary: historySummaries.band(current.name, "excluída") });
      return { imageUrl: current.imageUrl };
    });
  } catch (error) {
    // A service saved with this band between the count and the delete: the foreign key refuses.
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) throw bandInServices(null);
    throw error;
  }
}

/** Sets the image URL; returns the band and the URL it replaced, or null when there is no such band. */
export async function setBandImage(
  db: Executor,
  churchId: string,
  id: string,
  imageUrl: string | null,
  by: Actor,
): Promise<{ band: Band; previousUrl: string | null } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageUrl: bands.imageUrl })
      .from(bands)
      .where(and(eq(bands.id, id), eq(bands.churchId, churchId)))
      .for("update");
    if (!current) return null;
    await tx.update(bands).set({ imageUrl }).where(and(eq(bands.id, id), eq(bands.churchId, churchId)));
    const band = await findBand(tx, churchId, id);
    if (!band) return null;
    await recordChange(tx, churchId, by, { kind: "band", recordId: id, action: "update", summary: historySummaries.bandImage(band.name, imageUrl === null) });
    return { band, previousUrl: current.imageUrl };
  });
}
