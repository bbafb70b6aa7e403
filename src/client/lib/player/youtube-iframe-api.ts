/**
 * The few parts of YouTube's IFrame Player API (https://developers.google.com/youtube/iframe_api_reference)
 * that the adapter uses. Declared here instead of pulling in @types/youtube.
 */
export type YouTubePlayerStateCode = -1 | 0 | 1 | 2 | 3 | 5;

export interface YouTubePlayerEvent {
  target: YouTubePlayer;
  data?: unknown;
}

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setPlaybackRate(suggestedRate: number): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  destroy(): void;
}

export interface YouTubePlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  host?: string;
  playerVars?: Record<string, string | number | undefined>;
  events?: {
    onReady?: (event: YouTubePlayerEvent) => void;
    onStateChange?: (event: YouTubePlayerEvent & { data: number }) => void;
    onError?: (event: YouTubePlayerEvent & { data: number }) => void;
  };
}

export interface YouTubeNamespace {
  Player: new (element: HTMLElement | string, options: YouTubePlayerOptions) => YouTubePlayer;
  PlayerState: { UNSTARTED: -1; ENDED: 0; PLAYING: 1; PAUSED: 2; BUFFERING: 3; CUED: 5 };
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

export const IFRAME_API_URL = "https://www.youtube.com/iframe_api";

let loading: Promise<YouTubeNamespace> | null = null;

/**
 * Adds the IFrame API script once and resolves with `window.YT` when the API calls
 * `window.onYouTubeIframeAPIReady`. A failed load is forgotten so that the next play can retry.
 */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  if (typeof window.YT?.Player === "function") return Promise.resolve(window.YT);
  if (loading) return loading;
  loading = new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
      else reject(new Error("A API do player do YouTube não foi carregada."));
    };
    const script = document.createElement("script");
    script.src = IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      window.onYouTubeIframeAPIReady = previous;
      reject(new Error("Não foi possível carregar o player do YouTube."));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
