import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "@/hooks/use-hydrated";
import {
  listingStorageKeys,
  paramsForTab,
  paramsForView,
  readListingState,
  type ListingDefaults,
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
 * The listing's tab and view mode, kept in the URL (`tab`, `view`) and remembered in browser
 * storage per page (`scope`, e.g. "church:igreja-esperanca:services"). Invalid URL values are
 * corrected by replacing the URL.
 */
export function useListingUrlState({ scope, defaults }: { scope: string; defaults: ListingDefaults }) {
  const [params, setParams] = useSearchParams();
  const keys = useMemo(() => listingStorageKeys(scope), [scope]);
  // Stored choices apply once hydrated: the server renders from the URL alone.
  const hydrated = useHydrated();
  const stored = hydrated ? { tab: readStored(keys.activeTab), view: readStored(keys.viewMode) } : { tab: null, view: null };
  const state = readListingState(params, stored, defaults);
  const replacement = state.replacement?.toString();

  useEffect(() => {
    if (replacement !== undefined) setParams(new URLSearchParams(replacement), { replace: true });
  }, [replacement, setParams]);

  useEffect(() => {
    if (!hydrated) return;
    writeStored(keys.activeTab, state.tab);
    if (state.tab === "cultos") writeStored(keys.viewMode, state.view);
  }, [hydrated, keys, state.tab, state.view]);

  const setTab = useCallback(
    (tab: ListingTab) => {
      writeStored(keys.activeTab, tab);
      setParams((current) => paramsForTab(current, tab, state.view), { replace: true });
    },
    [keys, setParams, state.view],
  );

  const setView = useCallback(
    (view: ViewMode) => {
      writeStored(keys.viewMode, view);
      setParams((current) => paramsForView(current, view), { replace: true });
    },
    [keys, setParams],
  );

  return { tab: state.tab, view: state.view, setTab, setView };
}
