import net from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { PublicBandsResponse } from "@shared/schemas/public-catalogue";
import { createBand, createChurch } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { loadConfig } from "../config";
import { openReadDatabase } from "./read-replica";

/**
 * DATABASE_REPLICA_URL pointing at a port nothing listens on, then at a forwarder to the test's
 * own server standing in for a replica that comes back. The real streaming replica's tests are
 * read-replica.replica.test.ts (.ci/run).
 */
type LogLine = { level: number; msg: string };

const lines: LogLine[] = [];
const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
const said = (text: string) => lines.filter((line) => line.msg.includes(text)).length;

let port: number;
let app: TestApp;
let forwarder: net.Server | undefined;
let forwarded = 0;

/** A port that was free a moment ago: nothing answers there until `replicaComesBack`. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** Listens on the replica's port and forwards each connection to the primary's server. */
async function replicaComesBack() {
  const primary = new URL(inject("databaseAdminUrl"));
  forwarder = net.createServer((socket) => {
    forwarded += 1;
    const upstream = net.connect(Number(primary.port || 5432), primary.hostname);
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on("error", end);
    upstream.on("error", end);
    socket.on("close", end);
    upstream.on("close", end);
  });
  await new Promise<void>((resolve) => forwarder!.listen(port, "127.0.0.1", resolve));
}

beforeAll(async () => {
  port = await freePort();
  const replicaServer = new URL(inject("databaseAdminUrl"));
  replicaServer.hostname = "127.0.0.1";
  replicaServer.port = String(port);
  app = await createTestApp({}, { logger, replica: { serverUrl: replicaServer.toString(), retryMs: 50 } });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => (forwarder ? forwarder.close(resolve) : resolve(undefined)));
});

describe("a read replica that does not answer", () => {
  it("leaves the public pages on the primary, says so once, and goes back to the replica when it answers", async () => {
    const church = await createChurch(app.db);
    await createBand(app.db, church.id, { name: "Banda do Primário" });

    for (const search of ["", "?search=banda", "?search=prim"]) {
      const response = await app.request(`/api/public/churches/${church.slug}/bands${search}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as PublicBandsResponse).bands.map((band) => band.name)).toEqual(["Banda do Primário"]);
    }
    expect(said("read replica does not answer")).toBe(1);
    expect(await app.readDatabase.lagSeconds()).toBeNull();

    await replicaComesBack();
    // Each new read asks the replica again once the retry interval has passed.
    let attempt = 0;
    await vi.waitFor(
      async () => {
        attempt += 1;
        const response = await app.request(`/api/public/churches/${church.slug}/bands?search=banda-${attempt}`);
        expect(response.status).toBe(200);
        expect(forwarded).toBeGreaterThan(0);
        expect(said("read replica answers again")).toBe(1);
      },
      { timeout: 5_000, interval: 20 },
    );
    const served = await app.request(`/api/public/churches/${church.slug}/bands?search=do`);
    expect(((await served.json()) as PublicBandsResponse).bands.map((band) => band.name)).toEqual(["Banda do Primário"]);
    // The stand-in is a primary, not in recovery: nothing to replay.
    expect(await app.readDatabase.lagSeconds()).toBe(0);
    expect(said("read replica does not answer")).toBe(1);
  });
});

describe("the routed database", () => {
  /** Which pool answered: the replica's connections name themselves so. */
  const server = async () =>
    ((await app.readDatabase.db.$client.query<{ name: string }>("select current_setting('application_name') as name")).rows[0]?.name);

  it("reads where the innermost read chose, and the primary outside any read", async () => {
    if (!forwarder) await replicaComesBack();
    const holds = { key: "holds", holds: async () => true };
    const behind = { key: "behind", holds: async () => false };
    expect(await server()).toBe("louvor");
    await app.readDatabase.run(holds, async () => {
      expect(await server()).toBe("louvor-replica");
      // A rendered page's data request decides for itself: here the replica is behind for it.
      await app.readDatabase.run(behind, async () => expect(await server()).toBe("louvor"));
      expect(await server()).toBe("louvor-replica");
    });
  });
});

describe("GET /metrics with a replica", () => {
  it("shows the replica's lag and its pool", async () => {
    if (!forwarder) await replicaComesBack();
    const token = "metrics-token-for-the-replica-tests-0123456789";
    const replicaServer = Object.assign(new URL(inject("databaseAdminUrl")), { hostname: "127.0.0.1", port: String(port) }).toString();
    const measured = await createTestApp({ METRICS_TOKEN: token }, { logger, replica: { serverUrl: replicaServer } });
    try {
      const response = await measured.app.request("/metrics", { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      const text = await response.text();
      // The stand-in is a primary, not in recovery: nothing to replay.
      expect(text).toMatch(/^louvor_replica_lag_seconds 0$/m);
      expect(text).toMatch(/^louvor_replica_up 1$/m);
      expect(text).toMatch(/^louvor_db_pool_waiting_clients\{pool="replica"\} 0$/m);
    } finally {
      await measured.close();
    }
  });
});

describe("openReadDatabase", () => {
  it("reads from the primary alone when DATABASE_REPLICA_URL is not set", async () => {
    const config = loadConfig({ DATA_DIR: "./data", DATABASE_URL: "postgres://u:p@localhost:5432/louvor", AUTH_SECRET: "x".repeat(32) });
    const reads = openReadDatabase(config, app.db, logger);
    expect(reads.db).toBe(app.db);
    expect(await reads.lagSeconds()).toBeNull();
  });
});
