import { z } from "zod";
import { formatTimestamp } from "../durations";
import { TEMPO_MAX, TEMPO_MIN, writtenMusicalKey } from "../musical-keys";
import { canonicalYoutubeVideoUrl } from "../youtube-url";
import { chapterVerdictsSchema } from "./chapter-verdicts";
import { serviceRecordingInputSchema } from "./recording";
import { songInputSchema } from "./songs";
import type { RecordAuthorship } from "./history";
import { hasVisibleCharacter, searchText, text } from "./text";

/**
 * Services (cultos), their song segments and lineups (spec, admin: Services list, Service form,
 * both musicians dialogs, §3–§9): the rules both the server and the form apply, the limits, and
 * the shapes the API answers with. Dates are calendar days 'YYYY-MM-DD', times 'HH:MM', segment
 * times whole seconds into the video.
 */

export const SERVICES_PAGE_SIZE = 20;
export const SERVICE_SEARCH_MAX_LENGTH = 100;
export const SEGMENTS_MAX_COUNT = 100;
export const LINEUP_MAX_COUNT = 100;
/** A segment ends at most this far into the video (a day: longer than any recorded service). */
export const SEGMENT_MAX_SECONDS = 24 * 60 * 60;
export const LINEUP_INSTRUMENT_MAX_LENGTH = 200;
export const VIDEO_URL_MAX_LENGTH = 2000;

export const serviceMessages = {
  notFound: "Culto não encontrado",
  inactiveFilterInvalid: "Filtro de cultos inativos inválido.",
  dateRequired: "Informe a data do culto.",
  dateInvalid: "Data inválida. Use o formato AAAA-MM-DD.",
  dateInFuture: "A data do culto não pode ser depois de hoje.",
  timeRequired: "Informe o horário do culto.",
  timeInvalid: "Horário inválido. Use o formato HH:MM.",
  videoUrlRequired: "Informe a URL do vídeo.",
  videoUrlInvalid:
    "URL do vídeo inválida. Use um link do YouTube (ex: youtube.com/watch?v=ID ou youtu.be/ID)",
  bandRequired: "Selecione a banda.",
  bandNotFound: "Banda não encontrada.",
  activeInvalid: "Informe se o culto está ativo (verdadeiro ou falso).",
  segmentsRequired: "Adicione pelo menos uma música.",
  tooManySegments: `Um culto pode ter no máximo ${SEGMENTS_MAX_COUNT} músicas.`,
  songRequired: "Selecione a música.",
  songNotFound: "Música não encontrada no catálogo.",
  segmentIdInvalid: "Identificador de música do culto inválido.",
  segmentNotFound: "Esta música não pertence a este culto.",
  duplicateSegment: "A mesma música do culto aparece duas vezes.",
  startRequired: "Marque ou digite o início da música.",
  endRequired: "Marque ou digite o fim da música.",
  timeOutOfRange: "Tempo fora do vídeo.",
  afterVideoEnd: (duration: number) => `O vídeo tem ${formatTimestamp(duration)}: a música deve estar dentro dele.`,
  endBeforeStart: "O fim da música deve ser depois do início.",
  keyInvalid: "Tom inválido. Use a nota com sustenido ou bemol e 'm' para menor (ex: G, Bb, F#m).",
  tempoInvalid: `BPM inválido: use um número inteiro de ${TEMPO_MIN} a ${TEMPO_MAX}.`,
  musicianInvalid: "ID de músico inválido.",
  musicianNotFound: "Músico não encontrado.",
  duplicateMusician: "Este músico já foi adicionado.",
  tooManyMusicians: `Uma escalação pode ter no máximo ${LINEUP_MAX_COUNT} músicos.`,
  instrumentTooLong: `Os instrumentos devem ter no máximo ${LINEUP_INSTRUMENT_MAX_LENGTH} caracteres.`,
  searchTooLong: `A pesquisa deve ter no máximo ${SERVICE_SEARCH_MAX_LENGTH} caracteres.`,
  invalidPage: "Página inválida.",
  invalidId: "Identificador inválido.",
  planInvalid: "Identificador de plano inválido.",
} as const;

