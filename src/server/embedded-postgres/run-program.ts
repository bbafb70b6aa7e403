import { spawn } from "node:child_process";
import { describe, EmbeddedPostgresError } from "./errors";

/** The uid and gid to run a program as (empty: as this process). */
export type RunAs = { uid?: number; gid?: number };

/** The app's environment without what must not steer PostgreSQL's programs. */
export function serverEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // PG* variables (PGDATA, PGPORT, PGOPTIONS ...) of the app's environment must not steer the server.
    if (!key.startsWith("PG")) env[key] = value;
  }
  // English, predictable messages in the log (we quote them in errors).
  env.LC_ALL = "C.UTF-8";
  return env;
}

/** Runs a program (initdb, useradd) to its end, with its output kept; SIGKILL after `timeoutMs`. */
export async function runToCompletion(
  command: string,
  args: string[],
  options: { runAs: RunAs; cwd: string; timeoutMs: number; extraFds?: number[] },
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: serverEnvironment(),
      stdio: ["ignore", "pipe", "pipe", ...(options.extraFds ?? [])],
      ...options.runAs,
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(
        new EmbeddedPostgresError(`Cannot run ${command}: ${describe(error)}.`, { cause: error }),
      );
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
