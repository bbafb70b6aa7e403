import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextBackupAt, startBackupSchedule } from "./backup-schedule";

afterEach(() => {
  vi.useRealTimers();
});

const local = (...parts: [number, number, number, number, number]) => new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4]);

describe("nextBackupAt", () => {
  it("is today's time when it is still ahead, otherwise tomorrow's, in local time", () => {
    const at = { hour: 3, minute: 0 };
    expect(nextBackupAt(local(2025, 3, 10, 1, 30), at)).toEqual(local(2025, 3, 10, 3, 0));
    expect(nextBackupAt(local(2025, 3, 10, 3, 0), at)).toEqual(local(2025, 3, 11, 3, 0));
    expect(nextBackupAt(local(2025, 3, 10, 22, 15), at)).toEqual(local(2025, 3, 11, 3, 0));
    expect(nextBackupAt(local(2025, 12, 31, 23, 59), { hour: 0, minute: 5 })).toEqual(local(2026, 1, 1, 0, 5));
    expect(nextBackupAt(local(2025, 2, 28, 23, 0), { hour: 23, minute: 30 })).toEqual(local(2025, 2, 28, 23, 30));
  });
});

describe("startBackupSchedule", () => {
  it("runs at the next BACKUP_TIME and every day after, keeps going after a failure, and stops", async () => {
    vi.useFakeTimers({ now: local(2025, 3, 10, 2, 0) });
    const runs: Date[] = [];
    const schedule = startBackupSchedule({
      at: { hour: 3, minute: 0 },
      logger: pino({ level: "silent" }),
      run: () => {
        runs.push(new Date());
        return runs.length === 1 ? Promise.reject(new Error("disco cheio")) : Promise.resolve();
      },
    });
    expect(schedule.nextAt).toEqual(local(2025, 3, 10, 3, 0));

    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual([local(2025, 3, 10, 3, 0)]);
    expect(schedule.nextAt).toEqual(local(2025, 3, 11, 3, 0));
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(runs).toEqual([local(2025, 3, 10, 3, 0), local(2025, 3, 11, 3, 0)]);

    await schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60_000);
    expect(runs).toHaveLength(2);
  });

  it("interrupts a backup in progress when stopped, and waits for it", async () => {
    vi.useFakeTimers({ now: local(2025, 3, 10, 2, 59) });
    let interrupted = false;
    const schedule = startBackupSchedule({
      at: { hour: 3, minute: 0 },
      logger: pino({ level: "silent" }),
      run: (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener("abort", () => {
            interrupted = true;
            reject(new Error("interrompido"));
          }),
        ),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    await schedule.stop();
    expect(interrupted).toBe(true);
  });
});
