/**
 * 'Importar lista' at 1,000, 2,000 and 5,000 rows (issue 39; decision 503), as a markdown section
 * for docs/benchmarks.md: the preview and the import of each list over HTTP, first with the song
 * keys of migration 0008 (a row trigger recomputing each inserted song's group; put back for the
 * run from 0008's own text), then with 0021's (the plain key written with the row, each group
 * recomputed once per statement). The app is the server as `npm start` builds it, on the embedded
 * PostgreSQL with the demo data and the default 5-s statement timeout, on a busy machine: one
 * process keeps a core busy beside it (scripts/busy-load.ts; `--busy=2` for both cores, `--busy=0`
 * for none). Between lists the imported songs are deleted, so each list meets the demo's catalogue.
 *
 *   npx tsx scripts/bench-song-import.ts [--busy=N]
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "../src/server/db/client";
import type { SongImportResponse } from "../src/shared/schemas/songs";
import { args } from "./args";
import { signInDemoAdmin, startBenchApp, type AdminFetch } from "./bench/demo-app";
import { startBusyLoad } from "./busy-load";

const SIZES = [1_000, 2_000, 5_000];
const NAME_PREFIX = "Canção da Planilha";
const log = (line: string) => process.stderr.write(`${line}\n`);
const migrations = fileURLToPath(new URL("../src/server/db/migrations/", import.meta.url));
const statementsOf = (file: string) =>
  readFileSync(`${migrations}${file}`, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");

/** 0008's song-key trigger and refresh, taken from 0008's text, in place of 0021's. */
function rowByRowStatements(): string[] {
  const of0008 = statementsOf("0008_stored_readable_keys.sql");
  const find = (start: string) => {
    const found = of0008.find((statement) => statement.replace(/^(--.*\n)*/, "").startsWith(start));
    if (!found) throw new Error(`0008 has no statement starting with ${start}`);
    return found;
  };
  return [
    "DROP TRIGGER songs_catalog_inserted_public_keys ON songs_catalog",
    "DROP TRIGGER songs_catalog_plain_public_key ON songs_catalog",
    "DROP TRIGGER songs_catalog_public_keys ON songs_catalog",
    find("CREATE TRIGGER songs_catalog_public_keys"),
    find("CREATE FUNCTION louvor_refresh_song_keys").replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION"),
    "DROP FUNCTION louvor_songs_inserted_keys()",
    "DROP FUNCTION louvor_song_plain_key()",
    "DROP FUNCTION louvor_refresh_song_key_groups(uuid, text[])",
  ];
}

async function inOneTransaction(db: Database, statements: string[]): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("begin");
    await client.query("set local statement_timeout = 0");
    for (const statement of statements) await client.query(statement);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

/** The imported songs gone, with the key trigger off (their names are the bench's own: no other song's group changes). */
const removeImported = (db: Database) =>
  inOneTransaction(db, [
    "ALTER TABLE songs_catalog DISABLE TRIGGER songs_catalog_public_keys",
    `DELETE FROM songs_catalog WHERE name LIKE '${NAME_PREFIX} %'`,
    // The deletion's deferred triggers (the content version) run now: a table with pending events cannot be altered.
    "SET CONSTRAINTS ALL IMMEDIATE",
    "ALTER TABLE songs_catalog ENABLE TRIGGER songs_catalog_public_keys",
  ]);

/** A spreadsheet of `count` songs as 'Importar lista' sends it. */
function songRows(count: number, run: string) {
  return Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    name: `${NAME_PREFIX} ${run} ${index + 1}`,
    author: index % 3 === 0 ? "" : `Ministério ${index % 40}`,
    chordFile: index % 4 === 0 ? `https://www.cifraclub.com.br/ministerio/cancao-${index + 1}/` : "",
    lyrics: "",
  }));
}

type Figure = { rows: number; previewSeconds: number; importSeconds: number; importStatus: number; added: number };

async function timedPost(admin: AdminFetch, url: string, body: unknown) {
  const started = performance.now();
  const response = await admin(url, { method: "POST", body: JSON.stringify(body) });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  return { seconds, status: response.status, answer: response.ok ? (JSON.parse(text) as SongImportResponse) : undefined };
}

async function measure(admin: AdminFetch, db: Database, mode: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const rows of SIZES) {
    const list = songRows(rows, `${mode}-${rows}`);
    const preview = await timedPost(admin, "/api/admin/songs/import/preview", { rows: list });
    const imported = await timedPost(admin, "/api/admin/songs/import", { rows: list });
    const added = imported.answer?.added.length ?? 0;
    log(`${mode}, ${rows} rows: preview ${preview.seconds.toFixed(2)} s (${preview.status}), import ${imported.seconds.toFixed(2)} s (${imported.status}, ${added} added)`);
    figures.push({ rows, previewSeconds: preview.seconds, importSeconds: imported.seconds, importStatus: imported.status, added });
    await removeImported(db);
  }
  return figures;
}

async function main() {
  const workers = Number(args.get("busy") ?? 1);
  if (!Number.isInteger(workers) || workers < 0) throw new Error("--busy takes a number of processes (0, 1, 2...)");
  const app = await startBenchApp();
  const busy = workers === 0 ? undefined : await startBusyLoad({ workers });
  try {
    const admin = await signInDemoAdmin(app.base);
    const catalogue = await app.db.$client.query<{ songs: string }>("select count(*) as songs from songs_catalog");
    await inOneTransaction(app.db, rowByRowStatements());
    const before = await measure(admin, app.db, "0008");
    await inOneTransaction(app.db, statementsOf("0021_song_keys_once_per_statement.sql"));
    const after = await measure(admin, app.db, "0021");
    const s = (seconds: number) => `${seconds.toFixed(2)} s`;
    const importCell = (figure: Figure) => (figure.importStatus === 200 ? s(figure.importSeconds) : `**${figure.importStatus}** after ${s(figure.importSeconds)}`);
    console.log(
      [
        `Run ${new Date().toISOString()} (\`npx tsx scripts/bench-song-import.ts --busy=${workers}\`): the server on the embedded PostgreSQL with the demo data ` +
          `(${catalogue.rows[0]!.songs} songs in the catalogue), the default 5-s statement timeout, over HTTP; ${busy ? busy.description : "no load beside it"}.`,
        "",
        "| Rows | Preview | Import, song keys of 0008 (row by row) | Import, song keys of 0021 (once per statement) |",
        "|---:|---:|---:|---:|",
        ...SIZES.map((rows, index) => `| ${rows.toLocaleString("en")} | ${s(after[index]!.previewSeconds)} | ${importCell(before[index]!)} | ${importCell(after[index]!)} |`),
        "",
      ].join("\n"),
    );
  } finally {
    await busy?.stop();
    await app.close();
  }
}

await main();
