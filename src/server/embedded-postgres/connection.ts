import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** The server listens here only (no Unix socket). */
export const HOST = "127.0.0.1";
/** Used only by the supervisor, to create the app's role and database (and by the test set-up). */
export const SUPERUSER = "postgres";
/** The role the app connects as: owner of its database, not a superuser. */
export const APP_ROLE = "louvor";

const CONNECT_ATTEMPT_TIMEOUT_MS = 10_000;

/** Connection failures that a moment fixes: the server starting, restarting or busy. */
const PASSING_CONNECT_FAILURE = /timeout|ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|starting up|shutting down|too many clients/i;

export type ConnectionTarget = { port: number; password: string; database: string; user?: string };

/** A client for one short conversation with the server (the superuser unless `user` says otherwise). */
export function connect(target: ConnectionTarget): pg.Client {
  const client = new pg.Client({
    host: HOST,
    port: target.port,
    user: target.user ?? SUPERUSER,
    password: target.password,
    database: target.database,
    // Per attempt, for a busy machine: forking a backend and authenticating can take seconds there.
    connectionTimeoutMillis: CONNECT_ATTEMPT_TIMEOUT_MS,
  });
  // A server going down can emit an error after connect; it must not crash the process.
  client.on("error", () => undefined);
  return client;
}

/**
 * A connected client, trying again (until `timeoutMs` has passed) while the failure is one that a
 * moment fixes: a server that has just answered can still be slow to take the next connection.
 */
export async function connectPatiently(target: ConnectionTarget, timeoutMs: number): Promise<pg.Client> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = connect(target);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      const passing = PASSING_CONNECT_FAILURE.test(error instanceof Error ? error.message : String(error));
      if (!passing || Date.now() >= deadline) throw error;
    }
    await sleep(100);
  }
}

export async function query(target: ConnectionTarget, sql: string, values?: unknown[]): Promise<pg.QueryResult> {
  const client = connect(target);
  try {
    await client.connect();
    return await client.query(sql, values);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function connectionUrl(port: number, user: string, password: string, database: string): string {
  return `postgres://${user}:${encodeURIComponent(password)}@${HOST}:${port}/${encodeURIComponent(database)}`;
}
