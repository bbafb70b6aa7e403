import { useEffect, useState, useSyncExternalStore } from "react";
import { PlaybackController } from "./playback-controller";
import type { SongSpan } from "./playback";

/** One playback controller for the page's life; its snapshot re-renders the page. */
export function useServicePlayback({ songs, initialIndex, videoId }: { songs: readonly SongSpan[]; initialIndex: number; videoId: string | null }) {
  const [controller] = useState(() => new PlaybackController({ songs, initialIndex, videoId }));
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
