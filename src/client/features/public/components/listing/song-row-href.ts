import type { SongListItem } from "@shared/schemas/public-listing";
import { paths } from "@/lib/paths";

/**
 * Where a song row goes (spec §2): the song within its service when the row has its id, service,
 * date and time; otherwise the song page by id.
 */
export function songRowHref(churchSlug: string, song: Pick<SongListItem, "id" | "serviceId" | "date" | "time" | "serviceKey" | "key" | "songId">): string {
  if (song.id && song.serviceId && song.date && song.time) {
    return paths.church.serviceSong.href(churchSlug, song.serviceKey || song.serviceId, song.key || song.id);
  }
  return paths.church.song.href(churchSlug, song.songId || song.id);
}
