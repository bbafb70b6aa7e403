import { describe, expect, it } from "vitest";
import { onWorkerRestart, recordWorkerRestart, restartDelayMs, workerRestarts } from "./worker-restarts";

describe("worker restarts", () => {
  it("replaces a worker that had been serving at once, and backs off up to 30 s while workers keep dying at start", () => {
    expect(restartDelayMs(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelayMs)).toEqual([100, 200, 400, 800]);
    expect(restartDelayMs(10)).toBe(30_000);
    expect(restartDelayMs(100)).toBe(30_000);
  });

  it("counts each replaced worker and tells the listeners, until they unsubscribe", () => {
    const before = workerRestarts.count;
    const heard: number[] = [];
    const unsubscribe = onWorkerRestart((restart, total) => heard.push(restart.pid ?? -1, total));
    recordWorkerRestart({ pid: 123, code: null, signal: "SIGKILL" });
    unsubscribe();
    recordWorkerRestart({ pid: 456, code: 1, signal: null });
    expect(heard).toEqual([123, before + 1]);
    expect(workerRestarts.count).toBe(before + 2);
  });
});
