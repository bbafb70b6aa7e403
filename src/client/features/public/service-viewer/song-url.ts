import { PLAYBACK_TIMING } from "./playback";

/**
 * Rewrites the address bar to the current song's URL without a navigation (spec §2: at most once
 * every 1500 ms). history.replaceState keeps React Router's own state object, so the router's
 * history bookkeeping stays intact and the page is not re-rendered or remounted; a burst of song
 * changes writes the first at once and the last when the interval has passed.
 */
export type UrlWriter = { write(url: string): void; cancel(): void };

export function replaceBrowserUrl(url: string): void {
  if (window.location.pathname + window.location.search === url) return;
  window.history.replaceState(window.history.state, "", url);
}

export function createThrottledUrlWriter({
  intervalMs = PLAYBACK_TIMING.urlRewriteMs,
  write = replaceBrowserUrl,
  now = Date.now,
}: { intervalMs?: number; write?: (url: string) => void; now?: () => number } = {}): UrlWriter {
  let lastWriteAt = -Infinity;
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    if (pending === null) return;
    const url = pending;
    pending = null;
    lastWriteAt = now();
    write(url);
  };

  return {
    write(url) {
      pending = url;
      const wait = lastWriteAt + intervalMs - now();
      if (wait <= 0 && timer === undefined) flush();
      else timer ??= setTimeout(flush, Math.max(0, wait));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
