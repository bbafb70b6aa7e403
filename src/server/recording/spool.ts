import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * Where a recording that ffmpeg must read from a file (mp4, mov: their index may sit at the end)
 * waits while it is analysed. The folder's name carries the process's id, so a later start can
 * tell the folders of a process that died mid-analysis (killed, crashed, stopped before the
 * upload ended) from those of a live one, and remove them: a recording may be gigabytes.
 */
const PREFIX = "louvor-recording-";

export function makeSpoolFolder(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process lives, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the spool folders of processes that no longer run; answers their names. */
export async function sweepLeftoverSpools(folder = os.tmpdir()): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const leftovers = names.filter((name) => {
    const pid = new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1];
    return pid !== undefined && Number(pid) !== process.pid && !isRunning(Number(pid));
  });
  for (const name of leftovers) await rm(path.join(folder, name), { recursive: true, force: true });
  return leftovers;
}
