import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import {
  EmbeddedPostgresError,
  ensureLibrarySymlinks,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from "./embedded-postgres";

// Real PostgreSQL binaries, one fresh temporary data directory per test.

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const childScript = path.join(repoRoot, "tests", "fixtures", "embedded-postgres-child.ts");
const logger = pino({ level: "silent" });
const SLOW = 60_000;

const handles: EmbeddedPostgresHandle[] = [];
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.stop();
  for (const child of children.splice(0)) await endChild(child);
  for (const dir of dirs.splice(0)) {
    await killPostmasterOf(path.join(dir, "pgdata")); // safety net: never leave a server behind
    await fs.rm(dir, { recursive: true, force: true });
  }
});

/** A fresh data directory holding an initialised, stopped cluster. */
async function initialisedDir(): Promise<string> {
  const dir = await tempDir();
  await (await startEmbeddedPostgres({ dataDir: dir, database: "louvor", logger })).stop();
  return dir;
}

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "louvor-pg-test-"));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, database = "louvor"): Promise<EmbeddedPostgresHandle> {
  const handle = await startEmbeddedPostgres({ dataDir, database, logger });
  handles.push(handle);
  return handle;
}

async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values?: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function postmasterPid(dataDir: string): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, "pgdata", "postmaster.pid"), "utf8");
  return Number(text.split("\n")[0]);
}

/** Running and not a zombie (an exited process waiting to be reaped does not count). */
async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function killPostmasterOf(pgdata: string): Promise<void> {
  const pid = await fs
    .readFile(path.join(pgdata, "postmaster.pid"), "utf8")
    .then((text) => Number(text.split("\n")[0]), () => 0);
  if (pid <= 1 || !(await isRunning(pid))) return;
  const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => "");
  if (cwd !== (await fs.realpath(pgdata))) return;
  process.kill(pid, "SIGQUIT");
  for (let i = 0; i < 100 && (await isRunning(pid)); i++) await sleep(50);
}

