import { z } from "zod";

/**
 * Usage reports ("what we sang"): the period and band filter both the page (in its query string)
 * and the API read, and the shapes the API answers with. Every figure counts active segments of
 * active services of the administrator's church. Dates are calendar days 'YYYY-MM-DD'.
 */

/** Rows per page of the 'Uso de músicas' table. */
export const USAGE_PAGE_SIZE = 50;
/** Default period: the 90 days ending today (decision 200). */
export const DEFAULT_PERIOD_DAYS = 90;
/** 'Esquecidas': last performance more than this many months before 'Até'. */
export const FORGOTTEN_AFTER_MONTHS = 6;
/** How many forgotten songs the rotation card lists (decision 201); the total is given too. */
export const FORGOTTEN_LIMIT = 50;
/** Dashboard: the months of the chart and the window and size of 'Mais cantadas (90 dias)'. */
export const DASHBOARD_CHART_MONTHS = 12;
export const DASHBOARD_TOP_DAYS = 90;
export const DASHBOARD_TOP_LIMIT = 5;

export const reportMessages = {
  invalidDate: "Data inválida.",
  periodOrder: "A data inicial deve ser anterior à final.",
  invalidBand: "Banda inválida.",
  bandNotFound: "Banda não encontrada.",
  invalidSort: "Ordenação inválida.",
  invalidDirection: "Direção de ordenação inválida.",
  invalidPage: "Página inválida.",
  invalidSongs: "Músicas inválidas.",
} as const;

/** A real calendar day between 1900 and 2200 written as YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const calendarDaySchema = z.string({ error: reportMessages.invalidDate }).refine(isCalendarDay, { error: reportMessages.invalidDate });

/** The period and band of a report, as the query string carries them: ?de=&ate=&banda=. */
const periodFields = {
  de: calendarDaySchema,
  ate: calendarDaySchema,
  banda: z.guid({ error: reportMessages.invalidBand }).optional(),
};
/** The refinement of every report query: 'de' is not after 'ate'. */
const periodInOrder: [(filter: { de: string; ate: string }) => boolean, { error: string; path: string[] }] = [
  (filter) => filter.de <= filter.ate,
  { error: reportMessages.periodOrder, path: ["ate"] },
];

export const reportFilterSchema = z.object(periodFields).refine(...periodInOrder);
export type ReportFilter = z.output<typeof reportFilterSchema>;

export const usageSortColumns = ["name", "author", "executions", "services", "first", "last", "bands"] as const;
export type UsageSortColumn = (typeof usageSortColumns)[number];
export const usageSortDirections = ["asc", "desc"] as const;
export type UsageSortDirection = (typeof usageSortDirections)[number];

const usageOrder = {
  sort: z.enum(usageSortColumns, { error: reportMessages.invalidSort }).default("executions"),
  direction: z.enum(usageSortDirections, { error: reportMessages.invalidDirection }).default("desc"),
};

/** GET /api/admin/reports/usage: one page of the table (default: most execuções first, then Música). */
export const usageQuerySchema = z
  .object({
    ...periodFields,
    ...usageOrder,
    page: z.coerce
      .number({ error: reportMessages.invalidPage })
      .int({ error: reportMessages.invalidPage })
      .min(1, { error: reportMessages.invalidPage })
      .max(1_000_000, { error: reportMessages.invalidPage })
      .default(1),
  })
  .refine(...periodInOrder);
export type UsageQuery = z.output<typeof usageQuerySchema>;

/** GET /api/admin/reports/usage.csv: the whole table, in the order asked for. */
export const usageCsvQuerySchema = z.object({ ...periodFields, ...usageOrder }).refine(...periodInOrder);
export type UsageCsvQuery = z.output<typeof usageCsvQuerySchema>;

/** How many songs one credits request may name (a service holds at most 100 segments). */
export const SONG_CREDITS_MAX = 100;

/** GET /api/admin/reports/song-credits?ids=a,b: names and authors of the church's songs, for the chapters' 'Músicas:'. */
export const songCreditsQuerySchema = z.object({
  ids: z
    .string({ error: reportMessages.invalidSongs })
    .transform((value) => [...new Set(value.split(",").map((id) => id.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.guid({ error: reportMessages.invalidSongs })).min(1, { error: reportMessages.invalidSongs }).max(SONG_CREDITS_MAX, { error: reportMessages.invalidSongs })),
});

export type SongCredit = { id: string; name: string; author: string | null };
export type SongCreditsResponse = { songs: SongCredit[] };

/** The CSV's header, exactly (issue: 'Baixar CSV'). */
export const USAGE_CSV_HEADER = [
  "Música",
  "Autor",
  "Execuções",
  "Cultos",
  "Primeira execução",
  "Última execução",
  "Bandas",
  "Tom mais usado",
  "CCLI",
] as const;

export function usageCsvFileName(filter: { de: string; ate: string }): string {
  return `uso-de-musicas_${filter.de}_${filter.ate}.csv`;
}

// ---------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------

export type ReportSummary = {
  /** Active services in the period. */
  services: number;
  /** Active segments of those services. */
  executions: number;
  /** Distinct catalogue songs among those segments. */
  distinctSongs: number;
  /** Songs whose new-song mark falls in the period (introduced by the band, when filtered). */
  newSongs: number;
};

/** One bar: 'YYYY-MM' and its number of segments. */
export type MonthlyExecutions = { month: string; executions: number };

export type ForgottenSong = { id: string; name: string; author: string | null; lastPlayedAt: string; executions: number };

export type AdoptedSong = {
  id: string;
  name: string;
  author: string | null;
  introducedOn: string;
  introducedBy: string | null;
  /** Segments of active services dated after the introduction. */
  executionsAfter: number;
  /** Distinct bands of those services. */
  bandsAfter: number;
};

export type ReportOverview = {
  filter: { de: string; ate: string; banda: string | null };
  summary: ReportSummary;
  monthly: MonthlyExecutions[];
  forgotten: { songs: ForgottenSong[]; total: number };
  adoption: AdoptedSong[];
};

export type SongUsageRow = {
  id: string;
  name: string;
  author: string | null;
  executions: number;
  services: number;
  firstPlayedAt: string;
  lastPlayedAt: string;
  bands: string[];
  /** The key it was played in most in the period, as written; null when no performance has one (issue 27). */
  mostPlayedKey: string | null;
  /** The song's CCLI number, for the licence report (issue 42); null when the catalogue has none. */
  ccli: string | null;
};

export type UsageResponse = { rows: SongUsageRow[]; total: number; page: number; pageSize: number };

export type TopSong = { id: string; name: string; author: string | null; executions: number };

/** GET /api/admin/reports/dashboard: the dashboard's chart and top five. */
export type DashboardUsage = { monthly: MonthlyExecutions[]; topSongs: TopSong[] };
