import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigation, useSearchParams, type SetURLSearchParams } from "react-router";

/**
 * `useSearchParams`, whose setter does nothing once the visitor is on the way to another page. A
 * search box reports its text 300 ms after the last key; a result tapped within that time starts
 * a navigation that waits for the next page's code, and the late search would otherwise take the
 * visitor back to this page (`?q=…`) instead.
 */
export function useSearchParamsHere(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  }, [navigation, pathname]);
  const setHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!leaving.current) setParams(next, options);
    },
    [setParams],
  );
  return [params, setHere];
}