/** Runs the fixture in its own Node process; resolves when it printed READY. */
function startChild(dataDir: string, note?: string): Promise<{ child: ChildProcess; url: string; owns: boolean }> {
  const child = spawn(process.execPath, ["--import", "tsx", childScript, dataDir, ...(note ? [note] : [])], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => reject(new Error(`child not ready after 45 s:\n${stderr}`)), 45_000);
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const match = /^READY (\S+) owns=(true|false)$/m.exec(stdout);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ child, url: match[1], owns: match[2] === "true" });
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code ?? signal}) before READY:\n${stderr}`));
    });
  });
}

async function endChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM"); // the fixture stops its supervisor on SIGTERM
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function chownTree(target: string, uid: number, gid: number): Promise<void> {
  await fs.lchown(target, uid, gid);
  if (!(await fs.lstat(target)).isDirectory()) return;
  for (const entry of await fs.readdir(target)) await chownTree(path.join(target, entry), uid, gid);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function listDir(dir: string): Promise<string[]> {
  return (await fs.readdir(dir)).sort();
}

describe("startEmbeddedPostgres", () => {
  it(
    "initialises a UTF-8 cluster with the builtin C.UTF-8 locale and scram passwords, and commits rows",
    async () => {
      const dataDir = await tempDir();
      const handle = await start(dataDir);

      expect(handle.ownsServer).toBe(true);
      // The app's role owns its database but is not a superuser; the superuser is for admin work.
      expect(handle.url).toMatch(new RegExp(`^postgres://louvor:[A-Za-z0-9_-]+@127\\.0\\.0\\.1:${handle.port}/louvor$`));
      expect(handle.adminUrl).toMatch(new RegExp(`^postgres://postgres:[A-Za-z0-9_-]+@127\\.0\\.0\\.1:${handle.port}/postgres$`));

      // Files the supervisor keeps: the passwords are private; no init leftovers.
      for (const file of ["password", "app-password"]) {
        expect((await fs.stat(path.join(dataDir, file))).mode & 0o777).toBe(0o600);
      }
      const password = (await fs.readFile(path.join(dataDir, "password"), "utf8")).trim();
      const appPassword = (await fs.readFile(path.join(dataDir, "app-password"), "utf8")).trim();
      expect(handle.adminUrl).toContain(`:${password}@`);
      expect(handle.url).toContain(`:${appPassword}@`);
      expect(appPassword).not.toBe(password);
      expect(await listDir(dataDir)).toEqual(["app-password", "password", "pgdata", "postgres.log", "server.json"]);
      expect(JSON.parse(await fs.readFile(path.join(dataDir, "server.json"), "utf8"))).toEqual({
        ownerPid: process.pid,
        port: handle.port,
        postmasterPid: await postmasterPid(dataDir),
      });
      expect(
        await sql(
          handle.url,
          `SELECT current_user AS me, r.rolsuper, r.rolcreatedb, r.rolcreaterole, pg_get_userbyid(d.datdba) AS owner
             FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
        ),
      ).toEqual([{ me: "louvor", rolsuper: false, rolcreatedb: false, rolcreaterole: false, owner: "louvor" }]);
      // The search extensions are trusted: the database owner creates them without a superuser.
      await sql(handle.url, "CREATE EXTENSION IF NOT EXISTS unaccent");
      await sql(handle.url, "CREATE EXTENSION IF NOT EXISTS pg_trgm");
      expect(await sql(handle.url, "SELECT unaccent('Conceição') AS plain")).toEqual([{ plain: "Conceicao" }]);

      await sql(handle.url, "CREATE TABLE notes (id serial PRIMARY KEY, note text NOT NULL)");
      await sql(handle.url, "INSERT INTO notes (note) VALUES ($1)", ["Aleluia, ação de graças"]);
      expect(await sql(handle.url, "SELECT note FROM notes")).toEqual([{ note: "Aleluia, ação de graças" }]);

      const [database] = await sql(
        handle.url,
        `SELECT pg_encoding_to_char(encoding) AS encoding, datlocprovider, datlocale, datcollate, datctype
           FROM pg_database WHERE datname = current_database()`,
      );
      expect(database).toEqual({
        encoding: "UTF8",
        datlocprovider: "b",
        datlocale: "C.UTF-8",
        datcollate: "C.UTF-8",
        datctype: "C.UTF-8",
      });
      // `SHOW lc_collate` no longer exists in PostgreSQL 16+; the encoding and behaviour do.
      expect(await sql(handle.url, "SHOW server_encoding")).toEqual([{ server_encoding: "UTF8" }]);
      expect(await sql(handle.url, "SELECT upper('ação') AS up")).toEqual([{ up: "AÇÃO" }]);

      const rules = await sql<{ auth_method: string }>(handle.adminUrl, "SELECT DISTINCT auth_method FROM pg_hba_file_rules");
      expect(rules).toEqual([{ auth_method: "scram-sha-256" }]);
      const [role] = await sql<{ rolpassword: string }>(
        handle.adminUrl,
        "SELECT rolpassword FROM pg_authid WHERE rolname = 'postgres'",
      );
      expect(role?.rolpassword.startsWith("SCRAM-SHA-256$")).toBe(true);
      const wrong = handle.url.replace(`:${appPassword}@`, ":not-the-password@");
      await expect(sql(wrong, "SELECT 1")).rejects.toThrow(/password authentication failed/);
    },
    SLOW,
  );

  it(
    "restarts on the same folder with its data and without a new initdb",
    async () => {
      const dataDir = await initialisedDir();
      const first = await start(dataDir);
      await sql(first.url, "CREATE TABLE notes (note text)");
      await sql(first.url, "INSERT INTO notes VALUES ('kept')");
      const [before] = await sql(first.url, "SELECT system_identifier::text AS id FROM pg_control_system()");
      const password = await fs.readFile(path.join(dataDir, "password"), "utf8");
      await first.stop();

      const second = await start(dataDir);
      expect(second.ownsServer).toBe(true);
      expect(await sql(second.url, "SELECT note FROM notes")).toEqual([{ note: "kept" }]);
      // Same cluster (a new initdb would give a new system identifier and a new password).
      expect(await sql(second.url, "SELECT system_identifier::text AS id FROM pg_control_system()")).toEqual([before]);
      expect(await fs.readFile(path.join(dataDir, "password"), "utf8")).toBe(password);
    },
    SLOW,
  );

  it(
    "after the app is killed with SIGKILL, shuts down the orphaned server and starts again with the data",
    async () => {
      const dataDir = await initialisedDir();
      const { child, owns } = await startChild(dataDir, "committed before the crash");
      expect(owns).toBe(true);
      const orphanPid = await postmasterPid(dataDir);

      await killed(child); // its postgres lives on, orphaned
      expect(await isRunning(orphanPid)).toBe(true);

      const handle = await start(dataDir);
      expect(handle.ownsServer).toBe(true);
      expect(await isRunning(orphanPid)).toBe(false);
      expect(await postmasterPid(dataDir)).not.toBe(orphanPid);
      expect(await sql(handle.url, "SELECT note FROM notes")).toEqual([{ note: "committed before the crash" }]);
      expect(JSON.parse(await fs.readFile(path.join(dataDir, "server.json"), "utf8"))).toMatchObject({
        ownerPid: process.pid,
      });
    },
    SLOW,
  );

  it(
    "attaches to the server a live process owns, and leaves it running on stop()",
    async () => {
      const dataDir = await initialisedDir();
      const { child, owns } = await startChild(dataDir);
      expect(owns).toBe(true);
      const ownerPostmaster = await postmasterPid(dataDir);

      const attached = await start(dataDir);
      expect(attached.ownsServer).toBe(false);
      expect(await postmasterPid(dataDir)).toBe(ownerPostmaster);
      expect(await sql(attached.url, "SELECT note FROM notes")).toEqual([{ note: "from the child" }]);
      expect(JSON.parse(await fs.readFile(path.join(dataDir, "server.json"), "utf8"))).toMatchObject({
        ownerPid: child.pid,
        postmasterPid: ownerPostmaster,
      });

      await attached.stop();
      await attached.stop();
      expect(await isRunning(ownerPostmaster)).toBe(true);
      expect(await sql(attached.url, "SELECT count(*)::int AS n FROM notes")).toEqual([{ n: 1 }]);

      await endChild(child); // the owner stops its server
      expect(await isRunning(ownerPostmaster)).toBe(false);
    },
    SLOW,
  );

  it(
    "stop() shuts the server down, frees the port, and is harmless when called again",
    async () => {
      const dataDir = await initialisedDir();
      const handle = await start(dataDir);
      const pid = await postmasterPid(dataDir);

      await Promise.all([handle.stop(), handle.stop()]);
      expect(await isRunning(pid)).toBe(false);
      await expect(sql(handle.url, "SELECT 1")).rejects.toThrow(/ECONNREFUSED/);
      await expect(fs.access(path.join(dataDir, "server.json"))).rejects.toThrow();
      await expect(fs.access(path.join(dataDir, "pgdata", "postmaster.pid"))).rejects.toThrow();
      await handle.stop();
    },
    SLOW,
  );

  it(
    "lets only one of two simultaneous starts (two processes) start a server",
    async () => {
      const dataDir = await tempDir();
      const [inProcess, other] = await Promise.all([start(dataDir), startChild(dataDir)]);

      expect([inProcess.ownsServer, other.owns].filter(Boolean)).toHaveLength(1);
      expect(new URL(other.url).port).toBe(String(inProcess.port));
      expect(await sql(inProcess.url, "SELECT note FROM notes")).toEqual([{ note: "from the child" }]);
    },
    SLOW,
  );

  it(
    "lets only one of two simultaneous starts in one process own the server",
    async () => {
      const dataDir = await tempDir();
      const [a, b] = await Promise.all([start(dataDir), start(dataDir)]);
      expect([a.ownsServer, b.ownsServer].sort()).toEqual([false, true]);
      expect(a.port).toBe(b.port);
    },
    SLOW,
  );

  it(
    "ignores a stale postmaster.pid whose pid now belongs to another program",
    async () => {
      const dataDir = await initialisedDir();
      const other = spawn("sleep", ["60"]);
      children.push(other);
      const pidFile = path.join(dataDir, "pgdata", "postmaster.pid");
      await fs.writeFile(pidFile, `${other.pid}\n${path.join(dataDir, "pgdata")}\n0\n5432\n`);

      const handle = await start(dataDir);
      expect(handle.ownsServer).toBe(true);
      expect(await postmasterPid(dataDir)).not.toBe(other.pid);
      expect(await isRunning(other.pid ?? 0)).toBe(true); // not signalled
    },
    SLOW,
  );

  it(
    "takes over a start lock left by a dead process",
    async () => {
      const dataDir = await initialisedDir();
      const dead = spawn(process.execPath, ["-e", ""]);
      await new Promise((resolve) => dead.once("exit", resolve));
      await fs.writeFile(path.join(dataDir, "start.lock"), `${dead.pid}\n`);

      const handle = await start(dataDir);
      expect(handle.ownsServer).toBe(true);
      await expect(fs.access(path.join(dataDir, "start.lock"))).rejects.toThrow();
    },
    SLOW,
  );

  it(
    "explains a server that refuses to start with the lines of its log",
    async () => {
      const dataDir = await initialisedDir();
      await fs.writeFile(path.join(dataDir, "pgdata", "PG_VERSION"), "9\n");

      const failure = await start(dataDir).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(EmbeddedPostgresError);
      const message = (failure as Error).message;
      expect(message).toMatch(/database files are incompatible with server/);
      expect(message).toMatch(/initialized by PostgreSQL version 9/);
      expect(message).toContain(path.join(dataDir, "postgres.log"));
      expect(message).not.toMatch(/undefined/);
      await expect(fs.access(path.join(dataDir, "server.json"))).rejects.toThrow();
    },
    SLOW,
  );

  it(
    "restarts the server on the same port when its postmaster is killed, with every committed row",
    async () => {
      const dataDir = await initialisedDir();
      const handle = await start(dataDir);
      await sql(handle.url, "CREATE TABLE notes (note text)");
      await sql(handle.url, "INSERT INTO notes VALUES ('before the crash')");
      const killedPid = await postmasterPid(dataDir);

      process.kill(killedPid, "SIGKILL");
      await expect.poll(() => isRunning(killedPid), { timeout: 10_000 }).toBe(false);
      // Same URL as before: a pool that holds it reconnects by itself.
      await expect
        .poll(() => sql(handle.url, "SELECT note FROM notes").catch(() => "down"), { timeout: 30_000, interval: 100 })
        .toEqual([{ note: "before the crash" }]);
      const newPid = await postmasterPid(dataDir);
      expect(newPid).not.toBe(killedPid);
      // The supervisor records the new server once it has seen it ready, which may be a moment
      // after the server first accepts a connection.
      await expect
        .poll(async () => JSON.parse(await fs.readFile(path.join(dataDir, "server.json"), "utf8")) as unknown, { timeout: 10_000, interval: 100 })
        .toEqual({ ownerPid: process.pid, port: handle.port, postmasterPid: newPid });

      await handle.stop();
      expect(await isRunning(newPid)).toBe(false); // stop() stops the restarted server
    },
    SLOW,
  );

  it(
    "hands a database of an earlier version (owned by the superuser) and its objects to the app's role, once",
    async () => {
      const dataDir = await initialisedDir();
      const earlier = await start(dataDir);
      // What the earlier version left: the app connected as the superuser and owned everything.
      const asSuperuser = earlier.adminUrl.replace(/\/postgres$/, "/louvor");
      await sql(earlier.adminUrl, "ALTER DATABASE louvor OWNER TO postgres");
      await sql(asSuperuser, "CREATE EXTENSION IF NOT EXISTS unaccent");
      await sql(asSuperuser, "CREATE SCHEMA drizzle");
      await sql(asSuperuser, "CREATE TABLE drizzle.migrations (id serial PRIMARY KEY, hash text)");
      await sql(asSuperuser, "CREATE TYPE mood AS ENUM ('alegre', 'solene')");
      await sql(asSuperuser, "CREATE TABLE songs (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text, mood mood)");
      await sql(asSuperuser, "INSERT INTO songs (name, mood) VALUES ('Aleluia', 'alegre')");
      await sql(asSuperuser, "CREATE VIEW song_names AS SELECT name FROM songs");
      await sql(asSuperuser, "CREATE FUNCTION plain(value text) RETURNS text LANGUAGE sql IMMUTABLE RETURN lower(public.unaccent(value))");
      await earlier.stop();
      if (process.getuid?.() === 0) {
        // The earlier version ran PostgreSQL in a user namespace, so the cluster's files were root's.
        await chownTree(path.join(dataDir, "pgdata"), 0, 0);
      }

      const upgraded = await start(dataDir);
      const owners = await sql(
        upgraded.adminUrl.replace(/\/postgres$/, "/louvor"),
        `SELECT 'database' AS object, pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = 'louvor'
         UNION ALL SELECT relname, pg_get_userbyid(relowner) FROM pg_class
          WHERE relname IN ('songs', 'songs_id_seq', 'song_names', 'migrations', 'migrations_id_seq')
         UNION ALL SELECT 'schema drizzle', pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'drizzle'
         UNION ALL SELECT 'type mood', pg_get_userbyid(typowner) FROM pg_type WHERE typname = 'mood'
         UNION ALL SELECT 'function plain', pg_get_userbyid(proowner) FROM pg_proc WHERE proname = 'plain'
         UNION ALL SELECT 'extension unaccent', pg_get_userbyid(extowner) FROM pg_extension WHERE extname = 'unaccent'
         ORDER BY 1`,
      );
      expect(owners).toEqual([
        { object: "database", owner: "louvor" },
        { object: "extension unaccent", owner: "postgres" },
        { object: "function plain", owner: "louvor" },
        { object: "migrations", owner: "louvor" },
        { object: "migrations_id_seq", owner: "louvor" },
        { object: "schema drizzle", owner: "louvor" },
        { object: "song_names", owner: "louvor" },
        { object: "songs", owner: "louvor" },
        { object: "songs_id_seq", owner: "louvor" },
        { object: "type mood", owner: "louvor" },
      ]);
      // The app's role (not a superuser) reads, writes and changes what it now owns.
      await sql(upgraded.url, "INSERT INTO songs (name, mood) VALUES ('Santo', 'solene')");
      await sql(upgraded.url, "ALTER TABLE songs ADD COLUMN artist text");
      await sql(upgraded.url, "INSERT INTO drizzle.migrations (hash) VALUES ('x')");
      expect(await sql(upgraded.url, "SELECT plain(name) AS name FROM song_names ORDER BY 1")).toEqual([
        { name: "aleluia" },
        { name: "santo" },
      ]);
    },
    SLOW,
  );

  it.runIf(process.getuid?.() === 0)(
    "runs PostgreSQL as an unprivileged user that cannot read root's files",
    async () => {
      const dataDir = await tempDir();
      const secret = path.join(dataDir, "root-only.txt");
      await fs.writeFile(secret, "segredo\n", { mode: 0o600 });
      const handle = await start(path.join(dataDir, "data", "postgres"));

      const pid = await postmasterPid(path.join(dataDir, "data", "postgres"));
      const uids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(await fs.readFile(`/proc/${pid}/status`, "utf8"));
      expect(uids?.slice(1).map(Number).every((uid) => uid !== 0)).toBe(true);
      // No user namespace: the server's uid is a real one on the host.
      expect(await fs.readFile(`/proc/${pid}/uid_map`, "utf8")).toMatch(/^\s*0\s+0\s+4294967295\s*$/);
      expect((await fs.stat(path.join(dataDir, "data", "postgres", "pgdata"))).uid).toBe(Number(uids?.[1]));
      // Even the superuser's pg_read_file runs with the server's file access, not root's.
      await expect(sql(handle.adminUrl, "SELECT pg_read_file($1)", [secret])).rejects.toThrow(/Permission denied/);
      await expect(sql(handle.adminUrl, "SELECT pg_read_file('/etc/shadow')")).rejects.toThrow(/Permission denied/);
    },
    SLOW,
  );

  it.runIf(process.getuid?.() === 0)(
    "runs from a folder only root may enter (a checkout under /root, a 0700 temporary folder)",
    async () => {
      const privateDir = await tempDir(); // mkdtemp makes it 0700 root
      const handle = await start(path.join(privateDir, "data", "postgres"));
      try {
        expect(await sql(handle.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
      } finally {
        await handle.stop();
      }
    },
    SLOW,
  );
});

describe("ensureLibrarySymlinks", () => {
  it("recreates missing or dangling library symlinks, relative, and is idempotent", async () => {
    const root = await tempDir();
    const lib = path.join(root, "native", "lib");
    await fs.mkdir(lib, { recursive: true });
    await fs.writeFile(path.join(lib, "libpq.so.5.18"), "binary");
    await fs.symlink("gone.so", path.join(lib, "libpq.so")); // dangling
    await fs.writeFile(
      path.join(root, "native", "pg-symlinks.json"),
      JSON.stringify([
        { source: "native/lib/libpq.so.5.18", target: "native/lib/libpq.so" },
        { source: "native/lib/libpq.so.5.18", target: "native/lib/libpq.so.5" },
      ]),
    );

    await ensureLibrarySymlinks(root);
    await ensureLibrarySymlinks(root);

    expect(await fs.readlink(path.join(lib, "libpq.so"))).toBe("libpq.so.5.18");
    expect(await fs.readlink(path.join(lib, "libpq.so.5"))).toBe("libpq.so.5.18");
    expect(await fs.readFile(path.join(lib, "libpq.so.5"), "utf8")).toBe("binary");
  });
});
