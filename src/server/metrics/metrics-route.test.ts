import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../../tests/factories";
import { sample, samples, unparsableLines } from "../../../tests/prometheus-text";
import { useTestApp } from "../../../tests/test-app";
import { createApp } from "../app";
import { backupStatus, recordGoodBackup } from "../backups";
import { ConfigError, loadConfig } from "../config";
import { enqueueMail, mailQueueKey } from "../mail-queue";
import { UNMATCHED_ROUTE } from "./http-metrics";
import { createMetrics } from "./metrics";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const app = useTestApp({ METRICS_TOKEN: TOKEN });
const scrapeHeaders = { authorization: `Bearer ${TOKEN}` };

async function scrape(target: { request: (url: string, init?: RequestInit) => Response | Promise<Response> } = app) {
  const response = await target.request("/metrics", { headers: scrapeHeaders });
  expect(response.status).toBe(200);
  return response.text();
}

let churchSlug: string;
beforeAll(async () => {
  churchSlug = (await createChurch(app.db, { name: "Igreja das Métricas", slug: "igreja-metricas" })).slug;
});

describe("GET /metrics switched off", () => {
  it("is an unknown path like any other when METRICS_TOKEN is not set", async () => {
    const off = createApp({
      db: app.db,
      config: { ...app.config, metricsToken: undefined },
      auth: app.auth,
      logger: pino({ level: "silent" }),
      storage: app.storage,
    });
    const metrics = await off.request("/metrics", { headers: scrapeHeaders });
    const unknown = await off.request("/nada-aqui");
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).toBe(await unknown.text());
  });
});

