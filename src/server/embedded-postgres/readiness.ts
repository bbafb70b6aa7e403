/** Waiting until a server answers `SELECT 1`: one we spawned, or one another process started. */
import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import type { Paths } from "./cluster";
import { query, type ConnectionTarget } from "./connection";
import { describe, EmbeddedPostgresError } from "./errors";
import { logTail } from "./server-log";

/** A bound for a slow machine (crash recovery on a busy CI runner), not for a healthy start (under a second). */
export const READY_TIMEOUT_MS = 60_000;
/** A restart on existing data is ready in a few hundred milliseconds: look often. */
const READY_POLL_MS = 25;

/** A spawned server and what happened to it so far (recorded from the moment of spawning). */
export type SpawnedServer = {
  child: ChildProcess;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  spawnError?: Error;
};

type ReadyOutcome =
  | { kind: "ready" }
  | { kind: "exited"; code: number | null; signal: NodeJS.Signals | null }
  | { kind: "spawn-error"; message: string }
  | { kind: "timeout"; lastError: string };

export async function waitUntilReady(spawned: SpawnedServer, target: ConnectionTarget): Promise<ReadyOutcome> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = "no attempt yet";
  while (Date.now() < deadline) {
    if (spawned.spawnError !== undefined) return { kind: "spawn-error", message: describe(spawned.spawnError) };
    if (spawned.exit !== undefined) return { kind: "exited", ...spawned.exit };
    try {
      await query(target, "SELECT 1");
      return { kind: "ready" };
    } catch (error) {
      lastError = describe(error);
    }
    await sleep(READY_POLL_MS);
  }
  return { kind: "timeout", lastError };
}

/** Waits for a server that another process started (it may still be finishing its start). */
export async function waitForExistingServer(target: ConnectionTarget, paths: Paths): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = "";
  while (Date.now() < deadline) {
    try {
      await query(target, "SELECT 1");
      return;
    } catch (error) {
      lastError = describe(error);
    }
    await sleep(100);
  }
  throw new EmbeddedPostgresError(
    `Another process runs PostgreSQL on ${paths.dataDir} (port ${target.port}), but it did not accept ` +
      `connections within ${READY_TIMEOUT_MS / 1000} s (last error: ${lastError}). Last lines of ${paths.log}:\n` +
      `${(await logTail(paths.log)) || "(empty)"}`,
  );
}
