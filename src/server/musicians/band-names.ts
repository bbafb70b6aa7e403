import { and, eq, sql } from "drizzle-orm";
import { type Executor, bandMusicians, bands } from "../db";

/** "Banda Ágape (2019)" for each band the musician belongs to. */
export async function bandNamesOfMusician(db: Executor, churchId: string, musicianId: string): Promise<string[]> {
  const rows = await db
    .select({ name: bands.name, year: bands.year })
    .from(bandMusicians)
    .innerJoin(bands, eq(bands.id, bandMusicians.bandId))
    .where(and(eq(bandMusicians.musicianId, musicianId), eq(bandMusicians.churchId, churchId)))
    .orderBy(sql`${bands.year} desc`, bands.name);
  return rows.map((row) => `${row.name} (${row.year})`);
}
