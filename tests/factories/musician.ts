import type { Executor } from "../../src/server/db/client";
import { musicians } from "../../src/server/db/schema";
import { returnedRow, uniqueSuffix } from "./returned-row";

export async function createMusician(
  db: Executor,
  churchId: string,
  overrides: Partial<Omit<typeof musicians.$inferInsert, "churchId">> = {},
) {
  const rows = await db
    .insert(musicians)
    .values({ churchId, name: `Músico ${uniqueSuffix()}`, ...overrides })
    .returning();
  return returnedRow(rows, "musician");
}
