import { addMonths } from "date-fns";
import { z } from "zod";
import { writtenMusicalKey } from "../musical-keys";
import { nameText, optionalText as optionalTextField, searchText, text, textMessages } from "./text";

/**
 * The song catalogue (spec, admin: Song catalogue, Add song, Admin song detail): the rules both
 * the server and the forms apply, the limits of §9, and the shapes the API answers with.
 */

export const SONG_CATALOGUE_PAGE_SIZE = 30;
export const SONG_HISTORY_PAGE_SIZE = 10;
/** Spec §9 "Song search and recent list": the picker's options. */
export const SONG_OPTIONS_LIMIT = 10;
/** Spec §9: a song shows the 'New' badge for 6 months after new_marked_at. */
export const NEW_SONG_BADGE_MONTHS = 6;

export const SONG_NAME_MAX_LENGTH = 200;
export const SONG_AUTHOR_MAX_LENGTH = 200;
export const SONG_LINK_MAX_LENGTH = 2000;
export const SONG_SEARCH_MAX_LENGTH = 100;
/** 'Cifra' (issue 42): ChordPro text, as long as the database's check allows. */
export const SONG_CHART_MAX_LENGTH = 60000;
export const SONG_CCLI_MAX_DIGITS = 10;
/** How many names one matching request may carry ('Colar capítulos': a service's chapters). */
export const SONG_MATCH_MAX_NAMES = 200;
/**
 * How many rows one song list ('Importar lista') may have: one that finishes on a busy machine
 * well within the 5-s statement timeout (issue 39; decisions 493 and 503: with the song keys
 * recomputed once per statement, 5,000 rows are one short insert).
 */
export const SONG_IMPORT_MAX_ROWS = 5000;

export const songMessages = {
  nameRequired: "O nome da música é obrigatório.",
  nameTooLong: `O nome da música deve ter no máximo ${SONG_NAME_MAX_LENGTH} caracteres.`,
  authorTooLong: `O autor deve ter no máximo ${SONG_AUTHOR_MAX_LENGTH} caracteres.`,
  invalidLink: "Informe um link válido, começando com http:// ou https://.",
  linkTooLong: `O link deve ter no máximo ${SONG_LINK_MAX_LENGTH} caracteres.`,
  duplicate: "Esta música já existe no catálogo.",
  /** Spec §8 'Erro de Referência': the church the song is added to is gone (a foreign-key violation). */
  referenceMissing: "O ID da igreja fornecido pode ser inválido.",
  notFound: "Música não encontrada.",
  executionNotFound: "Execução não encontrada.",
  invalidSort: "Ordenação inválida.",
  invalidDirection: "Direção de ordenação inválida.",
  invalidPage: "Página inválida.",
  searchTooLong: `A pesquisa deve ter no máximo ${SONG_SEARCH_MAX_LENGTH} caracteres.`,
  invalidCharacters: textMessages.invalidCharacters,
  matchNamesRequired: "Informe ao menos um nome de música.",
  tooManyMatchNames: `Informe no máximo ${SONG_MATCH_MAX_NAMES} nomes de cada vez.`,
  importRowsRequired: "A planilha não tem nenhuma música.",
  tooManyImportRows: `A planilha deve ter no máximo ${SONG_IMPORT_MAX_ROWS} músicas.`,
  importEmptyName: "Sem nome.",
  importInCatalogue: "Já está no catálogo.",
  importRepeated: (line: number) => `Repetida na planilha (linha ${line}).`,
  chartTooLong: `A cifra deve ter no máximo ${SONG_CHART_MAX_LENGTH.toLocaleString("pt-BR")} caracteres.`,
  originalKeyInvalid: "Tom original inválido: escolha um dos tons da lista (por exemplo G, Bb ou F#m).",
  ccliInvalid: `O número CCLI deve ter só algarismos (de 1 a ${SONG_CCLI_MAX_DIGITS}).`,
} as const;

/** Blank after trimming, missing or null: stored as null (spec §5: empty optional fields are null). */
const blankToNull = (value: string | null | undefined) => (value ? value : null);

const optionalText = (max: number, tooLong: string) =>
  optionalTextField({ max, tooLong }).transform(blankToNull);