// ---------------------------------------------------------------------------
// Calendar days
// ---------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' names a real calendar day (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The local calendar day of an instant, 'YYYY-MM-DD' (what the administrator calls today). */
export function localIsoDate(instant: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/**
 * The latest calendar day anywhere on Earth at this instant (UTC+14). The server does not know the
 * administrator's time zone, so it refuses only dates that are in the future everywhere; the form
 * applies the stricter local rule (docs/decisions/151).
 */
export function latestTodayOnEarth(instant: Date = new Date()): string {
  return new Date(instant.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' shown as dd/MM/yyyy (services list, editor title). */
export function formatServiceDate(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

// ---------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------

/** 'HH:MM' or 'HH:MM:SS' within a day (00:00 to 23:59:59). */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const serviceDateSchema = (today: () => string) =>
  text({ error: serviceMessages.dateRequired })
    .min(1, serviceMessages.dateRequired)
    .refine(isCalendarDate, serviceMessages.dateInvalid)
    .refine((value) => value <= today(), serviceMessages.dateInFuture);

/** 'HH:MM'; a browser's 'HH:MM:SS' (a valid one: no 19:30:99) is read as its first five characters. */
export const serviceTimeSchema = text({ error: serviceMessages.timeRequired })
  .min(1, { error: serviceMessages.timeRequired, abort: true })
  .regex(TIME_OF_DAY, serviceMessages.timeInvalid)
  .transform((value) => value.slice(0, 5));

/**
 * A YouTube video link as people paste it (docs/decisions/199), kept in its one canonical form
 * `https://www.youtube.com/watch?v=ID`. Credentials, another port or a fragment are refused.
 */
export const serviceVideoUrlSchema = text({ error: serviceMessages.videoUrlRequired })
  .min(1, { error: serviceMessages.videoUrlRequired, abort: true })
  .max(VIDEO_URL_MAX_LENGTH, { error: serviceMessages.videoUrlInvalid, abort: true })
  .transform((value, context) => {
    const canonical = canonicalYoutubeVideoUrl(value);
    if (canonical === null) {
      context.addIssue({ code: "custom", message: serviceMessages.videoUrlInvalid });
      return z.NEVER;
    }
    return canonical;
  });

export const serviceBandIdSchema = text({ error: serviceMessages.bandRequired })
  .min(1, serviceMessages.bandRequired)
  .pipe(z.guid({ error: serviceMessages.bandNotFound }));

/** The service's own fields: the form validates these with the local today. */
export const serviceFieldsSchema = (today: () => string) =>
  z.object({
    date: serviceDateSchema(today),
    time: serviceTimeSchema,
    videoUrl: serviceVideoUrlSchema,
    bandId: serviceBandIdSchema,
    active: z.boolean({ error: serviceMessages.activeInvalid }).default(true),
  });
export type ServiceFieldsInput = z.input<ReturnType<typeof serviceFieldsSchema>>;
export type ServiceFields = z.output<ReturnType<typeof serviceFieldsSchema>>;

// ---------------------------------------------------------------------------
// Lineups and segments
// ---------------------------------------------------------------------------

const instrumentText = text()
  .max(LINEUP_INSTRUMENT_MAX_LENGTH, serviceMessages.instrumentTooLong)
  .nullish()
  .transform((value) => (value && hasVisibleCharacter(value) ? value : null));

/** One musician of a lineup as the form sends it. */
export const lineupEntryInputSchema = z.object({
  musicianId: z.guid({ error: serviceMessages.musicianInvalid }),
  instrument: instrumentText,
  isSubstitute: z.boolean().default(false),
  /** Only for a song's lineup: the entry is a copy of the service-wide lineup, not edited for the song. */
  isGlobal: z.boolean().default(false),
});
export type LineupEntryInput = z.output<typeof lineupEntryInputSchema>;

const lineupSchema = z
  .array(lineupEntryInputSchema)
  .max(LINEUP_MAX_COUNT, serviceMessages.tooManyMusicians)
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const id = entry.musicianId.toLowerCase();
      if (seen.has(id)) context.addIssue({ code: "custom", message: serviceMessages.duplicateMusician, path: [index, "musicianId"] });
      seen.add(id);
    });
  });

/** 'Tom' as typed ("bb", "F# min"), kept written ("Bb", "F#m"); empty or absent: none (issue 27). */
export const musicalKeyField = z
  .string({ error: serviceMessages.keyInvalid })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value.trim() === "") return null;
    const written = writtenMusicalKey(value);
    if (written === null) context.addIssue({ code: "custom", message: serviceMessages.keyInvalid });
    return written;
  });
