import { addDays, addMonths, format, parseISO, startOfYear } from "date-fns";
import {
  DEFAULT_PERIOD_DAYS,
  isCalendarDay,
  usageSortColumns,
  usageSortDirections,
  type UsageSortColumn,
  type UsageSortDirection,
} from "@shared/schemas/reports";

/**
 * The report's state lives in the query string so a report can be bookmarked and shared:
 * `de` and `ate` (YYYY-MM-DD), `banda` (a band id), and the table's `ordem`, `direcao` and
 * `pagina`. A missing or invalid value is replaced by its default.
 */

export type QuickRange = "days30" | "days90" | "months12" | "thisYear";

export type ReportUrlState = {
  de: string;
  ate: string;
  banda: string | undefined;
  sort: UsageSortColumn;
  direction: UsageSortDirection;
  page: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DEFAULT_SORT: UsageSortColumn = "executions";
export const DEFAULT_DIRECTION: UsageSortDirection = "desc";

/** The first click on a column sorts it the way a reader looks: names A to Z, the most and the latest first. */
export const firstSortDirection: Record<UsageSortColumn, UsageSortDirection> = {
  name: "asc",
  author: "asc",
  executions: "desc",
  services: "desc",
  first: "asc",
  last: "desc",
  bands: "asc",
};

const day = (date: Date) => format(date, "yyyy-MM-dd");

/** The local calendar day (what the administrator calls today). */
export function localToday(now: Date = new Date()): string {
  return day(now);
}

/** The first and last day of a quick choice ending today. */
export function quickRange(range: QuickRange, today: string): { de: string; ate: string } {
  const end = parseISO(today);
  switch (range) {
    case "days30":
      return { de: day(addDays(end, -29)), ate: today };
    case "days90":
      return { de: day(addDays(end, -(DEFAULT_PERIOD_DAYS - 1))), ate: today };
    case "months12":
      return { de: day(addDays(addMonths(end, -12), 1)), ate: today };
    case "thisYear":
      return { de: day(startOfYear(end)), ate: today };
  }
}

/** The quick choice a period equals, if any (to show it as pressed). */
export function matchingQuickRange(state: { de: string; ate: string }, today: string): QuickRange | null {
  const ranges: QuickRange[] = ["days30", "days90", "months12", "thisYear"];
  return ranges.find((range) => {
    const period = quickRange(range, today);
    return period.de === state.de && period.ate === state.ate;
  }) ?? null;
}

export function readReportUrlState(params: URLSearchParams, today: string): ReportUrlState {
  const defaults = quickRange("days90", today);
  const de = params.get("de");
  const ate = params.get("ate");
  const banda = params.get("banda");
  const sort = params.get("ordem");
  const direction = params.get("direcao");
  const page = Number(params.get("pagina"));
  return {
    de: de && isCalendarDay(de) ? de : defaults.de,
    ate: ate && isCalendarDay(ate) ? ate : defaults.ate,
    banda: banda && UUID.test(banda) ? banda.toLowerCase() : undefined,
    sort: (usageSortColumns as readonly string[]).includes(sort ?? "") ? (sort as UsageSortColumn) : DEFAULT_SORT,
    direction: (usageSortDirections as readonly string[]).includes(direction ?? "") ? (direction as UsageSortDirection) : DEFAULT_DIRECTION,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The query string of a state: the period always (so the link keeps it), the rest when not default. */
export function toReportSearchParams(state: ReportUrlState): URLSearchParams {
  const next = new URLSearchParams({ de: state.de, ate: state.ate });
  if (state.banda) next.set("banda", state.banda);
  if (state.sort !== DEFAULT_SORT || state.direction !== DEFAULT_DIRECTION) {
    next.set("ordem", state.sort);
    next.set("direcao", state.direction);
  }
  if (state.page > 1) next.set("pagina", String(state.page));
  return next;
}

export function isPeriodOrdered(state: { de: string; ate: string }): boolean {
  return state.de <= state.ate;
}
