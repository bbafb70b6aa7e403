import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { services, songDetails } from "../db/schema";

/** How many services the band played in (as the service's band or a song's band). */
export async function servicesOfBand(db: Executor, churchId: string, bandId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select ${services.id} as service_id from ${services}
      where ${services.bandId} = ${bandId} and ${services.churchId} = ${churchId}
      union
      select ${songDetails.serviceId} from ${songDetails}
      where ${songDetails.bandId} = ${bandId} and ${songDetails.churchId} = ${churchId}
    ) as played`);
  return result.rows[0]?.count ?? 0;
}
