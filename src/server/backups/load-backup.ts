/**
 * A backup loaded into a new cluster of its own, with the same PostgreSQL binaries: the check of
 * every backup after it is written, and the heart of a restore. The schema comes from this
 * code's migrations, up to the backup's level; the data from the file, loaded by the superuser
 * with triggers and foreign-key checks off (it is one consistent snapshot already); then the
 * sequences; then a check query counts every table's rows against the header.
 */
import { promises as fs } from "node:fs";
import pg from "pg";
import type { Logger } from "pino";
import { startEmbeddedPostgres } from "../embedded-postgres";
import { readMigrations, type Migration } from "../db";
import { BackupError, reasonOf } from "./backup-error";
import { readBackup, tableKey, type BackupHeader, type BackupTable, type BackupVerification } from "./backup-format";
import { APP_DATABASE, superuserUrlOf } from "./backup-source";

/** Rows are sent to the server in JSON batches of about this size. */
const LOAD_BATCH_BYTES = 4 * 1024 * 1024;

/** The migrations of this code that bring an empty database to the backup's level; refuses a newer backup. */
export function migrationsFor(header: BackupHeader, file: string): Migration[] {
  const known = readMigrations();
  const byCreatedAt = new Map(known.map((migration) => [migration.createdAt, migration]));
  const unknown = header.migrations.filter((migration) => !byCreatedAt.has(migration.createdAt));
  if (unknown.length > 0) {
    const names = unknown.map((migration) => migration.tag ?? `created ${new Date(migration.createdAt).toISOString()}`).join(", ");
    throw new BackupError(
      `The backup ${file} was made by a newer version of Louvor: its database has migrations this version does not ` +
        `know (${names}). Update Louvor, then restore it. Nothing was changed.`,
    );
  }
  const level = header.migrations.reduce((newest, migration) => Math.max(newest, migration.createdAt), -Infinity);
  return known.filter((migration) => migration.createdAt <= level);
}

export type LoadResult = { header: BackupHeader; rowCounts: Record<string, number> };

/**
 * Creates a cluster in `dataDir` (a folder that must not exist yet; the caller removes it on
 * failure), loads `file` into it, checks the counts and stops the cluster.
 */
export async function loadBackupIntoNewCluster(options: {
  file: string;
  dataDir: string;
  logger: Logger;
  signal?: AbortSignal;
  /** The signature the file must carry (decision 492): nothing commits unless it verifies. */
  verify: BackupVerification;
}): Promise<LoadResult> {
  const { file, dataDir, signal, verify } = options;
  const logger = options.logger.child({ scratchCluster: dataDir }, { level: "warn" });
  await fs.mkdir(dataDir, { mode: 0o700 });
  const server = await startEmbeddedPostgres({ dataDir, database: APP_DATABASE, logger });
  try {
    const admin = new pg.Client({ connectionString: superuserUrlOf(server) });
    admin.on("error", () => undefined);
    await admin.connect();
    let header: BackupHeader | undefined;
    try {
      await admin.query("SET statement_timeout = 0");
      for await (const entry of loadEntries(file, server.url, admin, signal, verify)) header = entry;
    } finally {
      await admin.end().catch(() => undefined);
    }
    if (header === undefined) throw new BackupError(`The backup ${file} has no header.`);
    const rowCounts = await countRows(superuserUrlOf(server), header);
    return { header, rowCounts };
  } finally {
    await server.stop();
  }
}

