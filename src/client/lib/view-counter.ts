import { apiClient } from "./api-client";

/**
 * The browser's side of view counting (spec §7 "View counting", §9):
 * - a service counts at most once per 30 minutes per service per browser (timestamp in
 *   localStorage), and the call is debounced 3 s, so a visitor who leaves at once counts nothing;
 * - a song (segment) counts at most once every 5 minutes per song (a localStorage key per song),
 *   debounced 1 s, so skipping through songs counts only where the visitor stays; the caller can
 *   skip it with a flag; and a visit counts each (catalogue song, segment) pair once;
 * - failures are only logged.
 * The server applies its own per-address limits as well (docs/decisions/181).
 */

export const VIEW_COUNTING = {
  serviceThrottleMs: 30 * 60 * 1000,
  songThrottleMs: 5 * 60 * 1000,
  serviceDebounceMs: 3000,
  songDebounceMs: 1000,
} as const;

export const viewStorageKey = {
  service: (serviceId: string) => `louvor:views:service:${serviceId}`,
  song: (songId: string) => `louvor:views:song:${songId}`,
};

export type ViewKind = "service" | "song";

export type ViewCounterOptions = {
  send?: (kind: ViewKind, id: string) => Promise<unknown>;
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
};

export type ViewCounter = {
  /** Counts a view of the service 3 s from now, unless called again (restarts) or cancelled first. */
  countService(serviceId: string): void;
  /** Counts a view of the song 1 s from now, unless another song is counted, `skip` is set, or it is cancelled. */
  countSong(song: { id: string; songCatalogId: string }, options?: { skip?: boolean }): void;
  /** Drops the pending calls (the page is leaving). */
  cancel(): void;
};

export function sendView(kind: ViewKind, id: string): Promise<unknown> {
  const path = kind === "service" ? "services" : "songs";
  return apiClient.post(`/api/views/${path}/${encodeURIComponent(id)}`);
}

function browserStorage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createViewCounter(options: ViewCounterOptions = {}): ViewCounter {
  const send = options.send ?? sendView;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const countedThisVisit = new Set<string>();
  const timers: Record<ViewKind, ReturnType<typeof setTimeout> | undefined> = { service: undefined, song: undefined };

  /** True when the last count stored under `key` is younger than `windowMs`. Unreadable storage never blocks. */
  function recentlyCounted(key: string, windowMs: number): boolean {
    try {
      const stored = Number(storage?.getItem(key));
      return Number.isFinite(stored) && stored > 0 && now() - stored < windowMs;
    } catch {
      return false;
    }
  }

  function remember(key: string) {
    try {
      storage?.setItem(key, String(now()));
    } catch {
      // Full or blocked storage: the server's own limit still holds.
    }
  }

  function schedule(kind: ViewKind, delayMs: number, run: () => void) {
    clearTimeout(timers[kind]);
    timers[kind] = setTimeout(() => {
      timers[kind] = undefined;
      run();
    }, delayMs);
  }

  function count(kind: ViewKind, id: string, storageKey: string) {
    send(kind, id).then(
      () => remember(storageKey),
      (error: unknown) => log(`Não foi possível registrar a visualização (${kind} ${id}).`, error),
    );
  }

  return {
    countService(serviceId) {
      schedule("service", VIEW_COUNTING.serviceDebounceMs, () => {
        const key = viewStorageKey.service(serviceId);
        if (recentlyCounted(key, VIEW_COUNTING.serviceThrottleMs)) return;
        count("service", serviceId, key);
      });
    },
    countSong(song, { skip = false } = {}) {
      if (skip) {
        clearTimeout(timers.song);
        timers.song = undefined;
        return;
      }
      schedule("song", VIEW_COUNTING.songDebounceMs, () => {
        const pair = `${song.songCatalogId}:${song.id}`;
        const key = viewStorageKey.song(song.id);
        if (countedThisVisit.has(pair) || recentlyCounted(key, VIEW_COUNTING.songThrottleMs)) return;
        countedThisVisit.add(pair);
        count("song", song.id, key);
      });
    },
    cancel() {
      clearTimeout(timers.service);
      clearTimeout(timers.song);
      timers.service = undefined;
      timers.song = undefined;
    },
  };
}
