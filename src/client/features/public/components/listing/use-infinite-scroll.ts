import { useEffect, useRef, useState } from "react";
import { INFINITE_SCROLL, mayLoadMore, scrolledPast, throttle } from "./infinite-scroll";

function windowMetrics() {
  return { scrollTop: window.scrollY, clientHeight: window.innerHeight, scrollHeight: document.documentElement.scrollHeight };
}

/**
 * Loads the next page as the window scrolls (rules in infinite-scroll.ts). `resetKey` names the
 * query (search, sort, filter): a new one forgets that an earlier one was exhausted.
 */
export function useInfiniteScroll({
  loaded,
  total,
  fetching,
  enabled = true,
  resetKey,
  loadMore,
}: {
  loaded: number;
  total: number;
  fetching: boolean;
  enabled?: boolean;
  resetKey: string;
  loadMore: () => void;
}) {
  const [exhaustedKey, setExhaustedKey] = useState<string | null>(null);
  const exhausted = exhaustedKey === resetKey;
  const lastLoadAt = useRef<number | null>(null);
  const loadedAtRequest = useRef<number | null>(null);
  const tryLoad = useRef(() => {});

  useEffect(() => {
    tryLoad.current = () => {
      if (!enabled || !scrolledPast(windowMetrics())) return;
      const now = Date.now();
      if (!mayLoadMore({ loaded, total, fetching, exhausted, lastLoadAt: lastLoadAt.current, now })) return;
      lastLoadAt.current = now;
      loadedAtRequest.current = loaded;
      loadMore();
    };
  });

  // A load that ended without adding anything new stops loading for this query.
  useEffect(() => {
    if (fetching || loadedAtRequest.current === null) return;
    if (loaded <= loadedAtRequest.current) setExhaustedKey(resetKey);
    loadedAtRequest.current = null;
  }, [fetching, loaded, resetKey]);

  useEffect(() => {
    lastLoadAt.current = null;
    loadedAtRequest.current = null;
  }, [resetKey]);

  useEffect(() => {
    const onScroll = throttle(() => tryLoad.current(), INFINITE_SCROLL.throttleMs);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  // The first check by itself 1.5 s after at least 6 items show; then one after each load, once
  // the guard allows, so a screen the items do not fill keeps loading without a scroll.
  const ready = enabled && !fetching && loaded >= INFINITE_SCROLL.firstCheckMinItems;
  useEffect(() => {
    if (!ready) return;
    const delay = lastLoadAt.current === null ? INFINITE_SCROLL.firstCheckDelayMs : INFINITE_SCROLL.guardMs;
    const timer = setTimeout(() => tryLoad.current(), delay);
    return () => clearTimeout(timer);
  }, [ready, loaded, resetKey]);

  return { exhausted };
}
