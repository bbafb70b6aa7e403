import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicMusicianDetailResponse } from "@shared/schemas/public-catalogue";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { churchMusicianKeys } from "./church-musician-keys";

export function getChurchMusician(churchKey: string, musicianKey: string, signal?: AbortSignal): Promise<PublicMusicianDetailResponse> {
  return getPublic(churchApiPath(churchKey, "musicians", musicianKey), {}, signal);
}

export function churchMusicianQueryOptions(churchKey: string, musicianKey: string) {
  return queryOptions(
    publicQuery(churchMusicianKeys.detail(churchKey, musicianKey), (signal) => getChurchMusician(churchKey, musicianKey, signal)),
  );
}

export function useChurchMusician(churchKey: string, musicianKey: string) {
  return useQuery(churchMusicianQueryOptions(churchKey, musicianKey));
}
