import pg from "pg";

/** The server listens here only (no Unix socket). */
export const HOST = "127.0.0.1";
/** Used only by the supervisor, to create the app's role and database (and by the test set-up). */
export const SUPERUSER = "postgres";
/** The role the app connects as: owner of its database, not a superuser. */
export const APP_ROLE = "louvor";

export type ConnectionTarget = { port: number; password: string; database: string; user?: string };

/** A client for one short conversation with the server (the superuser unless `user` says otherwise). */
export function connect(target: ConnectionTarget): pg.Client {
  const client = new pg.Client({
    host: HOST,
    port: target.port,
    user: target.user ?? SUPERUSER,
    password: target.password,
    database: target.database,
    connectionTimeoutMillis: 2_000,
  });
  // A server going down can emit an error after connect; it must not crash the process.
  client.on("error", () => undefined);
  return client;
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
