import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database, Executor } from "./client";

const dialect = new PgDialect({ casing: "snake_case" });

/** As drizzle's `execute` reads them: dates, timestamps and intervals (and their arrays) as text. */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const types = {
  getTypeParser: (typeId: number, format?: "text" | "binary") =>
    TEXT_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
} as pg.CustomTypesConfig;

/**
 * The rows of a read that runs on every public request, as a named prepared statement: each pool
 * connection parses its text once, and PostgreSQL may keep one plan for every value of its
 * parameters (a search term, a page) instead of planning the statement again on each request,
 * which cost more than running it for a typical search (decision 243). The name is the text's
 * hash, so two texts never share a name. Inside a transaction, a plain `execute`.
 */
export async function preparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const client = (db as Partial<Database>).$client;
  if (!client) return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `louvor_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  const result = await client.query({ name, text, values: params, types });
  return result.rows as T[];
}
