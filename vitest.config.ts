import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Server test files that fake the clock: in a worker shared with other files, a timer some earlier
 * file left running would be faked too and run a day's worth of times. They keep a process each.
 */
const serverFilesFakingTime = ["src/server/backups/backup-schedule.test.ts"];

const serverTest = {
  environment: "node",
  setupFiles: ["tests/fail-on-console.ts"],
  // A limit that catches a test that hangs, not one that measures speed (that is the bench's): a
  // server test walks through many requests, and on a busy two-core machine some took ten times
  // their quiet 2–7 s (decision 535).
  testTimeout: 90_000,
  hookTimeout: 60_000,
};

const alias = {
  "@": fileURLToPath(new URL("./src/client", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on a two-core machine is one file at a time (cores - 1). Most files wait on
    // PostgreSQL, a child process or a timer more than they compute: CI went over 30 minutes with
    // one (decision 408), and with two beside typecheck and lint a quarter of the cores stayed idle;
    // three keep them busy (decision 529). VITEST_MAX_WORKERS sets another count.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        resolve: { alias },
        test: {
          ...serverTest,
          name: "server",
          globalSetup: ["tests/global-setup.ts"],
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          // They need a streaming replica: .ci/run sets one up and runs them as the project below.
          exclude: [...configDefaults.exclude, "**/*.replica.test.ts", ...serverFilesFakingTime],
          // Each file works on a database of its own (tests/database.ts) and the server keeps no
          // state in its modules, so a worker reuses the modules it has evaluated for the next
          // file: evaluating them afresh for each file took a third of the project's time (decision 527).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // No database: the global set-up is the server project's.
        test: { ...serverTest, name: "server-own-process", include: serverFilesFakingTime },
      },
      {
        resolve: { alias },
        test: {
          // TEST_DATABASE_URL (the primary) and TEST_REPLICA_URL (its streaming replica) are
          // required: without them the files fail, never skip (decision 477).
          ...serverTest,
          name: "replica",
          include: ["src/server/**/*.replica.test.ts"],
          globalSetup: ["tests/global-setup.ts"],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          // jsdom set-up dominates these files; worker threads start it cheaper than forked
          // processes (decision 340). The server project keeps forks: it spawns and signals processes.
          pool: "threads",
          // One jsdom and one copy of node_modules per worker, not per file; each file still gets
          // a blank page and fresh app modules (tests/client-setup.ts, decision 528).
          isolate: false,
          include: ["src/client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/fail-on-console.ts", "tests/client-setup.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
