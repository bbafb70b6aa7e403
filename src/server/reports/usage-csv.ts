import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { USAGE_CSV_HEADER, type UsageCsvQuery } from "@shared/schemas/reports";
import type { Logger } from "../logger";
import { spreadsheetSafeOptions } from "./csv-cells";
import { mostPlayedKey, usageQuery, type UsageDbRow } from "./queries";

/** Rows fetched from the cursor per round trip. */
const FETCH_SIZE = 1000;
const dialect = new PgDialect();

/** 'YYYY-MM-DD' as dd/MM/yyyy. */
export function csvDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/** One line of the file: text cells as strings (made spreadsheet-safe when written), counts as numbers. */
export function usageCsvRecord(row: UsageDbRow): (string | number)[] {
  return [
    row.name,
    row.author ?? "",
    Number(row.executions),
    Number(row.services),
    csvDate(row.first_played_at),
    csvDate(row.last_played_at),
    row.bands.join(", "),
    mostPlayedKey(row) ?? "",
    row.ccli ?? "",
  ];
}

/**
 * The table's rows, read through a server-side cursor in one read-only snapshot, so a church of any
 * size streams in constant memory. Stopping early (the download was cancelled) closes the cursor
 * and gives the connection back.
 */
async function* usageRecords(pool: pg.Pool, churchId: string, query: UsageCsvQuery): AsyncGenerator<(string | number)[]> {
  const { sql: text, params } = dialect.sqlToQuery(usageQuery(churchId, query));
  const client = await pool.connect();
  let finished = false;
  let broken: Error | undefined;
  try {
    await client.query("begin transaction isolation level repeatable read read only");
    await client.query(`declare usage_csv no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query<UsageDbRow>(`fetch ${FETCH_SIZE} from usage_csv`);
      for (const row of rows) yield usageCsvRecord(row);
      if (rows.length < FETCH_SIZE) break;
    }
    await client.query("commit");
    finished = true;
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (!finished && !broken) await client.query("rollback").catch(() => undefined);
    // A connection that failed mid-query is discarded rather than reused.
    client.release(broken);
  }
}

/**
 * The whole 'Uso de músicas' table as CSV for licence reports: UTF-8 with a byte-order mark,
 * ';' between fields, CRLF line ends, RFC 4180 quoting where a field needs it, and no cell that a
 * spreadsheet would run as a formula (decision 401).
 */
export function usageCsvStream(pool: pg.Pool, churchId: string, query: UsageCsvQuery, logger: Logger): ReadableStream<Uint8Array> {
  const csv = stringify({
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    header: true,
    columns: [...USAGE_CSV_HEADER],
    ...spreadsheetSafeOptions,
  });
  pipeline(Readable.from(usageRecords(pool, churchId, query)), csv).catch((error: unknown) => {
    if ((error as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err: error }, "usage CSV failed");
  });
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
