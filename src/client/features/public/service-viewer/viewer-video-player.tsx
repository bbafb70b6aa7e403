import { LoaderCircleIcon, PlayIcon } from "lucide-react";
import { useCallback } from "react";
import { useEarlyTaps } from "@/features/public/components/early-taps";
import { VideoThumbnail } from "@/features/public/components/video-thumbnail";
import { ButtonLink } from "./button-link";
import type { PlaybackController, PlaybackStatus } from "./playback-controller";
import { serviceViewerTexts as texts } from "./texts";

/**
 * The video area: a facade with the video's thumbnail and a play button until the visitor plays
 * (the video host's script is not loaded before that), then the player the adapter creates in
 * the container below. React never renders children into that container. The play button is a
 * link to the video on its host at the current song (`watchHref`): without scripts it still plays
 * the song there; once hydrated a click starts the player here (docs/decisions/415).
 */
export function ViewerVideoPlayer({
  controller,
  status,
  videoUrl,
  watchHref,
  label,
}: {
  controller: PlaybackController;
  status: PlaybackStatus;
  videoUrl: string;
  watchHref: string | null;
  label: string;
}) {
  const container = useCallback((element: HTMLDivElement | null) => controller.setContainer(element), [controller]);
  const showFacade = status !== "ready";
  // A tap before hydration starts the player once hydrated, here rather than on the host (docs/decisions/497).
  const playTaps = useEarlyTaps("play-video");

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black shadow-sm">
      <div ref={container} className="absolute inset-0 [&_iframe]:size-full" data-testid="video-player" />
      {showFacade && (
        <div className="absolute inset-0">
          <VideoThumbnail videoUrl={videoUrl} alt={label} priority className="object-cover" />
          <div className="absolute inset-0 flex items-center justify-center bg-black/25">
            {!controller.hasVideo || !watchHref ? (
              <p className="rounded-md bg-black/70 px-3 py-1.5 text-sm font-medium text-white">{texts.noVideo}</p>
            ) : status === "loading" ? (
              <span role="status" className="flex items-center gap-2 rounded-md bg-black/70 px-3 py-1.5 text-sm text-white">
                <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
                {texts.playerLoading}
              </span>
            ) : (
              <div className="flex flex-col items-center gap-3">
                <ButtonLink
                  {...playTaps}
                  href={watchHref}
                  onActivate={() => controller.start()}
                  aria-label={texts.playVideo(label)}
                  className="flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-4 focus-visible:outline-white md:size-20"
                >
                  <PlayIcon className="ml-1 size-8 fill-current md:size-10" aria-hidden />
                </ButtonLink>
                {status === "error" && (
                  <p role="alert" className="rounded-md bg-black/70 px-3 py-1.5 text-sm text-white">
                    {texts.playerError}
                  </p>
                )}
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
