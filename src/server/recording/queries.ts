import { and, eq, sql } from "drizzle-orm";
import type { RecordingAccuracy, RecordingProposal, ServiceRecordingInput } from "@shared/schemas/recording";
import { type Executor, rows, performanceFingerprints, recordingAnalyses, recordingReviews } from "../db";
import { learnFromFeatures, type LearntPerformance, type RecordingProposals, type StoredPerformance } from "./analyse";
import type { Features } from "./features";
import { decodeFeatures, encodeFeatures } from "./stored-features";

/** How long an analysis waits for its service to be saved. */
const ANALYSIS_KEPT = "1 day";
/** The most recent performances of a song that are compared with a recording (older ones add time, not accuracy). */
const PERFORMANCES_PER_SONG = 5;
/** A final segment matches a proposal when both its start and its end are this close (the measure). */
const BOUNDARY_SECONDS = 5;

/** The church's learnt performances: the last few of each song, under the song's current name. */
export function learntPerformances(db: Executor, churchId: string): Promise<StoredPerformance[]> {
  return rows<StoredPerformance>(
    db,
    sql`select song_id as "songId", song_name as "songName", fingerprint from (
          select d.song_catalog_id as song_id, c.name as song_name, f.fingerprint,
                 row_number() over (partition by d.song_catalog_id order by s.date desc, s.time desc, d.start_time) as recent
          from performance_fingerprints f
          join song_details d on d.id = f.song_detail_id
          join services s on s.id = d.service_id
          join songs_catalog c on c.id = d.song_catalog_id
          where f.church_id = ${churchId}
        ) performances
        where recent <= ${PERFORMANCES_PER_SONG}`,
  );
}

/** Keeps an analysis until its service is saved (and forgets every church's analyses older than a day). Answers its id. */
export async function keepAnalysis(db: Executor, churchId: string, features: Features, proposals: RecordingProposals): Promise<string> {
  await db.delete(recordingAnalyses).where(sql`${recordingAnalyses.createdAt} < now() - ${ANALYSIS_KEPT}::interval`);
  const [kept] = await db
    .insert(recordingAnalyses)
    .values({ churchId, durationSeconds: proposals.durationSeconds, features: encodeFeatures(features), proposals: proposals.segments })
    .returning({ id: recordingAnalyses.id });
  if (!kept) throw new Error("recording analysis insert returned nothing");
  return kept.id;
}

/** A saved segment of the service, as the save has it. */
export type SavedSegment = { id: string; songCatalogId: string; songName: string; startTime: number; endTime: number; tempo: number | null };

/**
 * The save of a service mapped from an analysis (inside its transaction): each final segment's
 * fingerprint is learnt from the analysis's features, how far the segments were from the
 * proposals is recorded, and the analysis is forgotten. An analysis that expired or is another
 * church's teaches nothing and fails nothing: the service is saved all the same.
 */
export async function learnFromAnalysis(tx: Executor, churchId: string, serviceId: string, recording: ServiceRecordingInput, segments: readonly SavedSegment[]): Promise<void> {
  const [analysis] = await tx
    .delete(recordingAnalyses)
    .where(and(eq(recordingAnalyses.id, recording.analysisId), eq(recordingAnalyses.churchId, churchId)))
    .returning({ features: recordingAnalyses.features, proposals: recordingAnalyses.proposals });
  if (!analysis || segments.length === 0) return;
  const features = decodeFeatures(analysis.features);
  const shifted = segments.map((segment) => ({ ...segment, startTime: segment.startTime + recording.offsetSeconds, endTime: segment.endTime + recording.offsetSeconds }));
  await keepFingerprints(tx, churchId, learntSegments(features, shifted));
  await tx.insert(recordingReviews).values({ churchId, serviceId, ...reviewOf(analysis.proposals as RecordingProposal[], segments, recording.offsetSeconds) });
}

