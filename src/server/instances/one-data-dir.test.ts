import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../../tests/app-process";

// Two app processes on one DATA_DIR (decision 470): the first starts the embedded PostgreSQL and
// owns it, the second attaches to it. Single jobs tied to the server (the daily backup) run in the
// owner only; both serve.

const running: AppProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  // The attached one first: the owner stops the server when it stops.
  for (const app of running.splice(0).reverse()) {
    if (app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill("SIGTERM");
      await app.exited;
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const scheduled = (app: AppProcess) => app.output().split("\n").filter((line) => line.includes("daily backups scheduled")).length;

describe("two app processes on one DATA_DIR", () => {
  it("schedule the daily backup once, in the process that owns the embedded server, and both serve", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-one-data-dir-"));
    dirs.push(dataDir);
    const environment = { DATA_DIR: dataDir, SEED_DEMO: "false", BACKUP_TIME: "03:00", LOG_LEVEL: "info" };
    const owner = await startAppProcess(environment);
    running.push(owner);
    await expect.poll(() => owner.output(), { timeout: 10_000 }).toContain("Louvor está no ar");
    const attached = await startAppProcess(environment);
    running.push(attached);
    await expect.poll(() => attached.output(), { timeout: 10_000 }).toContain("Louvor está no ar");

    expect(scheduled(owner)).toBe(1);
    expect(scheduled(attached)).toBe(0);
    for (const app of [owner, attached]) expect((await fetch(`${app.url}/api/public/churches`)).status).toBe(200);

    // The attached process stops without stopping the owner's server.
    const [second] = running.splice(1);
    second!.child.kill("SIGTERM");
    expect(await second!.exited).toBe(0);
    expect((await fetch(`${owner.url}/api/public/churches`)).status).toBe(200);
  }, 120_000);
});
