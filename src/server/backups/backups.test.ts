import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { createHash, createHmac } from "node:crypto";
import { like } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBand, createChurch, createMusician, createSegment, createService } from "../../../tests/factories";
import { nodeArgumentsFor } from "../../../tests/app-process";
import { createDatabase, type Database, runMigrations, bands, musicians } from "../db";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../embedded-postgres";
import { BackupError } from "./backup-error";
import { backupKeyId, readBackup, type BackupHeader } from "./backup-format";
import { backupSourceOf, type BackupSource } from "./backup-source";
import { createBackup, type BackupResult } from "./create-backup";
import { restoreBackup } from "./restore-backup";

// One real embedded server (the source) for the whole file; every backup is verified by a real
// restore into a scratch cluster, and restores build real clusters: seconds each.
const SLOW = 120_000;
/** This install's backup signing key (decision 492), as config.backups.signingKey gives it. */
const SIGNING_KEY = "chave-de-assinatura-das-copias-de-teste-0123456789";
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const logLines: Record<string, unknown>[] = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
);

let root: string;
let server: EmbeddedPostgresHandle;
let db: Database;
let source: BackupSource;
let backupDir: string;
let churchId: string;
/** A backup made once, of the seeded data, before any test changes anything. */
let baseline: BackupResult;
const dirs: string[] = [];

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(root, prefix));
  dirs.push(dir);
  return dir;
}

async function rows(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every file under `dir` with its size and mtime: "nothing changed" means this stays equal. */
async function snapshotOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  const described = await Promise.all(
    entries.map(async (entry) => {
      const stats = await fs.stat(path.join(dir, entry));
      return `${entry} ${stats.isDirectory() ? "dir" : stats.size} ${stats.mtimeMs}`;
    }),
  );
  return described.sort();
}

/** The server.json of scratch clusters whose server runs (a backup being verified). */
async function scratchServerRecords(dir: string): Promise<string[]> {
  const scratch = (await fs.readdir(dir)).filter((name) => name.startsWith(".verify-"));
  const records = await Promise.all(
    scratch.map((name) => fs.readFile(path.join(dir, name, "server.json"), "utf8").catch(() => undefined)),
  );
  return records.filter((record): record is string => record !== undefined);
}

/** Every row of every table of a backup file, as sorted JSON lines per table. */
async function fileRows(file: string): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for await (const entry of readBackup(file)) {
    if (entry.kind === "table") tables.set(`${entry.table.schema}.${entry.table.name}`, []);
    if (entry.kind === "row") tables.get(`${entry.table.schema}.${entry.table.name}`)?.push(entry.json);
  }
  for (const lines of tables.values()) lines.sort();
  return tables;
}

/** The same tables read back from a database, each value in PostgreSQL's text form. */
async function databaseRows(url: string, header: BackupHeader): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = new Map<string, string[]>();
    for (const table of header.tables) {
      const columns = table.columns.map((column) => `"${column}"`).join(", ");
      const result = await client.query<(string | null)[]>({
        text: `SELECT ${columns} FROM "${table.schema}"."${table.name}"`,
        rowMode: "array",
        types: { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig,
      });
      tables.set(`${table.schema}.${table.name}`, result.rows.map((row) => JSON.stringify(row)).sort());
    }
    return tables;
  } finally {
    await client.end();
  }
}

/**
 * A backup file rewritten: its lines changed by `edit`, with a correct checksum (a well-formed file),
 * signed with `signWith` (this install's key unless told; null: no signature, as before decision 492).
 */
