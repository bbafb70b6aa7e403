import path from "node:path";
import { BackupError, backupSourceOf, createBackup, type BackupSource } from "./backups";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { createDatabase, type Database, runMigrations } from "./db";
import { startEmbeddedPostgres } from "./embedded-postgres";

export type OpenDatabase = {
  db: Database;
  /** The connection string the pool uses (the embedded server's carries its password: never log it). */
  url: string;
  /** True when this process started (and will stop) the embedded server. */
  embedded: boolean;
  /** The embedded server's app database, for backups; undefined with DATABASE_URL (the operator's). */
  backupSource: BackupSource | undefined;
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
  const backupSource = server ? backupSourceOf(server) : undefined;
  try {
    await runMigrations(db, {
      // An upgrade of the embedded database starts with a safety point (docs/decisions/390).
      beforeUpgrade:
        backupSource &&
        (async (pending) => {
          logger.info({ migrations: pending.map((migration) => migration.tag) }, "making a safety backup before applying migrations");
          const backup = await createBackup({
            source: backupSource,
            dir: config.backups.dir,
            kind: "before-upgrade",
            keep: config.backups.keep,
            signingKey: config.backups.signingKey,
            logger,
          }).catch((error: unknown) => {
            throw new BackupError(
              `The safety backup before applying the migrations ${pending.map((migration) => migration.tag).join(", ")} failed, ` +
                `so none was applied and the database is as it was: ${(error as Error).message}`,
              { cause: error },
            );
          });
          return backup.file;
        }),
    });
  } catch (error) {
    await db.$client.end();
    await server?.stop();
    throw error;
  }
  let closed = false;
  return {
    db,
    url,
    embedded: server?.ownsServer ?? false,
    backupSource,
    async close() {
      if (closed) return;
      closed = true;
      await db.$client.end();
      await server?.stop();
    },
  };
}
