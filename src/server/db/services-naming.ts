import { sql, type Column } from "drizzle-orm";
import type { Executor } from "./client";

/** A table whose rows name a service (`service`) and something else (`match`), in a church (`church`). */
export type ServicePlace = { service: Column; match: Column; church: Column };

/** How many distinct services of the church name `id` in any of `places` (a band's services, a musician's lineups). */
export async function countServicesNaming(db: Executor, churchId: string, id: string, places: ServicePlace[]): Promise<number> {
  const selections = places.map(
    ({ service, match, church }) => sql`select ${service} as service_id from ${service.table} where ${match} = ${id} and ${church} = ${churchId}`,
  );
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from (${sql.join(selections, sql` union `)}) as played`);
  return result.rows[0]?.count ?? 0;
}
