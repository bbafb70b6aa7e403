import { sql, type SQL } from "drizzle-orm";
import { keysPlayed } from "@shared/musical-keys";
import {
  DASHBOARD_CHART_MONTHS,
  DASHBOARD_TOP_DAYS,
  DASHBOARD_TOP_LIMIT,
  FORGOTTEN_AFTER_MONTHS,
  FORGOTTEN_LIMIT,
  USAGE_PAGE_SIZE,
  type AdoptedSong,
  type DashboardUsage,
  type ForgottenSong,
  type MonthlyExecutions,
  type ReportFilter,
  type ReportOverview,
  type ReportSummary,
  type SongCredit,
  type SongUsageRow,
  type TopSong,
  type UsageSortColumn,
  type UsageSortDirection,
} from "@shared/schemas/reports";
import { arrayLiteral, type Executor } from "../db";
import { notFound } from "../http";
import { reportMessages } from "@shared/schemas/reports";

/**
 * The usage reports. A performance ("execução") is an active segment of an active service of the
 * church; everything is counted from those rows at request time, so every figure equals what the
 * services say after any edit or delete. The band filter selects the services of that band.
 */

type Period = { de: string; ate: string; banda?: string | undefined };

/** Active segments of the church's active services in the period: (song_id, service_id, date, time, band_id, musical_key). */
function performed(churchId: string, filter: Period): SQL {
  return sql`
    select d.song_catalog_id as song_id, s.id as service_id, s.date, s.time, s.band_id, d.musical_key
    from services s
    join song_details d on d.service_id = s.id and d.active
    where s.church_id = ${churchId} and s.active
      and s.date between ${filter.de}::date and ${filter.ate}::date
      ${filter.banda ? sql`and s.band_id = ${filter.banda}::uuid` : sql``}`;
}

/** The band named by the filter must be one of the church's: another church's band is a 404. */
export async function assertBandOfChurch(db: Executor, churchId: string, bandId: string | undefined): Promise<void> {
  if (!bandId) return;
  const result = await db.execute(sql`select 1 from bands where id = ${bandId}::uuid and church_id = ${churchId}`);
  if (result.rows.length === 0) throw notFound(reportMessages.bandNotFound);
}

export async function reportSummary(db: Executor, churchId: string, filter: Period): Promise<ReportSummary> {
  const result = await db.execute<ReportSummary>(sql`
    with performed as (${performed(churchId, filter)})
    select
      (select count(*) from services s
        where s.church_id = ${churchId} and s.active
          and s.date between ${filter.de}::date and ${filter.ate}::date
          ${filter.banda ? sql`and s.band_id = ${filter.banda}::uuid` : sql``})::int as "services",
      (select count(*) from performed)::int as "executions",
      (select count(distinct song_id) from performed)::int as "distinctSongs",
      (select count(*) from songs_catalog c
        where c.church_id = ${churchId} and c.new_marked_at is not null
          and (c.new_marked_at at time zone 'UTC')::date between ${filter.de}::date and ${filter.ate}::date
          ${filter.banda ? sql`and c.introduced_by = ${filter.banda}::uuid` : sql``})::int as "newSongs"`);
  const row = result.rows[0];
  return {
    services: row?.services ?? 0,
    executions: row?.executions ?? 0,
    distinctSongs: row?.distinctSongs ?? 0,
    newSongs: row?.newSongs ?? 0,
  };
}

/** One bar per calendar month of the period, months without performances included. */
export async function monthlyExecutions(db: Executor, churchId: string, filter: Period): Promise<MonthlyExecutions[]> {
  const result = await db.execute<MonthlyExecutions>(sql`
    with performed as (${performed(churchId, filter)}),
    per_month as (select date_trunc('month', date)::date as month, count(*)::int as executions from performed group by 1)
    select to_char(m, 'YYYY-MM') as "month", coalesce(p.executions, 0)::int as "executions"
    from generate_series(date_trunc('month', ${filter.de}::date), date_trunc('month', ${filter.ate}::date), interval '1 month') as m
    left join per_month p on p.month = m::date
    order by m`);
  return result.rows;
}

