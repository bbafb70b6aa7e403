import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database, Executor } from "./client";
import * as schema from "./schema";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "./postgres-errors";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DEADLOCK_DETECTED = "40P01";
const SERIALIZATION_FAILURE = "40001";
const ATTEMPTS = 3;

/**
 * One transaction, tried again when PostgreSQL chose it as a deadlock victim (nothing of it
 * landed, so it is safe to repeat). When it still loses, or a row it refers to vanished under it
 * (deleted at the same moment by another request), it throws `conflict()`: a 409 for the caller
 * to word, never a 500.
 */
export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>, conflict: () => Error): Promise<T> {
  return retryingConflicts(() => db.transaction(work), conflict);
}

/** `run` (one whole transaction) tried again as `inTransaction` does, with the same 409 when it still loses. */
export async function retryingConflicts<T>(run: () => Promise<T>, conflict: () => Error): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = postgresErrorCode(error);
      if ((code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE) && attempt < ATTEMPTS) continue;
      if (code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE || code === FOREIGN_KEY_VIOLATION) throw conflict();
      throw error;
    }
  }
}

/**
 * One transaction on one pool client, seen both through drizzle and as the raw client: the mail
 * queue's insert (plain pg, decision 400) then commits with the write that asks for the mail.
 */
export async function inClientTransaction<T>(pool: pg.Pool, work: (tx: Executor, client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const tx = drizzle({ client, schema, casing: "snake_case" }) as unknown as Executor;
    const result = await work(tx, client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
