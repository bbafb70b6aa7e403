import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { databaseUrl } from "../../../tests/database-url";
import { MIGRATIONS_UPGRADE_FOLDER, migrationsUpgradeFixtures } from "../../../tests/support/fixtures";
import { createDatabase } from "./client";
import { migrationsFolder, runMigrations } from "./migrate";

/**
 * "Upgrades keep the data" (docs/decisions/405-upgrades-keep-the-data.md): a database made by
 * each migration of this repository, holding rows in every table, is upgraded by the app's own
 * runMigrations to the current schema, and every row it held is still there with the same values.
 *
 * The databases are built as a real history: migration 0 on an empty database, its fixture rows
 * (tests/fixtures/migrations-upgrade/), migration 1, its rows, and so on; each level is kept as its
 * own database (cloned from the level before), then upgraded. Drizzle applies what the database
 * has not recorded in drizzle.__drizzle_migrations, so running it on a folder whose journal stops
 * at migration k makes exactly the database that version of the app made.
 */

type JournalEntry = { idx: number; tag: string; when: number };
/** The rows written right after each migration (`<tag>.sql`), the ids among them, the values an upgrade changes on purpose. */
const { ids: id, sqlByTag: fixtureSql, deliberateChanges } = migrationsUpgradeFixtures();

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};
const entries = journal.entries;

type TableInfo = { schema: string; table: string; key: string[] };
type Rows = Map<string, Record<string, unknown>>;
type Level = {
  tag: string;
  database: string;
  /** Tables without a row at this level (the fixtures missed them). */
  emptyTables: string[];
  before: Map<string, Rows>;
  after?: Map<string, Rows>;
  /** Why runMigrations refused to upgrade it, if it did. */
  upgradeError?: string;
};

const adminUrl = () => inject("databaseAdminUrl");
const runId = randomUUID().replaceAll("-", "").slice(0, 12);
const levels: Level[] = [];
const created: string[] = [];
let work: string;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A migrations folder whose journal stops after `count` entries (the same SQL files). */
function migrationsFolderUpTo(count: number): string {
  const folder = path.join(work, `upto-${count}`);
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  for (const entry of entries.slice(0, count)) {
    cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: entries.slice(0, count) }));
  return folder;
}

/** The tables the database has (found in its catalogue, not listed by hand), with their primary keys. */
async function tablesOf(client: pg.Client): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo>(`
    select n.nspname as schema, c.relname as table,
      coalesce((select array_agg(a.attname::text order by k.ord)
                from pg_index i
                cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                where i.indrelid = c.oid and i.indisprimary), '{}') as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
      and n.nspname not like 'pg\\_%'
    order by 1, 2`);
  return rows;
}

const qualified = (table: TableInfo) => (table.schema === "public" ? table.table : `${table.schema}.${table.table}`);

/** Every row of every table, by primary key (by the whole row, numbered, for a table without one). */
async function snapshot(client: pg.Client): Promise<Map<string, Rows>> {
  const tables = new Map<string, Rows>();
  for (const table of await tablesOf(client)) {
    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from "${table.schema}"."${table.table}" t`,
    );
    const byKey: Rows = new Map();
    for (const { row } of rows) {
      let key = JSON.stringify(table.key.length > 0 ? table.key.map((column) => row[column]) : row);
      for (let copy = 2; table.key.length === 0 && byKey.has(key); copy++) key = `${key}#${copy}`;
      byKey.set(key, row);
    }
    tables.set(qualified(table), byKey);
  }
  return tables;
}

