/**
 * The benchmark's floor: a bare Hono + pg handler answering GET /api/health with the same query as
 * the app's health check (`select 1`) on the same database, with nothing else in the request path.
 * Started by scripts/bench.ts with DATABASE_URL and PORT; prints "listening" when ready.
 *
 * And a control for the tail latency of this machine: GET /control/cpu answers a constant after
 * CONTROL_CPU_MS of synchronous work, with no database and no allocation, about what an answer
 * kept in memory costs in the app. Its p99 next to health's shows how long a tail any
 * single-threaded Node server that is busy on the processor gets here, whatever its code.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const CONTROL_CPU_MS = 0.12;
const app = new Hono()
  .get("/api/health", async (c) => {
    await pool.query("select 1");
    return c.json({ status: "ok" });
  })
  .get("/control/cpu", (c) => {
    const until = performance.now() + CONTROL_CPU_MS;
    let spins = 0;
    while (performance.now() < until) spins += 1;
    return c.json({ status: "ok", spins: spins > 0 });
  });
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => {
  process.stdout.write("listening\n");
});
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
