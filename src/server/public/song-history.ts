import { sql } from "drizzle-orm";
import type { PublicSongHistory, PublicSongPerformance } from "@shared/schemas/public-catalogue";

/**
 * For a select over `songs_catalog c`: the church's active services held after the song's last
 * performance (its maintained last service), so the page needs no statement more.
 */
export const servicesSinceLastSql = sql`(
  select count(*)::int from services later
  join services last_service on last_service.id = c.last_service_id
  where later.church_id = c.church_id and later.active
    and (later.date, later.time) > (last_service.date, last_service.time))`;

/**
 * The song page's usage history ('Primeira vez', 'Última vez', 'Cultos desde a última', the bands
 * and the performances per year), from the performances the page already reads (active segments
 * of active services, newest first) and the count of services held since the last one.
 */
export function songHistory(performances: readonly PublicSongPerformance[], servicesSinceLast: number): PublicSongHistory {
  const last = performances[0];
  const first = performances[performances.length - 1];
  if (!last || !first) return { firstPerformance: null, lastPerformance: null, servicesSinceLast: null, bands: [], perYear: [] };

  const bandCounts = new Map<string, number>();
  const yearCounts = new Map<number, number>();
  for (const performance of performances) {
    bandCounts.set(performance.bandName, (bandCounts.get(performance.bandName) ?? 0) + 1);
    const year = Number(performance.date.slice(0, 4));
    yearCounts.set(year, (yearCounts.get(year) ?? 0) + 1);
  }
  const firstYear = Number(first.date.slice(0, 4));
  const lastYear = Number(last.date.slice(0, 4));
  return {
    firstPerformance: { date: first.date, bandName: first.bandName },
    lastPerformance: { date: last.date, bandName: last.bandName },
    servicesSinceLast,
    bands: [...bandCounts]
      .map(([name, count]) => ({ name, performances: count }))
      .sort((a, b) => b.performances - a.performances || a.name.localeCompare(b.name, "pt-BR")),
    perYear: Array.from({ length: lastYear - firstYear + 1 }, (_, index) => ({
      year: firstYear + index,
      performances: yearCounts.get(firstYear + index) ?? 0,
    })),
  };
}
