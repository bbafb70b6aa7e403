import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or the database itself: query functions accept either. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "transaction">;

// DATE columns are calendar days, not instants: keep them as 'YYYY-MM-DD' strings instead of
// letting node-postgres turn them into midnight in the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDatabase(
  connectionString: string,
  options: {
    max?: number;
    onIdleError?: (error: Error) => void;
    /** Set on every connection, in ms (0 or absent: the server's default, usually none). */
    statementTimeoutMs?: number;
    idleInTransactionTimeoutMs?: number;
    /** How long getting a connection may take, in ms (default 10 s). */
    connectionTimeoutMs?: number;
    /** How the connections name themselves in pg_stat_activity (default "louvor"). */
    applicationName?: string;
  } = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    application_name: options.applicationName ?? "louvor",
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs } : {}),
  });
  // An idle connection can be closed by the server (restart, failover, shutdown). Without a
  // listener that error would crash the process; the pool replaces the connection by itself.
  pool.on("error", (error) => options.onIdleError?.(error));
  return drizzle({ client: pool, schema, casing: "snake_case" });
}
