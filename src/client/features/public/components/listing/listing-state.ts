import type { ServiceSort, SongSort, SortDirection } from "@shared/schemas/public-listing";
import { MAX_PAGE, normaliseSearch, readPage } from "@shared/query-values";
import type { SortState } from "./sorting";

export { normaliseSearch, readPage };

/**
 * The listing's state, all of it in the URL (spec §2 and §5; docs/decisions/410), so that every
 * control can be a link or a form the server answers before the page's scripts run:
 *
 * - `tab`: cultos or musicas; `view`: grid or list, only on the cultos tab. Invalid values are
 *   replaced by the stored or default value, a `view` on the musicas tab is removed, and the last
 *   tab and view are remembered per page.
 * - `sort` and `dir`: the active tab's order (services: date, views; songs: name, date, views,
 *   duration; asc or desc). Absent means the tab's default (date, descending).
 * - `q`: the active tab's search.
 * - `page`: which server page of the active tab's list the page starts at (2 and on; decision 412).
 *
 * Values are read as the server reads them (docs/decisions/407): enumerations trimmed and
 * lower-cased, the search NFC with its runs of spaces made one, at most 100 characters, a page a
 * whole number of up to 4 digits from 2 on, at most 1000. So a page hydrates with the very
 * query the server rendered.
 */

export const LISTING_TABS = ["cultos", "musicas"] as const;
export const VIEW_MODES = ["grid", "list"] as const;
export type ListingTab = (typeof LISTING_TABS)[number];
export type ViewMode = (typeof VIEW_MODES)[number];

export const TAB_PARAM = "tab";
export const VIEW_PARAM = "view";
export const SORT_PARAM = "sort";
export const DIR_PARAM = "dir";
export const SEARCH_PARAM = "q";
export const PAGE_PARAM = "page";

/** The URL's sort names and the API's fields they stand for. */
export const SERVICE_SORT_PARAMS = { date: "date", views: "view_count" } as const satisfies Record<string, ServiceSort>;
export const SONG_SORT_PARAMS = { name: "name", date: "service_date", views: "view_count", duration: "duration" } as const satisfies Record<
  string,
  SongSort
>;

/** Spec §4: services sort starts at date descending; songs at service date descending. */
export const DEFAULT_SERVICE_SORT: SortState<ServiceSort> = { field: "date", direction: "desc" };
export const DEFAULT_SONG_SORT: SortState<SongSort> = { field: "service_date", direction: "desc" };

const enumeration = (value: string | null) => (value === null ? null : value.trim().toLowerCase());
const isTab = (value: unknown): value is ListingTab => LISTING_TABS.includes(value as ListingTab);
const isView = (value: unknown): value is ViewMode => VIEW_MODES.includes(value as ViewMode);
const isDirection = (value: unknown): value is SortDirection => value === "asc" || value === "desc";

function readSort<Field extends string>(
  params: URLSearchParams,
  names: Readonly<Record<string, Field>>,
  fallback: SortState<Field>,
): SortState<Field> {
  const name = enumeration(params.get(SORT_PARAM));
  const dir = enumeration(params.get(DIR_PARAM));
  const field = name !== null && Object.hasOwn(names, name) ? names[name]! : fallback.field;
  return { field, direction: isDirection(dir) ? dir : fallback.direction };
}

function sortName<Field extends string>(names: Readonly<Record<string, Field>>, field: Field): string {
  return Object.keys(names).find((name) => names[name] === field) ?? field;
}

/** Browser storage keys of one page ("keys ending in view mode and active tab"). */
export function listingStorageKeys(scope: string) {
  return { viewMode: `louvor:${scope}:viewMode`, activeTab: `louvor:${scope}:activeTab` };
}

export type StoredListingState = { tab: string | null; view: string | null };
export type ListingDefaults = { tab: ListingTab; view: ViewMode };

export type ListingState = {
  tab: ListingTab;
  view: ViewMode;
  /** The cultos tab's order (its default on the musicas tab). */
  serviceSort: SortState<ServiceSort>;
  /** The musicas tab's order (its default on the cultos tab). */
  songSort: SortState<SongSort>;
  /** The active tab's search, "" for none. */
  search: string;
  /** The server page of the active tab's list that the page starts at (1: the first). */
  page: number;
  /** The search params to put in the URL (with replace) when it holds invalid or misplaced values. */
  replacement: URLSearchParams | null;
};

/** The listing's parameters in the URL: only those with a value, in name order (as the server keys its pages). */
export function listingSearchParams(values: Partial<Record<string, string | number | null | undefined>>): URLSearchParams {
  const entries = Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
}

const LISTING_PARAMS = [TAB_PARAM, VIEW_PARAM, SORT_PARAM, DIR_PARAM, SEARCH_PARAM, PAGE_PARAM];

