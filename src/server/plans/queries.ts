import { randomBytes } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  PAST_PLANS_MAX_COUNT,
  planMessages,
  type Plan,
  type PlanInput,
  type PlanListResponse,
} from "@shared/schemas/plans";
import { type Database, type Executor, planSongs, plans, inClientTransaction, retryingConflicts } from "../db";
import { recordChange, type Actor, historySummaries } from "../history";
import { AppError, notFound } from "../http";
import { isBandOfChurch } from "../bands";
import { songNamesOfChurch } from "../songs";
import { saveTeam, teamIssues, withTeams } from "./team";
import { queueEscala, queueEscalaRemovals } from "./escala";
import type { EscalaMailContext } from "./escala-links";

export const planNotFound = () => notFound(planMessages.notFound);
const concurrentChange = () =>
  new AppError(409, "concurrent_change", "Os dados mudaram enquanto o plano era salvo. Recarregue a página e tente novamente.");

/** 128 random bits, base64url: the key of a plan's unlisted page, which no one can guess. */
export const newPlanPublicKey = () => randomBytes(16).toString("base64url");

/** Plans of a church with their songs in order and their teams; `where` narrows the plans. */
async function selectPlans(db: Executor, churchId: string, where: SQL, order: SQL, limit?: number): Promise<Plan[]> {
  const result = await db.execute<Omit<Plan, "team" | "warnings">>(sql`
    select p.id, p.date::text as date, to_char(p.time, 'HH24:MI') as time, p.band_id as "bandId", b.name as "bandName",
           p.public_key as "publicKey", coalesce(s.songs, '[]'::json) as songs
    from ${plans} p
    join bands b on b.id = p.band_id
    left join lateral (
      select json_agg(
               json_build_object('songCatalogId', ps.song_catalog_id, 'songName', c.name, 'musicalKey', ps.musical_key, 'note', ps.note)
               order by ps.position
             ) as songs
      from ${planSongs} ps
      join songs_catalog c on c.id = ps.song_catalog_id
      where ps.plan_id = p.id
    ) s on true
    where p.church_id = ${churchId} and ${where}
    order by ${order}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
  return withTeams(db, churchId, result.rows);
}

/** Upcoming plans (from `today` on, soonest first) and past ones not recorded yet (latest first). */
export async function listPlans(db: Executor, churchId: string, today: string): Promise<PlanListResponse> {
  const [upcoming, past] = await Promise.all([
    selectPlans(db, churchId, sql`p.date >= ${today}::date`, sql`p.date, p.time, p.id`),
    selectPlans(db, churchId, sql`p.date < ${today}::date`, sql`p.date desc, p.time desc, p.id`, PAST_PLANS_MAX_COUNT),
  ]);
  return { upcoming, past };
}

export async function findPlan(db: Executor, churchId: string, id: string): Promise<Plan | null> {
  const [plan] = await selectPlans(db, churchId, sql`p.id = ${id}`, sql`p.id`);
  return plan ?? null;
}

/**
 * Creates (id null) or updates a plan with its whole song list and team, in one transaction. The
 * band, songs and musicians must be the church's; otherwise 422 and nothing changes. Whoever had
 * the escala and is affected by the change (date, time, position, or out of the team) gets a mail
 * queued in the same transaction (docs/decisions/514).
 */
export async function savePlan(db: Database, mail: EscalaMailContext, churchId: string, id: string | null, input: PlanInput, by: Actor): Promise<Plan> {
  const planId = await retryingConflicts(
    () => inClientTransaction(db.$client, async (tx, client) => {
      // An unknown plan is a 404 whatever the body says.
      if (id) {
        const [current] = await tx
          .select({ id: plans.id })
          .from(plans)
          .where(and(eq(plans.id, id), eq(plans.churchId, churchId)))
          .for("update");
        if (!current) throw planNotFound();
      }
      const issues: { path: string; message: string }[] = [];
      if (!(await isBandOfChurch(tx, churchId, input.bandId))) issues.push({ path: "bandId", message: planMessages.bandNotFound });
      const songNames = await songNamesOfChurch(tx, churchId, input.songs.map((song) => song.songCatalogId));
      input.songs.forEach((song, index) => {
        if (!songNames.has(song.songCatalogId)) issues.push({ path: `songs.${index}.songCatalogId`, message: planMessages.songNotFound });
      });
      issues.push(...(await teamIssues(tx, churchId, input.team)));
      if (issues.length > 0) throw new AppError(422, "validation_failed", "Dados inválidos.", issues);

      const fields = { date: input.date, time: input.time, bandId: input.bandId };
      let savedId: string;
      if (id) {
        await tx
          .update(plans)
          .set(fields)
          .where(and(eq(plans.id, id), eq(plans.churchId, churchId)));
        savedId = id;
        await tx.delete(planSongs).where(eq(planSongs.planId, savedId));
      } else {
        const [row] = await tx.insert(plans).values({ churchId, ...fields, publicKey: newPlanPublicKey() }).returning({ id: plans.id });
        if (!row) throw new Error("plan insert returned nothing");
        savedId = row.id;
      }
      if (input.songs.length > 0) {
        await tx.insert(planSongs).values(
          input.songs.map((song, position) => ({
            churchId,
            planId: savedId,
            position,
            songCatalogId: song.songCatalogId,
            musicalKey: song.musicalKey,
            note: song.note,
          })),
        );
      }
      const left = await saveTeam(tx, churchId, savedId, input.team);
      await queueEscala(tx, client, mail, churchId, savedId, "updates");
      await queueEscalaRemovals(tx, client, mail, churchId, savedId, left);
      await recordChange(tx, churchId, by, {
        kind: "plan",
        recordId: savedId,
        action: id ? "update" : "create",
        summary: historySummaries.plan(input.date, id ? "alterado" : "criado"),
      });
      return savedId;
    }),
    concurrentChange,
  );
  const plan = await findPlan(db, churchId, planId);
  if (!plan) throw planNotFound();
  return plan;
}

export async function deletePlan(db: Executor, churchId: string, id: string, by: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(plans)
      .where(and(eq(plans.id, id), eq(plans.churchId, churchId)))
      .returning({ id: plans.id, date: plans.date });
    if (!deleted) throw planNotFound();
    await recordChange(tx, churchId, by, { kind: "plan", recordId: id, action: "delete", summary: historySummaries.plan(deleted.date, "excluído") });
  });
}

/**
 * The plan a service was recorded from leaves the list, in the service save's transaction
 * (docs/decisions/448). A plan already gone (deleted meanwhile, or another church's id) changes
 * nothing: the service is what the administrator came to save.
 */
export async function removeRecordedPlan(tx: Executor, churchId: string, id: string): Promise<void> {
  await tx.delete(plans).where(and(eq(plans.id, id), eq(plans.churchId, churchId)));
}