const optionalLink = text()
  .max(SONG_LINK_MAX_LENGTH, { error: songMessages.linkTooLong })
  .nullish()
  .transform(blankToNull)
  .pipe(z.url({ protocol: /^https?$/, error: songMessages.invalidLink }).nullable());

export const songNameSchema = nameText({ error: songMessages.nameRequired, required: songMessages.nameRequired }).max(
  SONG_NAME_MAX_LENGTH,
  { error: songMessages.nameTooLong },
);

/** Absent: left as stored (undefined); blank or null: cleared (null). */
const keepOrClear = (value: string | null | undefined) => (value === undefined ? undefined : value ? value : null);

/** 'Cifra': ChordPro text, lines ending in \n; absent leaves the stored chart, blank clears it. */
const chartField = text({ multiline: true })
  .transform((value) => value.replace(/\r\n?/g, "\n"))
  .pipe(z.string().max(SONG_CHART_MAX_LENGTH, { error: songMessages.chartTooLong }))
  .nullish()
  .transform(keepOrClear);

/** 'Tom original' as typed ("bb", "F# min"), kept written ("Bb", "F#m"); one of the 24 keys or refused. */
const originalKeyField = text({ error: songMessages.originalKeyInvalid })
  .nullish()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    const written = writtenMusicalKey(value);
    if (written === null) context.addIssue({ code: "custom", message: songMessages.originalKeyInvalid });
    return written;
  });

/** The song's CCLI number: digits only, 1 to 10. */
const ccliField = text({ error: songMessages.ccliInvalid })
  .regex(new RegExp(`^(\\d{1,${SONG_CCLI_MAX_DIGITS}})?$`), { error: songMessages.ccliInvalid })
  .nullish()
  .transform(keepOrClear);

/**
 * Body of POST /api/admin/songs and PUT /api/admin/songs/:id, and the add/edit forms. The chart,
 * its original key and the CCLI number (issue 42) may be left out: a PUT without them keeps them.
 */
export const songInputSchema = z.object({
  name: songNameSchema,
  author: optionalText(SONG_AUTHOR_MAX_LENGTH, songMessages.authorTooLong),
  chordFile: optionalLink,
  lyrics: optionalLink,
  chart: chartField.optional(),
  originalKey: originalKeyField.optional(),
  ccli: ccliField.optional(),
});
/** What a form holds (strings as typed). */
export type SongFormValues = z.input<typeof songInputSchema>;
/** What the server stores (trimmed, blanks as null). */
export type SongInput = z.output<typeof songInputSchema>;

const searchTerm = searchText({ max: SONG_SEARCH_MAX_LENGTH, tooLong: songMessages.searchTooLong });

const pageNumber = z.coerce
  .number({ error: songMessages.invalidPage })
  .int({ error: songMessages.invalidPage })
  .min(1, { error: songMessages.invalidPage })
  .max(1_000_000, { error: songMessages.invalidPage })
  .default(1);

export const songSortColumns = ["name", "performance_count", "view_count", "last_played_at"] as const;
export type SongSortColumn = (typeof songSortColumns)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** GET /api/admin/songs: the catalogue page (default name ascending). */
export const songListQuerySchema = z.object({
  search: searchTerm,
  sort: z.enum(songSortColumns, { error: songMessages.invalidSort }).default("name"),
  direction: z.enum(sortDirections, { error: songMessages.invalidDirection }).default("asc"),
  page: pageNumber,
});
export type SongListQuery = z.output<typeof songListQuerySchema>;

/** GET /api/admin/songs/options: the song picker (latest 10, or name contains by name then similar names). */
export const songOptionsQuerySchema = z.object({ search: searchTerm });

/** GET /api/admin/songs/name-availability. */
/** Body of POST /api/admin/songs/matches: names read from chapters, matched to the catalogue (docs/decisions/438). */
export const songMatchesInputSchema = z.object({
  names: z
    .array(songNameSchema, { error: songMessages.matchNamesRequired })
    .min(1, { error: songMessages.matchNamesRequired })
    .max(SONG_MATCH_MAX_NAMES, { error: songMessages.tooManyMatchNames }),
});

/**
 * A row of a song list as the file has it (docs/decisions/439): checked by the server, row by row,
 * with `songInputSchema` (the text rule among its rules) before any query, so a cell the rule
 * refuses is that row's reason in the answer, not the whole list's 422 (decision 493).
 */