describe("GET /metrics", () => {
  it("refuses a scrape without the token, with a wrong one, or another scheme: 401 in the error shape, never stored", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789abcdef", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`]) {
      const response = await app.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Token de métricas ausente ou inválido." } });
    }
  });

  it("answers the Prometheus text with the operator's figures, never stored", async () => {
    const response = await app.request("/metrics", { headers: scrapeHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(unparsableLines(text)).toEqual([]);
    for (const name of [
      "louvor_http_requests_total",
      "louvor_http_request_duration_seconds",
      "louvor_answer_cache_hits_total",
      "louvor_answer_cache_misses_total",
      "louvor_db_pool_connections",
      "louvor_db_pool_waiting_clients",
      "louvor_mail_queue_pending",
      "louvor_mail_queue_oldest_pending_age_seconds",
      "louvor_worker_restarts_total",
      "louvor_process_resident_memory_bytes",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, "louvor_db_pool_waiting_clients", { pool: "primary" })).toBe(0);
    expect(sample(text, "louvor_db_pool_connections", { pool: "primary", state: "in_use" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "louvor_worker_restarts_total")).toBe(0);
    // No replica registered (DATABASE_REPLICA_URL): no lag, rather than a misleading 0.
    expect(sample(text, "louvor_replica_lag_seconds")).toBeUndefined();
  });

  it("counts requests under their route pattern, never the raw address", async () => {
    const url = `/api/public/churches/${churchSlug}/services?page=1`;
    const route = "/api/public/churches/:churchKey/services";
    const before = sample(await scrape(), "louvor_http_requests_total", { route, method: "GET", status: "200" }) ?? 0;
    expect((await app.request(url)).status).toBe(200);
    expect((await app.request(url)).status).toBe(200);
    expect((await app.request("/api/nada-aqui/123")).status).toBe(404);
    expect((await app.request("/nada-aqui/456")).status).toBe(404);

    const text = await scrape();
    expect(sample(text, "louvor_http_requests_total", { route, method: "GET", status: "200" })).toBe(before + 2);
    expect(sample(text, "louvor_http_request_duration_seconds_count", { route, method: "GET" })).toBeGreaterThanOrEqual(before + 2);
    // The API's unknown paths fall to its catch-all route; other unknown paths are one label.
    expect(sample(text, "louvor_http_requests_total", { route: "/api/*", method: "GET", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "louvor_http_requests_total", { route: UNMATCHED_ROUTE, method: "GET", status: "404" })).toBeGreaterThanOrEqual(1);
    for (const raw of [churchSlug, "nada-aqui", "page=1"]) expect(text).not.toContain(raw);
  });

  it("counts a kept public answer as a hit after two identical requests", async () => {
    const url = `/api/public/churches/${churchSlug}/songs`;
    const counts = (text: string) => ({
      hits: sample(text, "louvor_answer_cache_hits_total", { cache: "api" }) ?? 0,
      misses: sample(text, "louvor_answer_cache_misses_total", { cache: "api" }) ?? 0,
    });
    app.publicCache.clear();
    const before = counts(await scrape());
    expect((await app.request(url)).status).toBe(200);
    expect((await app.request(url)).status).toBe(200);
    expect(counts(await scrape())).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
  });

  it("shows the mail waiting in the queue, and how old the oldest is", async () => {
    const key = mailQueueKey(app.config.authSecret);
    const mail = { to: "fila@example.com", subject: "Convite", text: "Olá", html: "<p>Olá</p>" };
    await app.db.$client.query("delete from mail_queue");
    expect(sample(await scrape(), "louvor_mail_queue_pending")).toBe(0);
    await enqueueMail(app.db.$client, key, "invitation", mail);
    await enqueueMail(app.db.$client, key, "invitation", mail);
    await app.db.$client.query("update mail_queue set created_at = now() - interval '10 minutes'");
    const text = await scrape();
    expect(sample(text, "louvor_mail_queue_pending")).toBe(2);
    expect(sample(text, "louvor_mail_queue_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(600);
    await app.db.$client.query("delete from mail_queue");
  });
});

describe("the newest backup's age", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "louvor-metrics-backups-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is absent before the first good backup, then its age in seconds", async () => {
    const withBackups = createApp({ db: app.db, config: app.config, auth: app.auth, logger: pino({ level: "silent" }), storage: app.storage, backups: backupStatus(dir) });
    expect(samples(await scrape(withBackups), "louvor_backup_newest_age_seconds")).toEqual([]);

    await recordGoodBackup(dir, path.join(dir, "louvor.backup"), new Date(Date.now() - 2 * 3_600_000));
    const withTheBackup = createApp({ db: app.db, config: app.config, auth: app.auth, logger: pino({ level: "silent" }), storage: app.storage, backups: backupStatus(dir) });
    const age = sample(await scrape(withTheBackup), "louvor_backup_newest_age_seconds");
    expect(age).toBeGreaterThanOrEqual(7_200);
    expect(age).toBeLessThan(7_200 + 600);
  });
});

describe("the read replica (DATABASE_REPLICA_URL registers it)", () => {
  it("shows its lag and its pool once registered, and says when the lag is unknown", async () => {
    const logger = pino({ level: "silent" });
    const metrics = createMetrics({ pool: app.db.$client, logger, processMetrics: false });
    const withReplica = createApp({ db: app.db, config: app.config, auth: app.auth, logger, storage: app.storage, metrics });
    let lag: number | undefined = 1.5;
    metrics.setReplicaLagSource(() => Promise.resolve(lag));
    metrics.addPool("replica", app.db.$client);

    let text = await scrape(withReplica);
    expect(sample(text, "louvor_replica_lag_seconds")).toBe(1.5);
    expect(sample(text, "louvor_replica_up")).toBe(1);
    expect(sample(text, "louvor_db_pool_waiting_clients", { pool: "replica" })).toBe(0);

    lag = undefined;
    text = await scrape(withReplica);
    expect(samples(text, "louvor_replica_lag_seconds")).toEqual([]);
    expect(sample(text, "louvor_replica_up")).toBe(0);
  });
});

describe("METRICS_TOKEN", () => {
  const base = { NODE_ENV: "test", DATA_DIR: os.tmpdir(), AUTH_SECRET: "x".repeat(40) };
  it("is refused when short, or with a space or a control character, naming the variable", () => {
    for (const token of ["short", "sixteen chars ok", "sixteen-chars-ok\u0007"]) {
      expect(() => loadConfig({ ...base, METRICS_TOKEN: token }), token).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, METRICS_TOKEN: token }), token).toThrow(/METRICS_TOKEN/);
    }
    expect(loadConfig({ ...base, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig(base).metricsToken).toBeUndefined();
  });
});
