import { and, eq, inArray, sql } from "drizzle-orm";
import { assignmentsOf, teamWarnings, type SameTimeAssignment } from "@shared/plan-team";
import { planMessages, type Plan, type PlanPositionInput, type PlanTeamPosition } from "@shared/schemas/plans";
import { type Executor, rows, musicians, planTeam } from "../db";
import { blockedOn, blockoutsOf } from "./blockouts";

// The plan's team (issue 41, docs/decisions/511): saved with the plan, read with its warnings.

type Issue = { path: string; message: string };

/** Musicians that are not the church's (another church's or unknown), named by their place in the body. */
export async function teamIssues(tx: Executor, churchId: string, team: readonly PlanPositionInput[]): Promise<Issue[]> {
  const ids = [...new Set(team.flatMap((entry) => entry.musicianIds))];
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: musicians.id })
    .from(musicians)
    .where(and(eq(musicians.churchId, churchId), inArray(musicians.id, ids)));
  const ours = new Set(found.map((row) => row.id));
  return team.flatMap((entry, index) =>
    entry.musicianIds.flatMap((musicianId, at) => (ours.has(musicianId) ? [] : [{ path: `team.${index}.musicianIds.${at}`, message: planMessages.musicianNotFound }])),
  );
}

/** An assignment that had the escala mail and left the team: its musician may need to be told. */
export type LeftAssignment = { musicianId: string; position: string };

/**
 * Writes the whole team in the plan's transaction. An assignment that stays (same position, same
 * musician) keeps its row, so its answer and anything tied to it survive the edit; the others go,
 * and empty positions are written anew. A musician moved to another position keeps what their last
 * escala mail said, so the update goes to them (docs/decisions/514). Returns the assignments that
 * had a mail and whose musician is no longer in the team.
 */
export async function saveTeam(tx: Executor, churchId: string, planId: string, team: readonly PlanPositionInput[]): Promise<LeftAssignment[]> {
  const assignments = assignmentsOf(team);
  const kept = JSON.stringify(assignments.filter((row) => row.musicianId !== null));
  const gone = await rows<{ musicianId: string | null; position: string; sentFor: string | null; sentAt: Date | null }>(
    tx,
    sql`
    delete from ${planTeam} t
    where t.plan_id = ${planId} and (t.musician_id is null or not exists (
      select 1 from json_to_recordset(${kept}::json) as k(position text, "musicianId" uuid)
      where k.position = t.position and k."musicianId" = t.musician_id))
    returning t.musician_id as "musicianId", t.position, t.sent_for as "sentFor", t.sent_at as "sentAt"`,
  );
  if (assignments.length > 0) {
    await tx
      .insert(planTeam)
      .values(assignments.map((row, sortOrder) => ({ churchId, planId, sortOrder, ...row })))
      .onConflictDoUpdate({
        target: [planTeam.planId, planTeam.position, planTeam.musicianId],
        set: { sortOrder: sql`excluded.sort_order` },
      });
  }
  const mailed = gone.filter((row): row is typeof row & { musicianId: string; sentFor: string } => row.musicianId !== null && row.sentFor !== null);
  const staying = new Set(assignments.flatMap((row) => (row.musicianId ? [row.musicianId] : [])));
  for (const row of mailed.filter((left) => staying.has(left.musicianId))) {
    await tx.execute(sql`
      update ${planTeam} set sent_for = ${row.sentFor}, sent_at = ${row.sentAt}
      where plan_id = ${planId} and musician_id = ${row.musicianId} and sent_for is null`);
  }
  return mailed.filter((row) => !staying.has(row.musicianId)).map((row) => ({ musicianId: row.musicianId, position: row.position }));
}

type TeamRow = {
  planId: string;
  position: string;
  musicianId: string | null;
  musicianName: string | null;
  status: PlanTeamPosition["members"][number]["status"];
  declineReason: string | null;
};

/** The plans with their teams in order and the warnings about them: two queries for any number of plans. */
export async function withTeams(db: Executor, churchId: string, list: Omit<Plan, "team" | "warnings">[]): Promise<Plan[]> {
  if (list.length === 0) return [];
  const ids = JSON.stringify(list.map((plan) => plan.id));
  const [teamRows, sameTimeRows] = await Promise.all([
    rows<TeamRow>(
      db,
      sql`select t.plan_id as "planId", t.position, t.musician_id as "musicianId", m.name as "musicianName", t.status, t.decline_reason as "declineReason"
          from ${planTeam} t left join musicians m on m.id = t.musician_id
          where t.church_id = ${churchId} and t.plan_id in (select value::uuid from json_array_elements_text(${ids}::json))
          order by t.plan_id, t.sort_order, t.id`,
    ),
    rows<SameTimeAssignment & { planId: string }>(
      db,
      sql`select distinct t.plan_id as "planId", t.musician_id as "musicianId", m.name as "musicianName", b.name as "bandName"
          from ${planTeam} t
          join plans p on p.id = t.plan_id
          join plans o on o.church_id = p.church_id and o.date = p.date and o.time = p.time and o.id <> p.id
          join ${planTeam} ot on ot.plan_id = o.id and ot.musician_id = t.musician_id
          join musicians m on m.id = t.musician_id
          join bands b on b.id = o.band_id
          where t.church_id = ${churchId} and t.plan_id in (select value::uuid from json_array_elements_text(${ids}::json))
          order by m.name, b.name`,
    ),
  ]);
  const dates = list.map((plan) => plan.date).sort();
  const musicianIds = [...new Set(teamRows.flatMap((row) => (row.musicianId ? [row.musicianId] : [])))];
  const blockouts = await blockoutsOf(db, churchId, musicianIds, dates[0] ?? "", dates.at(-1) ?? "");
  return list.map((plan) => {
    const team = groupTeam(teamRows.filter((row) => row.planId === plan.id));
    return { ...plan, team, warnings: teamWarnings(team, sameTimeRows.filter((row) => row.planId === plan.id), [...blockedOn(blockouts, plan.date)]) };
  });
}

function groupTeam(teamRows: readonly TeamRow[]): PlanTeamPosition[] {
  const positions = new Map<string, PlanTeamPosition>();
  for (const row of teamRows) {
    let entry = positions.get(row.position);
    if (!entry) {
      entry = { position: row.position, members: [] };
      positions.set(row.position, entry);
    }
    if (row.musicianId !== null && row.musicianName !== null) {
      entry.members.push({ musicianId: row.musicianId, musicianName: row.musicianName, status: row.status, declineReason: row.declineReason });
    }
  }
  return [...positions.values()];
}
