/**
 * The rules of the service viewing page's playback (spec §4 "Viewing page", §9), as pure functions
 * the controller hook applies: which song a playback position belongs to, what happens when a song
 * ends, next / previous / shuffle / repeat.
 */

export const PLAYBACK_TIMING = {
  /** Auto-advance and position matching run every 500 ms. */
  tickMs: 500,
  /** Song changes within 1000 ms of the previous one are ignored. */
  songChangeGuardMs: 1000,
  /** Play/pause toggles within 800 ms of the previous one are ignored. */
  playPauseGuardMs: 800,
  /** Songs are not matched for about 1.5 s after a seek (the player may still report the old time). */
  seekGuardMs: 1500,
  /** The timeline polls the player every 100 ms. */
  timelinePollMs: 100,
  /** The URL is rewritten at most once every 1500 ms. */
  urlRewriteMs: 1500,
  /** Without a song at the position, the nearest by start within 10 s is chosen. */
  nearestToleranceSeconds: 10,
  /**
   * A position this far past the current song's end still counts as "the song ended" (ticks come
   * every 0.5 s, slower in a background tab); further away it is a jump, matched by position.
   */
  endToleranceSeconds: 3,
} as const;

export type SongSpan = { startTime: number; endTime: number };

/** 0 off; 1 repeat all (after the last song, the first); 2 repeat one (the current song loops). */
export type RepeatMode = 0 | 1 | 2;

export const nextRepeatMode = (mode: RepeatMode): RepeatMode => ((mode + 1) % 3) as RepeatMode;

/** The song whose span holds `time`, else the one starting nearest to it within 10 s, else -1. */
export function songIndexAt(songs: readonly SongSpan[], time: number): number {
  const inside = songs.findIndex((song) => time >= song.startTime && time < song.endTime);
  if (inside >= 0) return inside;
  let nearest = -1;
  let distance = Infinity;
  songs.forEach((song, index) => {
    const d = Math.abs(song.startTime - time);
    if (d <= PLAYBACK_TIMING.nearestToleranceSeconds && d < distance) {
      nearest = index;
      distance = d;
    }
  });
  return nearest;
}

/** Next wraps from the last song to the first. */
export const nextIndex = (index: number, count: number): number => (count === 0 ? -1 : (index + 1) % count);

/** Previous wraps from the first song to the last. */
export const previousIndex = (index: number, count: number): number => (count === 0 ? -1 : (index - 1 + count) % count);

/** A random song other than the current one (the current one when it is the only song). */
export function randomOtherIndex(index: number, count: number, random: () => number = Math.random): number {
  if (count <= 1) return index;
  const pick = Math.floor(random() * (count - 1));
  return pick >= index ? pick + 1 : pick;
}

export type TickDecision =
  | { type: "none" }
  /** Make `index` current; seek to its start when the position is not already in it. */
  | { type: "advance"; index: number; seek: boolean }
  /** Repeat one: back to the current song's start. */
  | { type: "restart" }
  /** The last song ended without repeat: playback stops. */
  | { type: "stop" }
  /** The position moved into another song (a seek in the player itself): make it current, no seek. */
  | { type: "match"; index: number };

export type TickInput = {
  time: number;
  songs: readonly SongSpan[];
  currentIndex: number;
  repeat: RepeatMode;
  shuffle: boolean;
  random?: () => number;
};

/** What the 500 ms check does at playback position `time` (the player is playing). */
export function decideTick({ time, songs, currentIndex, repeat, shuffle, random = Math.random }: TickInput): TickDecision {
  const current = songs[currentIndex];
  if (!current) {
    const index = songIndexAt(songs, time);
    return index >= 0 ? { type: "match", index } : { type: "none" };
  }
  if (time >= current.startTime && time < current.endTime) return { type: "none" };

  const ended = time >= current.endTime && time < current.endTime + PLAYBACK_TIMING.endToleranceSeconds;
  if (ended) {
    if (repeat === 2) return { type: "restart" };
    const isLast = currentIndex === songs.length - 1;
    let target: number;
    if (shuffle && songs.length > 1) target = randomOtherIndex(currentIndex, songs.length, random);
    else if (!isLast) target = currentIndex + 1;
    else if (repeat === 1) target = 0;
    else return { type: "stop" };
    const next = songs[target]!;
    return { type: "advance", index: target, seek: !(time >= next.startTime && time < next.endTime) };
  }

  const index = songIndexAt(songs, time);
  return index >= 0 && index !== currentIndex ? { type: "match", index } : { type: "none" };
}

/** Progress of `time` within a song, 0–1. */
export function progressWithin(song: SongSpan, time: number): number {
  const span = song.endTime - song.startTime;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (time - song.startTime) / span));
}

/** How far before a song's end a step forward stops: the song's last second still plays, then it loops or moves on. */
export const STEP_END_MARGIN_SECONDS = 1;

/**
 * Where a step of `seconds` from `time` lands within `song` ('Modo ensaio', back and forward 5 s,
 * docs/decisions/445): never before its start, never past one second before its end (the song's
 * last second still plays, then it loops or moves on); a step forward from that last second stays.
 */
export function stepWithin(song: SongSpan, time: number, seconds: number): number {
  const last = Math.max(song.startTime, song.endTime - STEP_END_MARGIN_SECONDS);
  const here = Math.min(Math.max(time, song.startTime), song.endTime);
  if (seconds >= 0) return here >= last ? here : Math.min(here + seconds, last);
  return Math.max(here + seconds, song.startTime);
}
