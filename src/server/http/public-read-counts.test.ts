import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import type { AppEnv } from "./app-env";
import { createPublicReadLimit } from "./public-read-limit";

// The public-read limit counted in PostgreSQL (decision 469): each limiter stands for one app
// process; the two share a database and a clock the test moves.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

function captureLog() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, messages: () => lines.map((line) => line.msg) };
}

/** Two app processes on one database, seen through their limiters. */
function twoProcesses(perMinute: number, start = Date.UTC(2026, 0, 1, 12, 0, 10)) {
  let clock = start;
  const log = captureLog();
  const processOn = () => {
    const limit = createPublicReadLimit({ perMinute, trustProxy: true, now: () => clock, shared: { db: database.db, logger: log.logger, flushEveryMs: 60_000 } });
    const app = new Hono<AppEnv>().use(limit.middleware).get("/", (c) => c.text("ok"));
    const read = async (address: string) => (await app.request("/", { headers: { "x-forwarded-for": address } })).status;
    const reads = async (address: string, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) statuses.push(await read(address));
      return statuses;
    };
    return { read, reads, limit };
  };
  return { a: processOn(), b: processOn(), log, advance: (ms: number) => (clock += ms) };
}

const rowsOf = async (address: string) =>
  (await database.db.$client.query<{ count: number }>("select count from public_read_counts where address = $1 order by minute_start", [address])).rows.map(
    (row) => row.count,
  );

describe("the public-read limit shared through the database", () => {
  it("counts the reads of two processes together: the limit holds for their sum", async () => {
    const { a, b } = twoProcesses(10);
    const address = "203.0.113.10";
    expect(await a.reads(address, 6)).toEqual(Array(6).fill(200));
    expect(await b.reads(address, 4)).toEqual(Array(4).fill(200));
    await a.limit.flush();
    await b.limit.flush();
    expect(await rowsOf(address)).toEqual([10]);

    // B has heard of A's six: the address has had its ten.
    expect(await b.read(address)).toBe(429);
    // A last heard before B's four: it lets one more through (reads of at most one flush
    // interval per process), and refuses once its next flush tells it the total.
    expect(await a.read(address)).toBe(200);
    await a.limit.flush();
    expect(await a.read(address)).toBe(429);
    // Another address has its own budget in both.
    expect(await a.read("203.0.113.11")).toBe(200);
    expect(await b.read("203.0.113.11")).toBe(200);
  });

  it("weighs the previous minute's reads of another process in the sliding window", async () => {
    const { a, b, advance } = twoProcesses(10);
    const address = "203.0.113.20";
    expect(await a.reads(address, 10)).toEqual(Array(10).fill(200));
    await a.limit.flush();
    advance(80_000); // 20 s into the next minute (12:01:30): the previous minute still weighs half
    expect(await b.read(address)).toBe(200); // B has not heard of the address yet
    await b.limit.flush();
    // 10 × 0.5 + 1 read: four more fit under ten.
    expect(await b.reads(address, 5)).toEqual([200, 200, 200, 200, 429]);
  });

  it("deletes the minutes no window reaches any more, so the table stays small", async () => {
    const { a, advance } = twoProcesses(100);
    await a.reads("198.51.100.1", 3);
    await a.limit.flush();
    expect(await rowsOf("198.51.100.1")).toEqual([3]);
    advance(3 * 60_000);
    await a.reads("198.51.100.2", 1);
    await a.limit.flush();
    expect(await rowsOf("198.51.100.1")).toEqual([]);
    expect(await rowsOf("198.51.100.2")).toEqual([1]);
  });

  it("keeps answering reads while the database refuses the counts (logged once), and sends them when it answers again", async () => {
    const { a, b, log } = twoProcesses(5);
    const address = "203.0.113.30";
    await database.db.$client.query("alter table public_read_counts rename to public_read_counts_away");
    try {
      expect(await a.reads(address, 3)).toEqual([200, 200, 200]);
      await a.limit.flush();
      expect(await a.reads(address, 3)).toEqual([200, 200, 429]); // this process's own counts still limit
      await a.limit.flush();
    } finally {
      await database.db.$client.query("alter table public_read_counts_away rename to public_read_counts");
    }
    expect(log.messages().filter((message) => message.includes("could not be shared"))).toHaveLength(1);

    await a.limit.flush();
    expect(log.messages()).toContain("public-read counts are shared again");
    expect(await rowsOf(address)).toEqual([5]);
    expect(await b.read(address)).toBe(200); // B has not heard of it yet...
    await b.limit.flush();
    expect(await b.read(address)).toBe(429); // ...and now has
  });
});