/** What the URL, the stored values and the page's defaults say, and how to correct the URL. */
export function readListingState(params: URLSearchParams, stored: StoredListingState, defaults: ListingDefaults): ListingState {
  const tabParam = enumeration(params.get(TAB_PARAM));
  const viewParam = enumeration(params.get(VIEW_PARAM));
  const page = readPage(params.get(PAGE_PARAM));
  // A later page is a place in the list the server rendered, in its tab and view: the stored ones
  // would make it another place (the controls' URLs always name both).
  const remembered = page > 1 ? { tab: null, view: null } : stored;
  const fallbackTab = isTab(remembered.tab) ? remembered.tab : defaults.tab;
  const fallbackView = isView(remembered.view) ? remembered.view : defaults.view;
  const tab = isTab(tabParam) ? tabParam : fallbackTab;
  const view = tab === "cultos" && isView(viewParam) ? viewParam : fallbackView;
  const serviceSort = tab === "cultos" ? readSort(params, SERVICE_SORT_PARAMS, DEFAULT_SERVICE_SORT) : DEFAULT_SERVICE_SORT;
  const songSort = tab === "musicas" ? readSort(params, SONG_SORT_PARAMS, DEFAULT_SONG_SORT) : DEFAULT_SONG_SORT;
  const search = normaliseSearch(params.get(SEARCH_PARAM));
  const explicit = { tab: tabParam !== null, view: viewParam !== null && tab === "cultos" };

  // The URL as it should read: what it names, corrected; a sort or direction the tab does not
  // have, a blank search and a first page left out.
  const sortNames: Readonly<Record<string, string>> = tab === "cultos" ? SERVICE_SORT_PARAMS : SONG_SORT_PARAMS;
  const sortParam = enumeration(params.get(SORT_PARAM));
  const dirParam = enumeration(params.get(DIR_PARAM));
  const corrected = listingSearchParams({
    [TAB_PARAM]: explicit.tab ? tab : null,
    [VIEW_PARAM]: explicit.view ? view : null,
    [SORT_PARAM]: sortParam !== null && Object.hasOwn(sortNames, sortParam) ? sortParam : null,
    [DIR_PARAM]: isDirection(dirParam) ? dirParam : null,
    [SEARCH_PARAM]: search,
    [PAGE_PARAM]: page > 1 ? page : null,
  });
  const current = listingSearchParams(Object.fromEntries(LISTING_PARAMS.map((name) => [name, params.get(name)])));
  const changed = corrected.toString() !== current.toString();
  return { tab, view, serviceSort, songSort, search, page, replacement: changed ? corrected : null };
}

/** The parameters that say which tab and view the page shows, as explicit as the URL had them or a link needs. */
function tabAndView(state: Pick<ListingState, "tab" | "view">, tab: ListingTab = state.tab, view: ViewMode = state.view) {
  return { [TAB_PARAM]: tab, [VIEW_PARAM]: tab === "cultos" ? view : null };
}

function sortParams<Field extends string>(names: Readonly<Record<string, Field>>, sort: SortState<Field>, fallback: SortState<Field>) {
  if (sort.field === fallback.field && sort.direction === fallback.direction) return {};
  return { [SORT_PARAM]: sortName(names, sort.field), [DIR_PARAM]: sort.direction };
}

/** The active tab's order as URL parameters (none for its default). */
function activeSortParams(state: ListingState) {
  return state.tab === "cultos"
    ? sortParams(SERVICE_SORT_PARAMS, state.serviceSort, DEFAULT_SERVICE_SORT)
    : sortParams(SONG_SORT_PARAMS, state.songSort, DEFAULT_SONG_SORT);
}

/**
 * The URL after choosing a tab: its first page, unsorted and unsearched (each tab has its own
 * search and order); view kept (or added) on cultos, removed on musicas.
 */
export function paramsForTab(state: ListingState, tab: ListingTab): URLSearchParams {
  return listingSearchParams(tabAndView(state, tab));
}

/** The URL after choosing a view mode (which only exists on the cultos tab): the same services. */
export function paramsForView(state: ListingState, view: ViewMode): URLSearchParams {
  return listingSearchParams({
    ...tabAndView(state, "cultos", view),
    ...activeSortParams(state),
    [SEARCH_PARAM]: state.search,
    [PAGE_PARAM]: state.page > 1 ? state.page : null,
  });
}

/** The URL after choosing the cultos tab's order: its first page. */
export function paramsForServiceSort(state: ListingState, sort: SortState<ServiceSort>): URLSearchParams {
  return listingSearchParams({ ...tabAndView(state, "cultos"), ...sortParams(SERVICE_SORT_PARAMS, sort, DEFAULT_SERVICE_SORT), [SEARCH_PARAM]: state.search });
}

/** The URL after choosing the musicas tab's order: its first page. */
export function paramsForSongSort(state: ListingState, sort: SortState<SongSort>): URLSearchParams {
  return listingSearchParams({ ...tabAndView(state, "musicas"), ...sortParams(SONG_SORT_PARAMS, sort, DEFAULT_SONG_SORT), [SEARCH_PARAM]: state.search });
}

/** The URL after a search (blank: none) on the active tab: its first page. */
export function paramsForSearch(state: ListingState, search: string): URLSearchParams {
  return listingSearchParams({ ...tabAndView(state), ...activeSortParams(state), [SEARCH_PARAM]: normaliseSearch(search) });
}

/** The URL of another server page of the active tab's list. */
export function paramsForPage(state: ListingState, page: number): URLSearchParams {
  return listingSearchParams({
    ...tabAndView(state),
    ...activeSortParams(state),
    [SEARCH_PARAM]: state.search,
    [PAGE_PARAM]: page > 1 ? Math.min(page, MAX_PAGE) : null,
  });
}

/** The fields the search form sends beside its text, so a search keeps the tab, view and order. */
export function searchFormFields(state: ListingState): Record<string, string> {
  return Object.fromEntries(listingSearchParams({ ...tabAndView(state), ...activeSortParams(state) }));
}

/** "?a=b&…", or "" for no parameters: the `search` of a link. */
export const toSearch = (params: URLSearchParams) => {
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
};
