/**
 * Process priority for measurements on a machine shared with other work (scripts/lighthouse.ts,
 * scripts/busy-load.ts). Linux only; a negative niceness needs root.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

/** `pid` and the processes under it. */
function processesUnder(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid …": the name may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const processes = [pid];
  for (let index = 0; index < processes.length; index += 1) processes.push(...(children.get(processes[index]!) ?? []));
  return processes;
}

/**
 * Puts every thread of `pid` and of the processes under it at niceness `nice`, and their
 * scheduling groups too: niceness is per thread on Linux, and with autogroups (a group per
 * session, sched_autogroup_enabled) the kernel first shares the cores between sessions.
 */
export function setTreePriority(pid: number, nice: number): void {
  for (const process of processesUnder(pid)) {
    try {
      writeFileSync(`/proc/${process}/autogroup`, String(nice));
    } catch {
      // no autogroups here, or gone
    }
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${process}/task`);
    } catch {
      continue;
    }
    for (const thread of threads) {
      try {
        os.setPriority(Number(thread), nice);
      } catch {
        // gone, or not ours
      }
    }
  }
}
