import { promises as fs } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  cleanUp,
  endChild,
  initialisedDir,
  isRunning,
  postmasterPid,
  SLOW,
  sql,
  start,
  startChild,
  tempDir,
} from "../../../tests/support/embedded-postgres-harness";

// Real PostgreSQL binaries, one fresh temporary data directory per test.
afterEach(cleanUp);

describe("startEmbeddedPostgres: attaching to a server another start owns", () => {
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
});
