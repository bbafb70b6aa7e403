import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { migrationsFolder, MigrationError, runMigrations, type Migration } from "./migrate";

let database: TestDatabase;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // The app's migrations (all applied to the test database already), then two more: a good one
  // and one whose second statement fails.
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "louvor-migrations-"));
  await fs.cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error("no migrations");
  const extra = [
    { tag: "9000_good", sql: "CREATE TABLE migration_probe_good (id integer PRIMARY KEY);" },
    {
      tag: "9001_broken",
      sql: "CREATE TABLE migration_probe_broken (id integer);\n--> statement-breakpoint\nINSERT INTO no_such_table VALUES (1);",
    },
  ];
  for (const [index, migration] of extra.entries()) {
    journal.entries.push({ ...last, idx: last.idx + index + 1, when: last.when + index + 1, tag: migration.tag });
    await fs.writeFile(path.join(folder, `${migration.tag}.sql`), migration.sql);
  }
  await fs.writeFile(journalFile, JSON.stringify(journal, null, 2));
});

afterAll(async () => {
  await database.drop();
  await fs.rm(folder, { recursive: true, force: true });
});

describe("runMigrations", () => {
  it("applies the pending migrations in one transaction: a failure leaves the database as it was and names the migration", async () => {
    const count = async () => Number((await database.db.execute<{ n: string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`)).rows[0]?.n);
    const applied = await count();
    let pending: Migration[] = [];

    const failure = await runMigrations(database.db, {
      migrationsFolder: folder,
      beforeUpgrade: (migrations) => {
        pending = migrations;
        return Promise.resolve("/dados/backups/before-upgrade/louvor-before-upgrade-2025-03-10-101500.backup");
      },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(pending.map((migration) => migration.tag)).toEqual(["9000_good", "9001_broken"]);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).migration).toBe("9001_broken");
    expect((failure as Error).message).toMatch(/^The migration 9001_broken failed: relation "no_such_table" does not exist\./);
    expect((failure as Error).message).toContain("left as it was");
    expect((failure as Error).message).toContain(
      "The safety backup made before this upgrade is at /dados/backups/before-upgrade/louvor-before-upgrade-2025-03-10-101500.backup",
    );
    // Nothing of either migration stayed, not even the good one's table.
    const tables = await database.db.execute<{ good: string | null; broken: string | null }>(
      sql`select to_regclass('migration_probe_good')::text as good, to_regclass('migration_probe_broken')::text as broken`,
    );
    expect(tables.rows[0]).toEqual({ good: null, broken: null });
    expect(await count()).toBe(applied);
  });

  it("makes no safety backup when nothing is pending", async () => {
    let called = false;
    await runMigrations(database.db, {
      beforeUpgrade: () => {
        called = true;
        return Promise.resolve(undefined);
      },
    });
    expect(called).toBe(false);
  });
});
