import { useEffect, useRef, useState } from "react";
import { ExternalLinkIcon } from "lucide-react";
import { formatTimestamp } from "@shared/durations";
import { youtubeVideoId, youtubeWatchUrl } from "@shared/youtube-url";
import { Button } from "@/components/ui/button";
import { createPlayer, VideoUnavailableError, type Player, type PlayerState } from "@/lib/player";
import { servicesTexts } from "./texts";

const texts = servicesTexts.editor;

/** How long the player may take to become ready before the form says the video does not play here (docs/decisions/425). */
export const PLAYER_READY_TIMEOUT_MS = 15_000;

type Status = "empty" | "loading" | "ready" | "unavailable" | "error";

type EditorVideoPlayerProps = {
  videoUrl: string;
  /** The ready player, or null while there is none (no valid link, loading, unavailable, destroyed). */
  onPlayerChange: (player: Player | null) => void;
  onStateChange?: (state: PlayerState) => void;
  /** Where the 'open on YouTube' link starts when the player cannot say (seconds into the video). */
  fallbackTime: number;
  readyTimeoutMs?: number;
};

/**
 * The service video in the editor, where segments are marked, embedded through the player adapter
 * (DESIGN "The video player"). When YouTube will not play the video here (private, embedding
 * disabled, a live stream still processing: its onError, or no ready player in time) it says so
 * and links to the video on YouTube at the current time; the times are then typed (docs/decisions/425).
 */
export function EditorVideoPlayer({ videoUrl, onPlayerChange, onStateChange, fallbackTime, readyTimeoutMs = PLAYER_READY_TIMEOUT_MS }: EditorVideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const videoId = youtubeVideoId(videoUrl);
  const [status, setStatus] = useState<Status>(videoId ? "loading" : "empty");
  // The player's last known position in this video, kept for the link once the player is gone.
  const [lastTime, setLastTime] = useState<{ videoId: string; seconds: number } | null>(null);
  const callbacks = useRef({ onPlayerChange, onStateChange });
  useEffect(() => {
    callbacks.current = { onPlayerChange, onStateChange };
  });

  useEffect(() => {
    const element = container.current;
    if (!videoId || !element) {
      setStatus("empty");
      return;
    }
    let player: Player | null = null;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    setStatus("loading");
    // A player that is still not ready is treated as unavailable; if it gets ready later, it is used.
    const timeout = setTimeout(() => setStatus((current) => (current === "loading" ? "unavailable" : current)), readyTimeoutMs);

    function giveUp() {
      if (!player || !videoId) return;
      setLastTime({ videoId, seconds: player.getCurrentTime() });
      unsubscribe?.();
      callbacks.current.onPlayerChange(null);
      player.destroy();
      player = null;
    }

    createPlayer(element, {
      videoId,
      onError: () => {
        if (cancelled) return;
        giveUp();
        setStatus("unavailable");
      },
    }).then(
      (created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        clearTimeout(timeout);
        player = created;
        unsubscribe = created.onStateChange((state) => callbacks.current.onStateChange?.(state));
        setStatus("ready");
        callbacks.current.onPlayerChange(created);
      },
      (error: unknown) => {
        if (cancelled) return;
        clearTimeout(timeout);
        setStatus(error instanceof VideoUnavailableError ? "unavailable" : "error");
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timeout);
      unsubscribe?.();
      if (player) {
        callbacks.current.onPlayerChange(null);
        player.destroy();
      }
    };
  }, [videoId, readyTimeoutMs]);

  const blocked = videoId !== null && (status === "unavailable" || status === "error");
  const playerTime = lastTime?.videoId === videoId ? Math.floor(lastTime.seconds) : 0;
  const linkTime = playerTime > 0 ? playerTime : Math.max(0, Math.floor(fallbackTime));

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className={blocked ? "hidden" : "relative aspect-video w-full overflow-hidden rounded-lg border bg-muted"}>
        <div ref={container} data-testid="service-video" className="absolute inset-0" />
        {status === "empty" || status === "loading" ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground">
            {status === "empty" ? texts.playerEmpty : texts.playerLoading}
          </p>
        ) : null}
      </div>
      {blocked ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
          <p>{status === "unavailable" ? texts.videoUnavailable : texts.playerError}</p>
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal">
            <a href={youtubeWatchUrl(videoId, linkTime)} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden />
              {texts.openOnYouTube(formatTimestamp(linkTime))}
            </a>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
