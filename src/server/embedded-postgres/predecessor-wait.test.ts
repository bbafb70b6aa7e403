import { spawn } from "node:child_process";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUp, initialisedDir, isRunning, postmasterPid, SLOW, sql, start, track } from "../../../tests/support/embedded-postgres-harness";
import { loadBinaries } from "./binaries";
import { pathsFor } from "./cluster";
import { connectionUrl } from "./connection";
import { START_TIMEOUT_MS, startRetryDelay, startServer } from "./postmaster";
import { stopChild, waitForPredecessorExit } from "./processes";
import { readPassword } from "./secrets";
import { resolveServerUser } from "./server-user";

// A start that meets a previous server of its folder still exiting waits for it, bounded by time
// and saying so; before, it gave up after five tries in about three seconds
// (docs/decisions/406-start-up-waits-bounded-by-time.md).
afterEach(cleanUp);

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: { msg: string; pid?: number; waitedMs?: number }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  return { logger, lines };
}

/** A process that exits by itself after `ms`. */
function exitsAfter(ms: number) {
  const child = track(spawn(process.execPath, ["-e", `setTimeout(() => {}, ${ms})`], { stdio: "ignore" }));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { pid: child.pid!, exited };
}

describe("waiting for a previous server to exit", () => {
  it("waits as long as the process takes (here 4 s, longer than the old five tries), and says what it waits for", async () => {
    const { logger, lines } = recordingLogger();
    const predecessor = exitsAfter(4_000);
    const startedAt = Date.now();
    await waitForPredecessorExit(predecessor.pid, { what: "previous PostgreSQL server", deadline: Date.now() + 60_000, logger });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3_500);
    expect(await isRunning(predecessor.pid)).toBe(false);
    expect(lines.map((line) => line.msg)).toEqual([
      `embedded PostgreSQL: waiting for the previous PostgreSQL server (pid ${predecessor.pid}) to exit`,
      `embedded PostgreSQL: the previous PostgreSQL server (pid ${predecessor.pid}) has exited`,
    ]);
    expect(lines[1]?.waitedMs).toBeGreaterThanOrEqual(3_500);
  }, SLOW);

  it("gives up at its deadline, naming the process that is still running", async () => {
    const { logger } = recordingLogger();
    const predecessor = exitsAfter(30_000);
    const startedAt = Date.now();
    await expect(
      waitForPredecessorExit(predecessor.pid, { what: "previous PostgreSQL server", deadline: Date.now() + 500, logger }),
    ).rejects.toThrow(`The previous PostgreSQL server (pid ${predecessor.pid}) was still running after`);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it("returns at once when the process is gone", async () => {
    const { logger, lines } = recordingLogger();
    const gone = exitsAfter(0);
    await gone.exited;
    await waitForPredecessorExit(gone.pid, { what: "previous PostgreSQL server", deadline: Date.now() + 60_000, logger });
    expect(lines).toEqual([]);
  });
});

describe("retrying a start that failed for a passing reason", () => {
  it("keeps trying while time is left, whatever the number of tries, and stops at the deadline", () => {
    const now = 1_000_000;
    const deadline = now + START_TIMEOUT_MS;
    expect(START_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
    expect(startRetryDelay(1, now, deadline)).toBe(200);
    expect(startRetryDelay(5, now, deadline)).toBe(2_000); // the old code gave up here
    expect(startRetryDelay(30, now + 50_000, deadline)).toBe(2_000);
    expect(startRetryDelay(30, deadline - 1_000, deadline)).toBeUndefined();
  });
});

describe("startServer beside a previous server of its folder that takes long to exit", () => {
  it(
    "waits for it to be gone, then starts, with the data",
    async () => {
      const dataDir = await initialisedDir();
      const previous = await start(dataDir);
      await sql(previous.url, "CREATE TABLE notes (note text)");
      await sql(previous.url, "INSERT INTO notes VALUES ('kept')");
      const previousPid = await postmasterPid(dataDir);
      // The previous server goes away only after 4 s (a slow shutdown on a busy machine).
      const stopped = new Promise((resolve) => setTimeout(resolve, 4_000)).then(() => previous.stop());

      const { logger, lines } = recordingLogger();
      const serverUser = await resolveServerUser(logger);
      const paths = pathsFor(dataDir);
      const password = await readPassword(paths);
      const server = await startServer({ paths, binaries: await loadBinaries(serverUser), serverUser, logger }, password);
      try {
        await stopped;
        expect(await isRunning(previousPid)).toBe(false);
        expect(server.pid).not.toBe(previousPid);
        expect(lines.map((line) => line.msg)).toContain(
          `embedded PostgreSQL: waiting for the previous PostgreSQL server of ${dataDir} (pid ${previousPid}) to exit`,
        );
        expect(await sql(connectionUrl(server.port, "postgres", password, "louvor"), "SELECT note FROM notes")).toEqual([{ note: "kept" }]);
      } finally {
        await stopChild(server.child, server.pid, logger);
      }
    },
    SLOW,
  );
});
