import { z } from "zod";
import { chapterVerdictsSchema } from "./chapter-verdicts";

/**
 * 'Importar do YouTube' (issue 23, docs/decisions/440): the channel's past videos that are not yet
 * services, and their import as inactive services, each from its chapters.
 */

/** Videos per page of the list (the API's own page size). */
export const IMPORT_PAGE_SIZE = 50;

export const youtubeImportMessages = {
  noChannel: "Cadastre o canal do YouTube da igreja (em 'Igreja') para importar os cultos dele.",
  videosRequired: "Marque pelo menos um vídeo para importar.",
  tooManyVideos: `Importe no máximo ${IMPORT_PAGE_SIZE} vídeos de cada vez.`,
  videoIdInvalid: "Identificador de vídeo do YouTube inválido.",
  duplicateVideo: "O mesmo vídeo aparece duas vezes.",
  bandRequired: "Escolha a banda de cada vídeo.",
  timeZoneInvalid: "Fuso horário inválido.",
  pageTokenInvalid: "Página inválida.",
} as const;

/** An 11-character YouTube video id. */
const videoId = z.string({ error: youtubeImportMessages.videoIdInvalid }).regex(/^[\w-]{11}$/, youtubeImportMessages.videoIdInvalid);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** GET /api/admin/services/import?pageToken=… */
export const importListQuerySchema = z.object({
  pageToken: z
    .string()
    .max(200, youtubeImportMessages.pageTokenInvalid)
    .regex(/^[\w-]*(?:\.\d{1,2})?$/, youtubeImportMessages.pageTokenInvalid)
    .optional(),
});

/**
 * POST /api/admin/services/import: the ticked videos with their bands, the administrator's time
 * zone (the services' date and time), and the names read as songs that are none.
 */
export const importInputSchema = z.object({
  timeZone: z.string({ error: youtubeImportMessages.timeZoneInvalid }).max(100).refine(isTimeZone, youtubeImportMessages.timeZoneInvalid),
  videos: z
    .array(
      z.object({
        videoId,
        bandId: z.guid({ error: youtubeImportMessages.bandRequired }),
      }),
      { error: youtubeImportMessages.videosRequired },
    )
    .min(1, youtubeImportMessages.videosRequired)
    .max(IMPORT_PAGE_SIZE, youtubeImportMessages.tooManyVideos)
    .superRefine((videos, context) => {
      const seen = new Set<string>();
      videos.forEach((video, index) => {
        if (seen.has(video.videoId)) context.addIssue({ code: "custom", message: youtubeImportMessages.duplicateVideo, path: [index, "videoId"] });
        seen.add(video.videoId);
      });
    }),
  /** Names read as songs that the administrator unticked: not songs, for these videos and the church's next descriptions (decision 485). */
  chapterVerdicts: chapterVerdictsSchema,
});
export type ImportInput = z.output<typeof importInputSchema>;
export type ImportInputBody = z.input<typeof importInputSchema>;

/** A video of the channel not yet a service. */
export type ImportableVideo = {
  videoId: string;
  title: string;
  /** When the live stream started, else when it was published (ISO instant). */
  startedAt: string;
  /** Seconds; null when YouTube does not say. */
  duration: number | null;
  thumbnailUrl: string | null;
  /** The names of the songs its description's chapters hold, as read (the church's verdicts applied; decision 485). */
  songNames: string[];
};

export type ImportListResponse =
  | { configured: false }
  | { configured: true; videos: ImportableVideo[]; nextPageToken: string | null };

/** Why a ticked video did not become a service. */
export type ImportSkipReason = "already-imported" | "no-song-chapters" | "not-found" | "invalid";

export type ImportedService = {
  videoId: string;
  title: string;
  serviceId: string;
  date: string;
  time: string;
  songs: number;
  /** Songs the catalogue did not have: added to it, worth a look. */
  newSongs: string[];
  /** The last chapter had no end (YouTube gave no duration): left out, to be added by hand. */
  lastChapterOpen: boolean;
};

export type ImportResponse = {
  created: ImportedService[];
  skipped: { videoId: string; title: string; reason: ImportSkipReason; detail?: string }[];
};
