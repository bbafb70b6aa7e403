import { and, eq } from "drizzle-orm";
import { type Executor, bands } from "../db";

/** Whether the band is one of the church's. */
export async function isBandOfChurch(db: Executor, churchId: string, bandId: string): Promise<boolean> {
  const [band] = await db
    .select({ id: bands.id })
    .from(bands)
    .where(and(eq(bands.id, bandId), eq(bands.churchId, churchId)));
  return Boolean(band);
}
