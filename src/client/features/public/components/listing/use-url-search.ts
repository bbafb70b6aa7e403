import { useCallback, useEffect } from "react";
import { useSearchParamsHere } from "./use-search-params-here";
import { listingSearchParams, normaliseSearch, PAGE_PARAM, readPage, SEARCH_PARAM, toSearch } from "./listing-state";

/**
 * The search (`q`) and server page (`page`) of a public search page (the directory, the bands and
 * songs pages), kept in the URL and read as the server reads them (docs/decisions/410), so that
 * the search box can be a GET form and "Carregar mais" a link (decision 411). A value written
 * otherwise ("  graça ", "page=1") is corrected by replacing the URL.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParamsHere();
  const search = normaliseSearch(params.get(SEARCH_PARAM));
  const page = readPage(params.get(PAGE_PARAM));
  const corrected = listingSearchParams({ [SEARCH_PARAM]: search, [PAGE_PARAM]: page > 1 ? page : null }).toString();
  const current = listingSearchParams({ [SEARCH_PARAM]: params.get(SEARCH_PARAM), [PAGE_PARAM]: params.get(PAGE_PARAM) }).toString();

  useEffect(() => {
    if (corrected !== current) setParams(new URLSearchParams(corrected), { replace: true });
  }, [corrected, current, setParams]);

  /** A new search starts at the first page. */
  const setSearch = useCallback(
    (term: string) => setParams(listingSearchParams({ [SEARCH_PARAM]: normaliseSearch(term) }), { replace: true }),
    [setParams],
  );
  /** The search ("?…") of server page `target` of this search. */
  const pageSearch = useCallback(
    (target: number) => toSearch(listingSearchParams({ [SEARCH_PARAM]: search, [PAGE_PARAM]: target > 1 ? target : null })),
    [search],
  );
  return { search, page, setSearch, pageSearch, clearSearch: "" };
}
