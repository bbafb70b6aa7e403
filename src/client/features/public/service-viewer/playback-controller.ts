import { createPlayer, type CreatePlayerOptions, type Player, type PlayerState } from "@/lib/player";
import {
  decideTick,
  nextIndex,
  nextRepeatMode,
  PLAYBACK_TIMING,
  previousIndex,
  randomOtherIndex,
  stepWithin,
  type RepeatMode,
  type SongSpan,
} from "./playback";

/**
 * Drives the service video through the player adapter by the page's rules (playback.ts): the
 * facade starts the player only when the visitor plays; selecting a song seeks to its start and
 * plays; every 500 ms it auto-advances at a song's end and follows the playback position; the
 * 1000 ms song-change, 800 ms play/pause and 1.5 s post-seek guards; 'Modo ensaio''s speed and
 * steps within the song (its loop is repeat one). Plain TypeScript with an
 * external-store interface (subscribe/getSnapshot) so React reads it with useSyncExternalStore
 * and tests drive it with fake timers and a fake player.
 */

export type PlaybackStatus = "idle" | "loading" | "ready" | "error";

export type PlaybackSnapshot = {
  status: PlaybackStatus;
  currentIndex: number;
  isPlaying: boolean;
  shuffle: boolean;
  repeat: RepeatMode;
  /** The playback speed asked of the player (1 is normal), kept for a player not started yet. */
  rate: number;
};

export type PlaybackControllerOptions = {
  songs: readonly SongSpan[];
  initialIndex: number;
  videoId: string | null;
  /** A page opened in 'Modo ensaio' starts with its loop and speed. */
  initialRepeat?: RepeatMode;
  initialRate?: number;
  create?: (container: HTMLElement, options: CreatePlayerOptions) => Promise<Player>;
  now?: () => number;
  random?: () => number;
  log?: (message: string, error: unknown) => void;
};

const PLAYING_STATES: readonly PlayerState[] = ["playing", "buffering"];

export class PlaybackController {
  private songs: readonly SongSpan[];
  private readonly videoId: string | null;
  private readonly create: NonNullable<PlaybackControllerOptions["create"]>;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly log: (message: string, error: unknown) => void;
  private snapshot: PlaybackSnapshot;
  private readonly listeners = new Set<() => void>();
  private container: HTMLElement | null = null;
  private player: Player | null = null;
  private unsubscribePlayer: (() => void) | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private mounted = false;
  private generation = 0;
  private lastChangeAt = -Infinity;
  private lastToggleAt = -Infinity;
  private lastSeekAt = -Infinity;
  private stoppedAtEnd = false;
  /** Where the player should be once it is ready (a song chosen while it was loading). */
  private pendingStart: number | null = null;

  constructor(options: PlaybackControllerOptions) {
    this.songs = options.songs;
    this.videoId = options.videoId;
    this.create = options.create ?? createPlayer;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.log = options.log ?? ((message, error) => console.warn(message, error));
    const initialIndex = options.songs.length === 0 ? -1 : Math.min(Math.max(options.initialIndex, 0), options.songs.length - 1);
    this.snapshot = {
      status: "idle",
      currentIndex: initialIndex,
      isPlaying: false,
      shuffle: false,
      repeat: options.initialRepeat ?? 0,
      rate: options.initialRate ?? 1,
    };
  }

  // --- external store -----------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlaybackSnapshot => this.snapshot;