/** Streams the file into the cluster; yields the header once everything is committed. */
async function* loadEntries(
  file: string,
  appUrl: string,
  admin: pg.Client,
  signal: AbortSignal | undefined,
  verify: BackupVerification,
): AsyncGenerator<BackupHeader> {
  let header: BackupHeader | undefined;
  let batch: string[] = [];
  let batchBytes = 0;
  let table: { backup: BackupTable; insert: string } | undefined;
  const flush = async () => {
    if (table === undefined || batch.length === 0) return;
    await admin.query(table.insert, [`[${batch.join(",")}]`]);
    batch = [];
    batchBytes = 0;
  };
  let open = false;
  try {
    for await (const entry of readBackup(file, { signal, verify })) {
      if (entry.kind === "header") {
        header = entry.header;
        await applyMigrations(appUrl, migrationsFor(header, file));
        await admin.query("BEGIN");
        open = true;
        // As superuser: no trigger fires and no foreign key is checked while the snapshot comes back.
        await admin.query("SET LOCAL session_replication_role = replica");
        if (header.tables.length > 0) {
          // What the migrations inserted is replaced by what the backup holds.
          await admin.query(`TRUNCATE ${header.tables.map((t) => qualified(t)).join(", ")}`).catch((error: unknown) => {
            throw new BackupError(`The backup ${file} does not fit this version's schema: ${reasonOf(error)}.`, { cause: error });
          });
        }
      } else if (entry.kind === "table") {
        await flush();
        table = { backup: entry.table, insert: await insertStatement(admin, entry.table, file) };
      } else {
        batch.push(entry.json);
        batchBytes += entry.json.length;
        if (batchBytes >= LOAD_BATCH_BYTES) await flush();
      }
    }
    await flush();
    if (header === undefined) return;
    for (const sequence of header.sequences) {
      await admin.query("SELECT setval($1::regclass, $2::bigint, $3)", [
        `${quoteIdentifier(sequence.schema)}.${quoteIdentifier(sequence.name)}`,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await admin.query("COMMIT");
    open = false;
    yield header;
  } finally {
    if (open) await admin.query("ROLLBACK").catch(() => undefined);
  }
}

/** The backup's migrations, in one transaction, as the app's role (so it owns what they create). */
async function applyMigrations(appUrl: string, migrations: Migration[]): Promise<void> {
  const client = new pg.Client({ connectionString: appUrl });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("BEGIN");
    // The table drizzle keeps, as its migrator creates it; its rows come from the backup.
    await client.query("CREATE SCHEMA IF NOT EXISTS drizzle");
    await client.query("CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)");
    for (const migration of migrations) {
      for (const statement of migration.statements) await client.query(statement);
      await client.query('INSERT INTO drizzle.__drizzle_migrations ("hash", "created_at") VALUES ($1, $2)', [migration.hash, migration.createdAt]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw new BackupError(`Cannot create the schema to restore into: ${reasonOf(error)}.`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** INSERT … SELECT from a JSON array of rows, each value cast from its text form to the column's type. */
async function insertStatement(admin: pg.Client, table: BackupTable, file: string): Promise<string> {
  const types = await admin.query<{ name: string; type: string }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a
      WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''`,
    [qualified(table)],
  );
  const typeOf = new Map(types.rows.map((row) => [row.name, row.type]));
  const missing = table.columns.filter((column) => !typeOf.has(column));
  if (types.rows.length === 0 || missing.length > 0) {
    throw new BackupError(
      `The backup ${file} does not fit this version's schema: ${tableKey(table)} ` +
        `${types.rows.length === 0 ? "does not exist" : `has no column ${missing.join(", ")}`}.`,
    );
  }
  const values = table.columns.map((column, index) => `(r ->> ${index})::${typeOf.get(column)}`);
  return (
    `INSERT INTO ${qualified(table)} (${table.columns.map(quoteIdentifier).join(", ")}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${values.join(", ")} FROM json_array_elements($1::json) AS r`
  );
}

/** The check query: every table's rows, counted in the restored database, must be the header's. */
async function countRows(url: string, header: BackupHeader): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    if (header.tables.length > 0) {
      const union = header.tables
        .map((table, index) => `SELECT ${index} AS i, count(*)::bigint AS n FROM ${qualified(table)}`)
        .join(" UNION ALL ");
      for (const row of (await client.query<{ i: number; n: string }>(union)).rows) {
        const table = header.tables[row.i];
        if (table) counts[tableKey(table)] = Number(row.n);
      }
    }
    const wrong = header.tables.filter((table) => counts[tableKey(table)] !== table.rows);
    if (wrong.length > 0) {
      throw new BackupError(
        `The restored data does not match the backup: ${wrong.map((t) => `${tableKey(t)} has ${counts[tableKey(t)]} rows, not ${t.rows}`).join("; ")}.`,
      );
    }
    return counts;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function qualified(table: { schema: string; name: string }): string {
  return `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
