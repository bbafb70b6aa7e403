import { useEffect, useState, useSyncExternalStore } from "react";
import { PlaybackController, type PlaybackControllerOptions } from "./playback-controller";

/** One playback controller for the page's life; its snapshot re-renders the page. */
export function useServicePlayback(options: Pick<PlaybackControllerOptions, "songs" | "initialIndex" | "videoId" | "initialRepeat" | "initialRate">) {
  const { songs } = options;
  const [controller] = useState(() => new PlaybackController(options));
  useEffect(() => {
    controller.mount();
    return () => controller.unmount();
  }, [controller]);
  useEffect(() => {
    controller.setSongs(songs);
  }, [controller, songs]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return { controller, snapshot };
}
