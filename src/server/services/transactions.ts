import type { Database } from "../db/client";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "../db/postgres-errors";
import { AppError } from "../http/errors";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DEADLOCK_DETECTED = "40P01";
const SERIALIZATION_FAILURE = "40001";
const ATTEMPTS = 3;

export const concurrentChange = () =>
  new AppError(409, "concurrent_change", "Os dados mudaram enquanto o culto era salvo. Recarregue a página e tente novamente.");

/**
 * One transaction, tried again when PostgreSQL chose it as a deadlock victim (nothing of it
 * landed, so it is safe to repeat). A row that vanished under it (a band, song or musician
 * deleted at the same moment) is a 409, never a 500.
 */
export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = postgresErrorCode(error);
      if ((code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE) && attempt < ATTEMPTS) continue;
      if (code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE || code === FOREIGN_KEY_VIOLATION) throw concurrentChange();
      throw error;
    }
  }
}
