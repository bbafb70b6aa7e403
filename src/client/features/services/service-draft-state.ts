import type { ChapterVerdictInput } from "@shared/schemas/chapter-verdicts";
import type { ServiceRecordingInput } from "@shared/schemas/recording";
import type { PlayerState } from "@/lib/player";
import { hasSpecificMusicians, rebuildSongLineup, visibleEntries, type LineupEntry } from "./lineup-rules";
import { addSegments, upsertSegment, type DraftSegment, type ServiceDraftInitial, type SegmentValues } from "./service-draft";

/**
 * Everything the service form keeps besides its react-hook-form fields, as one reducer
 * (docs/decisions/285): the segments and both lineups the user edits, and which part of the
 * screen is open. Nothing here is saved until the form is submitted (spec §4).
 */

/** The one dialog open over the form; they are modal, so never two at a time. */
export type ServiceDraftDialog =
  | { kind: "chapters" }
  | { kind: "pasteChapters" }
  | { kind: "recording" }
  | { kind: "serviceLineup" }
  | { kind: "songLineup"; key: string }
  | { kind: "removeSegment"; key: string };

export type ServiceDraftState = {
  segments: DraftSegment[];
  /** The service-wide lineup the user set; null while it follows the band's members. */
  serviceLineup: LineupEntry[] | null;
  /** Segments or lineups differ from what was loaded (the leave-page guard reads it). */
  changed: boolean;
  /** The segment loaded into the segment editor, or null when it adds a new one. */
  editingKey: string | null;
  /** The segment whose start the player was last sent to. */
  activeKey: string | null;
  playerState: PlayerState;
  dialog: ServiceDraftDialog | null;
  /** What 'Colar capítulos' said of chapter titles, saved with the service (decision 485); a later word on a title replaces an earlier one. */
  chapterVerdicts: ChapterVerdictInput[];
  /** The last analysis 'Analisar gravação' added segments from, saved with the service (issue 43); null when none. */
  recording: ServiceRecordingInput | null;
};

export type ServiceDraftAction =
  | { type: "segmentSubmitted"; key: string | null; values: SegmentValues }
  | { type: "segmentLoaded"; key: string }
  | { type: "editingCancelled" }
  | { type: "segmentPlayed"; key: string }
  | { type: "playerStateChanged"; state: PlayerState }
  | { type: "removeAsked"; key: string }
  | { type: "removeConfirmed" }
  | { type: "chaptersOpened" }
  | { type: "pasteChaptersOpened" }
  | { type: "chaptersUsed"; segments: SegmentValues[]; verdicts: ChapterVerdictInput[] }
  | { type: "recordingOpened" }
  | { type: "recordingUsed"; segments: SegmentValues[]; recording: ServiceRecordingInput }
  | { type: "serviceLineupOpened" }
  | { type: "songLineupOpened"; key: string }
  | { type: "dialogClosed" }
  | { type: "serviceLineupSaved"; entries: LineupEntry[] }
  | { type: "songLineupSaved"; entries: LineupEntry[] };

export function initialServiceDraft(initial: Pick<ServiceDraftInitial, "segments" | "serviceLineup"> | null): ServiceDraftState {
  return {
    segments: initial?.segments ?? [],
    serviceLineup: initial?.serviceLineup ?? null,
    changed: false,
    editingKey: null,
    activeKey: null,
    playerState: "unstarted",
    dialog: null,
    chapterVerdicts: [],
    recording: null,
  };
}

