/**
 * `npm start`: compiles the client (Vite) and the server (esbuild) when their sources are newer
 * than the last build, then runs the compiled server in this very process, with plain Node: one
 * process serves the app (and supervises the embedded PostgreSQL it starts), none stays resident
 * beside it to transpile TypeScript. It stops with npm (scripts/stop-with-npm.mjs).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stopWhenNpmGoes } from "./stop-with-npm.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** @param {string} entry */
function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

/**
 * Runs `command` (a Node script and its arguments) when one of `inputs` changed after `stamp`.
 * @param {{ what: string; stamp: string; inputs: string[]; command: string[]; writeStamp: boolean }} step
 */
function buildIfChanged({ what, stamp, inputs, command, writeStamp }) {
  const stampPath = path.join(root, stamp);
  const builtAt = existsSync(stampPath) ? statSync(stampPath).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
  if (changedAt <= builtAt) return;
  process.stdout.write(`Compilando ${what}...\n`);
  // Always a production build: with NODE_ENV=development in the shell, Vite would build React's
  // development runtime (a slower page, and a server entry the production server cannot load).
  const result = spawnSync(process.execPath, command, { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (writeStamp) writeFileSync(stampPath, new Date().toISOString());
}

buildIfChanged({
  what: "o cliente (vite build)",
  stamp: "dist/client/.build-stamp",
  inputs: ["src/client", "src/shared", "public", "vite.config.ts", "scripts/vite", "package-lock.json"],
  command: [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
  writeStamp: true,
});
buildIfChanged({
  what: "o servidor (esbuild)",
  stamp: "dist/server/.build-stamp",
  inputs: ["src/server", "src/shared", "tsconfig.json", "package-lock.json", "scripts/build-server.mjs"],
  command: [path.join(root, "scripts/build-server.mjs")],
  writeStamp: false, // the build writes its stamp once everything is in place
});

stopWhenNpmGoes();
await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);