async function rewrittenBackup(
  file: string,
  edit: (header: BackupHeader) => BackupHeader,
  target: string,
  signWith: string | null = SIGNING_KEY,
): Promise<string> {
  const lines = gunzipSync(await fs.readFile(file)).toString("utf8").split("\n");
  lines.pop(); // after the last newline
  lines.pop(); // the trailer
  const trailer = JSON.parse(gunzipSync(await fs.readFile(file)).toString("utf8").trim().split("\n").at(-1) ?? "{}") as { rows: unknown };
  lines[0] = JSON.stringify(edit(JSON.parse(lines[0] ?? "{}") as BackupHeader));
  const content = lines.map((line) => `${line}\n`).join("");
  const sha256 = createHash("sha256").update(content).digest("hex");
  const signature = signWith === null ? {} : { keyId: backupKeyId(signWith), hmacSha256: createHmac("sha256", signWith).update(content).digest("hex") };
  await fs.writeFile(target, gzipSync(`${content}${JSON.stringify({ end: "louvor-backup", rows: trailer.rows, sha256, ...signature })}\n`));
  return target;
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "louvor-backups-"));
  server = await startEmbeddedPostgres({ dataDir: path.join(root, "source", "postgres"), database: "louvor", logger: pino({ level: "silent" }) });
  source = backupSourceOf(server);
  db = createDatabase(server.url, { max: 4 });
  await runMigrations(db);
  const church = await createChurch(db, { name: "Igreja da Graça — São João" });
  churchId = church.id;
  const service = await createService(db, churchId);
  for (let index = 0; index < 3; index++) await createSegment(db, churchId, { serviceId: service.id });
  await createMusician(db, churchId, { name: "Zé 'Aspas' \"Duplas\" \\ barra\ttab" });
  backupDir = path.join(root, "source", "backups");
  baseline = await createBackup({ source, dir: backupDir, kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger });
}, SLOW);

afterAll(async () => {
  await db?.$client.end();
  await server?.stop();
  await fs.rm(root, { recursive: true, force: true });
});

