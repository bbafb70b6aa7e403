import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DrizzleQueryError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import type { Database } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_245_310_118;

/** One migration of a folder: its journal tag, its `when` (drizzle's created_at), hash and statements. */
export type Migration = { tag: string; createdAt: number; hash: string; statements: string[] };

/** Raised when a migration fails; drizzle ran all pending ones in one transaction, so none of them stayed. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "MigrationError";
  }
}

export type RunMigrationsOptions = {
  /** The folder with meta/_journal.json and the .sql files (tests pass their own). */
  migrationsFolder?: string;
  /**
   * Called before applying migrations to a database that already has some applied (an upgrade),
   * under the migration lock; returns where it put the safety backup. A failure stops the upgrade.
   */
  beforeUpgrade?: (pending: Migration[]) => Promise<string | undefined>;
};

/** The migrations of a folder in the journal's order. */
export function readMigrations(folder: string = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: files[index]?.hash ?? "",
    statements: files[index]?.sql ?? [],
  }));
}

/** The rows of drizzle's migrations table (empty when it does not exist yet), oldest first. */
export async function appliedMigrations(client: pg.ClientBase): Promise<{ hash: string; createdAt: number }[]> {
  const exists = await client.query<{ found: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  if (!exists.rows[0]?.found) return [];
  const rows = await client.query<{ hash: string; created_at: string }>(
    "select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id",
  );
  return rows.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * Applies the committed migrations. An advisory lock held on one connection makes two processes
 * that start together against one server run them one after the other, not twice at once.
 * drizzle applies every pending migration in one transaction: a failure leaves the database as it
 * was, and the error names the migration that failed (and the safety backup, if one was made).
 */
export async function runMigrations(db: Database, options: RunMigrationsOptions = {}): Promise<void> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  const client = await db.$client.connect();
  try {
    // Migrations (and waiting for another process's) may take longer than a request's statement
    // timeout; RESET gives the connection back to the pool with the pool's setting.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      const migrations = readMigrations(folder);
      const applied = await appliedMigrations(client);
      // drizzle's own rule: a migration is pending when it is newer than the last one applied.
      const last = applied.reduce((newest, row) => Math.max(newest, row.createdAt), -Infinity);
      const pending = migrations.filter((migration) => migration.createdAt > last);
      let safetyBackup: string | undefined;
      if (pending.length > 0 && applied.length > 0 && options.beforeUpgrade) safetyBackup = await options.beforeUpgrade(pending);
      try {
        await migrate(drizzle({ client }), { migrationsFolder: folder });
      } catch (error) {
        throw migrationError(error, pending, safetyBackup);
      }
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.query("reset statement_timeout").catch(() => undefined);
    client.release();
  }
}

function migrationError(error: unknown, pending: Migration[], safetyBackup: string | undefined): MigrationError {
  const failedStatement = error instanceof DrizzleQueryError ? error.query : undefined;
  const failed = pending.find((migration) => failedStatement !== undefined && migration.statements.includes(failedStatement));
  const cause = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  const reason = cause instanceof Error ? cause.message : String(cause);
  const which = failed ? `The migration ${failed.tag} failed` : `Applying the migrations ${pending.map((m) => m.tag).join(", ")} failed`;
  const backup = safetyBackup ? ` The safety backup made before this upgrade is at ${safetyBackup}.` : "";
  return new MigrationError(
    `${which}: ${reason}. The database was left as it was (the pending migrations run in one transaction, ` +
      `so none of them was applied).${backup}`,
    failed?.tag,
    { cause: error },
  );
}
