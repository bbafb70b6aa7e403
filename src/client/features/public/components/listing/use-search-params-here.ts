import { useCallback, useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useSearchParams, type SetURLSearchParams } from "react-router";

/**
 * `useSearchParams`, whose setter does nothing once the visitor is on the way to another page. A
 * search box reports its text 300 ms after the last key; a result tapped within that time starts
 * a navigation that waits for the next page's code, and the late search would otherwise take the
 * visitor back to this page (`?q=…`) instead. The router's own state says where it is going at
 * once; React's render of it may wait for the next page (a transition), so it is read there.
 */
export function useSearchParamsHere(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const router = useContext(DataRouterContext)?.router;
  const { pathname } = useLocation();
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);
  const setHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      const state = router?.state;
      const going = state ? (state.navigation.state === "idle" ? state.location : state.navigation.location) : undefined;
      if (going && going.pathname !== here.current) return;
      setParams(next, options);
    },
    [router, setParams],
  );
  return [params, setHere];
}
