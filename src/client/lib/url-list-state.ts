import { useCallback } from "react";
import { useSearchParams } from "react-router";

type Replace = (next: URLSearchParams) => void;

/**
 * `useSearchParams` for a screen whose state lives in the URL. `show` replaces the address with a
 * change the user made and draws it at once: the router otherwise draws its updates as a
 * transition, which a busy device may hold back, and a second change made meanwhile (the 'Até'
 * date typed just after 'De') would be built on the screen's old state and undo the first.
 * `correct` replaces it from an effect (an invalid value put right), where React is drawing already.
 */
export function useUrlListState(): [URLSearchParams, Replace, Replace] {
  const [searchParams, setSearchParams] = useSearchParams();
  const show = useCallback<Replace>((next) => setSearchParams(next, { replace: true, flushSync: true }), [setSearchParams]);
  const correct = useCallback<Replace>((next) => setSearchParams(next, { replace: true }), [setSearchParams]);
  return [searchParams, show, correct];
}
