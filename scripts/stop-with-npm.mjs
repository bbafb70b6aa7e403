/**
 * `npm start` runs its script as `sh -c "…"`, and when npm gets SIGTERM (systemd and most
 * supervisors signal the process they started) it passes the signal to that shell. Debian's sh
 * (dash) dies of it without passing it on, and the app would run on without its supervisor,
 * leaving its PostgreSQL running too (issue 39, docs/decisions/489). Two guards:
 *
 * - package.json's start script `exec`s node, so the shell becomes this process and npm's
 *   signal reaches the app itself (npm then waits for it to stop);
 * - this watch, for any other way of being started by npm (a script shell that does not exec, a
 *   wrapper): when the process that started this one is gone, this process stops as if it had
 *   received SIGTERM itself (a graceful stop: requests drained, pool closed, PostgreSQL stopped).
 */
import { readFileSync } from "node:fs";

/** This process's parent now (Node 20's process.ppid is read once at start-up); undefined off Linux. */
function currentParent() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/** @param {number} everyMs */
export function stopWhenNpmGoes(everyMs = 500) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = currentParent();
  if (parent === undefined) return;
  const timer = setInterval(() => {
    if (currentParent() === parent) return;
    clearInterval(timer);
    process.kill(process.pid, "SIGTERM");
  }, everyMs);
  timer.unref();
}
