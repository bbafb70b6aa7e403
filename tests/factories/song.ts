import type { Executor } from "../../src/server/db/client";
import { songsCatalog } from "../../src/server/db/schema";
import { returnedRow, uniqueSuffix } from "./returned-row";

/** A catalogue song. Its statistics stay as given until a segment of it is made (see segment.ts). */
export async function createSong(
  db: Executor,
  churchId: string,
  overrides: Partial<Omit<typeof songsCatalog.$inferInsert, "churchId">> = {},
) {
  const rows = await db
    .insert(songsCatalog)
    .values({ churchId, name: `Música ${uniqueSuffix()}`, ...overrides })
    .returning();
  return returnedRow(rows, "song");
}