/** 'BPM': a whole number from 30 to 250, or none. */
export const tempoField = z
  .number({ error: serviceMessages.tempoInvalid })
  .int(serviceMessages.tempoInvalid)
  .min(TEMPO_MIN, serviceMessages.tempoInvalid)
  .max(TEMPO_MAX, serviceMessages.tempoInvalid)
  .nullish()
  .transform((value) => value ?? null);

/** A performance's key and tempo alone, as the catalogue song's execution history edits them. */
export const performanceInputSchema = z.object({ musicalKey: musicalKeyField, tempo: tempoField });
export type PerformanceInput = z.input<typeof performanceInputSchema>;
export type PerformanceValues = z.output<typeof performanceInputSchema>;

const segmentSeconds = (required: string) =>
  z
    .number({ error: required })
    .int(serviceMessages.timeOutOfRange)
    .min(0, serviceMessages.timeOutOfRange)
    .max(SEGMENT_MAX_SECONDS, serviceMessages.timeOutOfRange);

/**
 * Whole seconds, start before end (the spec leaves this check open; docs/decisions/150), both
 * within the video: its length when the player knows it, else the longest video we accept (the
 * form's times can be typed without a player: docs/decisions/425).
 */
export function segmentTimesError(startTime: number | null, endTime: number | null, videoDuration: number | null = null): string | null {
  if (startTime === null) return serviceMessages.startRequired;
  if (endTime === null) return serviceMessages.endRequired;
  const limit = videoDuration !== null && Number.isFinite(videoDuration) && videoDuration > 0 ? Math.ceil(videoDuration) : SEGMENT_MAX_SECONDS;
  if (startTime > limit || endTime > limit) return limit === SEGMENT_MAX_SECONDS ? serviceMessages.timeOutOfRange : serviceMessages.afterVideoEnd(limit);
  return endTime > startTime ? null : serviceMessages.endBeforeStart;
}

/**
 * One song segment. `id` is the saved segment's id (absent for a new one). `musicians` is the
 * song's own lineup, sent inline so a new segment's lineup needs no id (docs/decisions/152):
 * null or empty means the segment follows the service-wide lineup. Its song is a catalogue song
 * (`songCatalogId`) or, from 'Colar capítulos', one the save adds to the catalogue (`newSong`:
 * the catalogue's song of that name when there is one by then; docs/decisions/438).
 */
export const segmentInputSchema = z
  .object({
    id: z.guid({ error: serviceMessages.segmentIdInvalid }).optional(),
    songCatalogId: z.guid({ error: serviceMessages.songRequired }).optional(),
    newSong: songInputSchema.pick({ name: true, author: true }).optional(),
    startTime: segmentSeconds(serviceMessages.startRequired),
    endTime: segmentSeconds(serviceMessages.endRequired),
    isNew: z.boolean().default(false),
    musicalKey: musicalKeyField,
    tempo: tempoField,
    musicians: lineupSchema
      .nullish()
      .transform((entries) => (entries && entries.length > 0 ? entries : null)),
  })
  .superRefine((segment, context) => {
    if ((segment.songCatalogId === undefined) === (segment.newSong === undefined)) {
      context.addIssue({ code: "custom", message: serviceMessages.songRequired, path: ["songCatalogId"] });
    }
    const error = segmentTimesError(segment.startTime, segment.endTime);
    if (error) context.addIssue({ code: "custom", message: error, path: ["endTime"] });
  });
export type SegmentInput = z.output<typeof segmentInputSchema>;

