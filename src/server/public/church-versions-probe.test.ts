import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { createDatabase } from "../db";
import { listenForChurchChanges } from "./church-versions";

/**
 * The listening connection's probe goes through the pool. When every connection of the pool is
 * busy (ten exports at once once did this), its deadline passes while the probe still waits for a
 * connection: that is a doubt like any other (the connection is made again later), never an
 * unhandled rejection that ends the process.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

describe("the church versions probe", () => {
  it("takes a deadline passed while the pool is full as a lost connection, and nothing is unhandled", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const db = createDatabase(database.url, { max: 1 });
    const held = await db.$client.connect();
    const versions = listenForChurchChanges(db, pino({ level: "silent" }), { probeTimeoutMs: 50, retryAfterMs: 10 });
    try {
      // The first probe waits for the pool past its deadline; the listener connects again and
      // probes again, so a second probe joins the first in the pool's queue.
      await vi.waitFor(() => expect(db.$client.waitingCount).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 10 });
      expect(versions.listening).toBe(false);
    } finally {
      held.release();
      await versions.close();
      process.off("unhandledRejection", onUnhandled);
      await db.$client.end();
    }
    expect(unhandled).toEqual([]);
  });
});
