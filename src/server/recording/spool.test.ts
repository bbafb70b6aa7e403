import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeSpoolFolder, sweepLeftoverSpools } from "./spool";

describe("spooled recordings", () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("are named after the process that spools them", async () => {
    const folder = await makeSpoolFolder();
    folders.push(folder);
    expect(path.basename(folder)).toMatch(new RegExp(`^louvor-recording-${process.pid}-`));
  });

  it("are removed when their process no longer runs, and kept while it does", async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "louvor-spool-test-"));
    folders.push(tmp);
    // A process that has ended: its id is free (the kernel hands ids out in turn, not at once again).
    const ended = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid!;
    const spool = (pid: number | string) => {
      const folder = path.join(tmp, `louvor-recording-${pid}-abc123`);
      mkdirSync(folder);
      writeFileSync(path.join(folder, "gravacao.mp4"), "audio");
      return folder;
    };
    const dead = spool(ended);
    const mine = spool(process.pid);
    const parent = spool(process.ppid);
    const unrelated = path.join(tmp, "louvor-export-abc123");
    mkdirSync(unrelated);

    expect(await sweepLeftoverSpools(tmp)).toEqual([path.basename(dead)]);
    expect([existsSync(dead), existsSync(mine), existsSync(parent), existsSync(unrelated)]).toEqual([false, true, true, true]);
  });
});
