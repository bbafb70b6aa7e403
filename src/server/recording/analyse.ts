import type { Readable } from "node:stream";
import { joinRepeats, splitRegion } from "./boundaries";
import { type DecodeOptions, decodePcm } from "./decode";
import { type Features, FeatureExtractor } from "./features";
import { type Fingerprint, decodeFingerprint, encodeFingerprint, fingerprintOf } from "./fingerprint";
import { type LearntFingerprint, matchFingerprint } from "./match";
import { describeSeconds, musicRegions } from "./music-detection";
import { atKnownLevel } from "./tempo";

/** One proposed song, as the segment editor receives it (issue 43). Times in seconds from the recording's start. */
export interface SegmentProposal {
  start: number;
  end: number;
  songId: string | null;
  songName: string | null;
  key: string | null;
  bpm: number | null;
  /** How sure the song's name is (0..1); 0 when it stays unnamed ('Música não reconhecida'). */
  confidence: number;
}

export interface RecordingProposals {
  durationSeconds: number;
  segments: SegmentProposal[];
}

export interface AnalyseOptions extends DecodeOptions {
  /** The church's learnt performances; empty leaves every song unnamed. */
  learnt?: readonly LearntFingerprint[];
}

/** Decodes a recording and keeps only its per-frame features. */
export async function extractFeatures(input: Readable | string, options: DecodeOptions = {}): Promise<Features> {
  const extractor = new FeatureExtractor();
  for await (const pcm of decodePcm(input, options)) extractor.push(pcm);
  return extractor.finish();
}

/** The songs found in a recording's features: where, which, in what key and tempo. */
export function proposeSegments(features: Features, learnt: readonly LearntFingerprint[] = []): RecordingProposals {
  const segments: SegmentProposal[] = [];
  for (const region of musicRegions(describeSeconds(features))) {
    for (const song of joinRepeats(features, splitRegion(features, region))) {
      const fingerprint = fingerprintOf(features, song.start, song.end);
      const match = learnt.length > 0 ? matchFingerprint(fingerprint, learnt) : null;
      const known = match ? knownTempo(learnt, match.songId) : null;
      segments.push({
        start: song.start,
        end: song.end,
        songId: match?.songId ?? null,
        songName: match?.songName ?? null,
        key: fingerprint.key,
        bpm: known === null ? Math.round(fingerprint.bpm) : atKnownLevel(Math.round(fingerprint.bpm), known),
        confidence: match?.confidence ?? 0,
      });
    }
  }
  return { durationSeconds: Math.round(features.durationSeconds * 10) / 10, segments };
}

/** The tempo a song is known to be played at: the median of its learnt performances' tempos. */
function knownTempo(learnt: readonly LearntFingerprint[], songId: string): number | null {
  const tempos = learnt.filter((entry) => entry.songId === songId).map((entry) => entry.fingerprint.bpm).sort((a, b) => a - b);
  if (tempos.length === 0) return null;
  const middle = tempos.length / 2;
  return Number.isInteger(middle) ? (tempos[middle - 1]! + tempos[middle]!) / 2 : tempos[Math.floor(middle)]!;
}

/** Analyses a recording (a stream as it is uploaded, or a file) into proposals for the segment editor. */
export async function analyse(input: Readable | string, options: AnalyseOptions = {}): Promise<RecordingProposals> {
  return proposeSegments(await extractFeatures(input, options), options.learnt);
}

/** A song of a service already mapped by the team. */
export interface MappedSegment {
  start: number;
  end: number;
  songId: string;
  songName: string;
  /** The tempo the team wrote for the performance (the segment's 'BPM'), when it did. */
  bpm?: number | null;
}

/** What a mapped performance teaches: its fingerprint (bytes for bytea) with the key and tempo heard. */
export interface LearntPerformance extends MappedSegment {
  key: string;
  bpm: number;
  fingerprint: Uint8Array;
}

/** Learns from a recording whose songs the team already mapped: one fingerprint per segment. */
export function learnFromFeatures(features: Features, segments: readonly MappedSegment[]): LearntPerformance[] {
  return segments
    .filter((segment) => segment.end > segment.start && segment.start < features.durationSeconds)
    .map((segment) => {
      const end = Math.min(segment.end, features.durationSeconds);
      const heard: Fingerprint = fingerprintOf(features, segment.start, end);
      const fingerprint = segment.bpm ? { ...heard, bpm: segment.bpm } : heard;
      return { ...segment, end, key: fingerprint.key, bpm: Math.round(fingerprint.bpm), fingerprint: encodeFingerprint(fingerprint) };
    });
}

export async function learn(input: Readable | string, segments: readonly MappedSegment[], options: DecodeOptions = {}): Promise<LearntPerformance[]> {
  return learnFromFeatures(await extractFeatures(input, options), segments);
}

/** A performance as stored (a row of the church's learnt performances, or a learnt.json entry). */
export interface StoredPerformance {
  songId: string;
  songName: string;
  fingerprint: Uint8Array;
}

/**
 * The learnt fingerprints the matcher compares against. The CLI reads them from a JSON file; the
 * app will pass the church's rows (its songs' performances with a fingerprint). A fingerprint of
 * another format version is left out rather than failing the whole analysis.
 */
export function learntFingerprints(stored: readonly StoredPerformance[]): LearntFingerprint[] {
  return stored.flatMap((performance) => {
    try {
      return [{ songId: performance.songId, songName: performance.songName, fingerprint: decodeFingerprint(performance.fingerprint) }];
    } catch {
      return [];
    }
  });
}
