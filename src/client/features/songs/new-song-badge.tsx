import { isNewSong } from "@shared/schemas/songs";
import { Badge } from "@/components/ui/badge";
import { songsTexts } from "./texts";

/** The spec's 'New' badge, shown for 6 months after the song was marked as new. */
export function NewSongBadge({ newMarkedAt, now }: { newMarkedAt: string | null; now?: Date }) {
  if (!isNewSong(newMarkedAt, now)) return null;
  return <Badge variant="secondary" className="border-emerald-600/30 bg-emerald-600/10 text-emerald-700 dark:text-emerald-300">{songsTexts.newBadge}</Badge>;
}
