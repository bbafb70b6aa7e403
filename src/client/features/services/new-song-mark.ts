import { formatServiceDate } from "@shared/schemas/services";
import { servicesTexts } from "./texts";

/**
 * A catalogue song's new mark (spec §4 step 3): the date of the service that introduced it and that
 * service's band. The server stores the day as midnight UTC; a song is new in a service only when
 * that service introduced it (docs/decisions/428).
 */
export type NewSongMark = { newMarkedAt: string | null; introducedBy: string | null };

/** The service as the form has it now. */
export type ServiceIdentity = { date: string; bandId: string };

const markedDay = (newMarkedAt: string) => newMarkedAt.slice(0, 10);

/** Whether this service (its date and band) is the one that introduced the marked song, as the server decides it. */
export function introducedHere(mark: NewSongMark, service: ServiceIdentity): boolean {
  if (!mark.newMarkedAt || !mark.introducedBy) return false;
  return markedDay(mark.newMarkedAt) === service.date && mark.introducedBy === service.bandId;
}

/**
 * Whether a segment shows as 'Nova': a song not yet marked when the volunteer ticked it; a song
 * already marked only in the service that introduced it.
 */
export function showsAsNew(
  segment: { isNew: boolean; songNewMarkedAt: string | null; songIntroducedBy: string | null },
  service: ServiceIdentity,
): boolean {
  if (!segment.songNewMarkedAt) return segment.isNew;
  return introducedHere({ newMarkedAt: segment.songNewMarkedAt, introducedBy: segment.songIntroducedBy }, service);
}

/**
 * Which service introduced a marked song, in words: 'Introduzida neste culto.' or 'Introduzida no
 * culto de 05/01/2025 (Banda Ágape).' (the band left out when it is unknown or deleted).
 */
export function introductionText(mark: NewSongMark, service: ServiceIdentity, bandName: (id: string) => string | null): string | null {
  if (!mark.newMarkedAt) return null;
  if (introducedHere(mark, service)) return servicesTexts.segments.introducedHere;
  const band = mark.introducedBy ? bandName(mark.introducedBy) : null;
  return servicesTexts.segments.introducedIn(formatServiceDate(markedDay(mark.newMarkedAt)), band);
}
