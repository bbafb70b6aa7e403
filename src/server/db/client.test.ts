import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { createDatabase } from "./client";

/**
 * A connection the server closes while the app holds it (here: a transaction left idle past
 * idle_in_transaction_session_timeout, as an export draining to a slow phone once did) fails the
 * holder's next query and is replaced; it never ends the process with an unhandled 'error' event.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

describe("the pool", () => {
  it("survives a checked-out connection that the server closes, and reports it once", async () => {
    const lost: Error[] = [];
    const db = createDatabase(database.url, { max: 1, idleInTransactionTimeoutMs: 100, onIdleError: (error) => lost.push(error) });
    try {
      const client = await db.$client.connect();
      await client.query("begin");
      // The transaction sits idle until the server ends the session.
      await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 10_000, interval: 20 });
      expect(lost[0]!.message).toMatch(/idle-in-transaction timeout|terminat/);
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(lost[0]);
      // The pool's one connection is a new one.
      expect((await db.$client.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
      expect(lost).toHaveLength(1);
    } finally {
      await db.$client.end();
    }
  });
});
