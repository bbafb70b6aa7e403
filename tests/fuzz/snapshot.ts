import { sql } from "drizzle-orm";
import type { TestApp } from "../test-app";

/** Every table except the rate-limit counters (a limiter counts refused attempts on purpose). */
export const TABLES = [
  "users",
  "accounts",
  "sessions",
  "verifications",
  "churches",
  "musicians",
  "bands",
  "band_musicians",
  "services",
  "song_details",
  "songs_catalog",
  "service_musicians_global",
  "service_musicians_individual",
  "images",
  "plans",
  "plan_songs",
  "church_members",
];

/** A digest of every row of every table. */
export async function snapshot(db: TestApp["db"]): Promise<string> {
  const digests = sql.join(
    TABLES.map((table) => sql`select ${table} || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${sql.identifier(table)} t`),
    sql` union all `,
  );
  const result = await db.execute<{ digest: string }>(sql`select string_agg(d, '|') as digest from (${digests}) as digests(d)`);
  return result.rows[0]?.digest ?? "";
}