  private update(patch: Partial<PlaybackSnapshot>) {
    const next = { ...this.snapshot, ...patch };
    if ((Object.keys(patch) as (keyof PlaybackSnapshot)[]).every((key) => next[key] === this.snapshot[key])) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  // --- life -----------------------------------------------------------------------------------

  /** Starts the 500 ms check. Safe to call after unmount (React's strict mode mounts twice). */
  mount(): void {
    if (this.mounted) return;
    this.mounted = true;
    this.ticker = setInterval(() => this.tick(), PLAYBACK_TIMING.tickMs);
  }

  /** Stops the check and destroys the player; the controller goes back to its facade state. */
  unmount(): void {
    this.mounted = false;
    this.generation++;
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    this.unsubscribePlayer?.();
    this.unsubscribePlayer = null;
    try {
      this.player?.destroy();
    } catch (error) {
      this.log("Falha ao fechar o player.", error);
    }
    this.player = null;
    this.update({ status: "idle", isPlaying: false });
  }

  setContainer(container: HTMLElement | null): void {
    this.container = container;
  }

  setSongs(songs: readonly SongSpan[]): void {
    this.songs = songs;
  }

  get hasVideo(): boolean {
    return this.videoId !== null;
  }

  /** The playback position; before the player exists, where it would start. (Bound: the timeline polls it.) */
  currentTime = (): number =>
    this.player?.getCurrentTime() ?? this.pendingStart ?? this.songs[this.snapshot.currentIndex]?.startTime ?? 0;

  // --- visitor actions --------------------------------------------------------------------------

  /** Loads the video host's player (the facade's play button) at `at` seconds, or the current song's start. */
  start(at?: number): void {
    if (!this.videoId || !this.container || this.snapshot.status === "loading" || this.snapshot.status === "ready") return;
    const start = at ?? this.songs[this.snapshot.currentIndex]?.startTime ?? 0;
    const generation = ++this.generation;
    this.pendingStart = start;
    this.update({ status: "loading" });
    this.create(this.container, { videoId: this.videoId, start, autoplay: true }).then(
      (player) => {
        if (generation !== this.generation) {
          player.destroy();
          return;
        }
        this.player = player;
        this.unsubscribePlayer = player.onStateChange((state) => this.onPlayerState(state));
        this.lastSeekAt = this.now();
        if (this.pendingStart !== null && this.pendingStart !== start) player.seekTo(this.pendingStart);
        this.pendingStart = null;
        if (this.snapshot.rate !== 1) player.setPlaybackRate(this.snapshot.rate);
        this.update({ status: "ready", isPlaying: PLAYING_STATES.includes(player.getState()) });
        player.play();
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.pendingStart = null;
        this.log("Não foi possível carregar o player do vídeo.", error);
        this.update({ status: "error" });
      },
    );
  }

  /**
   * Makes song `index` current, seeks to its start and plays (starting the player if needed).
   * Ignored within 1000 ms of the previous song change; returns whether it happened.
   * `play: false` only selects it when the player has not started (a song named by the URL).
   */
  selectSong(index: number, { play = true }: { play?: boolean } = {}): boolean {
    const song = this.songs[index];
    if (!song) return false;
    if (!this.changeSong(index)) return false;
    this.seekAndPlay(song.startTime, play);
    return true;
  }

  next(): boolean {
    const count = this.songs.length;
    const target = this.snapshot.shuffle ? randomOtherIndex(this.snapshot.currentIndex, count, this.random) : nextIndex(this.snapshot.currentIndex, count);
    return this.selectSong(target);
  }

  previous(): boolean {
    return this.selectSong(previousIndex(this.snapshot.currentIndex, this.songs.length));
  }

  /** Play or pause; ignored within 800 ms of the previous toggle. After the last song stopped, plays from the first. */
  togglePlay(): boolean {
    const now = this.now();
    if (now - this.lastToggleAt < PLAYBACK_TIMING.playPauseGuardMs) return false;
    this.lastToggleAt = now;
    if (!this.player) {
      this.start();
      return true;
    }
    if (this.snapshot.isPlaying) {
      this.player.pause();
      this.update({ isPlaying: false });
    } else if (this.stoppedAtEnd) {
      this.stoppedAtEnd = false;
      this.lastChangeAt = -Infinity;
      this.selectSong(0);
    } else {
      this.player.play();
      this.update({ isPlaying: true });
    }
    return true;
  }

  /**
   * Turning shuffle on jumps at once to a random other song (spec: "shuffle picks a random
   * different song") and keeps the mode for the songs after it; turning it off only ends the mode.
   */
  toggleShuffle(): void {
    const turningOn = !this.snapshot.shuffle;
    this.update({ shuffle: turningOn });
    if (turningOn && this.songs.length > 1) {
      this.selectSong(randomOtherIndex(this.snapshot.currentIndex, this.songs.length, this.random));
    }
  }

  cycleRepeat(): void {
    this.update({ repeat: nextRepeatMode(this.snapshot.repeat) });
  }

  setRepeat(repeat: RepeatMode): void {
    this.update({ repeat });
  }

  /** Asks the player for a speed (1 is normal); a player not started yet gets it when it is ready. */
  setPlaybackRate(rate: number): void {
    if (rate === this.snapshot.rate) return;
    this.player?.setPlaybackRate(rate);
    this.update({ rate });
  }

  /** Moves `seconds` (back when negative) within the current song (`stepWithin`); starts the player there if needed. */
  step(seconds: number): void {
    const song = this.songs[this.snapshot.currentIndex];
    if (!song) return;
    const time = this.currentTime();
    const target = stepWithin(song, time, seconds);
    if (target !== time) this.seek(target);
  }

  /** Seeks to `seconds` (the timeline); songs are not re-matched for 1.5 s. Starts the player there if needed. */
  seek(seconds: number): void {
    this.stoppedAtEnd = false;
    if (!this.player) {
      if (this.snapshot.status === "loading") this.pendingStart = seconds;
      else this.start(seconds);
      return;
    }
    this.lastSeekAt = this.now();
    this.player.seekTo(seconds);
  }

  // --- internals --------------------------------------------------------------------------------

  private changeSong(index: number): boolean {
    const now = this.now();
    if (now - this.lastChangeAt < PLAYBACK_TIMING.songChangeGuardMs) return false;
    this.lastChangeAt = now;
    this.stoppedAtEnd = false;
    this.update({ currentIndex: index });
    return true;
  }

  private seekAndPlay(seconds: number, play: boolean) {
    if (this.player) {
      this.lastSeekAt = this.now();
      this.player.seekTo(seconds);
      this.player.play();
    } else if (this.snapshot.status === "loading") {
      this.pendingStart = seconds;
    } else if (play) {
      this.start(seconds);
    }
  }

  private onPlayerState(state: PlayerState) {
    this.update({ isPlaying: PLAYING_STATES.includes(state) });
  }

  private tick() {
    const player = this.player;
    if (!player || player.getState() !== "playing") return;
    if (this.now() - this.lastSeekAt < PLAYBACK_TIMING.seekGuardMs) return;
    const decision = decideTick({
      time: player.getCurrentTime(),
      songs: this.songs,
      currentIndex: this.snapshot.currentIndex,
      repeat: this.snapshot.repeat,
      shuffle: this.snapshot.shuffle,
      random: this.random,
    });
    switch (decision.type) {
      case "advance":
        if (this.changeSong(decision.index) && decision.seek) {
          this.lastSeekAt = this.now();
          player.seekTo(this.songs[decision.index]!.startTime);
        }
        break;
      case "restart":
        this.lastSeekAt = this.now();
        player.seekTo(this.songs[this.snapshot.currentIndex]!.startTime);
        break;
      case "stop":
        this.stoppedAtEnd = true;
        player.pause();
        this.update({ isPlaying: false });
        break;
      case "match":
        this.changeSong(decision.index);
        break;
      case "none":
        break;
    }
  }
}
