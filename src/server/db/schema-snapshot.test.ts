import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { migrationsFolder } from "./migrate";

/**
 * drizzle-kit writes the next migration from the difference between `db/schema` and the newest
 * snapshot in `migrations/meta` (decision 385). These tests keep the three in step: the schema,
 * that snapshot, and the database the committed migrations make.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));

type SnapshotTable = {
  name: string;
  columns: Record<string, { name: string; notNull: boolean; primaryKey: boolean }>;
  indexes: Record<string, unknown>;
  foreignKeys: Record<string, unknown>;
  compositePrimaryKeys: Record<string, unknown>;
  uniqueConstraints: Record<string, unknown>;
  checkConstraints: Record<string, unknown>;
};

function newestSnapshot(): { tables: Record<string, SnapshotTable> } {
  const meta = path.join(migrationsFolder, "meta");
  const newest = readdirSync(meta)
    .filter((name) => name.endsWith("_snapshot.json"))
    .sort()
    .at(-1);
  if (!newest) throw new Error("no snapshot in migrations/meta");
  return JSON.parse(readFileSync(path.join(meta, newest), "utf8")) as { tables: Record<string, SnapshotTable> };
}

describe("the schema snapshot", () => {
  it("is the schema as it is: `npm run db:generate` has nothing to write", () => {
    // On a copy of the migrations, so that a difference writes its migration there, not here.
    const work = mkdtempSync(path.join(os.tmpdir(), "louvor-drizzle-"));
    try {
      cpSync(migrationsFolder, path.join(work, "migrations"), { recursive: true });
      const schema = path.join(root, "src/server/db/schema/index.ts");
      writeFileSync(
        path.join(work, "drizzle.config.mjs"),
        `export default ${JSON.stringify({ dialect: "postgresql", schema, out: "./migrations", casing: "snake_case" })};\n`,
      );
      const output = execFileSync(process.execPath, [path.join(root, "node_modules/drizzle-kit/bin.cjs"), "generate", "--config", "drizzle.config.mjs"], {
        cwd: work,
        encoding: "utf8",
      });
      expect(output).toContain("No schema changes, nothing to migrate");
      expect(readdirSync(path.join(work, "migrations")).sort()).toEqual(readdirSync(migrationsFolder).sort());
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the database the migrations make", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const rowsOf = async <T,>(query: string) => (await database.db.$client.query<T & Record<string, unknown>>(query)).rows;

  it("has the snapshot's tables and columns, no more, no fewer", async () => {
    const tables = Object.values(newestSnapshot().tables);
    const columns = await rowsOf<{ table: string; column: string; not_null: boolean }>(
      `select c.table_name as table, c.column_name as column, c.is_nullable = 'NO' as not_null
       from information_schema.columns c join pg_tables t on t.tablename = c.table_name and t.schemaname = c.table_schema
       where c.table_schema = 'public'`,
    );
    const described = (rows: { table: string; column: string; not_null: boolean }[]) =>
      rows.map((row) => `${row.table}.${row.column}${row.not_null ? " not null" : ""}`).sort();
    expect(described(columns)).toEqual(
      described(tables.flatMap((table) => Object.values(table.columns).map((column) => ({ table: table.name, column: column.name, not_null: column.notNull })))),
    );
  });

  it("has the snapshot's indexes and constraints under the snapshot's names; only the deferrable keys and triggers are written by hand", async () => {
    const tables = Object.values(newestSnapshot().tables);
    const constraints = await rowsOf<{ name: string }>(
      `select conname as name from pg_constraint
       where connamespace = 'public'::regnamespace
         and contype not in ('t', 'n') -- triggers, and PostgreSQL 18's not-null constraints (compared above)
         and not (contype = 'u' and condeferrable) -- the readable keys (migration 0008): drizzle-kit does not model them`,
    );
    const indexes = await rowsOf<{ name: string }>(
      `select i.indexname as name from pg_indexes i
       where i.schemaname = 'public'
         and not exists (select from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
    );
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
    const primaryKeys = tables.flatMap((table) => (Object.values(table.columns).some((column) => column.primaryKey) ? [`${table.name}_pkey`] : []));
    expect(names(constraints)).toEqual(
      [
        ...primaryKeys,
        ...tables.flatMap((table) => [
          ...Object.keys(table.compositePrimaryKeys),
          ...Object.keys(table.foreignKeys),
          ...Object.keys(table.uniqueConstraints),
          ...Object.keys(table.checkConstraints),
        ]),
      ].sort(),
    );
    expect(names(indexes)).toEqual(tables.flatMap((table) => Object.keys(table.indexes)).sort());
  });
});
