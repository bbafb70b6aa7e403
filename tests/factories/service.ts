import type { Executor } from "../../src/server/db/client";
import { services } from "../../src/server/db/schema";
import { createBand } from "./band";
import { returnedRow } from "./returned-row";

export const VIDEO_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

/** A service (a new band of its own unless `bandId` is given), with no segments. */
export async function createService(
  db: Executor,
  churchId: string,
  overrides: Partial<Omit<typeof services.$inferInsert, "churchId" | "shift">> = {},
) {
  const bandId = overrides.bandId ?? (await createBand(db, churchId)).id;
  const rows = await db
    .insert(services)
    .values({ churchId, date: "2024-03-10", time: "19:00:00", videoUrl: VIDEO_URL, ...overrides, bandId })
    .returning();
  return returnedRow(rows, "service");
}
