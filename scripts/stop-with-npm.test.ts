import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { root } from "./npm-start-process";

/**
 * `npm start` stops when npm alone gets SIGTERM, as systemd and most supervisors send it (issue
 * 39). A stand-in for scripts/start.mjs (the real guard, without the build and the app) runs
 * under npm in a package of its own, started by this repository's own start script.
 */

const folders: string[] = [];
const groups: number[] = [];

afterEach(() => {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // gone already
    }
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const realStartScript = () => (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;

/** A package whose start script is `startScript`, running a stand-in app that records its stop. */
function standInPackage(startScript: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "louvor-npm-stop-"));
  folders.push(folder);
  mkdirSync(path.join(folder, "scripts"));
  writeFileSync(path.join(folder, "package.json"), JSON.stringify({ name: "stand-in", version: "1.0.0", private: true, scripts: { start: startScript } }));
  const guard = pathToFileURL(path.join(root, "scripts/stop-with-npm.mjs")).href;
  writeFileSync(
    path.join(folder, "scripts/start.mjs"),
    `import { writeFileSync } from "node:fs";
import { stopWhenNpmGoes } from ${JSON.stringify(guard)};
stopWhenNpmGoes(50);
process.on("SIGTERM", () => { writeFileSync("stopped", String(process.pid)); process.exit(0); });
writeFileSync("ready", String(process.pid));
setInterval(() => undefined, 1000);
`,
  );
  return folder;
}

function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function signalNpmOnly(folder: string) {
  const npm = spawn("npm", ["start", "--silent"], { cwd: folder, detached: true, stdio: "ignore" });
  groups.push(npm.pid!);
  const exited = new Promise((resolve) => npm.once("exit", resolve));
  // The file can be seen before its pid is written in it: wait for the pid itself.
  const readyPid = () => (existsSync(path.join(folder, "ready")) ? Number(readFileSync(path.join(folder, "ready"), "utf8")) : 0);
  await vi.waitFor(() => expect(readyPid()).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
  const app = readyPid();
  // npm alone, not its process group: what `systemctl stop` does with KillMode=mixed, or a supervisor.
  npm.kill("SIGTERM");
  await exited;
  await vi.waitFor(() => expect(alive(app)).toBe(false), { timeout: 30_000, interval: 20 });
  expect(readFileSync(path.join(folder, "stopped"), "utf8")).toBe(String(app));
}

describe("npm start", () => {
  it("stops its app, gracefully, when npm gets SIGTERM", { timeout: 60_000 }, async () => {
    await signalNpmOnly(standInPackage(realStartScript()));
  });

  it("stops its app even when the script's shell dies of the signal without passing it on", { timeout: 60_000 }, async () => {
    await signalNpmOnly(standInPackage("node scripts/start.mjs"));
  });
});