export function serviceDraftReducer(state: ServiceDraftState, action: ServiceDraftAction): ServiceDraftState {
  switch (action.type) {
    case "segmentSubmitted":
      // Adding and editing both keep 'Músicas Mapeadas' sorted by start (spec: Song segments).
      return { ...state, segments: upsertSegment(state.segments, action.key, action.values), editingKey: null, changed: true };
    case "segmentLoaded":
      return { ...state, editingKey: action.key };
    case "editingCancelled":
      return { ...state, editingKey: null };
    case "segmentPlayed":
      return { ...state, activeKey: action.key };
    case "playerStateChanged":
      return { ...state, playerState: action.state };
    case "removeAsked":
      return { ...state, dialog: { kind: "removeSegment", key: action.key } };
    case "removeConfirmed":
      return removeSegment(state);
    case "chaptersOpened":
      return { ...state, dialog: { kind: "chapters" } };
    case "pasteChaptersOpened":
      return { ...state, dialog: { kind: "pasteChapters" } };
    case "chaptersUsed":
      return segmentsAdded(state, action.segments, (added) => ({
        ...added,
        chapterVerdicts: [...state.chapterVerdicts.filter((earlier) => !action.verdicts.some((later) => later.title === earlier.title)), ...action.verdicts],
      }));
    case "recordingOpened":
      return { ...state, dialog: { kind: "recording" } };
    case "recordingUsed":
      return segmentsAdded(state, action.segments, (added) => ({ ...added, recording: action.recording }));
    case "serviceLineupOpened":
      return { ...state, dialog: { kind: "serviceLineup" } };
    case "songLineupOpened":
      // Spec §4: a segment's own musicians can be edited once the segment is saved.
      return isSaved(state, action.key) ? { ...state, dialog: { kind: "songLineup", key: action.key } } : state;
    case "dialogClosed":
      return { ...state, dialog: null };
    case "serviceLineupSaved":
      return saveServiceLineup(state, action.entries);
    case "songLineupSaved":
      return saveSongLineup(state, action.entries);
  }
}

/**
 * Segments added at once ('Colar capítulos', 'Analisar gravação'), each as if added by hand, with
 * what the source keeps beside them (`withSource`); the dialog closes. Nothing added changes nothing.
 */
function segmentsAdded(state: ServiceDraftState, segments: readonly SegmentValues[], withSource: (added: ServiceDraftState) => ServiceDraftState): ServiceDraftState {
  if (segments.length === 0) return { ...state, dialog: null };
  return withSource({ ...state, segments: addSegments(state.segments, segments), dialog: null, changed: true });
}

function isSaved(state: ServiceDraftState, key: string): boolean {
  return state.segments.some((segment) => segment.key === key && segment.id !== null);
}

function removeSegment(state: ServiceDraftState): ServiceDraftState {
  if (state.dialog?.kind !== "removeSegment") return state;
  const key = state.dialog.key;
  return {
    ...state,
    segments: state.segments.filter((segment) => segment.key !== key),
    editingKey: state.editingKey === key ? null : state.editingKey,
    activeKey: state.activeKey === key ? null : state.activeKey,
    dialog: null,
    changed: true,
  };
}

/** Spec §4: every song's lineup is rebuilt from the new service-wide list. */
function saveServiceLineup(state: ServiceDraftState, entries: readonly LineupEntry[]): ServiceDraftState {
  const list = visibleEntries(entries);
  const segments = state.segments.map((segment) => {
    const rebuilt = rebuildSongLineup(segment.lineup, list);
    return { ...segment, lineup: rebuilt, hasSpecificMusicians: rebuilt ? hasSpecificMusicians(rebuilt) : false };
  });
  return { ...state, serviceLineup: list, segments, dialog: null, changed: true };
}

function saveSongLineup(state: ServiceDraftState, entries: LineupEntry[]): ServiceDraftState {
  if (state.dialog?.kind !== "songLineup") return state;
  const key = state.dialog.key;
  const segments = state.segments.map((segment) =>
    segment.key === key ? { ...segment, lineup: entries, hasSpecificMusicians: hasSpecificMusicians(entries) } : segment,
  );
  return { ...state, segments, dialog: null, changed: true };
}

/** The segment loaded into the segment editor. */
export function editingSegment(state: ServiceDraftState): DraftSegment | null {
  return state.segments.find((segment) => segment.key === state.editingKey) ?? null;
}

/** The segment whose own lineup dialog is open. */
export function songLineupSegment(state: ServiceDraftState): DraftSegment | null {
  const dialog = state.dialog;
  if (dialog?.kind !== "songLineup") return null;
  return state.segments.find((segment) => segment.key === dialog.key) ?? null;
}

/** The segment shown as playing in 'Músicas Mapeadas'. */
export function playingKey(state: ServiceDraftState): string | null {
  return state.playerState === "playing" ? state.activeKey : null;
}
