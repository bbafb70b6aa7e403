import { useEffect, useState } from "react";
import { createViewCounter } from "@/lib/view-counter";

/**
 * Counts the service view (3 s after the page opens) and the current song's view (1 s after it
 * becomes current), with the browser throttles of lib/view-counter. Song views are skipped until
 * the visitor has started the video: a song nobody played is not a view (docs/decisions/181).
 */
export function useViewCounting(serviceId: string, song: { id: string; songCatalogId: string } | undefined, started: boolean) {
  const [counter] = useState(() => createViewCounter());
  useEffect(() => {
    counter.countService(serviceId);
    return () => counter.cancel();
  }, [counter, serviceId]);

  const songId = song?.id;
  const songCatalogId = song?.songCatalogId;
  useEffect(() => {
    if (songId && songCatalogId) counter.countSong({ id: songId, songCatalogId }, { skip: !started });
  }, [counter, songId, songCatalogId, started]);
}
