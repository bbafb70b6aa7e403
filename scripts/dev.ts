/**
 * `npm run dev`: the Vite dev server (with hot reload) on PORT (default 5173) proxying /api to the
 * API server, which tsx restarts on change. The API believes it lives at the Vite origin, so
 * cookies, links in e-mails and better-auth's origin check all match what the browser sees.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const clientPort = process.env.PORT ?? "5173";
const apiPort = process.env.API_PORT ?? "3001";
const origin = `http://localhost:${clientPort}`;

const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "watch", "--clear-screen=false", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", PUBLIC_URL: process.env.PUBLIC_URL ?? origin },
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: clientPort, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 15_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve))))).then(
    () => process.exit(code),
    () => process.exit(code),
  );
}
for (const child of children) child.once("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
