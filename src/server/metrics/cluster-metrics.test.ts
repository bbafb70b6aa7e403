import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { sample, samples, unparsableLines } from "../../../tests/prometheus-text";
import { enqueueMail, mailQueueKey } from "../mail-queue";
import { setupPrimaryMetrics, type PrimaryMetrics } from "./cluster-primary";

/**
 * Two node:cluster workers running the real app, as WEB_CONCURRENCY=2 runs them: a scrape reaches
 * one of them and must report both (decision 474).
 */
const TOKEN = "metrics-cluster-token-0123456789";
const FIXTURE = fileURLToPath(new URL("../../../tests/support/metrics-cluster-worker.ts", import.meta.url));

let database: TestDatabase;
let primary: PrimaryMetrics;
let url: string;
const workers: Worker[] = [];

function forkWorker(env: Record<string, string>): Promise<Worker> {
  const worker = cluster.fork(env);
  workers.push(worker);
  let output = "";
  worker.process.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  worker.process.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    worker.on("message", (message: { type?: string }) => {
      if (message.type === "test:listening") resolve(worker);
    });
    worker.once("exit", (code) => reject(new Error(`a metrics worker exited with ${code} before listening:\n${output}`)));
  });
}

const scrape = () => fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await getPort({ host: "127.0.0.1" });
  url = `http://127.0.0.1:${port}`;
  primary = setupPrimaryMetrics();
  cluster.setupPrimary({ exec: FIXTURE, execArgv: ["--import", "tsx"], silent: true });
  const env = { DATABASE_URL: database.url, PORT: String(port), METRICS_TOKEN: TOKEN, PRIMARY_TIMEOUT_MS: "1000" };
  // Each worker answers a different number of unknown API paths before it listens.
  await Promise.all([forkWorker({ ...env, UNKNOWN_REQUESTS: "1" }), forkWorker({ ...env, UNKNOWN_REQUESTS: "2" })]);
});

afterAll(async () => {
  primary?.close();
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once("exit", () => resolve());
          worker.kill("SIGTERM");
        }),
    ),
  );
  await database?.drop();
});

describe("GET /metrics with node:cluster workers", () => {
  it("reports every worker's requests summed, the database's mail queue once, and the primary's restarts", async () => {
    const key = mailQueueKey("metrics-cluster-test-secret-long-enough");
    for (const to of ["a@example.com", "b@example.com"]) {
      await enqueueMail(database.db.$client, key, "invitation", { to, subject: "Convite", text: "Olá", html: "<p>Olá</p>" });
    }
    primary.countWorkerRestart();

    // Whichever worker a scrape reaches, it answers for both: ask a few times to reach each.
    for (let scrapeNumber = 0; scrapeNumber < 3; scrapeNumber++) {
      const response = await scrape();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      const text = await response.text();
      // Prometheus parses every sample: a value lost on the way (JSON over IPC has no NaN) would fail the whole scrape.
      expect(unparsableLines(text)).toEqual([]);
      expect(sample(text, "louvor_http_requests_total", { route: "/api/*", method: "GET", status: "404" })).toBe(3);
      expect(sample(text, "louvor_http_request_duration_seconds_count", { route: "/api/*", method: "GET" })).toBe(3);
      // Two workers read the same two mails: reported as two, not four.
      expect(sample(text, "louvor_mail_queue_pending")).toBe(2);
      expect(sample(text, "louvor_worker_restarts_total")).toBe(1);
      // Each worker's pool is its own: one sample per state, their sum.
      expect(samples(text, "louvor_db_pool_connections").map(({ labels }) => labels.state).sort()).toEqual(["idle", "in_use"]);
    }
  });

  it("answers 503 in the error shape when the primary does not answer", async () => {
    primary.close();
    const response = await scrape();
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ error: { code: "metrics_unavailable" } });
  });
});
