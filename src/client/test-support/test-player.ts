import { vi } from "vitest";
import type { Player, PlayerState } from "@/lib/player";

/** A player that keeps a time the test sets, and records what the form asked of it. */
export function createTestPlayer() {
  let time = 0;
  let state: PlayerState = "cued";
  const listeners = new Set<(state: PlayerState) => void>();
  const calls: string[] = [];
  const setState = (next: PlayerState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  const player: Player = {
    play: () => {
      calls.push("play");
      setState("playing");
    },
    pause: () => {
      calls.push("pause");
      setState("paused");
    },
    seekTo: (seconds) => {
      calls.push(`seekTo:${seconds}`);
      time = seconds;
    },
    setPlaybackRate: (rate) => {
      calls.push(`setPlaybackRate:${rate}`);
    },
    getCurrentTime: () => time,
    getDuration: () => 3600,
    getState: () => state,
    onStateChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: vi.fn(() => {
      calls.push("destroy");
    }),
  };
  return {
    player,
    calls,
    setTime: (seconds: number) => {
      time = seconds;
    },
  };
}

export type TestPlayer = ReturnType<typeof createTestPlayer>;
