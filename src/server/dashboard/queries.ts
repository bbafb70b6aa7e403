import { sql } from "drizzle-orm";
import { DASHBOARD_RECENT_DAYS, type DashboardCounts } from "@shared/schemas/dashboard";
import type { Executor } from "../db";

/**
 * The dashboard's exact counts for one church, in one round trip. Services count when active
 * (decision 102); "last 30 days" is by the service's date (today and the 30 days before it) and by
 * a song's creation time.
 */
export async function dashboardCounts(db: Executor, churchId: string): Promise<DashboardCounts> {
  const result = await db.execute<Record<keyof DashboardCounts, number>>(sql`
    select
      (select count(*) from musicians where church_id = ${churchId})::int as "musicians",
      (select count(*) from bands where church_id = ${churchId})::int as "bands",
      (select count(*) from services where church_id = ${churchId} and active)::int as "services",
      (select count(*) from services
        where church_id = ${churchId} and active
          and date >= current_date - ${DASHBOARD_RECENT_DAYS}::int)::int as "servicesLast30Days",
      (select count(*) from songs_catalog where church_id = ${churchId})::int as "songs",
      (select count(*) from songs_catalog
        where church_id = ${churchId}
          and created_at >= now() - make_interval(days => ${DASHBOARD_RECENT_DAYS}::int))::int as "songsLast30Days"`);
  const row = result.rows[0];
  return {
    musicians: row?.musicians ?? 0,
    bands: row?.bands ?? 0,
    services: row?.services ?? 0,
    servicesLast30Days: row?.servicesLast30Days ?? 0,
    songs: row?.songs ?? 0,
    songsLast30Days: row?.songsLast30Days ?? 0,
  };
}
