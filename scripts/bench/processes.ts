/** The processes the bench starts: the app and the bare handler, each on a free local port. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { root } from "./options";

const children: ChildProcess[] = [];

/** Stops every process still running (on exit or Ctrl-C). */
export function stopChildren() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

export type Running = { base: string; stop: () => Promise<void> };

/**
 * Starts `script` on `port` (a TypeScript file with tsx, a compiled `.js` with plain Node, as
 * `npm start` runs dist/server/main.js) and waits until its `/api/health` answers 200.
 */
export async function startProcess(script: string, environment: Record<string, string>, port: number): Promise<Running> {
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...loader, path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...environment, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error(`${script} did not answer /api/health within 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
