/**
 * What the public catalogue endpoints (bands, band, musician, older songs page, song detail)
 * answer: the public API contract, shared by the server and its clients.
 */

export type Shift = "morning" | "afternoon" | "evening";

/** A band as the bands page, the band page and the musician page show it. */
export type PublicBandSummary = {
  id: string;
  /** Readable URL key ("banda-agape-2019"). */
  key: string;
  name: string;
  year: number;
  imageUrl: string | null;
};

/** GET /api/public/churches/:churchKey/bands?search= */
export type PublicBandsResponse = { bands: PublicBandSummary[] };

export type PublicBandMember = {
  id: string;
  key: string;
  name: string;
  /** What they play in this band, joined with ", " (empty when none was recorded). */
  instruments: string;
  avatarUrl: string | null;
};

/** GET /api/public/churches/:churchKey/bands/:bandKey */
export type PublicBandDetailResponse = {
  band: PublicBandSummary;
  /** Cultos: active services of the band; Músicos: members; Músicas: active segments in active services. */
  stats: { services: number; musicians: number; songs: number };
  musicians: PublicBandMember[];
};

/** GET /api/public/churches/:churchKey/musicians/:musicianKey */
export type PublicMusicianDetailResponse = {
  musician: {
    id: string;
    key: string;
    name: string;
    instrument: string | null;
    bio: string | null;
    avatarUrl: string | null;
  };
  /** Cultos: distinct active services played; Bandas: memberships; Músicas: active segments played. */
  stats: { services: number; bands: number; songs: number };
  bands: PublicBandSummary[];
};

export type PublicCatalogueSong = {
  id: string;
  key: string;
  name: string;
  author: string | null;
  performanceCount: number;
  /** Video of the latest performance: the thumbnail's source (the client falls back to a stock image). */
  videoUrl: string | null;
};

/** GET /api/public/churches/:churchKey/catalogue?search=&page= */
export type PublicCatalogueResponse = {
  songs: PublicCatalogueSong[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
};

export type PublicSongPerformance = {
  segmentId: string;
  /** Key of the song within the service (…/services/{serviceKey}/songs/{segmentKey}). */
  segmentKey: string;
  serviceId: string;
  serviceKey: string;
  /** Service date 'YYYY-MM-DD'. */
  date: string;
  /** Service time 'HH:MM'. */
  time: string;
  shift: Shift;
  /** 'Culto {hour}h'. */
  serviceTitle: string;
  startTime: number;
  endTime: number;
  /** Seconds (end − start). */
  duration: number;
  bandName: string;
  bandYear: number;
  /** The video opened at the song's start ("&t=123s"), or null when the link is not a video. */
  videoLink: string | null;
  /** 'Tom' as written ("Bb") and BPM, null when not recorded (issue 27). */
  musicalKey: string | null;
  tempo: number | null;
};

/** The song page's usage history (beside the older fields; decision 205). Dates 'YYYY-MM-DD'. */
export type PublicSongHistory = {
  firstPerformance: { date: string; bandName: string } | null;
  lastPerformance: { date: string; bandName: string } | null;
  /** Active services of the church after the last performance; null without performances. */
  servicesSinceLast: number | null;
  /** Bands that sang it, most performances first. */
  bands: { name: string; performances: number }[];
  /** Every year from the first performance to the last, empty years included. */
  perYear: { year: number; performances: number }[];
};

/** GET /api/public/churches/:churchKey/catalogue/:songKey */
export type PublicSongDetailResponse = {
  song: {
    id: string;
    key: string;
    name: string;
    author: string | null;
    chordFile: string | null;
    performanceCount: number;
    /**
     * The church's chart as ChordPro and its original key (issue 42), only when the church chose
     * 'Publicar cifras'; null otherwise (the chart's text never leaves the server then).
     */
    chart: string | null;
    originalKey: string | null;
  };
  /** Service date descending (then time descending). */
  performances: PublicSongPerformance[];
  statistics: {
    totalPerformances: number;
    /** Whole seconds, null without performances. */
    averageDuration: number | null;
    /** 'YYYY-MM-DD', null without performances. */
    lastPerformanceDate: string | null;
  };
  history: PublicSongHistory;
  /** The keys it was played in, most played first (shared/musical-keys.ts keysPlayed). */
  keys: { key: string; count: number }[];
};

/**
 * GET /api/public/churches/:churchKey/catalogue/:songKey/cifra: the song's chart alone, for 'Modo
 * ensaio' beside a performance (issue 42). The song page's rule: both null unless the church
 * chose 'Publicar cifras' (and null for a song without a chart).
 */
export type PublicSongChartResponse = Pick<PublicSongDetailResponse["song"], "chart" | "originalKey">;
