import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChurchHome as ChurchHomeResponse } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import type { PublicBandCardData } from "@/features/public/components/public-band-card";
import { serviceCardData, type ServiceCardData } from "@/features/public/components/service-card";
import { songCardData, type SongCardData } from "@/features/public/components/song-card";

export const churchHomeKeys = {
  all: ["public", "church-home"] as const,
  detail: (churchKey: string) => [...churchHomeKeys.all, churchKey] as const,
};

/**
 * What the home keeps of the answer, and so what its server-rendered page sends for hydration
 * (docs/decisions/436, as the service page does: 416): only what its cards show and open.
 */
export type ChurchHome = {
  bands: PublicBandCardData[];
  recentServices: ServiceCardData[];
  newSongs: SongCardData[];
  recentSongs: SongCardData[];
  popularSongs: SongCardData[];
};

export function toChurchHome(home: ChurchHomeResponse): ChurchHome {
  return {
    bands: home.bands.map(({ id, key, name, year, imageUrl }) => ({ id, key, name, year, imageUrl })),
    recentServices: home.recentServices.map(serviceCardData),
    newSongs: home.newSongs.map(songCardData),
    recentSongs: home.recentSongs.map(songCardData),
    popularSongs: home.popularSongs.map(songCardData),
  };
}

export async function getChurchHome(churchKey: string, signal?: AbortSignal): Promise<ChurchHome> {
  return toChurchHome(await getPublic<ChurchHomeResponse>(churchApiPath(churchKey, "home"), {}, signal));
}

/** Everything the church home shows, in one request. */
export function churchHomeQueryOptions(churchKey: string) {
  return queryOptions(publicQuery(churchHomeKeys.detail(churchKey), (signal) => getChurchHome(churchKey, signal)));
}

export function useChurchHome(churchKey: string) {
  return useQuery(churchHomeQueryOptions(churchKey));
}
