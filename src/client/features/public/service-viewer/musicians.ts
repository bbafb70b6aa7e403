import type { ServicePageResponse, ViewerMusician } from "@shared/schemas/public-service-viewer";

/** The musicians of the current song: its own lineup, else the service's, else the band's (issue 5). */
export function musiciansOfSong(musicians: ServicePageResponse["musicians"], songId: string | null | undefined): ViewerMusician[] {
  const own = songId ? musicians.bySong[songId] : undefined;
  if (own && own.length > 0) return own;
  if (musicians.service.length > 0) return musicians.service;
  return musicians.band;
}
