import { sql } from "drizzle-orm";
import { positionForInstrument, positionKey } from "@shared/plan-team";
import type { ReplacementCandidate } from "@shared/schemas/plans";
import { type Executor, rows } from "../db";
import { blockedOn, blockoutsOf } from "./blockouts";

/** How far back 'served' counts: the last 8 weeks before the plan's date. */
export const SERVED_WINDOW_DAYS = 56;

type Row = { id: string; name: string; instruments: string[]; busy: boolean; served: number };

/**
 * Who could fill a position of a plan (issue 41, docs/decisions/514): the church's musicians who
 * play that instrument (their own instrument or any band's, read as 'Usar a banda' reads them), not
 * in this plan and not in another plan that day; those who served least in the 8 weeks before
 * first (recorded services they played in, and plans they were in and did not decline), then by
 * name. Null when the plan is not the church's.
 */
export async function replacementsFor(db: Executor, churchId: string, planId: string, position: string): Promise<ReplacementCandidate[] | null> {
  const [plan] = await rows<{ date: string }>(db, sql`select date::text as date from plans where id = ${planId} and church_id = ${churchId}`);
  if (!plan) return null;
  const musicians = await rows<Row>(
    db,
    sql`select m.id, m.name,
               array_remove(array_cat(array[m.instrument], coalesce((select array_agg(i) from band_musicians bm, unnest(bm.instrument) i where bm.musician_id = m.id), '{}')), null) as instruments,
               exists (select 1 from plan_team t join plans p on p.id = t.plan_id
                       where t.musician_id = m.id and (p.id = ${planId} or p.date = ${plan.date}::date)) as busy,
               ((select count(*) from service_musicians_global g join services s on s.id = g.service_id
                 where g.musician_id = m.id and s.date >= ${plan.date}::date - ${SERVED_WINDOW_DAYS}::int and s.date < ${plan.date}::date)
              + (select count(distinct p.id) from plan_team t join plans p on p.id = t.plan_id
                 where t.musician_id = m.id and t.status <> 'recusado' and p.date >= ${plan.date}::date - ${SERVED_WINDOW_DAYS}::int and p.date < ${plan.date}::date))::int as served
        from musicians m
        where m.church_id = ${churchId}`,
  );
  const wanted = positionKey(position);
  const blocked = blockedOn(await blockoutsOf(db, churchId, musicians.map((musician) => musician.id), plan.date, plan.date), plan.date);
  return musicians
    .filter((musician) => !musician.busy && !blocked.has(musician.id) && musician.instruments.some((instrument) => positionKey(positionForInstrument(instrument)) === wanted))
    .sort((a, b) => a.served - b.served || a.name.localeCompare(b.name, "pt-BR"))
    .map((musician) => ({ musicianId: musician.id, musicianName: musician.name, served: musician.served }));
}