describe("createBackup", () => {
  it("writes a verified backup and logs backup ok with its size, row counts and seconds", async () => {
    expect(path.dirname(baseline.file)).toBe(backupDir);
    expect(path.basename(baseline.file)).toMatch(/^louvor-\d{4}-\d{2}-\d{2}-\d{6}\.backup$/);
    expect((await fs.stat(baseline.file)).size).toBe(baseline.bytes);
    expect(baseline.rowCounts).toMatchObject({ "public.churches": 1, "public.song_details": 3, "public.services": 1 });
    expect(baseline.rowCounts["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
    expect(baseline.verifySeconds).toBeGreaterThan(0);
    const ok = logLines.find((line) => line.msg === "backup ok" && line.file === baseline.file);
    expect(ok).toMatchObject({ bytes: baseline.bytes, totalRows: baseline.totalRows, rowCounts: baseline.rowCounts });
    expect(typeof ok?.seconds).toBe("number");
    // Nothing half-done left: no partial file, no scratch cluster.
    expect((await fs.readdir(backupDir)).filter((name) => name.endsWith(".partial") || name.startsWith(".verify-"))).toEqual([]);
  });

  it(
    "holds exactly the transactions committed before it started, none half-done, while writes go on",
    async () => {
      // Each transaction adds a band and a musician with the same number: a backup has both or neither.
      let committed = 0;
      let writing = true;
      const writer = (async () => {
        for (let n = 1; writing; n++) {
          await db.transaction(async (tx) => {
            await createBand(tx, churchId, { name: `probe-${n}` });
            await createMusician(tx, churchId, { name: `probe-${n}` });
          });
          committed = n;
        }
      })();
      try {
        await expect.poll(() => committed, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
        const committedBeforeStart = committed;
        const backup = await createBackup({ source, dir: backupDir, kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger });
        const probes = { "public.bands": new Set<number>(), "public.musicians": new Set<number>() };
        for await (const entry of readBackup(backup.file)) {
          if (entry.kind !== "row") continue;
          const key = `${entry.table.schema}.${entry.table.name}`;
          if (key !== "public.bands" && key !== "public.musicians") continue;
          const values = JSON.parse(entry.json) as (string | null)[];
          const name = values[entry.table.columns.indexOf("name")];
          const match = /^probe-(\d+)$/.exec(name ?? "");
          if (match) probes[key].add(Number(match[1]));
        }
        const inBands = [...probes["public.bands"]].sort((a, b) => a - b);
        const inMusicians = [...probes["public.musicians"]].sort((a, b) => a - b);
        expect(inBands).toEqual(inMusicians);
        expect(inBands.length).toBeGreaterThanOrEqual(committedBeforeStart);
        // A prefix of the writer's sequence: no gap, nothing from after the snapshot mixed in.
        expect(inBands).toEqual(Array.from({ length: inBands.length }, (_, index) => index + 1));
      } finally {
        writing = false;
        await writer;
        await db.delete(musicians).where(like(musicians.name, "probe-%"));
        await db.delete(bands).where(like(bands.name, "probe-%"));
      }
    },
    SLOW,
  );

  it("says so when another backup is running, and waits for it when asked to", async () => {
    const first = createBackup({ source, dir: backupDir, kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger });
    // Wait until the first holds the lock (its partial file exists).
    await expect
      .poll(async () => (await fs.readdir(backupDir)).some((name) => name.endsWith(".partial")), { timeout: 30_000, interval: 10 })
      .toBe(true);
    await expect(createBackup({ source, dir: backupDir, kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger, waitForOtherMs: 0 })).rejects.toThrow(
      /Another backup is running right now/,
    );
    let waited = false;
    await expect(
      createBackup({ source, dir: backupDir, kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger, waitForOtherMs: 100, onWait: () => (waited = true) }),
    ).rejects.toThrow(/still running after/);
    expect(waited).toBe(true);
    const done = await first;
    expect((await fs.stat(done.file)).size).toBe(done.bytes);
  }, SLOW);

  it("leaves no complete-looking file and every earlier backup when it fails or is interrupted", async () => {
    const before = await snapshotOf(backupDir);

    // Interrupted while verifying: the partial file is complete by then, and must still go.
    const interrupted = new AbortController();
    const running = createBackup({ source, dir: backupDir, kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger, signal: interrupted.signal });
    await expect
      .poll(async () => (await fs.readdir(backupDir)).some((name) => name.startsWith(".verify-")), { timeout: 30_000, interval: 10 })
      .toBe(true);
    interrupted.abort();
    await expect(running).rejects.toThrow(BackupError);
    expect(await snapshotOf(backupDir)).toEqual(before);

    // A destination that cannot be written.
    const blocker = path.join(await tempDir("blocked-"), "a-file");
    await fs.writeFile(blocker, "not a folder");
    await expect(createBackup({ source, dir: path.join(blocker, "backups"), kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger })).rejects.toThrow(
      /The backup failed: .*(ENOTDIR|EEXIST)/,
    );
    expect(logLines.some((line) => line.msg === "backup failed" && String(line.reason).includes("ENOTDIR"))).toBe(true);
    expect(await snapshotOf(backupDir)).toEqual(before);
  }, SLOW);

  it("cleans up after a backup process killed mid-way, at the next backup", async () => {
    const dir = await tempDir("killed-");
    const child = spawn(process.execPath, nodeArgumentsFor("src/server/cli/backup.ts"), {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: path.join(root, "source"), BACKUP_DIR: dir, LOG_LEVEL: "silent" },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await expect
      .poll(async () => (await scratchServerRecords(dir)).length > 0, { timeout: 60_000, interval: 10 })
      .toBe(true);
    // Killed while its scratch cluster's server runs: that server is left behind, orphaned.
    child.kill("SIGKILL");
    await exited;
    const left = await fs.readdir(dir);
    expect(left.filter((name) => name.endsWith(".backup"))).toEqual([]); // only a .partial: never taken for a backup

    const next = await createBackup({ source, dir, kind: "manual", keep: 14, signingKey: SIGNING_KEY, logger });
    expect(await fs.readdir(dir)).toEqual(expect.arrayContaining([path.basename(next.file)]));
    expect((await fs.readdir(dir)).filter((name) => name.endsWith(".partial") || name.startsWith(".verify-"))).toEqual([]);
  }, SLOW);
});

describe("restoreBackup", () => {
  it(
    "restores the same rows into DATA_DIR, and moves the data it replaces aside",
    async () => {
      const dataDir = await tempDir("restore-");
      const first = await restoreBackup({ file: baseline.file, dataDir, signingKey: SIGNING_KEY, logger });
      expect(first.movedAsideTo).toBeUndefined();
      expect(first.rowCounts).toEqual(baseline.rowCounts);

      const second = await restoreBackup({ file: baseline.file, dataDir, signingKey: SIGNING_KEY, logger });
      expect(second.movedAsideTo).toMatch(new RegExp(`^${dataDir}/before-restore-\\d{4}-\\d{2}-\\d{2}-\\d{6}$`));
      expect(await fs.readdir(path.join(second.movedAsideTo ?? "", "postgres"))).toEqual(
        expect.arrayContaining(["pgdata", "password", "app-password"]),
      );
      expect((await fs.readdir(dataDir)).filter((name) => name.startsWith("postgres"))).toEqual(["postgres"]);

      const restored = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), database: "louvor", logger: pino({ level: "silent" }) });
      try {
        // Every table, every value, in PostgreSQL's text form: what the backup holds is what is served.
        const inFile = await fileRows(baseline.file);
        expect([...inFile.keys()].sort()).toEqual(Object.keys(baseline.rowCounts).sort());
        expect(await databaseRows(restored.url, first.header)).toEqual(inFile);
        for (const sequence of first.header.sequences) {
          const [value] = (await rows(restored.url, `SELECT last_value::text, is_called FROM "${sequence.schema}"."${sequence.name}"`)) as {
            last_value: string;
            is_called: boolean;
          }[];
          expect(value, sequence.name).toEqual({ last_value: sequence.lastValue, is_called: sequence.isCalled });
        }
        expect(await rows(restored.url, "SELECT name FROM musicians WHERE name LIKE 'Zé%'")).toEqual([
          { name: "Zé 'Aspas' \"Duplas\" \\ barra\ttab" },
        ]);
      } finally {
        await restored.stop();
      }
    },
    SLOW,
  );

  it("refuses a truncated, damaged, foreign or newer-Louvor file with a clear message, changing nothing", async () => {
    const dataDir = await tempDir("refuse-");
    await fs.mkdir(path.join(dataDir, "postgres", "pgdata"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "postgres", "pgdata", "PG_VERSION"), "18\n");
    const before = await snapshotOf(dataDir);
    const files = await tempDir("files-");
    const bytes = await fs.readFile(baseline.file);

    const truncated = path.join(files, "truncated.backup");
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const damaged = path.join(files, "damaged.backup");
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length * 0.75);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    await fs.writeFile(damaged, flipped);
    const foreignText = path.join(files, "notes.txt");
    await fs.writeFile(foreignText, "isto não é uma cópia de segurança\n");
    const foreignGzip = path.join(files, "other.gz");
    await fs.writeFile(foreignGzip, gzipSync('{"format":"something-else"}\n'));
    const newer = await rewrittenBackup(
      baseline.file,
      (header) => ({ ...header, migrations: [...header.migrations, { tag: "9999_from_the_future", createdAt: 4_102_444_800_000, hash: "f" }] }),
      path.join(files, "newer.backup"),
    );
    const newerFormat = await rewrittenBackup(baseline.file, (header) => ({ ...header, formatVersion: 2 }), path.join(files, "v2.backup"));
    const edited = await rewrittenBackup(baseline.file, (header) => header, path.join(files, "edited.backup"));
    await fs.writeFile(edited, gzipSync(gunzipSync(await fs.readFile(edited)).toString().replace("Igreja da Graça", "Igreja da Gracs")));

    const cases: [string, RegExp][] = [
      [truncated, /is incomplete/],
      [damaged, /is damaged|is incomplete/],
      [edited, /is damaged \(its checksum does not match/],
      [foreignText, /is not a Louvor backup/],
      [foreignGzip, /is not a Louvor backup/],
      [newer, /made by a newer version of Louvor.*9999_from_the_future/],
      [newerFormat, /made by a newer version of Louvor \(backup format 2/],
      [path.join(files, "missing.backup"), /does not exist/],
    ];
    for (const [file, message] of cases) {
      const failure = await restoreBackup({ file, dataDir, signingKey: SIGNING_KEY, logger }).then(() => undefined, (error: unknown) => error);
      expect(failure, file).toBeInstanceOf(BackupError);
      expect((failure as Error).message, file).toMatch(message);
      expect(await snapshotOf(dataDir), file).toEqual(before);
    }
  });

  it("refuses while the app's database runs on DATA_DIR, changing nothing", async () => {
    const sourceDataDir = path.join(root, "source");
    const before = (await fs.readdir(sourceDataDir)).sort();
    await expect(restoreBackup({ file: baseline.file, dataDir: sourceDataDir, signingKey: SIGNING_KEY, logger })).rejects.toThrow(
      new RegExp(`Louvor's database is running on ${sourceDataDir} \\(process ${process.pid}\\)\\. Stop the app`),
    );
    expect((await fs.readdir(sourceDataDir)).sort()).toEqual(before);
    expect(await rows(server.url, "SELECT count(*)::int AS n FROM churches")).toEqual([{ n: 1 }]);
  });
});
