/**
 * The listing's tab and view mode (spec §2 and §5): `tab` is cultos or musicas, `view` grid or
 * list and only on the cultos tab. Invalid values are replaced by the stored or default value, a
 * `view` on the musicas tab is removed, and the last tab and view are remembered per page.
 */

export const LISTING_TABS = ["cultos", "musicas"] as const;
export const VIEW_MODES = ["grid", "list"] as const;
export type ListingTab = (typeof LISTING_TABS)[number];
export type ViewMode = (typeof VIEW_MODES)[number];

export const TAB_PARAM = "tab";
export const VIEW_PARAM = "view";

const isTab = (value: unknown): value is ListingTab => LISTING_TABS.includes(value as ListingTab);
const isView = (value: unknown): value is ViewMode => VIEW_MODES.includes(value as ViewMode);

/** Browser storage keys of one page ("keys ending in view mode and active tab"). */
export function listingStorageKeys(scope: string) {
  return { viewMode: `louvor:${scope}:viewMode`, activeTab: `louvor:${scope}:activeTab` };
}

export type StoredListingState = { tab: string | null; view: string | null };
export type ListingDefaults = { tab: ListingTab; view: ViewMode };

export type ListingState = {
  tab: ListingTab;
  view: ViewMode;
  /** The search params to put in the URL (with replace) when it holds invalid or misplaced values. */
  replacement: URLSearchParams | null;
};

/** What the URL, the stored values and the page's defaults say, and how to correct the URL. */
export function readListingState(params: URLSearchParams, stored: StoredListingState, defaults: ListingDefaults): ListingState {
  const tabParam = params.get(TAB_PARAM);
  const viewParam = params.get(VIEW_PARAM);
  const fallbackTab = isTab(stored.tab) ? stored.tab : defaults.tab;
  const fallbackView = isView(stored.view) ? stored.view : defaults.view;
  const tab = isTab(tabParam) ? tabParam : fallbackTab;
  const view = tab === "cultos" && isView(viewParam) ? viewParam : fallbackView;

  const next = new URLSearchParams(params);
  let changed = false;
  if (tabParam !== null && !isTab(tabParam)) {
    next.set(TAB_PARAM, tab);
    changed = true;
  }
  if (viewParam !== null) {
    if (tab === "musicas") {
      next.delete(VIEW_PARAM);
      changed = true;
    } else if (!isView(viewParam)) {
      next.set(VIEW_PARAM, view);
      changed = true;
    }
  }
  return { tab, view, replacement: changed ? next : null };
}

/** The URL after choosing a tab: view kept (or added) on cultos, removed on musicas. */
export function paramsForTab(params: URLSearchParams, tab: ListingTab, view: ViewMode): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(TAB_PARAM, tab);
  if (tab === "musicas") next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, view);
  return next;
}

/** The URL after choosing a view mode (which only exists on the cultos tab). */
export function paramsForView(params: URLSearchParams, view: ViewMode): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(TAB_PARAM, "cultos");
  next.set(VIEW_PARAM, view);
  return next;
}
