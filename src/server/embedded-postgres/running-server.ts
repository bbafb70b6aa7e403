/**
 * Which server runs on this data folder, and whose it is: PostgreSQL's own `postmaster.pid`
 * says which process serves the folder, our `server.json` says which process of ours started
 * it. A second process (`npm run admin:create` beside a running app) attaches to a live
 * owner's server; a server whose owner died is an orphan to shut down.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Paths } from "./cluster";
import { writeFileAtomically } from "./data-dir";
import { EmbeddedPostgresError } from "./errors";
import { isProcessRunning, writtenByThisProcess } from "./processes";

type ServerRecord = { ownerPid: number; port: number; postmasterPid: number };

export type RunningServer =
  | { kind: "none" }
  | { kind: "attachable"; port: number; ownerPid: number; postmasterPid: number }
  | { kind: "orphan"; postmasterPid: number };

/**
 * Looks at pgdata/postmaster.pid and server.json. A live postmaster of this data directory
 * whose recorded owner is another live process can be shared; one without a live owner is an
 * orphan left by a crash. A postmaster.pid whose process is gone (or a zombie, or a reused pid)
 * is stale and removed, since PostgreSQL would refuse to start while the pid looks alive.
 */
export async function inspectRunningServer(paths: Paths): Promise<RunningServer> {
  const postmaster = await readPostmasterPid(paths);
  if (postmaster === undefined) return { kind: "none" };

  const identity = await identifyPostmaster(postmaster.pid, paths.pgdata);
  if (identity === "unknown") {
    throw new EmbeddedPostgresError(
      `${paths.postmasterPid} names process ${postmaster.pid}, which is running but cannot be inspected ` +
        `(another user's process?). If it is not a PostgreSQL server of this folder, delete that file; ` +
        `otherwise stop it first.`,
    );
  }
  if (identity === "not-ours") {
    await fs.rm(paths.postmasterPid, { force: true });
    return { kind: "none" };
  }

  const record = await readServerRecord(paths);
  const ownerIsOtherLiveProcess =
    record !== undefined &&
    record.postmasterPid === postmaster.pid &&
    record.ownerPid !== process.pid &&
    (await isProcessRunning(record.ownerPid));
  const ownerIsThisProcess =
    record !== undefined &&
    record.postmasterPid === postmaster.pid &&
    (await writtenByThisProcess(paths.serverJson, record.ownerPid));
  if ((ownerIsOtherLiveProcess || ownerIsThisProcess) && record !== undefined) {
    return { kind: "attachable", port: postmaster.port ?? record.port, ownerPid: record.ownerPid, postmasterPid: postmaster.pid };
  }
  return { kind: "orphan", postmasterPid: postmaster.pid };
}

/** Records this process as the owner of the server `pid` listening on `port`. */
export async function writeServerRecord(paths: Paths, server: { pid: number; port: number }): Promise<void> {
  const record: ServerRecord = { ownerPid: process.pid, port: server.port, postmasterPid: server.pid };
  await writeFileAtomically(paths.serverJson, `${JSON.stringify(record)}\n`, 0o644);
}

export async function removeServerRecordIfOurs(paths: Paths, postmasterPid: number): Promise<void> {
  const record = await readServerRecord(paths);
  if (record === undefined || (record.ownerPid === process.pid && record.postmasterPid === postmasterPid)) {
    await fs.rm(paths.serverJson, { force: true });
  }
}

async function readPostmasterPid(paths: Paths): Promise<{ pid: number; port: number | undefined } | undefined> {
  let text: string;
  try {
    text = await fs.readFile(paths.postmasterPid, "utf8");
  } catch {
    return undefined;
  }
  // Line 1: postmaster pid; line 2: data directory; line 3: start time; line 4: port.
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 1) {
    // Half-written or garbage: nothing we can signal; PostgreSQL overwrites it on start.
    return undefined;
  }
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
}

async function readServerRecord(paths: Paths): Promise<ServerRecord | undefined> {
  try {
    const parsed = JSON.parse(await fs.readFile(paths.serverJson, "utf8")) as Partial<ServerRecord>;
    if (
      Number.isInteger(parsed.ownerPid) &&
      Number.isInteger(parsed.port) &&
      Number.isInteger(parsed.postmasterPid)
    ) {
      return parsed as ServerRecord;
    }
  } catch {
    // missing or unreadable: no owner on record
  }
  return undefined;
}

/**
 * Is `pid` a live postmaster of this data directory? Checked through /proc so a pid that was
 * reused by another program after a crash is not mistaken for our server.
 */
async function identifyPostmaster(pid: number, pgdata: string): Promise<"ours" | "not-ours" | "unknown"> {
  if (!(await isProcessRunning(pid))) return "not-ours";
  const [cmdline, comm, cwd, pgdataReal] = await Promise.all([
    fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined),
    fs.readFile(`/proc/${pid}/comm`, "utf8").catch(() => undefined),
    fs.readlink(`/proc/${pid}/cwd`).catch(() => undefined),
    fs.realpath(pgdata).catch(() => pgdata),
  ]);
  if (cmdline === undefined && comm === undefined) return (await isProcessRunning(pid)) ? "unknown" : "not-ours";
  const args = (cmdline ?? "").split("\0").filter((arg) => arg !== "");
  const isPostgres = comm?.trim() === "postgres" || (args[0] !== undefined && path.basename(args[0]) === "postgres");
  if (!isPostgres) return "not-ours";
  // The postmaster chdirs into its data directory; its command line names it after -D.
  if (cwd !== undefined) return cwd === pgdataReal ? "ours" : "not-ours";
  const dataArg = dataDirArgument(args);
  if (dataArg === undefined) return "unknown";
  const dataArgReal = await fs.realpath(dataArg).catch(() => path.resolve(dataArg));
  return dataArgReal === pgdataReal ? "ours" : "not-ours";
}

function dataDirArgument(args: string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "-D" || arg === "--pgdata") return args[index + 1];
    if (arg.startsWith("-D")) return arg.slice(2);
    if (arg.startsWith("--pgdata=")) return arg.slice("--pgdata=".length);
  }
  return undefined;
}
