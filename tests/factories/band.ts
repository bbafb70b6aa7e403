import type { Executor } from "../../src/server/db/client";
import { bandMusicians, bands } from "../../src/server/db/schema";
import { returnedRow, uniqueSuffix } from "./returned-row";

type BandMember = Pick<typeof bandMusicians.$inferInsert, "bandId" | "musicianId"> & Partial<Omit<typeof bandMusicians.$inferInsert, "churchId">>;

/** A band, with `members` (musician and instruments) joined to it when given, as the band form saves it. */
export async function createBand(
  db: Executor,
  churchId: string,
  overrides: Partial<Omit<typeof bands.$inferInsert, "churchId">> & { members?: Omit<BandMember, "bandId">[] } = {},
) {
  const { members = [], ...values } = overrides;
  const rows = await db
    .insert(bands)
    .values({ churchId, name: `Banda ${uniqueSuffix()}`, year: 2020, ...values })
    .returning();
  const band = returnedRow(rows, "band");
  for (const member of members) await createBandMember(db, churchId, { ...member, bandId: band.id });
  return band;
}

/** A musician's membership of a band, with the instruments they play in it (none by default). */
export async function createBandMember(db: Executor, churchId: string, values: BandMember) {
  const rows = await db.insert(bandMusicians).values({ churchId, ...values }).returning();
  return returnedRow(rows, "band member");
}
