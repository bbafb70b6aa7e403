import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or the database itself: query functions accept either. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "transaction">;

// DATE columns are calendar days, not instants: keep them as 'YYYY-MM-DD' strings instead of
// letting node-postgres turn them into midnight in the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: "louvor",
  });
  return drizzle({ client: pool, schema, casing: "snake_case" });
}
