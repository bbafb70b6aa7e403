import { sql } from "drizzle-orm";
import { ESCALA_OVERVIEW_WEEKS, ESCALA_SERVED_MONTHS } from "@shared/schemas/escala";
import { type Executor, preparedRows } from "../db";

/*
 * 'Escalas' (issue 41, docs/decisions/518): the plans of the next 8 weeks with their teams, and how
 * often each musician of the church served in the last 3 months. The target is one
 * prepared statement under 50 ms at p99 with 50 connections, 8 plans of 20 positions: so the
 * statement writes the answer's JSON itself (rows aggregated as they are, json_build_object costs
 * more), and the route sends that text as it is, with no parse and stringify in between.
 */

/**
 * The window from `today` (its first day), its last day, and the first day 'served' counts from;
 * each a parameter of its own (one statement text for every day).
 */
const windowOf = (today: string) => ({
  from: sql`${today}::date`,
  until: sql`(${today}::date + ${ESCALA_OVERVIEW_WEEKS * 7 - 1}::int)`,
  since: sql`(${today}::date - make_interval(months => ${ESCALA_SERVED_MONTHS}::int))::date`,
});

/**
 * Who took part in what. Served: the church's services from `since` to today, in their lineup or
 * in a song's own (a song's copy of the lineup, `is_global`, adds no one), and its plans from
 * `since` to yesterday that no service recorded at the same date and time (a plan recorded through
 * its form is gone already), a decline not counted, as replacements.ts counts the 8 weeks before a
 * plan. Ahead: the window's plans, a decline not counted. Each pair once (two positions of one plan
 * are one service).
 */
function taken(churchId: string, today: string) {
  const { from, until, since } = windowOf(today);
  return sql`
    select g.musician_id, s.id as occasion, false as ahead
    from services s join service_musicians_global g on g.service_id = s.id
    where s.church_id = ${churchId} and s.date between ${since} and ${from}
    union
    select i.musician_id, s.id, false
    from services s join service_musicians_individual i on i.service_id = s.id and not i.is_global
    where s.church_id = ${churchId} and s.date between ${since} and ${from}
    union
    select t.musician_id, p.id, p.date >= ${from}
    from plans p join plan_team t on t.plan_id = p.id and t.musician_id is not null and t.status <> 'recusado'
    where p.church_id = ${churchId} and p.date between ${since} and ${until}
      and (p.date >= ${from} or not exists (select 1 from services s where s.church_id = p.church_id and s.date = p.date and s.time = p.time))`;
}

/**
 * The answer (shared/schemas/escala.ts `EscalaOverviewResponse`): the window's plans in date order,
 * each with its team in the team's order (musicians by id; their names are in `served`), and every
 * musician of the church with their counts, in no particular order (the screen orders them).
 */
function overviewQuery(churchId: string, today: string) {
  const { from, until, since } = windowOf(today);
  return sql`
    with taken as (${taken(churchId, today)})
    select row_to_json(overview)::text as body from (
      select ${from} as "from", ${until} as until, ${since} as "servedSince",
        coalesce((select json_agg(plan) from (
          select p.id, p.date, to_char(p.time, 'HH24:MI') as time, b.name as "bandName",
                 coalesce((select json_agg(assignment) from (
                   select t.position, t.musician_id as "musicianId", t.status, t.decline_reason as "declineReason"
                   from plan_team t where t.plan_id = p.id
                   order by t.sort_order, t.id) assignment), '[]') as team
          from plans p join bands b on b.id = p.band_id
          where p.church_id = ${churchId} and p.date between ${from} and ${until}
          order by p.date, p.time, b.name, p.id) plan), '[]') as plans,
        coalesce((select json_agg(musician) from (
          select m.id as "musicianId", m.name as "musicianName", coalesce(c.served, 0) as served, coalesce(c.upcoming, 0) as upcoming
          from musicians m
          left join (
            select musician_id, (count(*) filter (where not ahead))::int as served, (count(*) filter (where ahead))::int as upcoming
            from taken group by musician_id
          ) c on c.musician_id = m.id
          where m.church_id = ${churchId}) musician), '[]') as served
    ) overview`;
}

/** The overview of the church for the window that starts on `today` ('YYYY-MM-DD', the browser's day), as JSON text. */
export async function escalaOverviewJson(db: Executor, churchId: string, today: string): Promise<string> {
  const [row] = await preparedRows<{ body: string }>(db, overviewQuery(churchId, today));
  if (!row) throw new Error("the escala overview returned no row");
  return row.body;
}

/** Whose overview, and the versions its data had when the request's session was read. */
export type OverviewScope = { churchId: string; contentVersion: string; plansVersion: string };

/** How many churches' overviews are kept at once (the least recently read go first). */
const KEPT_CHURCHES = 200;
const kept = new Map<string, { key: string; body: Promise<string> }>();

/**
 * The overview, kept in memory (docs/decisions/520): one per church, under its content version (names,
 * services), its plans version (plans, teams and answers) and the day. Every write that changes an
 * overview advances one of the two versions in its own transaction, and the session's statement reads
 * both before the overview is read, so a kept overview is never older than what the request could see.
 * Concurrent requests for a new key share one statement; a failed one is not kept.
 */
export function keptEscalaOverviewJson(db: Executor, scope: OverviewScope, today: string): Promise<string> {
  const key = `${scope.contentVersion}.${scope.plansVersion}.${today}`;
  const entry = kept.get(scope.churchId);
  kept.delete(scope.churchId);
  if (entry?.key === key) {
    kept.set(scope.churchId, entry);
    return entry.body;
  }
  const body = escalaOverviewJson(db, scope.churchId, today);
  kept.set(scope.churchId, { key, body });
  body.catch(() => {
    if (kept.get(scope.churchId)?.body === body) kept.delete(scope.churchId);
  });
  const oldest = kept.keys().next().value;
  if (kept.size > KEPT_CHURCHES && oldest !== undefined) kept.delete(oldest);
  return body;
}
