import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Executor } from "../db/client";
import * as schema from "../db/schema";

/**
 * One transaction on one pool client, seen both through drizzle and as the raw client: the mail
 * queue's insert (plain pg, decision 400) then commits with the write that asks for the mail.
 */
export async function inClientTransaction<T>(pool: pg.Pool, work: (tx: Executor, client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const tx = drizzle({ client, schema, casing: "snake_case" }) as unknown as Executor;
    const result = await work(tx, client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
