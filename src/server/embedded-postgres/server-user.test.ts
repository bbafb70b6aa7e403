import { promises as fs } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  cleanUp,
  postmasterPid,
  SLOW,
  sql,
  start,
  tempDir,
} from "../../../tests/support/embedded-postgres-harness";

// Real PostgreSQL binaries, one fresh temporary data directory per test.
afterEach(cleanUp);

describe("startEmbeddedPostgres: running as root", () => {
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
