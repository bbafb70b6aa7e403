import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreatePlayerOptions, Player, PlayerState } from "@/lib/player";
import { PlaybackController } from "./playback-controller";
import type { SongSpan } from "./playback";

/** A player whose clock the test moves (advance()) while it plays. */
class FakePlayer implements Player {
  time: number;
  state: PlayerState = "unstarted";
  calls: string[] = [];
  private listeners = new Set<(state: PlayerState) => void>();
  constructor(readonly options: CreatePlayerOptions) {
    this.time = options.start ?? 0;
  }
  advance(seconds: number) {
    if (this.state === "playing") this.time += seconds;
  }
  setState(state: PlayerState) {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
  play() {
    this.calls.push("play");
    this.setState("playing");
  }
  pause() {
    this.calls.push("pause");
    this.setState("paused");
  }
  seekTo(seconds: number) {
    this.calls.push(`seek:${seconds}`);
    this.time = seconds;
  }
  setPlaybackRate(rate: number) {
    this.calls.push(`rate:${rate}`);
  }
  getCurrentTime() {
    return this.time;
  }
  getDuration() {
    return 3600;
  }
  getState() {
    return this.state;
  }
  onStateChange(listener: (state: PlayerState) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  destroy() {
    this.calls.push("destroy");
  }
}

const songs: SongSpan[] = [
  { startTime: 60, endTime: 70 },
  { startTime: 70, endTime: 80 },
  { startTime: 100, endTime: 110 },
];

let players: FakePlayer[];

function setup(overrides: Partial<ConstructorParameters<typeof PlaybackController>[0]> = {}) {
  const controller = new PlaybackController({
    songs,
    initialIndex: 0,
    videoId: "dQw4w9WgXcQ",
    create: async (_container, options) => {
      const player = new FakePlayer(options);
      players.push(player);
      return player;
    },
    ...overrides,
  });
  controller.setContainer(document.createElement("div"));
  controller.mount();
  return controller;
}

/** Moves the wall clock and the playing video together, in 100 ms steps. */
async function play(seconds: number) {
  for (let elapsed = 0; elapsed < seconds * 1000; elapsed += 100) {
    players.at(-1)?.advance(0.1);
    await vi.advanceTimersByTimeAsync(100);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  players = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PlaybackController", () => {
  it("starts with the facade: no player until the visitor plays, then at the current song's start", async () => {
    const controller = setup({ initialIndex: 1 });
    expect(controller.getSnapshot()).toMatchObject({ status: "idle", currentIndex: 1, isPlaying: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(players).toHaveLength(0);

    controller.togglePlay();
    await vi.advanceTimersByTimeAsync(0);
    expect(players).toHaveLength(1);
    expect(players[0]!.options).toEqual({ videoId: "dQw4w9WgXcQ", start: 70, autoplay: true });
    expect(controller.getSnapshot()).toMatchObject({ status: "ready", isPlaying: true });
  });

  it("auto-advances at each song's end, seeking over gaps, and stops after the last", async () => {
    const controller = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    const player = players[0]!;

    await play(10.6);
    expect(controller.getSnapshot().currentIndex).toBe(1);
    expect(player.calls).not.toContain("seek:70"); // contiguous: no seek

    await play(10.6);
    expect(controller.getSnapshot().currentIndex).toBe(2);
    expect(player.calls).toContain("seek:100");

    await play(12);
    expect(controller.getSnapshot()).toMatchObject({ currentIndex: 2, isPlaying: false });
    expect(player.calls.at(-1)).toBe("pause");

    // Play after the end starts over from the first song.
    await vi.advanceTimersByTimeAsync(1000);
    controller.togglePlay();
    expect(controller.getSnapshot()).toMatchObject({ currentIndex: 0, isPlaying: true });
    expect(player.time).toBe(60);
  });

  it("repeat all goes back to the first song; repeat one loops the current song", async () => {
    const controller = setup({ initialIndex: 2 });
    controller.cycleRepeat();
    expect(controller.getSnapshot().repeat).toBe(1);
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await play(10.6);
    expect(controller.getSnapshot()).toMatchObject({ currentIndex: 0, isPlaying: true });
    expect(players[0]!.time).toBeLessThan(62);

    controller.cycleRepeat();
    expect(controller.getSnapshot().repeat).toBe(2);
    await play(10.6);
    expect(controller.getSnapshot().currentIndex).toBe(0);
    expect(players[0]!.calls.filter((c) => c === "seek:60").length).toBeGreaterThanOrEqual(2);
    controller.cycleRepeat();
    expect(controller.getSnapshot().repeat).toBe(0);
  });

  it("pressing shuffle jumps at once to a random other song; the mode then picks at the end and on next", async () => {
    let roll = 0.99;
    const controller = setup({ random: () => roll });
    controller.start();
    await vi.advanceTimersByTimeAsync(1000);
    const player = players[0]!;

    controller.toggleShuffle();
    expect(controller.getSnapshot()).toMatchObject({ shuffle: true, currentIndex: 2 });
    expect(player.calls.slice(-2)).toEqual(["seek:100", "play"]);

    roll = 0;
    await play(10.6);
    expect(controller.getSnapshot().currentIndex).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    roll = 0.99;
    expect(controller.next()).toBe(true);
    expect(controller.getSnapshot().currentIndex).toBe(2);

    await vi.advanceTimersByTimeAsync(1000);
    controller.toggleShuffle();
    expect(controller.getSnapshot()).toMatchObject({ shuffle: false, currentIndex: 2 });
  });

  it("pressing shuffle before the video started plays a random other song", async () => {
    const controller = setup({ random: () => 0 });
    controller.toggleShuffle();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot()).toMatchObject({ shuffle: true, currentIndex: 1, status: "ready" });
    expect(players[0]!.options.start).toBe(70);
  });

  it("selecting a song seeks to its start and plays; next and previous wrap", async () => {
    const controller = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    const player = players[0]!;
    player.pause();

    controller.selectSong(2);
    expect(player.calls.slice(-2)).toEqual(["seek:100", "play"]);
    await vi.advanceTimersByTimeAsync(1000);
    controller.next();
    expect(controller.getSnapshot().currentIndex).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    controller.previous();
    expect(controller.getSnapshot().currentIndex).toBe(2);
  });

  it("selecting a song before the player exists starts it there", async () => {
    const controller = setup();
    controller.selectSong(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(players[0]!.options.start).toBe(100);
    expect(controller.getSnapshot()).toMatchObject({ currentIndex: 2, status: "ready" });
  });

  it("a song named by the URL is selected without starting the player", async () => {
    const controller = setup();
    controller.selectSong(1, { play: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(players).toHaveLength(0);
    expect(controller.getSnapshot().currentIndex).toBe(1);
  });

  it("ignores song changes within 1000 ms of the previous one", async () => {
    const controller = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.next()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(controller.next()).toBe(false);
    expect(controller.getSnapshot().currentIndex).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.next()).toBe(true);
    expect(controller.getSnapshot().currentIndex).toBe(2);
  });

  it("ignores play/pause toggles within 800 ms of the previous one", async () => {
    const controller = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.togglePlay()).toBe(true);
    expect(controller.getSnapshot().isPlaying).toBe(false);
    await vi.advanceTimersByTimeAsync(799);
    expect(controller.togglePlay()).toBe(false);
    expect(controller.getSnapshot().isPlaying).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.togglePlay()).toBe(true);
    expect(controller.getSnapshot().isPlaying).toBe(true);
  });

  it("follows the position into another song, but not within 1.5 s of a seek", async () => {
    const controller = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(2000);
    const player = players[0]!;

    // The visitor jumps in the video host's own controls.
    player.time = 104;
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getSnapshot().currentIndex).toBe(2);

    // Our own seek: the player may still report an old time for a moment.
    await vi.advanceTimersByTimeAsync(1000);
    controller.seek(65);
    player.time = 75;
    await vi.advanceTimersByTimeAsync(1400);
    expect(controller.getSnapshot().currentIndex).toBe(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(controller.getSnapshot().currentIndex).toBe(1);
  });

  it("does not check while paused", async () => {
    const controller = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(2000);
    players[0]!.pause();
    players[0]!.time = 75;
    await vi.advanceTimersByTimeAsync(2000);
    expect(controller.getSnapshot().currentIndex).toBe(0);
  });

  it("unmount destroys the player and ignores a player that arrives afterwards", async () => {
    const controller = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    controller.unmount();
    expect(players[0]!.calls).toContain("destroy");
    expect(controller.getSnapshot().status).toBe("idle");

    let release!: (player: Player) => void;
    const late = new PlaybackController({
      songs,
      initialIndex: 0,
      videoId: "dQw4w9WgXcQ",
      create: () => new Promise<Player>((resolve) => (release = resolve)),
    });
    late.setContainer(document.createElement("div"));
    late.mount();
    late.start();
    late.unmount();
    const arriving = new FakePlayer({ videoId: "x" });
    release(arriving);
    await vi.advanceTimersByTimeAsync(0);
    expect(arriving.calls).toEqual(["destroy"]);
  });

  it("reports a player that cannot load, and does nothing without a video", async () => {
    const log = vi.fn();
    const failing = setup({ create: () => Promise.reject(new Error("blocked")), log });
    failing.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.getSnapshot().status).toBe("error");
    expect(log).toHaveBeenCalled();

    const noVideo = setup({ videoId: null });
    noVideo.start();
    expect(noVideo.getSnapshot().status).toBe("idle");
    expect(noVideo.hasVideo).toBe(false);
  });

  it("'Modo ensaio': a page opened with the loop plays the song again from its start, at the speed asked for", async () => {
    const controller = setup({ initialIndex: 1, initialRepeat: 2, initialRate: 0.75 });
    expect(controller.getSnapshot()).toMatchObject({ repeat: 2, rate: 0.75 });
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    const player = players[0]!;
    // The player asked for the speed as soon as it was ready, before it played.
    expect(player.calls.slice(0, 2)).toEqual(["rate:0.75", "play"]);

    await play(10.6);
    expect(controller.getSnapshot().currentIndex).toBe(1);
    expect(player.calls).toContain("seek:70");
    expect(player.time).toBeLessThan(72);

    controller.setPlaybackRate(1.25);
    controller.setPlaybackRate(1.25);
    expect(player.calls.filter((call) => call.startsWith("rate:"))).toEqual(["rate:0.75", "rate:1.25"]);
    expect(controller.getSnapshot().rate).toBe(1.25);

    controller.setRepeat(0);
    await play(11);
    expect(controller.getSnapshot().currentIndex).toBe(2);
  });

  it("steps 5 s within the current song, never before its start nor past its last second", async () => {
    const controller = setup({ initialIndex: 2 });
    // Before the player exists, a step starts it there.
    controller.step(5);
    await vi.advanceTimersByTimeAsync(0);
    const player = players[0]!;
    expect(player.options.start).toBe(105);

    controller.step(5);
    expect(player.time).toBe(109);
    controller.step(5);
    expect(player.calls.filter((call) => call.startsWith("seek:"))).toEqual(["seek:109"]);
    controller.step(-5);
    expect(player.time).toBe(104);
    controller.step(-5);
    expect(player.time).toBe(100);
    expect(controller.getSnapshot().currentIndex).toBe(2);
  });
});
