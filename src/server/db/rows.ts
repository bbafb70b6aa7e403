import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

/** The rows of a hand-written SQL statement, as the type the caller's `select` list gives them. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}
