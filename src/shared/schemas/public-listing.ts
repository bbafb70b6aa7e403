/**
 * What the directory, church layout, church home and listing endpoints answer: the public API
 * contract, shared by the server and its clients.
 */

/** A band as a card or a link shows it. */
export type PublicBandRef = { id: string; key: string; name: string; year: number };

/** GET /api/public/churches?search= */
export type DirectoryChurch = { id: string; name: string; slug: string; logoUrl: string | null };
export type DirectoryResponse = { churches: DirectoryChurch[] };

/** GET /api/public/churches/:churchKey (the church layout; counts for the listing's count cards). */
export type ChurchSummary = {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  /** Active services. */
  servicesTotal: number;
  /** Active songs of active services (the rows of the Músicas tab). */
  songsTotal: number;
};
export type ChurchSummaryResponse = { church: ChurchSummary };

export type ServiceCard = {
  id: string;
  /** Readable URL key ("10-03-2024-19h-banda-agape"). */
  key: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM:SS'. */
  time: string;
  videoUrl: string;
  viewCount: number;
  /** Seconds: where the last active song ends (docs/decisions/172). */
  duration: number;
  songCount: number;
  band: PublicBandRef;
};

/** A song's performance in a service, as a card plays it: the service, the seconds in its video and the band. */
export type SegmentPlayback = {
  serviceId: string;
  serviceKey: string;
  date: string;
  time: string;
  startTime: number;
  endTime: number;
  duration: number;
  videoUrl: string;
  band: PublicBandRef;
};

/** One catalogue song (home sections) with the performance its card opens: its latest one. */
export type SongCard = {
  songId: string;
  songKey: string;
  name: string;
  author: string | null;
  /** The catalogue song's views. */
  viewCount: number;
  performanceCount: number;
  newMarkedAt: string | null;
  segmentId: string;
  segmentKey: string;
} & SegmentPlayback;

export type HomeBand = PublicBandRef & { imageUrl: string | null };

/** GET /api/public/churches/:churchKey/home */
export type ChurchHome = {
  bands: HomeBand[];
  recentServices: ServiceCard[];
  newSongs: SongCard[];
  recentSongs: SongCard[];
  popularSongs: SongCard[];
};

export type ServiceSong = {
  /** The segment (song_details) id. */
  id: string;
  /** Segment key: /churches/{church}/services/{serviceKey}/songs/{key}. */
  key: string;
  songId: string;
  name: string;
  viewCount: number;
  duration: number;
  startTime: number;
  endTime: number;
};

export type ServiceListItem = ServiceCard & { songs: ServiceSong[] };

/** Spec §3 "Song list item": an active song of an active service. */
export type SongListItem = {
  /** The segment (song_details) id. */
  id: string;
  key: string;
  name: string;
  songId: string;
  songKey: string;
  viewCount: number;
} & SegmentPlayback;

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export type ServiceSort = "date" | "view_count";
export type SongSort = "name" | "service_date" | "view_count" | "duration";
export type SortDirection = "asc" | "desc";

/**
 * GET /api/public/churches/:churchKey/services?search=&sort=&direction=&page=&band=&musician=
 * (50 per page) and GET …/songs?…&pageSize=25|50|100. `band` and `musician` are readable keys
 * (or ids) and narrow the listing to that band, or to what that musician played.
 */
export type ServicesQuery = {
  search?: string;
  sort?: ServiceSort;
  direction?: SortDirection;
  page?: number;
  band?: string;
  musician?: string;
};
export type SongsQuery = Omit<ServicesQuery, "sort"> & { sort?: SongSort; pageSize?: 25 | 50 | 100 };
