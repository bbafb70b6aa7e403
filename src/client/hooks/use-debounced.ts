import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9 (admin): list searches, the slug check and the add-song duplicate check wait 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value as it was once it stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Calls `run` with the latest arguments once calls stopped for `delayMs` (never after unmount). */
export function useDebouncedCallback<A extends unknown[]>(run: (...args: A) => void, delayMs: number = SEARCH_DEBOUNCE_MS) {
  const latest = useRef(run);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
