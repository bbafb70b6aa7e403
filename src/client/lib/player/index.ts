/**
 * The one adapter over YouTube's iframe player that the service form and the service viewing page
 * use (DESIGN "The video player"). End-to-end tests serve e2e/fixtures/fake-youtube-player.js at the
 * iframe API's URL, so this code runs unchanged against a fake that keeps time.
 */
import { loadYouTubeIframeApi, type YouTubePlayer } from "./youtube-iframe-api";

export type PlayerState = "unstarted" | "ended" | "playing" | "paused" | "buffering" | "cued";

export type Player = {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  /** Asks for a playback speed (1 is normal); the video host may keep another if the video lacks it. */
  setPlaybackRate(rate: number): void;
  getCurrentTime(): number;
  getDuration(): number;
  getState(): PlayerState;
  onStateChange(listener: (state: PlayerState) => void): () => void;
  destroy(): void;
};

export type CreatePlayerOptions = {
  videoId: string;
  start?: number;
  autoplay?: boolean;
  /**
   * The video cannot be played here after the player became ready (YouTube's onError). An error
   * before it is ready rejects `createPlayer` with a `VideoUnavailableError` instead.
   */
  onError?: (error: VideoUnavailableError) => void;
};

/**
 * The video cannot be played in this page. `code` is YouTube's onError code: 2 a bad video id, 5
 * the HTML5 player failed, 100 not found or private, 101 and 150 the owner does not allow
 * embedding; for the app they all mean the same (docs/decisions/425). null: no code (a time-out).
 */
export class VideoUnavailableError extends Error {
  constructor(readonly code: number | null) {
    super(code === null ? "O player do YouTube não ficou pronto." : `O YouTube não reproduz este vídeo aqui (erro ${code}).`);
    this.name = "VideoUnavailableError";
  }
}

const STATES: Record<number, PlayerState> = {
  [-1]: "unstarted",
  0: "ended",
  1: "playing",
  2: "paused",
  3: "buffering",
  5: "cued",
};

/** The adapter's name for a YT.PlayerState code; unknown codes read as "unstarted". */
export const playerStateOf = (code: number): PlayerState => STATES[code] ?? "unstarted";

const finiteOrZero = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * Loads https://www.youtube.com/iframe_api once (script tag, window.onYouTubeIframeAPIReady), creates
 * a YT.Player in `container` and resolves when it is ready.
 *
 * The iframe replaces an element the adapter creates inside `container`, so the container itself
 * (often owned by React) is never replaced. `destroy()` removes the iframe and that element.
 */
export async function createPlayer(container: HTMLElement, options: CreatePlayerOptions): Promise<Player> {
  const YT = await loadYouTubeIframeApi();
  const host = document.createElement("div");
  host.className = "h-full w-full";
  container.appendChild(host);

  const listeners = new Set<(state: PlayerState) => void>();
  let state: PlayerState = "unstarted";
  let destroyed = false;
  let ready = false;

  return new Promise<Player>((resolve, reject) => {
    let raw: YouTubePlayer;
    const adapter: Player = {
      play: () => {
        if (!destroyed) raw.playVideo();
      },
      pause: () => {
        if (!destroyed) raw.pauseVideo();
      },
      seekTo: (seconds) => {
        if (!destroyed) raw.seekTo(Math.max(0, seconds), true);
      },
      setPlaybackRate: (rate) => {
        if (!destroyed) raw.setPlaybackRate(rate);
      },
      getCurrentTime: () => (destroyed ? 0 : finiteOrZero(raw.getCurrentTime())),
      getDuration: () => (destroyed ? 0 : finiteOrZero(raw.getDuration())),
      getState: () => state,
      onStateChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      destroy: () => {
        if (destroyed) return;
        destroyed = true;
        listeners.clear();
        try {
          raw.destroy();
        } finally {
          host.remove();
        }
      },
    };
    try {
      raw = new YT.Player(host, {
        videoId: options.videoId,
        width: "100%",
        height: "100%",
        playerVars: {
          autoplay: options.autoplay ? 1 : 0,
          start: options.start !== undefined ? Math.max(0, Math.floor(options.start)) : undefined,
          playsinline: 1,
          rel: 0,
          enablejsapi: 1,
          origin: window.location.origin,
        },
        events: {
          // The real API fires onReady later; event.target also covers a player that is ready at once.
          onReady: (event) => {
            raw = event.target;
            if (destroyed) return;
            const code = raw.getPlayerState();
            state = playerStateOf(typeof code === "number" ? code : -1);
            ready = true;
            resolve(adapter);
          },
          onStateChange: (event) => {
            if (destroyed) return;
            state = playerStateOf(event.data);
            for (const listener of [...listeners]) listener(state);
          },
          onError: (event) => {
            if (destroyed) return;
            const error = new VideoUnavailableError(typeof event.data === "number" ? event.data : null);
            if (!ready) {
              // Nothing to hand over: the caller gets the reason instead of a player.
              raw = event.target;
              adapter.destroy();
              reject(error);
              return;
            }
            options.onError?.(error);
          },
        },
      });
    } catch (error) {
      host.remove();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
