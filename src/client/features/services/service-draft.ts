import type { Plan } from "@shared/schemas/plans";
import type { ChapterVerdictInput } from "@shared/schemas/chapter-verdicts";
import type { ServiceRecordingInput } from "@shared/schemas/recording";
import type { ServiceEditorState, ServiceFieldsInput, ServiceInputBody } from "@shared/schemas/services";
import { fromServiceMusician, fromSongMusician, songLineupInput, toLineupInput, type LineupEntry } from "./lineup-rules";

/**
 * The service form's segments: what the segment editor adds and the 'Músicas Mapeadas' list
 * shows, and how the whole form becomes one save request.
 */

export type DraftSegment = {
  /** Stable key in the form: the saved id, or a temporary one for a segment not saved yet. */
  key: string;
  /** The saved segment's id; null until the service is saved. */
  id: string | null;
  songCatalogId: string;
  songName: string;
  /** The catalogue song's new mark: when set, the new flag is locked (spec §4). */
  songNewMarkedAt: string | null;
  /** The band of the service that introduced the marked song (with the mark's date, that service). */
  songIntroducedBy: string | null;
  /** Ticked by the volunteer, or introduced by this service (docs/decisions/428). */
  isNew: boolean;
  startTime: number;
  endTime: number;
  /** 'Tom' as written ("Bb") and BPM of this performance; null when not recorded (issue 27). */
  musicalKey: string | null;
  tempo: number | null;
  /** The song's own lineup in memory; null while it follows the service-wide lineup. */
  lineup: LineupEntry[] | null;
  hasSpecificMusicians: boolean;
  /**
   * A song the catalogue does not have yet, from 'Colar capítulos': added to it by the save
   * (docs/decisions/438). Its `songCatalogId` is then `newSongKey(name)`, known only to the form.
   */
  newSong?: { author: string | null };
  /**
   * A song of the plan being recorded ('Registrar culto gravado', issue 27) whose start and end
   * are not marked yet: listed after the mapped songs, in the plan's order; the save waits for them.
   */
  awaitingTimes?: true;
};

const NEW_SONG_KEY_PREFIX = "nova:";

/** The form's key of a song the save will add: one per name, ignoring case, as the server adds them. */
export const newSongKey = (name: string) => `${NEW_SONG_KEY_PREFIX}${name.trim().toLocaleLowerCase("pt-BR")}`;

/** Whether a segment's song id is a catalogue song's (not one the save will add). */
export const isCatalogueSongId = (songCatalogId: string) => !songCatalogId.startsWith(NEW_SONG_KEY_PREFIX);

export type SegmentValues = Pick<
  DraftSegment,
  "songCatalogId" | "songName" | "songNewMarkedAt" | "songIntroducedBy" | "isNew" | "startTime" | "endTime" | "newSong" | "musicalKey" | "tempo"
>;

let temporaryKeys = 0;
export const temporaryKey = () => `novo-${++temporaryKeys}`;

/** Spec: 'Músicas Mapeadas' is sorted by start time; a plan's songs still waiting for their times come last, in the plan's order. */
export function sortSegments(segments: readonly DraftSegment[]): DraftSegment[] {
  const waiting = (segment: DraftSegment) => (segment.awaitingTimes ? 1 : 0);
  return [...segments].sort(
    (a, b) => waiting(a) - waiting(b) || a.startTime - b.startTime || a.endTime - b.endTime || a.key.localeCompare(b.key),
  );
}

/**
 * Adds a segment (key null) or updates the one with that key, keeping its id and lineup (and its
 * song still to be added, unless another song was picked).
 */
export function upsertSegment(segments: readonly DraftSegment[], key: string | null, values: SegmentValues): DraftSegment[] {
  if (key === null) {
    return sortSegments([...segments, { ...values, key: temporaryKey(), id: null, lineup: null, hasSpecificMusicians: false }]);
  }
  return sortSegments(
    segments.map((segment) => {
      if (segment.key !== key) return segment;
      const newSong = values.songCatalogId === segment.songCatalogId ? (values.newSong ?? segment.newSong) : values.newSong;
      // Its times are marked now.
      const { awaitingTimes: _, ...rest } = segment;
      return { ...rest, ...values, newSong };
    }),
  );
}

