/**
 * `npm start`: compiles the client when its sources are newer than the last build, then runs the
 * server (which starts the embedded PostgreSQL, migrates, loads the demo data on first start).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const stamp = path.join(root, "dist/client/.build-stamp");
const inputs = ["src/client", "src/shared", "public", "vite.config.ts", "scripts/vite", "package-lock.json"];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
if (changedAt > builtAt) {
  process.stdout.write("Compilando o cliente (vite build)...\n");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

await import("../src/server/main");
