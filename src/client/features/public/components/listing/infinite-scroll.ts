/**
 * When the listing asks for its next page (spec §4 "Infinite scroll"): once the visitor has
 * scrolled past 80 % of the page, at most once per second, never while a page is loading, and
 * never again once everything is loaded or a load brought nothing new. The scroll handler runs at
 * most every 150 ms; 1.5 s after the first items show (at least 6), one check runs by itself so a
 * page that does not fill the screen still loads on.
 */
export const INFINITE_SCROLL = {
  threshold: 0.8,
  throttleMs: 150,
  guardMs: 1000,
  firstCheckDelayMs: 1500,
  firstCheckMinItems: 6,
} as const;

export type ScrollMetrics = { scrollTop: number; clientHeight: number; scrollHeight: number };

/** True when the bottom of the viewport is at or past `threshold` of the scrollable height. */
export function scrolledPast(metrics: ScrollMetrics, threshold: number = INFINITE_SCROLL.threshold): boolean {
  if (metrics.scrollHeight <= 0) return true;
  return (metrics.scrollTop + metrics.clientHeight) / metrics.scrollHeight >= threshold;
}

export type LoadGuardState = {
  loaded: number;
  total: number;
  /** A page is being fetched. */
  fetching: boolean;
  /** The last load added nothing new: stop for this query. */
  exhausted: boolean;
  /** When the last load was asked for (ms), or null. */
  lastLoadAt: number | null;
  now: number;
};

/** Whether another page may be asked for now. */
export function mayLoadMore(state: LoadGuardState, guardMs: number = INFINITE_SCROLL.guardMs): boolean {
  if (state.fetching || state.exhausted || state.loaded >= state.total) return false;
  return state.lastLoadAt === null || state.now - state.lastLoadAt >= guardMs;
}

/** A leading-and-trailing throttle: runs at once, then at most once per `ms` (the last call wins). */
export function throttle(run: () => void, ms: number, clock: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const throttled = () => {
    const wait = last + ms - clock();
    if (wait <= 0) {
      last = clock();
      run();
    } else if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        last = clock();
        run();
      }, wait);
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