const importCell = z.string().max(SONG_LINK_MAX_LENGTH * 2).default("");
export const songImportInputSchema = z.object({
  rows: z
    .array(z.object({ line: z.number().int().min(1).max(1_000_000), name: importCell, author: importCell, chordFile: importCell, lyrics: importCell }), {
      error: songMessages.importRowsRequired,
    })
    .min(1, { error: songMessages.importRowsRequired })
    .max(SONG_IMPORT_MAX_ROWS, { error: songMessages.tooManyImportRows }),
});
export type SongImportInput = z.output<typeof songImportInputSchema>;

export const songNameAvailabilityQuerySchema = z.object({ name: songNameSchema });

/** GET /api/admin/songs/:id/executions. */
export const songExecutionsQuerySchema = z.object({ search: searchTerm, page: pageNumber });
export type SongExecutionsQuery = z.output<typeof songExecutionsQuerySchema>;

// ---------------------------------------------------------------------------
// Response shapes (dates: 'YYYY-MM-DD'; instants: ISO strings; time: 'HH:MM')
// ---------------------------------------------------------------------------

export type SongOption = {
  id: string;
  name: string;
  newMarkedAt: string | null;
  introducedBy: string | null;
};

export type CatalogSong = {
  id: string;
  name: string;
  author: string | null;
  chordFile: string | null;
  lyrics: string | null;
  performanceCount: number;
  viewCount: number;
  firstPlayedAt: string | null;
  lastPlayedAt: string | null;
  createdAt: string;
  newMarkedAt: string | null;
  introducedBy: string | null;
};

export type SongDetail = CatalogSong & {
  /** 'Cifra' as ChordPro, its 'Tom original' and the CCLI number (issue 42); null when none. */
  chart: string | null;
  originalKey: string | null;
  ccli: string | null;
  introducedByBand: { id: string; name: string; year: number } | null;
  /** Path of the song's public page, e.g. /churches/igreja/songs/graca-sem-fim-1a2b. */
  publicUrl: string;
};

export type SongExecution = {
  id: string;
  serviceId: string;
  serviceDate: string;
  serviceTime: string;
  bandName: string;
  bandYear: number;
  startTime: number;
  endTime: number;
  videoUrl: string;
  /** 'Tom' as written and BPM, null when not recorded (issue 27). */
  musicalKey: string | null;
  tempo: number | null;
};

export type SongOptionsResponse = {
  songs: SongOption[];
  /**
   * With a search: the catalogue song whose name is closest to the typed one, when close enough
   * to be the same song written differently ('Santo Espírito Vem' for 'Santo Espírito, Vem'), and no
   * song has exactly the typed name. The picker names it before 'Criar música' (docs/decisions/427).
   */
  closeMatch: SongOption | null;
};
/** A name's catalogue song ('Colar capítulos'): the same name, or one close enough to be it written differently. */
export type SongMatch = SongOption & { author: string | null; similarity: number };
/** One entry per name sent, in the same order; null when no catalogue song is close enough. */
export type SongMatchesResponse = { matches: (SongMatch | null)[] };
/** 'Importar lista': what is (or would be) added, and what is left out with the reason, by line. */
export type SongImportEntry = { line: number; name: string; author: string | null; chordFile: string | null; lyrics: string | null };
export type SongImportSkip = { line: number; name: string; reason: string };
export type SongImportResponse = { added: SongImportEntry[]; skipped: SongImportSkip[] };
export type SongListResponse = { songs: CatalogSong[]; total: number; page: number; pageSize: number };
export type SongResponse = { song: SongDetail };
export type CreatedSongResponse = { song: CatalogSong };
export type SongNameAvailabilityResponse = { available: boolean };
/** PATCH /api/admin/songs/:id/executions/:segmentId: the key and tempo as stored. */
export type SongExecutionPerformanceResponse = { performance: { musicalKey: string | null; tempo: number | null } };

export type SongExecutionsResponse = { executions: SongExecution[]; total: number; page: number; pageSize: number };

/** Whether a song still shows the 'New' badge: within 6 months of new_marked_at. */
export function isNewSong(newMarkedAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!newMarkedAt) return false;
  const marked = new Date(newMarkedAt);
  if (Number.isNaN(marked.getTime())) return false;
  return now < addMonths(marked, NEW_SONG_BADGE_MONTHS);
}
