import { useEffect, useRef, useState } from "react";
import { youtubeVideoId } from "@shared/youtube-url";
import { createPlayer, type Player, type PlayerState } from "@/lib/player";
import { servicesTexts } from "./texts";

const texts = servicesTexts.editor;

type EditorVideoPlayerProps = {
  videoUrl: string;
  /** The ready player, or null while there is none (no valid link, loading, destroyed). */
  onPlayerChange: (player: Player | null) => void;
  onStateChange?: (state: PlayerState) => void;
};

/** The service video in the editor, where segments are marked, embedded through the player adapter (DESIGN "The video player"). */
export function EditorVideoPlayer({ videoUrl, onPlayerChange, onStateChange }: EditorVideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const videoId = youtubeVideoId(videoUrl);
  const [status, setStatus] = useState<"empty" | "loading" | "ready" | "error">(videoId ? "loading" : "empty");
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
    createPlayer(element, { videoId }).then(
      (created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        player = created;
        unsubscribe = created.onStateChange((state) => callbacks.current.onStateChange?.(state));
        setStatus("ready");
        callbacks.current.onPlayerChange(created);
      },
      () => {
        if (!cancelled) setStatus("error");
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
      if (player) {
        callbacks.current.onPlayerChange(null);
        player.destroy();
      }
    };
  }, [videoId]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg border bg-muted">
      <div ref={container} data-testid="service-video" className="absolute inset-0" />
      {status !== "ready" ? (
        <p
          role={status === "error" ? "alert" : undefined}
          className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground"
        >
          {status === "empty" ? texts.playerEmpty : status === "loading" ? texts.playerLoading : texts.playerError}
        </p>
      ) : null}
    </div>
  );
}
