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
    /** A connection was lost, idle in the pool or checked out (each error once). */
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
  // A connection can be closed by the server (restart, failover, shutdown, or an
  // idle_in_transaction_session_timeout). pg emits that as an 'error' event, and an 'error' event
  // without a listener ends the process. The pool listens on its idle connections only and stops
  // listening while one is checked out, so every connection gets a listener of its own for its
  // whole life: a checked-out one that dies makes its holder's next query fail (handled there),
  // and the pool discards it when it comes back.
  // A lost connection usually says so twice (the server's FATAL message, then "Connection
  // terminated unexpectedly" when the socket ends), and the pool may pass either on too: each
  // connection is reported once, with its first error. Once the pool is being closed, a lost
  // connection is one it was ending anyway (a command stops its embedded server right after): not reported.
  const reported = new WeakSet<object>();
  const report = (connection: object, error: Error) => {
    if (pool.ending || reported.has(connection)) return;
    reported.add(connection);
    options.onIdleError?.(error);
  };
  pool.on("error", (error, client) => report(client, error));
  pool.on("connect", (client) => client.on("error", (error) => report(client, error)));
  return drizzle({ client: pool, schema, casing: "snake_case" });
}
