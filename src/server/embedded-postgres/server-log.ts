import { promises as fs } from "node:fs";
import { describe } from "./errors";

const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
/** How many of the server's last log lines an error message quotes. */
export const LOG_TAIL_LINES = 20;

/** Keeps one older log (`postgres.log.old`) once the log passes 10 MB. */
export async function rotateLogIfLarge(logPath: string): Promise<void> {
  const size = await logSize(logPath);
  if (size > LOG_ROTATE_BYTES) await fs.rename(logPath, `${logPath}.old`).catch(() => undefined);
}

/** Where the next line will be written: read from here to see only what a new start logs. */
export async function logSize(logPath: string): Promise<number> {
  return fs.stat(logPath).then((stats) => stats.size, () => 0);
}

export async function readLogFrom(logPath: string, offset: number): Promise<string> {
  try {
    const text = await fs.readFile(logPath, "utf8");
    return text.slice(Math.min(offset, text.length));
  } catch (error) {
    return `(cannot read ${logPath}: ${describe(error)})`;
  }
}

/** The last LOG_TAIL_LINES lines written since `offset`. */
export async function logTail(logPath: string, offset = 0): Promise<string> {
  return lastLines(await readLogFrom(logPath, offset), LOG_TAIL_LINES);
}

export function lastLines(text: string, count: number): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line !== "")
    .slice(-count)
    .join("\n");
}
