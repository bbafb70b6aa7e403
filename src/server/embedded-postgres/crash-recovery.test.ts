import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  cleanUp,
  initialisedDir,
  isRunning,
  killed,
  postmasterPid,
  SLOW,
  sql,
  start,
  startChild,
  track,
} from "../../../tests/support/embedded-postgres-harness";

// Real PostgreSQL binaries, one fresh temporary data directory per test.
afterEach(cleanUp);

describe("startEmbeddedPostgres: recovery after a crash", () => {
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
    "ignores a stale postmaster.pid whose pid now belongs to another program",
    async () => {
      const dataDir = await initialisedDir();
      const other = spawn("sleep", ["60"]);
      track(other);
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
});