/** Adds several segments at once ('Colar capítulos', 'Analisar gravação'), as if each had been added by hand. */
export function addSegments(segments: readonly DraftSegment[], added: readonly SegmentValues[]): DraftSegment[] {
  return added.reduce<DraftSegment[]>((list, values) => upsertSegment(list, null, values), [...segments]);
}

/** What the service form starts from: a saved service's fields, segments and service-wide lineup. */
export type ServiceDraftInitial = {
  fields: Required<ServiceFieldsInput>;
  segments: DraftSegment[];
  serviceLineup: LineupEntry[] | null;
};

export function fromEditorState(state: ServiceEditorState): ServiceDraftInitial {
  return {
    fields: {
      date: state.service.date,
      time: state.service.time,
      videoUrl: state.service.videoUrl,
      bandId: state.service.bandId,
      active: state.service.active,
    },
    segments: sortSegments(
      state.segments.map((segment) => ({
        key: segment.id,
        id: segment.id,
        songCatalogId: segment.songCatalogId,
        songName: segment.songName,
        songNewMarkedAt: segment.songNewMarkedAt,
        songIntroducedBy: segment.songIntroducedBy,
        isNew: segment.isNew,
        startTime: segment.startTime,
        endTime: segment.endTime,
        musicalKey: segment.musicalKey,
        tempo: segment.tempo,
        // Saved own rows are the song's in-memory lineup from the start (load order, step 2).
        lineup: segment.hasSpecificMusicians ? segment.musicians.map(fromSongMusician) : null,
        hasSpecificMusicians: segment.hasSpecificMusicians,
      })),
    ),
    serviceLineup: state.globalMusicians.length > 0 ? state.globalMusicians.map(fromServiceMusician) : null,
  };
}

/**
 * 'Registrar culto gravado' (issue 27): the new service's date, time and band from the plan, and
 * its songs in order with their keys, each waiting for its start and end; the video link is the
 * administrator's to paste.
 */
export function fromPlan(plan: Plan): ServiceDraftInitial {
  return {
    fields: { date: plan.date, time: plan.time, videoUrl: "", bandId: plan.bandId, active: true },
    segments: plan.songs.map((song, index) => ({
      key: `plano-${String(index).padStart(3, "0")}`,
      id: null,
      songCatalogId: song.songCatalogId,
      songName: song.songName,
      songNewMarkedAt: null,
      songIntroducedBy: null,
      isNew: false,
      startTime: 0,
      endTime: 0,
      musicalKey: song.musicalKey,
      tempo: null,
      lineup: null,
      hasSpecificMusicians: false,
      awaitingTimes: true,
    })),
    serviceLineup: null,
  };
}

/**
 * The whole form as one save request (spec §4 "Saving a service"); `planId`: the plan it records,
 * which the save removes; `chapterVerdicts`: what 'Colar capítulos' said of chapter titles (decision 485);
 * `recording`: the analysis 'Analisar gravação' added segments from (issue 43), null when none.
 */
export function toServiceInput(
  fields: ServiceFieldsInput,
  segments: readonly DraftSegment[],
  serviceLineup: readonly LineupEntry[],
  planId: string | null = null,
  chapterVerdicts: readonly ChapterVerdictInput[] = [],
  recording: ServiceRecordingInput | null = null,
): ServiceInputBody {
  return {
    ...(planId ? { planId } : {}),
    ...(chapterVerdicts.length > 0 ? { chapterVerdicts: [...chapterVerdicts] } : {}),
    date: fields.date,
    time: fields.time,
    videoUrl: fields.videoUrl.trim(),
    bandId: fields.bandId,
    active: fields.active ?? true,
    segments: sortSegments(segments).map((segment) => ({
      ...(segment.id ? { id: segment.id } : {}),
      ...(segment.newSong ? { newSong: { name: segment.songName, author: segment.newSong.author } } : { songCatalogId: segment.songCatalogId }),
      startTime: segment.startTime,
      endTime: segment.endTime,
      isNew: segment.isNew,
      musicalKey: segment.musicalKey,
      tempo: segment.tempo,
      musicians: songLineupInput(segment.lineup),
    })),
    musicians: serviceLineup.filter((entry) => !entry.removed).map(toLineupInput),
    recording,
  };
}
