import type { Database } from "./client";
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
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = postgresErrorCode(error);
      if ((code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE) && attempt < ATTEMPTS) continue;
      if (code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE || code === FOREIGN_KEY_VIOLATION) throw conflict();
      throw error;
    }
  }
}
