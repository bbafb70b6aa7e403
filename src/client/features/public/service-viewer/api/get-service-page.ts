import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ServicePageResponse, ViewerMusician } from "@shared/schemas/public-service-viewer";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { serviceViewerKeys } from "./keys";

export type { ServicePageResponse };

type ResponseService = ServicePageResponse["service"];
type ResponseSong = ServicePageResponse["songs"][number];

/**
 * What the page keeps of the answer, and so what a server-rendered page sends for hydration
 * (docs/decisions/416): only the fields the page shows, and each musician once (the answer
 * repeats a musician in every song's lineup); the lineups are positions in that list.
 */
export type ServicePage = {
  service: Pick<ResponseService, "id" | "key" | "date" | "time" | "title" | "videoUrl" | "videoId" | "viewCount"> & {
    band: Pick<ResponseService["band"], "id" | "key" | "name" | "year">;
    church: Pick<ResponseService["church"], "id" | "slug" | "name">;
  };
  songs: ViewerPageSong[];
  selectedSongId: string | null;
  /** Every musician once (`people`); the lineups are positions in that list. */
  musicians: {
    people: ViewerMusician[];
    bySong: Record<string, number[]>;
    service: number[];
    band: number[];
  };
};

export type ViewerPageSong = Pick<ResponseSong, "id" | "key" | "songCatalogId" | "name" | "author" | "startTime" | "endTime" | "duration" | "musicalKey" | "tempo">;

export function toServicePage({ service, songs, selectedSongId, musicians }: ServicePageResponse): ServicePage {
  const people: ViewerMusician[] = [];
  const positions = new Map<string, number>();
  const lineup = (list: ViewerMusician[]) =>
    list.map((musician) => {
      let position = positions.get(musician.id);
      if (position === undefined) {
        position = people.push(musician) - 1;
        positions.set(musician.id, position);
      }
      return position;
    });
  return {
    service: {
      id: service.id,
      key: service.key,
      date: service.date,
      time: service.time,
      title: service.title,
      videoUrl: service.videoUrl,
      videoId: service.videoId,
      viewCount: service.viewCount,
      band: { id: service.band.id, key: service.band.key, name: service.band.name, year: service.band.year },
      church: { id: service.church.id, slug: service.church.slug, name: service.church.name },
    },
    songs: songs.map(({ id, key, songCatalogId, name, author, startTime, endTime, duration, musicalKey, tempo }) => ({
      id,
      key,
      songCatalogId,
      name,
      author,
      startTime,
      endTime,
      duration,
      musicalKey,
      tempo,
    })),
    selectedSongId,
    musicians: {
      bySong: Object.fromEntries(Object.entries(musicians.bySong).map(([songId, list]) => [songId, lineup(list)])),
      service: lineup(musicians.service),
      band: lineup(musicians.band),
      people,
    },
  };
}

/** The service, its songs and their musicians in one request; `songKey` is the song named by the URL. */
export function getServicePage(churchKey: string, serviceKey: string, songKey: string | null, signal?: AbortSignal) {
  return getPublic<ServicePageResponse>(churchApiPath(churchKey, "services", serviceKey), { song: songKey }, signal);
}

export function servicePageQueryOptions(churchKey: string, serviceKey: string, songKey: string | null) {
  return queryOptions({
    ...publicQuery(serviceViewerKeys.page(churchKey, serviceKey, songKey), async (signal) =>
      toServicePage(await getServicePage(churchKey, serviceKey, songKey, signal)),
    ),
    // Spec §7: the service page's reads are not cached; a song named by a later URL keeps the page on screen.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useServicePage(churchKey: string, serviceKey: string, songKey: string | null) {
  return useQuery(servicePageQueryOptions(churchKey, serviceKey, songKey));
}