const usageOrderColumns: Record<UsageSortColumn, SQL> = {
  name: sql`lower(c.name)`,
  author: sql`lower(coalesce(c.author, ''))`,
  executions: sql`count(*)`,
  services: sql`count(distinct p.service_id)`,
  first: sql`min(p.date)`,
  last: sql`max(p.date)`,
  bands: sql`lower(string_agg(distinct b.name, ', ' order by b.name))`,
};

/** The table's order: the chosen column, then Música A to Z, then the id (a stable order for paging). */
function usageOrder(sort: UsageSortColumn, direction: UsageSortDirection): SQL {
  const dir = direction === "asc" ? sql`asc` : sql`desc`;
  const column = usageOrderColumns[sort];
  return sort === "name"
    ? sql`${column} ${dir}, c.name ${dir}, c.id`
    : sql`${column} ${dir}, lower(c.name) asc, c.name asc, c.id`;
}

/** The 'Uso de músicas' rows; `limit`/`offset` page it, none gives the whole table. */
export function usageQuery(
  churchId: string,
  filter: Period & { sort: UsageSortColumn; direction: UsageSortDirection },
  page?: { limit: number; offset: number },
): SQL {
  return sql`
    with performed as (${performed(churchId, filter)})
    select c.id, c.name, c.author, c.ccli,
      count(*)::int as executions,
      count(distinct p.service_id)::int as services,
      min(p.date)::text as first_played_at,
      max(p.date)::text as last_played_at,
      array_agg(distinct b.name order by b.name) as bands,
      -- The keys as written, latest first: 'Tom mais usado' counts spellings of one key together (shared/musical-keys.ts).
      coalesce(array_agg(p.musical_key order by p.date desc, p.time desc) filter (where p.musical_key is not null), '{}') as musical_keys,
      count(*) over ()::int as total
    from performed p
    join songs_catalog c on c.id = p.song_id
    join bands b on b.id = p.band_id
    group by c.id
    order by ${usageOrder(filter.sort, filter.direction)}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

export type UsageDbRow = {
  id: string;
  name: string;
  author: string | null;
  ccli: string | null;
  executions: number;
  services: number;
  first_played_at: string;
  last_played_at: string;
  bands: string[];
  musical_keys: string[];
  total: number;
};

/** 'Tom mais usado': the key played most in the period, as written most often; null when none was recorded. */
export function mostPlayedKey(row: Pick<UsageDbRow, "musical_keys">): string | null {
  return keysPlayed(row.musical_keys)[0]?.key ?? null;
}

export function toUsageRow(row: UsageDbRow): SongUsageRow {
  return {
    id: row.id,
    name: row.name,
    author: row.author,
    executions: row.executions,
    services: row.services,
    firstPlayedAt: row.first_played_at,
    lastPlayedAt: row.last_played_at,
    bands: row.bands,
    mostPlayedKey: mostPlayedKey(row),
    ccli: row.ccli,
  };
}

export async function usagePage(
  db: Executor,
  churchId: string,
  query: Period & { sort: UsageSortColumn; direction: UsageSortDirection; page: number },
): Promise<{ rows: SongUsageRow[]; total: number }> {
  const result = await db.execute<UsageDbRow>(
    usageQuery(churchId, query, { limit: USAGE_PAGE_SIZE, offset: (query.page - 1) * USAGE_PAGE_SIZE }),
  );
  let total = result.rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no row to carry the total: count the songs by themselves.
    const counted = await db.execute<{ total: number }>(sql`
      with performed as (${performed(churchId, query)}) select count(distinct song_id)::int as total from performed`);
    total = counted.rows[0]?.total ?? 0;
  }
  return { rows: result.rows.map(toUsageRow), total };
}

/**
 * 'Esquecidas': songs whose last performance up to 'Até' is more than 6 months before it, most
 * sung first (decision 201: up to 'Até', within the band's services when filtered).
 */
export async function forgottenSongs(
  db: Executor,
  churchId: string,
  filter: Period,
): Promise<{ songs: ForgottenSong[]; total: number }> {
  const result = await db.execute<ForgottenSong & { total: number }>(sql`
    select c.id, c.name, c.author, max(s.date)::text as "lastPlayedAt", count(*)::int as "executions",
      count(*) over ()::int as "total"
    from services s
    join song_details d on d.service_id = s.id and d.active
    join songs_catalog c on c.id = d.song_catalog_id
    where s.church_id = ${churchId} and s.active and s.date <= ${filter.ate}::date
      ${filter.banda ? sql`and s.band_id = ${filter.banda}::uuid` : sql``}
    group by c.id
    having max(s.date) < ${filter.ate}::date - make_interval(months => ${FORGOTTEN_AFTER_MONTHS}::int)
    order by count(*) desc, lower(c.name), c.id
    limit ${FORGOTTEN_LIMIT}`);
  return {
    songs: result.rows.map(({ total: _total, ...song }) => song),
    total: result.rows[0]?.total ?? 0,
  };
}

/**
 * 'Adoção das novas': songs marked new in the period (by the filtered band, when there is one),
 * with how often and by how many bands they were sung after the day they were introduced.
 */
export async function adoptedSongs(db: Executor, churchId: string, filter: Period): Promise<AdoptedSong[]> {
  const result = await db.execute<AdoptedSong>(sql`
    select c.id, c.name, c.author,
      (c.new_marked_at at time zone 'UTC')::date::text as "introducedOn",
      b.name as "introducedBy",
      coalesce(after.executions, 0)::int as "executionsAfter",
      coalesce(after.bands, 0)::int as "bandsAfter"
    from songs_catalog c
    left join bands b on b.id = c.introduced_by
    left join lateral (
      select count(*) as executions, count(distinct s.band_id) as bands
      from song_details d
      join services s on s.id = d.service_id and s.active
      where d.song_catalog_id = c.id and d.active
        and s.date > (c.new_marked_at at time zone 'UTC')::date
    ) as after on true
    where c.church_id = ${churchId} and c.new_marked_at is not null
      and (c.new_marked_at at time zone 'UTC')::date between ${filter.de}::date and ${filter.ate}::date
      ${filter.banda ? sql`and c.introduced_by = ${filter.banda}::uuid` : sql``}
    order by c.new_marked_at desc, lower(c.name), c.id`);
  return result.rows;
}

export async function reportOverview(db: Executor, churchId: string, filter: ReportFilter): Promise<ReportOverview> {
  await assertBandOfChurch(db, churchId, filter.banda);
  const [summary, monthly, forgotten, adoption] = await Promise.all([
    reportSummary(db, churchId, filter),
    monthlyExecutions(db, churchId, filter),
    forgottenSongs(db, churchId, filter),
    adoptedSongs(db, churchId, filter),
  ]);
  return { filter: { de: filter.de, ate: filter.ate, banda: filter.banda ?? null }, summary, monthly, forgotten, adoption };
}

/** The dashboard: executions per month of the last 12 months (this one included) and the top five of the last 90 days. */
export async function dashboardUsage(db: Executor, churchId: string): Promise<DashboardUsage> {
  const days = await db.execute<{ today: string; chart_from: string; top_from: string }>(sql`
    select current_date::text as today,
      (date_trunc('month', current_date) - make_interval(months => ${DASHBOARD_CHART_MONTHS - 1}::int))::date::text as chart_from,
      (current_date - ${DASHBOARD_TOP_DAYS - 1}::int)::text as top_from`);
  const { today, chart_from: chartFrom, top_from: topFrom } = days.rows[0]!;
  const [monthly, top] = await Promise.all([
    monthlyExecutions(db, churchId, { de: chartFrom, ate: today }),
    db.execute<UsageDbRow>(
      usageQuery(churchId, { de: topFrom, ate: today, sort: "executions", direction: "desc" }, { limit: DASHBOARD_TOP_LIMIT, offset: 0 }),
    ),
  ]);
  const topSongs: TopSong[] = top.rows.map((row) => ({ id: row.id, name: row.name, author: row.author, executions: row.executions }));
  return { monthly, topSongs };
}

/** Names and authors of the church's songs among `ids` (another church's ids are simply not found). */
export async function songCredits(db: Executor, churchId: string, ids: readonly string[]): Promise<SongCredit[]> {
  const result = await db.execute<SongCredit>(sql`
    select id, name, author from songs_catalog
    where church_id = ${churchId} and id = any(${arrayLiteral(ids)}::uuid[])
    order by lower(name), id`);
  return result.rows;
}
