/**
 * The benchmark's floor: a bare Hono + pg handler answering GET /api/health with the same query as
 * the app's health check (`select 1`) on the same database, with nothing else in the request path.
 * Started by scripts/bench.ts with DATABASE_URL and PORT; prints "listening" when ready.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const app = new Hono().get("/api/health", async (c) => {
  await pool.query("select 1");
  return c.json({ status: "ok" });
});
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => {
  process.stdout.write("listening\n");
});
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
