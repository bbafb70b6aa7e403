import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { createDatabase, type Database } from "./client";
import { preparedRows } from "./prepared";

let database: TestDatabase;
/** One connection: every execution below meets the statements that connection prepared before. */
let single: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  single = createDatabase(database.url, { max: 1 });
});

afterAll(async () => {
  await single.$client.end();
  await database.drop();
});

const search = (term: string, limit: number) =>
  sql`select n, date '2026-01-01' + n as day, timestamptz '2026-01-01 10:00:00+00' + make_interval(days => n) as at,
        make_interval(mins => n) as span
      from generate_series(1, 300) n
      where n::text like ${`%${term}%`}
      order by n desc
      limit ${limit}`;

describe("prepared reads", () => {
  it("answer as a plain execute does, for every term, after PostgreSQL has switched to one plan for all of them", async () => {
    // PostgreSQL plans the first five executions for their values, then may keep a generic plan.
    for (const [index, term] of ["1", "2", "12", "3", "99", "7", "20", "150", "0", "299", "nada"].entries()) {
      const limit = 5 + index;
      const expected = (await single.execute(search(term, limit))).rows;
      expect(await preparedRows(single, search(term, limit))).toEqual(expected);
    }
    expect(await preparedRows(single, search("12", 3))).toEqual([
      { n: 212, day: "2026-08-01", at: expect.stringMatching(/^2026-08-01/), span: "03:32:00" },
      { n: 129, day: "2026-05-10", at: expect.stringMatching(/^2026-05-10/), span: "02:09:00" },
      { n: 128, day: "2026-05-09", at: expect.stringMatching(/^2026-05-09/), span: "02:08:00" },
    ]);
  });

  it("keep two statements with different texts apart on one connection", async () => {
    const count = (table: string) => sql`select count(*)::int as total from ${sql.raw(table)}`;
    const [churches] = await preparedRows<{ total: number }>(single, count("churches"));
    const [series] = await preparedRows<{ total: number }>(single, sql`select count(*)::int as total from generate_series(1, 7)`);
    expect(churches).toEqual({ total: 0 });
    expect(series).toEqual({ total: 7 });
  });

  it("run inside a transaction, as a plain statement of that transaction", async () => {
    const rows = await single.transaction(async (tx) => {
      await tx.execute(sql`create temporary table seen (n int) on commit drop`);
      await tx.execute(sql`insert into seen values (4), (2)`);
      return preparedRows<{ n: number }>(tx, sql`select n from seen order by n`);
    });
    expect(rows).toEqual([{ n: 2 }, { n: 4 }]);
  });
});
