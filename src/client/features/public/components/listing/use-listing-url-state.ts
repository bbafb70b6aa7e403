import { useCallback, useEffect, useMemo } from "react";
import { useSearchParamsHere } from "./use-search-params-here";
import { useHydrated } from "@/hooks/use-hydrated";
import {
  listingStorageKeys,
  paramsForSearch,
  readListingState,
  TAB_PARAM,
  VIEW_PARAM,
  type ListingDefaults,
  type ListingState,
  type ListingTab,
  type ViewMode,
} from "./listing-state";

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the URL still holds the state.
  }
}

/**
 * The listing's state (tab, view, order, search, page: listing-state.ts), kept in the URL, with
 * the tab and view remembered in browser storage per page (`scope`, e.g.
 * "church:igreja-esperanca:services"). Invalid URL values are corrected by replacing the URL.
 * The controls are links to the URLs of the other states (listing-state.ts builds them); `remember`
 * stores a tab or view chosen by one at once, and `setSearch` applies a search typed in the box.
 */
export function useListingUrlState({ scope, defaults }: { scope: string; defaults: ListingDefaults }) {
  const [params, setParams] = useSearchParamsHere();
  const keys = useMemo(() => listingStorageKeys(scope), [scope]);
  // Stored choices apply once hydrated: the server renders from the URL alone.
  const hydrated = useHydrated();
  const storedTab = hydrated ? readStored(keys.activeTab) : null;
  const storedView = hydrated ? readStored(keys.viewMode) : null;
  const { tab: defaultTab, view: defaultView } = defaults;
  const state: ListingState = useMemo(
    () => readListingState(params, { tab: storedTab, view: storedView }, { tab: defaultTab, view: defaultView }),
    [params, storedTab, storedView, defaultTab, defaultView],
  );
  const replacement = state.replacement?.toString();

  useEffect(() => {
    if (replacement !== undefined) setParams(new URLSearchParams(replacement), { replace: true });
  }, [replacement, setParams]);

  // What the page shows is remembered, unless it is a later page's default (the stored choice did not apply there).
  const tabShown = state.page === 1 || params.has(TAB_PARAM) ? state.tab : null;
  const viewShown = state.tab === "cultos" && (state.page === 1 || params.has(VIEW_PARAM)) ? state.view : null;
  useEffect(() => {
    if (!hydrated) return;
    if (tabShown) writeStored(keys.activeTab, tabShown);
    if (viewShown) writeStored(keys.viewMode, viewShown);
  }, [hydrated, keys, tabShown, viewShown]);

  const remember = useCallback(
    (choice: { tab?: ListingTab; view?: ViewMode }) => {
      if (choice.tab) writeStored(keys.activeTab, choice.tab);
      if (choice.view) writeStored(keys.viewMode, choice.view);
    },
    [keys],
  );

  const setSearch = useCallback(
    (search: string) => setParams(paramsForSearch(state, search), { replace: true }),
    [setParams, state],
  );

  return { state, remember, setSearch };
}
