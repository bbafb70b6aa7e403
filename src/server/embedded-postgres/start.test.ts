import { promises as fs } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  cleanUp,
  initialisedDir,
  isRunning,
  listDir,
  postmasterPid,
  SLOW,
  sql,
  start,
  tempDir,
} from "../../../tests/support/embedded-postgres-harness";
import { EmbeddedPostgresError } from "./index";

// Real PostgreSQL binaries, one fresh temporary data directory per test.
afterEach(cleanUp);

describe("startEmbeddedPostgres: the first start", () => {
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
});

describe("startEmbeddedPostgres: a restart and stop()", () => {
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
});
