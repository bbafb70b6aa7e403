import { spawnSync } from "node:child_process";
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";

/**
 * deploy/louvor.service, the README's systemd unit, checked by systemd itself
 * (`systemd-analyze verify`), and deploy/louvor.env.example, the settings file it reads, against
 * the app's configuration.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const UNIT = path.join(root, "deploy/louvor.service");
const ENV_EXAMPLE = path.join(root, "deploy/louvor.env.example");
const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";
/** How long the app lets requests in flight finish after SIGTERM (SHUTDOWN_GRACE_MS in src/server/main.ts). */
const SHUTDOWN_GRACE_SECONDS = 10;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "louvor-systemd-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `systemd-analyze verify` of `unitText` saved as louvor.service: its exit code and every line it printed. */
function verify(unitText: string) {
  try {
    accessSync(SYSTEMD_ANALYZE, constants.X_OK);
  } catch {
    throw new Error(`${SYSTEMD_ANALYZE} is missing: this test checks the unit with systemd itself (apt-get install -y systemd).`);
  }
  const file = path.join(dir, "louvor.service");
  writeFileSync(file, unitText);
  const result = spawnSync(SYSTEMD_ANALYZE, ["verify", file], { encoding: "utf8", timeout: 20_000 });
  if (result.error) throw result.error;
  return { status: result.status, lines: `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.trim() !== "") };
}

/** The unit as this machine can check it: node where this test's node is (the unit names Debian's /usr/bin/node). */
function unitForThisMachine(): string {
  const unit = readFileSync(UNIT, "utf8");
  const execStart = "ExecStart=/usr/bin/node ";
  expect(unit.split(execStart).length - 1, `the unit has one \`${execStart}…\` line`).toBe(1);
  return unit.replace(execStart, `ExecStart=${process.execPath} `);
}

/** The value of each `Key=value` line of the unit (the last one wins, as in systemd). */
function directives(unit: string): Map<string, string> {
  const entries = unit
    .split("\n")
    .map((line) => /^([A-Za-z]+)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1] ?? "", match[2] ?? ""] as const);
  return new Map(entries);
}

describe("deploy/louvor.service", () => {
  it("passes systemd-analyze verify without a word", () => {
    const { status, lines } = verify(unitForThisMachine());
    expect(lines).toEqual([]);
    expect(status).toBe(0);
  });

  it("is checked for real: a misspelt directive, a wrong value or a missing program is reported", () => {
    const broken = unitForThisMachine()
      .replace("PrivateTmp=yes", "PrivateTemp=yes")
      .replace("KillMode=mixed", "KillMode=mixes")
      .replace(`ExecStart=${process.execPath} `, "ExecStart=/nonexistent/node ");
    const { lines } = verify(broken);
    expect(lines.join("\n")).toMatch(/Unknown key( name)? 'PrivateTemp'/);
    expect(lines.join("\n")).toMatch(/kill mode.*mixes/i);
    expect(lines.join("\n")).toMatch(/\/nonexistent\/node is not executable/);
  });

  it("signals only the app, which stops the embedded PostgreSQL itself, and waits longer than its grace", () => {
    const unit = directives(readFileSync(UNIT, "utf8"));
    // mixed: SIGTERM to the main process only; the postmaster (same cgroup) is the app's to stop.
    expect(unit.get("KillMode")).toBe("mixed");
    expect(unit.get("KillSignal")).toBe("SIGTERM");
    const stopSeconds = Number(/^(\d+)s$/.exec(unit.get("TimeoutStopSec") ?? "")?.[1]);
    expect(stopSeconds).toBeGreaterThan(SHUTDOWN_GRACE_SECONDS * 2);
    expect(unit.get("Restart")).toBe("on-failure");
  });

  it("runs the compiled server that npm start runs, with the settings file and a writable data folder", () => {
    const unit = directives(readFileSync(UNIT, "utf8"));
    const start = readFileSync(path.join(root, "scripts/start.mjs"), "utf8");
    const entry = unit.get("ExecStart")?.split(" ")[1] ?? "";
    expect(entry).toBe(`${unit.get("WorkingDirectory")}/dist/server/main.js`);
    expect(start).toContain('"dist/server/main.js"');
    expect(unit.get("EnvironmentFile")).toBe("/etc/louvor/louvor.env");
    expect(unit.get("ProtectSystem")).toBe("strict");
    // DATA_DIR is the unit's state directory, the one place it may write.
    const settings = exampleSettings();
    expect(settings.DATA_DIR).toBe(`/var/lib/${unit.get("StateDirectory")}`);
  });
});

/** The lines of the example that set something (not the commented ones). */
function exampleSettings(): Record<string, string> {
  const lines = readFileSync(ENV_EXAMPLE, "utf8").split("\n");
  return Object.fromEntries(lines.map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)).filter((match) => match !== null).map((match) => [match[1], match[2]]));
}

describe("deploy/louvor.env.example", () => {
  it("names every setting the app reads", () => {
    const config = readFileSync(path.join(root, "src/server/config.ts"), "utf8");
    const schema = config.slice(config.indexOf("const environmentSchema = z.object({"), config.indexOf("\n});", config.indexOf("const environmentSchema")));
    const names = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(20);
    const example = readFileSync(ENV_EXAMPLE, "utf8");
    const missing = names.filter((name) => !new RegExp(`^#?${name}=`, "m").test(example));
    expect(missing, "settings of src/server/config.ts missing from deploy/louvor.env.example").toEqual([]);
  });

  it("is a valid production configuration behind the proxy once AUTH_SECRET is filled in", () => {
    const settings = exampleSettings();
    expect(settings.AUTH_SECRET, "AUTH_SECRET is left for the operator to fill in").toBe("");
    const config = loadConfig({ ...settings, AUTH_SECRET: "x".repeat(48) });
    expect(config).toMatchObject({ env: "production", trustProxy: true, host: "127.0.0.1", dataDir: "/var/lib/louvor" });
    expect(config.publicUrl).toMatch(/^https:\/\//);
  });
});
