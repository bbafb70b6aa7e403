import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import type { AppEnv } from "./app-env";
import { createPublicReadLimit, createSearchGate, publicReadMessages } from "./public-read-limit";

describe("public reads per address (the app, with a limit of 5 a minute)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true", PUBLIC_READS_PER_MINUTE: "5" });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, address: string) => t.request(url, { headers: { "x-forwarded-for": address } });

  it("answers 429 with the error shape and a Retry-After past the limit, and only for that address", async () => {
    // The window slides on the real clock: when a minute begins among these reads, the previous
    // minute's weigh a little less than whole, and a few more may pass before the refusal.
    const minuteOf = () => Math.floor(Date.now() / 60_000);
    const firstMinute = minuteOf();
    let passed = 0;
    let refused = await get("/api/public/churches", "203.0.113.5");
    while (refused.status === 200 && passed < 10) {
      passed += 1;
      refused = await get("/api/public/churches", "203.0.113.5");
    }
    expect(refused.status).toBe(429);
    if (minuteOf() === firstMinute) expect(passed).toBe(5);
    else expect(passed).toBeGreaterThanOrEqual(5);
    expect(await refused.json()).toEqual({ error: { code: "too_many_requests", message: publicReadMessages.tooMany } });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await get("/api/public/churches", "203.0.113.6")).status).toBe(200);
    // Not a public read: the health check and the admin API keep their own rules.
    expect((await get("/api/health", "203.0.113.5")).status).toBe(200);
  });
});

/** A bare app with the limiter and a clock the test moves. */
function limitedApp(perMinute: number) {
  let clock = Date.UTC(2026, 0, 1, 12, 0, 0);
  const limit = createPublicReadLimit({ perMinute, trustProxy: true, now: () => clock });
  const app = new Hono<AppEnv>().use(limit.middleware).get("/", (c) => c.text("ok"));
  const read = async (address = "192.0.2.1") => (await app.request("/", { headers: { "x-forwarded-for": address } })).status;
  return { read, limit, advance: (ms: number) => (clock += ms) };
}

describe("the sliding window", () => {
  it("lets an address read again as its old reads leave the last minute", async () => {
    const { read, advance } = limitedApp(10);
    for (let n = 0; n < 10; n++) expect(await read()).toBe(200);
    expect(await read()).toBe(429);
    advance(30_000);
    // Half a minute later the window still holds all ten.
    expect(await read()).toBe(429);
    advance(30_000);
    // A minute after the first minute began, the previous minute's reads weigh 100 % at its start...
    expect(await read()).toBe(429);
    advance(30_000);
    // ...and half as much half a minute later: five of ten, room for five more.
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push(await read());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    advance(120_000);
    expect(await read()).toBe(200);
  });

  it("does not let a burst at a minute's edge pass twice the limit", async () => {
    const { read, advance } = limitedApp(10);
    advance(59_000);
    for (let n = 0; n < 10; n++) expect(await read()).toBe(200);
    advance(2_000);
    const statuses = [];
    for (let n = 0; n < 10; n++) statuses.push(await read());
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
  });

  it("forgets addresses that have been silent for two minutes", async () => {
    const { read, limit, advance } = limitedApp(10);
    for (let n = 0; n < 50; n++) await read(`198.51.100.${n}`);
    expect(limit.trackedAddresses()).toBe(50);
    advance(180_000);
    await read("192.0.2.77");
    expect(limit.trackedAddresses()).toBe(1);
  });
});

describe("the search gate", () => {
  it("runs at most N searches at once, lets the others wait their turn, and 503s past the queue", async () => {
    const gate = createSearchGate({ concurrency: 2, queueLimit: 1 });
    const releases: (() => void)[] = [];
    let started = 0;
    const app = new Hono<AppEnv>().use(gate.middleware).get("/", async (c) => {
      started += 1;
      await new Promise<void>((resolve) => releases.push(resolve));
      return c.text("ok");
    });
    const search = () => app.request("/?search=aguas");

    const first = search();
    const second = search();
    const third = search();
    await expect.poll(() => started).toBe(2);
    expect(gate.waiting()).toBe(1);

    const fourth = await search();
    expect(fourth.status).toBe(503);
    expect(fourth.headers.get("retry-after")).toBe("1");
    expect(await fourth.json()).toEqual({ error: { code: "server_busy", message: publicReadMessages.busy } });

    // A read without a search is not gated.
    const plain = new Hono<AppEnv>().use(gate.middleware).get("/", (c) => c.text("ok"));
    expect((await plain.request("/")).status).toBe(200);

    releases.shift()?.();
    await expect.poll(() => started).toBe(3);
    expect(gate.running()).toBe(2);
    while (releases.length > 0) releases.shift()?.();
    const statuses = (await Promise.all([first, second, third])).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(gate.running()).toBe(0);
  });
});
