/**
 * Church exports downloaded slowly and many at once (issue 39, docs/decisions/487 and 488), with
 * the public pages' latency beside them. Prints a markdown section.
 *
 * The app runs in this process (createApp, the default pool of 10 and so 2 heavy-job slots and a
 * queue of 4) on the embedded PostgreSQL in a temporary DATA_DIR, with the demo data and IMAGES
 * incompressible images added to the demo church. Three runs of about RUN_SECONDS each:
 *   1. nothing but the public pages (the baseline);
 *   2. one export read at 100 KB/s;
 *   3. ten exports at once, each read at 100 KB/s.
 * Meanwhile VISITORS loops ask the demo church's public summary, and every 100 ms the database is
 * asked for connections idle inside a transaction. Exits 1 when an export is cut short, answers
 * anything but 200 or 503, or the app stops answering.
 *
 * Usage: npx tsx scripts/bench-slow-exports.ts [--images=8] [--image-kb=150] [--visitors=8]
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { sql } from "drizzle-orm";
import { DEMO_ADMIN, DEMO_CHURCH_SLUG } from "../src/server/demo/seed-demo";
import { args } from "./args";
import { signInDemoAdmin, startBenchApp } from "./bench/demo-app";

const IMAGES = Number(args.get("images") ?? 8);
const IMAGE_KB = Number(args.get("image-kb") ?? 150);
const VISITORS = Number(args.get("visitors") ?? 8);
const RATE_BYTES_PER_SECOND = 100 * 1024;
const log = (line: string) => process.stderr.write(`${line}\n`);

type ExportOutcome = { status: number; bytes: number; promised: number; seconds: number };

/** GET with the session cookie, the body read at RATE_BYTES_PER_SECOND (a phone on a poor network). */
function throttledExport(base: string, cookie: string): Promise<ExportOutcome> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/admin/church/export`, { headers: { cookie } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        response.pause();
        setTimeout(() => response.resume(), (chunk.length / RATE_BYTES_PER_SECOND) * 1000);
      });
      const done = () =>
        resolve({ status: response.statusCode ?? 0, bytes, promised: Number(response.headers["content-length"] ?? -1), seconds: (performance.now() - started) / 1000 });
      response.on("end", done);
      response.on("error", done);
      response.on("aborted", done);
    });
    request.on("error", reject);
  });
}

type Latencies = { count: number; failures: number; p50: number; p99: number };

/** VISITORS loops asking the public summary until `until` settles. */
async function publicLoad(base: string, until: Promise<unknown>): Promise<Latencies> {
  const latencies: number[] = [];
  let failures = 0;
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, index) => {
      while (!done) {
        const started = performance.now();
        try {
          const response = await fetch(`${base}/api/public/churches/${DEMO_CHURCH_SLUG}`, { headers: { "x-forwarded-for": `10.0.0.${index + 1}` } });
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - started);
          else failures++;
        } catch {
          failures++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, failures, p50: at(0.5), p99: at(0.99) };
}

async function main() {
  const app = await startBenchApp({ PUBLIC_READS_PER_MINUTE: "1000000" });
  let failed = false;
  try {
    const admin = await signInDemoAdmin(app.base);
    const church = await app.db.execute<{ id: string }>(sql`select id from churches where slug = ${DEMO_CHURCH_SLUG}`);
    const churchId = church.rows[0]!.id;
    for (let index = 0; index < IMAGES; index++) {
      await app.db.execute(sql`insert into images (church_id, content_type, bytes) values (${churchId}, 'image/webp', ${randomBytes(IMAGE_KB * 1024)})`);
    }
    const sessionCookie = await demoCookie(app.base);
    const probe = await admin("/api/admin/church/export");
    const zipBytes = (await probe.arrayBuffer()).byteLength;
    log(`export of the demo church with ${IMAGES} images of ${IMAGE_KB} KB: ${(zipBytes / 1024).toFixed(0)} KB`);

    let idleInTransaction = 0;
    const watchIdle = async (until: Promise<unknown>) => {
      let done = false;
      void until.finally(() => (done = true));
      while (!done) {
        const { rows } = await app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        );
        idleInTransaction = Math.max(idleInTransaction, rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const rows: string[] = [];
    const run = async (label: string, exports: number) => {
      log(`${label}...`);
      idleInTransaction = 0;
      const seconds = (zipBytes / RATE_BYTES_PER_SECOND) * 1.1;
      const work =
        exports === 0
          ? new Promise<ExportOutcome[]>((resolve) => setTimeout(() => resolve([]), seconds * 1000))
          : Promise.all(Array.from({ length: exports }, () => throttledExport(app.base, sessionCookie)));
      const [outcomes, latencies] = await Promise.all([work, publicLoad(app.base, work), watchIdle(work)]);
      const whole = outcomes.filter((outcome) => outcome.status === 200 && outcome.bytes === outcome.promised);
      const refused = outcomes.filter((outcome) => outcome.status === 503);
      if (whole.length + refused.length !== outcomes.length) failed = true;
      const slowest = whole.reduce((most, outcome) => Math.max(most, outcome.seconds), 0);
      rows.push(
        `| ${label} | ${exports === 0 ? "–" : `${whole.length} / ${refused.length} / ${outcomes.length - whole.length - refused.length}`} | ${exports === 0 ? "–" : slowest.toFixed(1)} | ${latencies.count} | ${latencies.failures} | ${latencies.p50.toFixed(1)} | ${latencies.p99.toFixed(1)} | ${idleInTransaction} |`,
      );
    };
    await run("Public pages alone", 0);
    await run("1 export at 100 KB/s", 1);
    await run("10 exports at once, each at 100 KB/s", 10);
    const health = await fetch(`${app.base}/api/health`);
    if (!health.ok) failed = true;

    process.stdout.write(
      [
        "## Slow and concurrent church exports",
        "",
        `scripts/bench-slow-exports.ts: the demo church with ${IMAGES} incompressible images of ${IMAGE_KB} KB (a ${(zipBytes / 1024).toFixed(0)} KB zip), ` +
          `each export read at 100 KB/s, while ${VISITORS} visitors ask the church's public summary (\`GET /api/public/churches/:slug\`) in a loop. ` +
          "One process, pool of 10, so 2 heavy-job slots and a queue of 4 (docs/decisions/487, 488); " +
          '"Idle in transaction" is the most connections seen in that state at one sample (every 100 ms): ' +
          "the export's build between two of its reads, before the first byte is sent (a download holds none).",
        "",
        "| Run | Exports whole / refused 503 / cut | Slowest whole export (s) | Public requests | Public failures | Public p50 (ms) | Public p99 (ms) | Idle in transaction |",
        "|---|---|---|---|---|---|---|---|",
        ...rows,
        "",
      ].join("\n"),
    );
  } finally {
    await app.close();
  }
  if (failed) process.exit(1);
}

/** The demo administrator's session cookie (for the plain http requests of the throttled reads). */
async function demoCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
}

await main();
