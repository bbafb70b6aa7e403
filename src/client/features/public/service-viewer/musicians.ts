import type { ViewerMusician } from "@shared/schemas/public-service-viewer";
import type { ServicePage } from "./api/get-service-page";

/** The musicians of the current song: its own lineup, else the service's, else the band's (issue 5). */
export function musiciansOfSong(musicians: ServicePage["musicians"], songId: string | null | undefined): ViewerMusician[] {
  const own = songId ? musicians.bySong[songId] : undefined;
  const lineup = own && own.length > 0 ? own : musicians.service.length > 0 ? musicians.service : musicians.band;
  return lineup.flatMap((position) => musicians.people[position] ?? []);
}
