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

  it("says nothing of a connection lost while the pool is being closed", async () => {
    const lost: Error[] = [];
    const db = createDatabase(database.url, { max: 1, onIdleError: (error) => lost.push(error) });
    const client = await db.$client.connect();
    const { pid } = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!;
    const errored = new Promise<Error>((resolve) => client.once("error", resolve));
    // Closing waits for the connection held; the server ends it meanwhile, as a command's embedded server stopping does.
    const closed = db.$client.end();
    const other = createDatabase(database.url, { max: 1 });
    try {
      await other.$client.query("select pg_terminate_backend($1)", [pid]);
    } finally {
      await other.$client.end();
    }
    client.release(await errored);
    await closed;
    expect(lost).toEqual([]);
  });
});
