import type pg from "pg";
import type { Database } from "../db";

// The SQL of the shared public-read counts (table `public_read_counts`, decision 469).

export type ReadCountDelta = { address: string; minuteStart: number; delta: number };
export type ReadCountTotal = { address: string; minuteStart: number; count: number };

/**
 * Runs `work` on a connection of its own from the pool: a batch of counts belongs to no request,
 * so it is not one of the statements a request sends (what tests/count-statements measures).
 */
export async function withCountsConnection<T>(db: Database, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/**
 * Adds this process's reads since its last batch, in one statement for every address, and
 * answers each address's totals over all processes for the minute `since` and after (the current
 * and the previous minute). An address with a delta of 0 is only asked about. The rows are
 * locked in one order (address, minute), so two processes adding at once wait, never deadlock.
 */
export async function addReadCounts(client: pg.ClientBase, deltas: ReadCountDelta[], since: number): Promise<ReadCountTotal[]> {
  const sorted = deltas.toSorted((a, b) => (a.address === b.address ? a.minuteStart - b.minuteStart : a.address < b.address ? -1 : 1));
  const result = await client.query<{ address: string; minute_start: string; count: number }>(
    `with deltas as (
       select * from unnest($1::text[], $2::bigint[], $3::int[]) with ordinality as d(address, minute_start, delta, position)
     ), added as (
       insert into public_read_counts as c (address, minute_start, count)
       select address, minute_start, delta from deltas order by position
       on conflict (address, minute_start) do update set count = c.count + excluded.count
       returning c.address, c.minute_start, c.count
     )
     select address, minute_start, count from added
     union all
     select c.address, c.minute_start, c.count
     from public_read_counts c
     where c.address in (select address from deltas) and c.minute_start >= $4
       and not exists (select from deltas d where d.address = c.address and d.minute_start = c.minute_start)`,
    [sorted.map((d) => d.address), sorted.map((d) => d.minuteStart), sorted.map((d) => d.delta), since],
  );
  return result.rows.map((row) => ({ address: row.address, minuteStart: Number(row.minute_start), count: row.count }));
}

/** Forgets the minutes before `before`: no sliding window reaches them any more. */
export async function deleteReadCountsBefore(client: pg.ClientBase, before: number): Promise<number> {
  const result = await client.query("delete from public_read_counts where minute_start < $1", [before]);
  return result.rowCount ?? 0;
}