/** What differs between a level's rows before and after the upgrade, but for the deliberate changes. */
function lostOrChanged(before: Map<string, Rows>, after: Map<string, Rows>): string[] {
  const problems: string[] = [];
  for (const [table, rows] of before) {
    const rowsAfter = after.get(table);
    if (rowsAfter === undefined) {
      problems.push(`table ${table} is gone`);
      continue;
    }
    const deliberate = deliberateChanges.filter((change) => change.table === table);
    if (!deliberate.some((change) => change.column === undefined) && rowsAfter.size !== rows.size) {
      problems.push(`table ${table} had ${rows.size} rows, has ${rowsAfter.size}`);
    }
    const mayChange = new Set(deliberate.map((change) => change.column));
    for (const [key, row] of rows) {
      const rowAfter = rowsAfter.get(key);
      if (rowAfter === undefined) {
        problems.push(`${table} row ${key} is gone`);
        continue;
      }
      for (const [column, value] of Object.entries(row)) {
        if (mayChange.has(column)) continue;
        if (!(column in rowAfter)) problems.push(`${table}.${column} is gone (row ${key})`);
        else if (!isDeepStrictEqual(rowAfter[column], value)) {
          problems.push(`${table}.${column} of row ${key} was ${JSON.stringify(value)}, is ${JSON.stringify(rowAfter[column])}`);
        }
      }
    }
  }
  return problems;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "louvor-upgrade-"));
  const unknownTags = Object.keys(fixtureSql).filter((tag) => !entries.some((entry) => entry.tag === tag));
  if (unknownTags.length > 0) throw new Error(`${MIGRATIONS_UPGRADE_FOLDER} has rows for migrations that do not exist: ${unknownTags.join(", ")}`);

  // The history, one level after the other: each level starts as a copy of the one before.
  for (const [index, entry] of entries.entries()) {
    const database = `louvor_upgrade_${runId}_${index}`;
    const previous = levels.at(-1);
    await withClient(adminUrl(), (admin) =>
      admin.query(previous ? `create database "${database}" template "${previous.database}"` : `create database "${database}"`),
    );
    created.push(database);
    const level = await withClient(databaseUrl(adminUrl(), database), async (client) => {
      await migrate(drizzle({ client }), { migrationsFolder: migrationsFolderUpTo(index + 1) });
      const fixture = fixtureSql[entry.tag];
      if (fixture !== undefined) {
        await client.query(`begin; ${fixture}; commit;`).catch((error: unknown) => {
          throw new Error(`the rows of ${MIGRATIONS_UPGRADE_FOLDER}/${entry.tag}.sql cannot be written: ${(error as Error).message}`, { cause: error });
        });
      }
      const before = await snapshot(client);
      const emptyTables = [...before].filter(([, rows]) => rows.size === 0).map(([table]) => table);
      return { tag: entry.tag, database, emptyTables, before };
    });
    levels.push(level);
  }

  // Each level upgraded as the app does it at start-up, two at a time.
  const queue = [...levels];
  const upgradeNext = async (): Promise<void> => {
    const level = queue.shift();
    if (level === undefined) return;
    const db = createDatabase(databaseUrl(adminUrl(), level.database), { max: 1 });
    try {
      await runMigrations(db);
    } catch (error) {
      level.upgradeError = error instanceof Error ? error.message : String(error);
    } finally {
      await db.$client.end();
    }
    level.after = await withClient(databaseUrl(adminUrl(), level.database), snapshot);
    return upgradeNext();
  };
  await Promise.all([upgradeNext(), upgradeNext()]);
}, 120_000);

afterAll(async () => {
  if (work) rmSync(work, { recursive: true, force: true });
  // Side by side: each DROP DATABASE waits for a checkpoint, and waiting ones share it.
  await Promise.all(
    created.map((database) => withClient(adminUrl(), (admin) => admin.query(`drop database if exists "${database}" with (force)`))),
  );
});

const currentLevel = () => levels.at(-1)!;
/** The levels from the migration whose fixture writes the churches on. */
const levelsWithData = () => levels.filter((level) => (level.before.get("churches")?.size ?? 0) > 0);

