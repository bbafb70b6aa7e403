/**
 * What every `npm run` command of the server shares: its exit code, the failures it expects told
 * in words (the rest with their stack), its logs on stderr, and file arguments read from where
 * the command was typed.
 */
import path from "node:path";
import pino, { type Logger } from "pino";
import { ConfigError } from "../config";
import { EmbeddedPostgresError } from "../embedded-postgres";

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs the command and sets the process's exit code: what `run` returns, or 1 after a failure.
 * A failure of one of `expected` (or of the configuration, or of the embedded server's start) is
 * printed as its message alone; any other with its stack.
 */
export async function runCommand(run: () => Promise<number>, expected: ErrorClass[] = []): Promise<void> {
  try {
    process.exitCode = await run();
  } catch (error) {
    const known = [ConfigError, EmbeddedPostgresError, ...expected].some((kind) => error instanceof kind);
    process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    process.exitCode = 1;
  }
}

/** Logs go to stderr as JSON, warnings and worse unless LOG_LEVEL says otherwise; the command talks to people on stdout. */
export function commandLogger(): Logger {
  return pino({ level: process.env.LOG_LEVEL ?? "warn" }, pino.destination(2));
}

/** npm runs scripts in the project folder; a relative path on the command line means the folder it was typed in. */
export function pathFromCommandLine(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
