import type { Database } from "../src/server/db/client";

/** `run`'s result, with the number of SQL statements the app sent to `db`'s pool meanwhile. */
export async function countStatements<T>(db: Database, run: () => T | Promise<T>): Promise<{ result: T; statements: number }> {
  const pool = db.$client;
  const original = pool.query.bind(pool);
  let statements = 0;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    statements += 1;
    return (original as (...a: unknown[]) => unknown)(...args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
}
