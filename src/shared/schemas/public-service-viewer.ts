/**
 * What the service viewing page's endpoints answer: the public API contract, shared by the
 * server and its clients.
 */

export type ViewerShift = "morning" | "afternoon" | "evening";

/** A musician as the "Músicos" panel shows them. */
export type ViewerMusician = {
  id: string;
  /** Readable URL key of the musician page. */
  key: string;
  name: string;
  /** What they played (lineup row), else what they play in the band, else their main instrument. */
  instrument: string | null;
  avatarUrl: string | null;
};

/** An active song of the service (a song_details row), in start-time order. */
export type ViewerSong = {
  /** The song_details id. */
  id: string;
  /** Key of the song within the service (…/services/{serviceKey}/songs/{key}). */
  key: string;
  songCatalogId: string;
  /** Key of the catalogue song's own page (…/songs/{songKey}). */
  songKey: string;
  name: string;
  author: string | null;
  /** Seconds into the service video. */
  startTime: number;
  endTime: number;
  /** endTime − startTime. */
  duration: number;
  viewCount: number;
  /** The key it was played in ('G', 'Bb', 'F#m': shared/musical-keys.ts), or null when not given. */
  musicalKey: string | null;
  /** Beats per minute (30–250), or null when not given. */
  tempo: number | null;
};

/** GET /api/public/churches/:churchKey/services/:serviceKey[?song=<songKey>] */
export type ServicePageResponse = {
  service: {
    id: string;
    key: string;
    /** 'YYYY-MM-DD'. */
    date: string;
    /** 'HH:MM'. */
    time: string;
    shift: ViewerShift;
    /** 'Culto 19h'. */
    title: string;
    videoUrl: string;
    /** The YouTube video id, or null when the link is not a usable video. */
    videoId: string | null;
    /** The video's largest thumbnail, or null (the client shows its fallback image). */
    thumbnailUrl: string | null;
    viewCount: number;
    /** Seconds: where the last active song ends. */
    duration: number;
    band: { id: string; key: string; name: string; year: number; imageUrl: string | null };
    church: { id: string; slug: string; name: string; logoUrl: string | null };
  };
  songs: ViewerSong[];
  /** The song the `song` parameter names (segment key, segment id or catalogue song key/id), else null. */
  selectedSongId: string | null;
  /**
   * Everything needed for "the musicians of the current song": a song's own lineup
   * (`bySong[songId]`), else the service's lineup, else the band's members.
   */
  musicians: {
    bySong: Record<string, ViewerMusician[]>;
    service: ViewerMusician[];
    band: ViewerMusician[];
  };
};

export type ServiceRecommendationReason = "same-day" | "same-band" | "popular" | "recent";
export type SongRecommendationReason = "same-song" | "popular" | "new" | "recent";

export type RecommendedService = {
  kind: "service";
  reason: ServiceRecommendationReason;
  id: string;
  key: string;
  date: string;
  time: string;
  title: string;
  bandName: string;
  bandYear: number;
  viewCount: number;
  songCount: number;
  /** Seconds: where the last active song ends (as the listing's cards). */
  duration: number;
  videoUrl: string;
  thumbnailUrl: string | null;
};

export type RecommendedSong = {
  kind: "song";
  reason: SongRecommendationReason;
  /** The song_details id. */
  id: string;
  /** Key of the song within its service. */
  key: string;
  songCatalogId: string;
  name: string;
  serviceId: string;
  serviceKey: string;
  date: string;
  time: string;
  bandName: string;
  bandYear: number;
  startTime: number;
  duration: number;
  viewCount: number;
  videoUrl: string;
  thumbnailUrl: string | null;
};

/** GET /api/public/churches/:churchKey/recommendations?service=<id>&song=<songDetailId> */
export type RecommendationsResponse = {
  services: RecommendedService[];
  songs: RecommendedSong[];
};

/** GET /api/public/config: the analytics ids; null when not configured (then no script is loaded). */
export type PublicConfigResponse = { gtmId: string | null; gaMeasurementId: string | null };

/** POST /api/views/services/:serviceId and /api/views/songs/:songDetailId */
export type ViewResponse = {
  /** False when this address already counted this item within the throttle window. */
  counted: boolean;
  /** The item's view count after this request. */
  viewCount: number;
};