/** Body of POST /api/admin/services and PUT /api/admin/services/:id: the whole service, saved at once. */
export const serviceInputSchema = (today: () => string) =>
  serviceFieldsSchema(today).extend({
    segments: z
      .array(segmentInputSchema, { error: serviceMessages.segmentsRequired })
      .min(1, serviceMessages.segmentsRequired)
      .max(SEGMENTS_MAX_COUNT, serviceMessages.tooManySegments)
      .superRefine((segments, context) => {
        const seen = new Set<string>();
        segments.forEach((segment, index) => {
          if (!segment.id) return;
          const id = segment.id.toLowerCase();
          if (seen.has(id)) context.addIssue({ code: "custom", message: serviceMessages.duplicateSegment, path: [index, "id"] });
          seen.add(id);
        });
      }),
    /** The service-wide lineup ('Editar Músicos do Culto'); it replaces the saved one. */
    musicians: lineupSchema.default([]),
    /** 'Registrar culto gravado': the plan this service was recorded from, which the save removes (docs/decisions/448). */
    planId: z.guid({ error: serviceMessages.planInvalid }).optional(),
    /** 'Colar capítulos': what the preview said of chapter titles, remembered by the church (docs/decisions/485). */
    chapterVerdicts: chapterVerdictsSchema,
    /** 'Analisar gravação': the analysis the segments came from, which the save learns from (issue 43). */
    recording: serviceRecordingInputSchema.nullable().optional(),
  });
export type ServiceInput = z.output<ReturnType<typeof serviceInputSchema>>;
export type ServiceInputBody = z.input<ReturnType<typeof serviceInputSchema>>;

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

const pageNumber = z.coerce
  .number({ error: serviceMessages.invalidPage })
  .int(serviceMessages.invalidPage)
  .min(1, serviceMessages.invalidPage)
  .max(1_000_000, serviceMessages.invalidPage)
  .default(1);

/** GET /api/admin/services. */
export const serviceListQuerySchema = z.object({
  search: searchText({ max: SERVICE_SEARCH_MAX_LENGTH, tooLong: serviceMessages.searchTooLong }),
  page: pageNumber,
  /** 'Mostrar inativos': inactive services are listed too, marked (docs/decisions/224). */
  inactive: z
    .enum(["1", "0"], { error: serviceMessages.inactiveFilterInvalid })
    .optional()
    .transform((value) => value === "1"),
});
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;

/** GET /api/admin/services/instrument-hint. */
export const instrumentHintQuerySchema = z.object({
  musicianId: z.guid({ error: serviceMessages.musicianInvalid }),
  before: text({ error: serviceMessages.dateInvalid })
    .refine(isCalendarDate, serviceMessages.dateInvalid)
    .optional(),
});
export type InstrumentHintQuery = z.output<typeof instrumentHintQuerySchema>;

// ---------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------

export type ServiceListSong = { id: string; name: string; startTime: number; endTime: number };

export type ServiceListItem = {
  id: string;
  date: string;
  time: string;
  bandId: string;
  bandName: string;
  songCount: number;
  /** Inactive services appear only with 'Mostrar inativos'; the public pages never show them. */
  active: boolean;
  songs: ServiceListSong[];
};

export type ServiceListResponse = { services: ServiceListItem[]; total: number; page: number; pageSize: number };

/** A musician in the service-wide lineup. */
export type ServiceLineupMusician = {
  musicianId: string;
  name: string;
  isMultibanda: boolean;
  instrument: string | null;
  isSubstitute: boolean;
};

/** A musician in a song's lineup. */
export type SongLineupMusician = ServiceLineupMusician & { isGlobal: boolean };

export type ServiceRecord = {
  id: string;
  date: string;
  time: string;
  videoUrl: string;
  bandId: string;
  active: boolean;
};

export type ServiceSegment = {
  id: string;
  songCatalogId: string;
  songName: string;
  startTime: number;
  endTime: number;
  viewCount: number;
  /** 'Tom' as written ("Bb") and BPM; null when not recorded (issue 27). */
  musicalKey: string | null;
  tempo: number | null;
  songNewMarkedAt: string | null;
  /** The band that introduced the song (its new mark's service is that band's on that date). */
  songIntroducedBy: string | null;
  /** The song was introduced in this service: its new mark is this service's date and band. */
  isNew: boolean;
  /** The song has its own lineup (some saved entry is not a copy of the service-wide one). */
  hasSpecificMusicians: boolean;
  /** Saved rows of the song's lineup: its own entries, or copies of the service-wide lineup. */
  musicians: SongLineupMusician[];
};

/** GET /api/admin/services/:id, and the answer of a save: everything the editor shows. */
export type ServiceEditorState = {
  service: ServiceRecord;
  segments: ServiceSegment[];
  globalMusicians: ServiceLineupMusician[];
  /** 'Criado por …' and 'Última alteração por …' (issue 24), from the church's history. */
  authorship: RecordAuthorship;
};

export type InstrumentHintResponse = { instrument: string | null };
