import { writtenMusicalKey, TEMPO_MAX, TEMPO_MIN } from "@shared/musical-keys";
import type { RecordingProposal } from "@shared/schemas/recording";
import type { PickedSong } from "@/components/song-picker";
import type { SegmentValues } from "./service-draft";

/**
 * The proposals of 'Analisar gravação' (issue 43) as the dialog shows them and the form takes them:
 * times moved from the recording's clock to the video's, each row's song and whether it is taken.
 */

/** A proposal on the video's clock, in whole seconds; `index`: its place in the analysis' answer. */
export type ShiftedProposal = {
  index: number;
  proposal: RecordingProposal;
  start: number;
  end: number;
};

/**
 * Every proposal on the video's clock: video time = recording time − `offset` (the seconds the
 * recording started before the video). A song cut by the video's start starts at 0:00; one cut by
 * its end (when the player knows it) ends there. A song wholly outside the video is left out and
 * counted, as is one shorter than a second once rounded.
 */
export function shiftProposals(
  proposals: readonly RecordingProposal[],
  offset: number,
  videoDuration: number | null,
): { rows: ShiftedProposal[]; outside: number } {
  const videoEnd = videoDuration !== null && videoDuration > 0 ? Math.floor(videoDuration) : Number.POSITIVE_INFINITY;
  const rows: ShiftedProposal[] = [];
  proposals.forEach((proposal, index) => {
    const start = Math.max(0, Math.round(proposal.start - offset));
    const end = Math.min(videoEnd, Math.round(proposal.end - offset));
    if (end > start) rows.push({ index, proposal, start, end });
  });
  return { rows, outside: proposals.length - rows.length };
}

/** The proposal's song as a picker shows it; null when the analysis recognised none. */
export function proposedSong(proposal: RecordingProposal): PickedSong | null {
  if (proposal.songId === null) return null;
  return { id: proposal.songId, name: proposal.songName ?? "", newMarkedAt: null, introducedBy: null };
}

/** The proposal's BPM as the segment's 'BPM' field takes it: whole, within the field's range. */
export function proposedTempo(bpm: number | null): number | null {
  if (bpm === null || !Number.isFinite(bpm) || bpm <= 0) return null;
  return Math.min(TEMPO_MAX, Math.max(TEMPO_MIN, Math.round(bpm)));
}

/** The proposal's key as the segment's 'Tom' writes it; null when it is none of the 24 keys. */
export const proposedKey = (key: string | null) => (key === null ? null : writtenMusicalKey(key));

/** A row taken into 'Músicas Mapeadas': its key and BPM are suggestions, edited like any segment's. */
export function toSegmentValues(row: ShiftedProposal, song: PickedSong): SegmentValues {
  return {
    songCatalogId: song.id,
    songName: song.name,
    songNewMarkedAt: song.newMarkedAt,
    songIntroducedBy: song.introducedBy,
    isNew: false,
    startTime: row.start,
    endTime: row.end,
    musicalKey: proposedKey(row.proposal.key),
    tempo: proposedTempo(row.proposal.bpm),
  };
}

/** The offset as typed: a whole number of seconds (empty is 0), or null when it is not one. */
export function parseOffset(typed: string, limit: number): number | null {
  const trimmed = typed.trim();
  if (trimmed === "" || trimmed === "-") return 0;
  if (!/^[-−]?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed.replace("−", "-"));
  return Math.abs(value) <= limit ? value : null;
}
