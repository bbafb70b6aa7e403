import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { recordGoodBackup, rotateBackups, SAFETY_FOLDER, SAFETY_KEEP } from "./backup-files";
import { backupStatus } from "./backup-status";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function folderWith(files: string[]): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "louvor-backup-files-"));
  dirs.push(dir);
  await fs.mkdir(path.join(dir, SAFETY_FOLDER));
  for (const file of files) await fs.writeFile(path.join(dir, file), "x");
  return dir;
}

const daily = (day: number) => `louvor-2025-03-${String(day).padStart(2, "0")}-030000.backup`;
const safety = (day: number) => `${SAFETY_FOLDER}/louvor-before-upgrade-2025-03-${String(day).padStart(2, "0")}-101500.backup`;

describe("rotateBackups", () => {
  it("keeps the newest BACKUP_KEEP daily and on-demand backups and touches nothing else", async () => {
    const others = ["notas.txt", "louvor-2025-03-20-030000.backup.partial", "copia-manual.backup"];
    const dir = await folderWith([...[1, 2, 3, 4, 5].map(daily), "louvor-2025-03-05-141516-2.backup", ...[1, 2].map(safety), ...others]);

    const deleted = await rotateBackups(dir, 3);

    expect(deleted.map((file) => path.basename(file)).sort()).toEqual([daily(1), daily(2), daily(3)]);
    const left = (await fs.readdir(dir)).sort();
    expect(left).toEqual([...others, daily(4), "louvor-2025-03-05-141516-2.backup", daily(5), SAFETY_FOLDER].sort());
    expect((await fs.readdir(path.join(dir, SAFETY_FOLDER))).length).toBe(2);
  });

  it("never deletes a safety point to make room for daily ones, and keeps the newest SAFETY_KEEP of them", async () => {
    const days = Array.from({ length: SAFETY_KEEP + 2 }, (_, index) => index + 1);
    const dir = await folderWith([...days.map(safety), daily(1)]);

    await rotateBackups(dir, 1);
    expect(await fs.readdir(dir)).toContain(daily(1));
    const kept = (await fs.readdir(path.join(dir, SAFETY_FOLDER))).sort();
    expect(kept).toEqual(days.slice(2).map((day) => path.basename(safety(day))));
  });
});

describe("backupStatus", () => {
  it("reports the newest good backup's time and age from the marker, and null before the first", async () => {
    const dir = await folderWith([]);
    let clock = Date.parse("2025-03-02T12:00:00Z");
    const status = backupStatus(dir, { now: () => clock });
    expect(await status.newest()).toBeNull();

    clock += 1_000;
    await recordGoodBackup(dir, path.join(dir, daily(2)), new Date("2025-03-02T06:00:00Z"));
    expect(await status.newest()).toEqual({ newestAt: "2025-03-02T06:00:00.000Z", ageHours: 6 });

    // An older backup finishing later does not move the newest back.
    await recordGoodBackup(dir, path.join(dir, daily(1)), new Date("2025-03-01T06:00:00Z"));
    clock += 1_800_000;
    expect(await status.newest()).toEqual({ newestAt: "2025-03-02T06:00:00.000Z", ageHours: 6.5 });
  });
});
