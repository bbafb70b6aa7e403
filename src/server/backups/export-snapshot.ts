/**
 * The logical export: every table of the app's schemas read in one REPEATABLE READ, READ ONLY
 * transaction, so the backup holds exactly the transactions committed before its snapshot.
 * Rows come through a cursor in batches of a few megabytes, as PostgreSQL's text form of each
 * value, and leave as lines of the backup format; nothing holds a whole table.
 */
import type pg from "pg";
import { appliedMigrations, readMigrations } from "../db";
import { BackupEncoder, type BackupHeader, type BackupKind, type BackupTable, BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from "./backup-format";

/** The app's schemas: everything but PostgreSQL's own; extension members stay out. */
const APP_TABLES = `
SELECT n.nspname AS schema, c.relname AS name, c.oid::regclass::text AS qualified,
       array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS quoted_columns,
       array_agg(a.attname::text ORDER BY a.attnum) AS columns
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
 WHERE c.relkind = 'r'
   AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
 GROUP BY n.nspname, c.relname, c.oid
 ORDER BY n.nspname, c.relname`;

const APP_SEQUENCES = `
SELECT n.nspname AS schema, c.relname AS name, c.oid::regclass::text AS qualified
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE c.relkind = 'S'
   AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
 ORDER BY n.nspname, c.relname`;

/** Every value as the text PostgreSQL sends: exactly what its input functions read back. */
const RAW_TEXT = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

/** A batch of rows aims at about this many bytes of JSON (a few wide rows, or thousands of narrow ones). */
const BATCH_TARGET_BYTES = 4 * 1024 * 1024;
const FIRST_BATCH_ROWS = 100;
const MAX_BATCH_ROWS = 10_000;
/** Lines are handed on in chunks of about this size (fewer, larger writes through gzip). */
const CHUNK_BYTES = 256 * 1024;

export type ExportResult = { header: BackupHeader; rowCounts: Record<string, number> };

/**
 * Yields the backup file's content. `client` is connected (as the superuser) to the app's
 * database and not in a transaction; the export opens and ends its own. `result` is filled in
 * once the last line has been yielded.
 */
export async function* exportSnapshot(
  client: pg.Client,
  options: { kind: BackupKind; signingKey: string; signal?: AbortSignal; result: Partial<ExportResult> },
): AsyncGenerator<string> {
  const { signal } = options;
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
  try {
    // The first statement takes the snapshot; now() is its time.
    const started = await client.query<{ now: Date; version: string; database: string }>(
      "SELECT now() AS now, current_setting('server_version') AS version, current_database() AS database",
    );
    const tableRows = (
      await client.query<{ schema: string; name: string; qualified: string; quoted_columns: string[]; columns: string[] }>(APP_TABLES)
    ).rows;
    // Held to the end: a schema change (a migration in another process) waits for the backup.
    if (tableRows.length > 0) {
      await client.query(`LOCK TABLE ${tableRows.map((table) => table.qualified).join(", ")} IN ACCESS SHARE MODE`);
    }
    const tables: (BackupTable & { select: string })[] = [];
    for (const table of tableRows) {
      const count = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table.qualified}`);
      tables.push({
        schema: table.schema,
        name: table.name,
        columns: table.columns,
        rows: Number(count.rows[0]?.n ?? 0),
        select: `SELECT ${table.quoted_columns.join(", ")} FROM ${table.qualified}`,
      });
    }
    const sequences: BackupHeader["sequences"] = [];
    for (const sequence of (await client.query<{ schema: string; name: string; qualified: string }>(APP_SEQUENCES)).rows) {
      const value = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${sequence.qualified}`,
      );
      sequences.push({
        schema: sequence.schema,
        name: sequence.name,
        lastValue: value.rows[0]?.last_value ?? "1",
        isCalled: value.rows[0]?.is_called ?? false,
      });
    }
    const tags = new Map(readMigrations().map((migration) => [migration.createdAt, migration.tag]));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      kind: options.kind,
      createdAt: started.rows[0]?.now.toISOString() ?? new Date().toISOString(),
      postgresVersion: started.rows[0]?.version ?? "",
      database: started.rows[0]?.database ?? "",
      migrations: (await appliedMigrations(client)).map((row) => ({ ...row, tag: tags.get(row.createdAt) ?? null })),
      tables: tables.map(({ select: _select, ...table }) => table),
      sequences,
    };

    const encoder = new BackupEncoder(options.signingKey);
    let chunk = encoder.header(header);
    for (const [index, table] of tables.entries()) {
      chunk += encoder.table(index, table);
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR ${table.select}`);
      let batchRows = FIRST_BATCH_ROWS;
      for (;;) {
        signal?.throwIfAborted();
        const batch = await client.query<(string | null)[]>({
          text: `FETCH FORWARD ${batchRows} FROM backup_rows`,
          rowMode: "array",
          types: RAW_TEXT,
        });
        let batchBytes = 0;
        for (const row of batch.rows) {
          const line = encoder.row(row);
          batchBytes += line.length;
          chunk += line;
          if (chunk.length >= CHUNK_BYTES) {
            yield chunk;
            chunk = "";
          }
        }
        if (batch.rows.length < batchRows) break;
        const perRow = Math.max(1, batchBytes / batch.rows.length);
        batchRows = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(BATCH_TARGET_BYTES / perRow)));
      }
      await client.query("CLOSE backup_rows");
    }
    const rowCounts = encoder.rowCounts();
    for (const table of tables) {
      if (rowCounts[`${table.schema}.${table.name}`] !== table.rows) {
        throw new Error(`the table ${table.schema}.${table.name} gave ${rowCounts[`${table.schema}.${table.name}`]} rows, not ${table.rows}`);
      }
    }
    yield chunk + encoder.trailer();
    await client.query("COMMIT");
    options.result.header = header;
    options.result.rowCounts = rowCounts;
  } finally {
    // Any way out but the COMMIT above (an error, an abort, a consumer that stopped reading).
    if (options.result.header === undefined) await client.query("ROLLBACK").catch(() => undefined);
  }
}