/** Each segment's performance as the features hold it (times in the recording); a segment outside the recording teaches nothing. */
export function learntSegments(features: Features, segments: readonly SavedSegment[]): (LearntPerformance & { segmentId: string })[] {
  return segments.flatMap((segment) =>
    learnFromFeatures(features, [{ start: Math.max(0, segment.startTime), end: segment.endTime, songId: segment.songCatalogId, songName: segment.songName, bpm: segment.tempo }]).map((performance) => ({
      ...performance,
      segmentId: segment.id,
    })),
  );
}

/** Stores the performances' fingerprints, replacing what an earlier analysis taught of the same performance. */
export async function keepFingerprints(db: Executor, churchId: string, learnt: readonly (LearntPerformance & { segmentId: string })[]): Promise<void> {
  if (learnt.length === 0) return;
  await db
    .insert(performanceFingerprints)
    .values(learnt.map((performance) => ({ songDetailId: performance.segmentId, churchId, fingerprint: Buffer.from(performance.fingerprint), musicalKey: performance.key, tempo: performance.bpm })))
    .onConflictDoUpdate({
      target: performanceFingerprints.songDetailId,
      set: { fingerprint: sql`excluded.fingerprint`, musicalKey: sql`excluded.musical_key`, tempo: sql`excluded.tempo`, createdAt: sql`now()` },
    });
}

/** A church's id by its readable id (slug), for the command line. */
export async function churchIdOf(db: Executor, slug: string): Promise<string | null> {
  const [church] = await rows<{ id: string }>(db, sql`select id from churches where slug = ${slug}`);
  return church?.id ?? null;
}

/** A mapped service's segments as the save has them, with its church; null when there is no such service. */
export async function mappedService(db: Executor, serviceId: string): Promise<{ churchId: string; segments: SavedSegment[] } | null> {
  const found = await rows<SavedSegment & { churchId: string }>(
    db,
    sql`select s.church_id as "churchId", d.id, d.song_catalog_id as "songCatalogId", c.name as "songName", d.start_time as "startTime", d.end_time as "endTime", d.tempo
        from services s
        left join song_details d on d.service_id = s.id
        left join songs_catalog c on c.id = d.song_catalog_id
        where s.id = ${serviceId}
        order by d.start_time`,
  );
  const [first] = found;
  if (!first) return null;
  return { churchId: first.churchId, segments: found.filter((row) => row.id !== null).map(({ churchId: _church, ...segment }) => segment) };
}

/** How far the final segments were from the proposals (times in the video; proposals in the recording). */
export function reviewOf(proposals: readonly RecordingProposal[], segments: readonly SavedSegment[], offsetSeconds: number) {
  let boundariesWithin = 0;
  let namesProposed = 0;
  let namesRight = 0;
  for (const segment of segments) {
    const start = segment.startTime + offsetSeconds;
    const end = segment.endTime + offsetSeconds;
    const proposal = proposals.find((candidate) => Math.abs(candidate.start - start) <= BOUNDARY_SECONDS && Math.abs(candidate.end - end) <= BOUNDARY_SECONDS);
    if (!proposal) continue;
    boundariesWithin += 1;
    if (proposal.songId === null) continue;
    namesProposed += 1;
    if (proposal.songId === segment.songCatalogId) namesRight += 1;
  }
  return { segments: segments.length, boundariesWithin, namesProposed, namesRight };
}

/** The church's 'acerto das propostas', over every service saved from an analysis. */
export async function recordingAccuracy(db: Executor, churchId: string): Promise<RecordingAccuracy> {
  const [totals] = await rows<{ services: number; segments: number; within: number; proposed: number; right: number }>(
    db,
    sql`select count(distinct service_id)::int as services, coalesce(sum(segments), 0)::int as segments,
               coalesce(sum(boundaries_within), 0)::int as within, coalesce(sum(names_proposed), 0)::int as proposed,
               coalesce(sum(names_right), 0)::int as right
        from recording_reviews where church_id = ${churchId}`,
  );
  const figures = totals ?? { services: 0, segments: 0, within: 0, proposed: 0, right: 0 };
  return { services: figures.services, boundaries: { within: figures.within, total: figures.segments }, names: { right: figures.right, total: figures.proposed } };
}
