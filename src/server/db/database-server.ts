import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { createDatabase, type Database } from "./client";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { runMigrations } from "./migrate";

export type OpenDatabase = {
  db: Database;
  /** True when this process started (and will stop) the embedded server. */
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if this process owns it. */
  close(): Promise<void>;
};

/**
 * Connects to DATABASE_URL, or starts (or attaches to) the embedded PostgreSQL under DATA_DIR,
 * and applies the migrations.
 */
export async function openDatabase(config: Config, logger: Logger, options: { poolSize?: number } = {}): Promise<OpenDatabase> {
  const server = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, "postgres"), database: "louvor", logger });
  const url = config.databaseUrl ?? server?.url;
  if (!url) throw new Error("no database URL");
  const db = createDatabase(url, {
    max: options.poolSize,
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    idleInTransactionTimeoutMs: config.databaseTimeouts.idleInTransactionMs,
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection lost"),
  });
  try {
    await runMigrations(db);
  } catch (error) {
    await db.$client.end();
    await server?.stop();
    throw error;
  }
  let closed = false;
  return {
    db,
    embedded: server?.ownsServer ?? false,
    async close() {
      if (closed) return;
      closed = true;
      await db.$client.end();
      await server?.stop();
    },
  };
}
