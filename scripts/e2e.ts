/**
 * `npm run test:e2e`: checks that Debian's Chromium is there, builds the client and the server, and runs the
 * Playwright suite against a server on a brand-new DATA_DIR (embedded PostgreSQL + demo data).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import getPort from "get-port";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
if (!existsSync(chromium)) {
  process.stderr.write(
    `The end-to-end tests need Debian's Chromium at ${chromium}, and it is missing.\n` +
      "Install it with: apt-get update && apt-get install -y chromium-headless-shell (or chromium)\n" +
      "(or point CHROMIUM_PATH at another Chromium; `npx playwright install` cannot work on these machines).\n",
  );
  process.exit(1);
}

const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env }).status ?? 1;

// Each run gets its own build folders, data folder and port, so runs never disturb each other.
const workDir = mkdtempSync(path.join(os.tmpdir(), "louvor-e2e-"));
const clientDir = path.join(workDir, "client");
const dataDir = path.join(workDir, "data");
// The server as `npm start` runs it, with `admin:create` beside it (decision 523): inside the
// repository, so the build's external packages resolve from node_modules.
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const serverDir = mkdtempSync(path.join(root, ".tmp", "e2e-server-"));
const vite = path.join(root, "node_modules/vite/bin/vite.js");
// The production builds visitors get, whatever NODE_ENV the shell has.
const production = { ...process.env, NODE_ENV: "production" };
if (run([vite, "build", "--logLevel", "warn", "--outDir", clientDir, "--emptyOutDir"], production) !== 0) process.exit(1);
const serverBuild = [path.join(root, "scripts/build-server.mjs"), "--out", serverDir, "--entry", "admin-create=src/server/cli/admin-create.ts"];
if (run(serverBuild, production) !== 0) process.exit(1);

const port = await getPort({ host: "127.0.0.1" });
const youtubePort = await getPort({ host: "127.0.0.1", exclude: [port] });
const status = run([path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)], {
  ...process.env,
  E2E_DATA_DIR: dataDir,
  E2E_CLIENT_DIR: clientDir,
  E2E_SERVER_DIR: serverDir,
  E2E_PORT: String(port),
  E2E_YOUTUBE_PORT: String(youtubePort),
});
rmSync(workDir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
process.exit(status);