describe("a database made by each migration of this repository", () => {
  it("holds rows in every table it has (from the fixture of the migration that created the table)", () => {
    const missing = levels.flatMap((level) =>
      level.emptyTables.map(
        (table) =>
          `table ${table} has no rows at migration ${level.tag}: add rows for it to ${MIGRATIONS_UPGRADE_FOLDER}, ` +
          `in the file of the migration that creates it (<tag>.sql)`,
      ),
    );
    expect(missing, missing.join("\n")).toEqual([]);
    expect(levels.map((level) => level.tag)).toEqual(entries.map((entry) => entry.tag));
  });

  it("has the tables of the current schema once upgraded, the same as a database made by every migration", () => {
    for (const level of levels) {
      expect([...level.after!.keys()], `upgraded from ${level.tag}`).toEqual([...currentLevel().after!.keys()]);
    }
  });

  it.each(entries.slice(0, -1).map((entry) => entry.tag))("upgraded from %s keeps every row and every value", (tag) => {
    const level = levels.find((candidate) => candidate.tag === tag)!;
    expect(level.upgradeError ?? "", "the upgrade failed").toBe("");
    expect(lostOrChanged(level.before, level.after!)).toEqual([]);
  });

  it("upgraded from any of them has the rows a user would look for, with their ids and names", async () => {
    for (const level of levelsWithData()) {
      await withClient(databaseUrl(adminUrl(), level.database), async (client) => {
        const one = async (sql: string, values: unknown[]) => (await client.query(sql, values)).rows[0] as Record<string, unknown>;
        const at = `upgraded from ${level.tag}`;
        expect(await one("select name, slug from churches where id = $1", [id.church]), at).toEqual({
          name: "Igreja Batista Central",
          slug: "igreja-central",
        });
        expect(await one("select to_char(date, 'YYYY-MM-DD') as date, view_count from services where id = $1", [id.serviceSede]), at).toEqual({
          date: "2024-03-10",
          view_count: 42,
        });
        expect(await one("select name, performance_count from songs_catalog where id = $1", [id.songGrande]), at).toEqual({
          name: "Grande é o Senhor",
          performance_count: 2,
        });
        expect(await one("select email from users u join church_members m on m.user_id = u.id where m.church_id = $1 and m.role = 'admin'", [id.church]), at).toEqual({
          email: "ana@igreja.example",
        });
      });
    }
  });

  it("upgraded from any of them has the read model the app keeps (readable keys, figures, latest performances) filled in", async () => {
    for (const level of levelsWithData()) {
      await withClient(databaseUrl(adminUrl(), level.database), async (client) => {
        const keys = async (table: string) =>
          Object.fromEntries(
            (await client.query<{ id: string; public_key: string | null }>(`select id, public_key from ${table}`)).rows.map((row) => [
              row.id,
              row.public_key,
            ]),
          );
        const at = `upgraded from ${level.tag}`;
        expect(await keys("bands"), at).toEqual({
          [id.bandSede]: "louvor-sede-2019",
          [id.bandAgape]: "banda-agape-2020",
          [id.bandJovem]: "louvor-jovem-2021",
        });
        expect(await keys("musicians"), at).toEqual({
          [id.joao1]: "joao-silva-e100",
          [id.joao2]: "joao-silva-e200",
          [id.maria]: "maria-souza",
          [id.pedro]: "pedro-lima",
        });
        expect(await keys("services"), at).toEqual({
          [id.serviceSede]: "10-03-2024-19h-louvor-sede-5100",
          [id.serviceAgape]: "10-03-2024-19h-banda-agape-5200",
          [id.serviceInactive]: null,
          [id.serviceOtherChurch]: "10-03-2024-19h-louvor-jovem",
        });
        expect(await keys("songs_catalog"), at).toEqual({
          [id.songGrande]: "grande-e-o-senhor-6100",
          [id.songRendido]: "rendido-estou-6200",
          [id.songOtherChurch]: "grande-e-o-senhor-6300",
        });
        expect(await keys("song_details"), at).toEqual({
          [id.segmentSedeGrande]: "grande-e-o-senhor-7100",
          [id.segmentSedeRendido]: "rendido-estou-7200",
          [id.segmentAgapeGrande]: "grande-e-o-senhor-7300",
          [id.segmentInactiveRendido]: "rendido-estou-7400",
          [id.segmentOtherChurch]: "grande-e-o-senhor-7500",
        });

        const { rows: services } = await client.query(
          `select id, duration, song_count,
             search_text like '%' || to_char(date, 'DD/MM/YYYY') || '%' and search_text like '%louvor sede%' as searchable
           from services where id = $1 or id = $2`,
          [id.serviceSede, id.serviceInactive],
        );
        expect(services.sort((a, b) => String(a.id).localeCompare(String(b.id))), at).toEqual([
          { id: id.serviceSede, duration: 620, song_count: 2, searchable: true },
          { id: id.serviceInactive, duration: 250, song_count: 1, searchable: true },
        ]);
        const { rows: churches } = await client.query("select id, services_total, songs_total from churches order by id");
        expect(churches, at).toEqual([
          { id: id.church, services_total: 2, songs_total: 3 },
          { id: id.otherChurch, services_total: 1, songs_total: 1 },
        ]);
        const { rows: latest } = await client.query("select id, last_segment_id from songs_catalog order by id");
        expect(latest, at).toEqual([
          { id: id.songGrande, last_segment_id: id.segmentAgapeGrande },
          { id: id.songRendido, last_segment_id: id.segmentSedeRendido },
          { id: id.songOtherChurch, last_segment_id: id.segmentOtherChurch },
        ]);
      });
    }
  });
});
