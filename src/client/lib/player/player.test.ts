import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { YouTubeNamespace, YouTubePlayerOptions } from "./youtube-iframe-api";

/** A tiny stand-in for YT.Player: records calls, keeps a settable time, fires events on demand. */
class TinyYouTubePlayer {
  static instances: TinyYouTubePlayer[] = [];
  element: HTMLElement;
  options: YouTubePlayerOptions;
  time = 0;
  code = -1;
  calls: string[] = [];
  iframe: HTMLIFrameElement;
  constructor(element: HTMLElement | string, options: YouTubePlayerOptions) {
    this.element = element as HTMLElement;
    this.options = options;
    this.iframe = document.createElement("iframe");
    this.element.replaceWith(this.iframe);
    TinyYouTubePlayer.instances.push(this);
  }
  ready() {
    this.options.events?.onReady?.({ target: this as never });
  }
  fail(code: number) {
    this.options.events?.onError?.({ target: this as never, data: code });
  }
  emit(code: number) {
    this.code = code;
    this.options.events?.onStateChange?.({ target: this as never, data: code });
  }
  playVideo() {
    this.calls.push("play");
    this.emit(1);
  }
  pauseVideo() {
    this.calls.push("pause");
    this.emit(2);
  }
  seekTo(seconds: number, allowSeekAhead: boolean) {
    this.calls.push(`seek:${seconds}:${allowSeekAhead}`);
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
  getPlayerState() {
    return this.code;
  }
  destroy() {
    this.calls.push("destroy");
    this.iframe.remove();
  }
}

const fakeYT = { Player: TinyYouTubePlayer, PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };

async function loadAdapter() {
  vi.resetModules();
  return import("./index");
}

const apiScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src="https://www.youtube.com/iframe_api"]')];

/** Plays the part of the downloaded iframe_api script. */
function finishApiLoad() {
  window.YT = fakeYT as unknown as YouTubeNamespace;
  window.onYouTubeIframeAPIReady?.();
}

async function readyPlayer(options = { videoId: "dQw4w9WgXcQ", start: 42, autoplay: true }) {
  const { createPlayer } = await loadAdapter();
  const container = document.createElement("div");
  document.body.appendChild(container);
  const pending = createPlayer(container, options);
  await waitFor(() => expect(apiScripts()).toHaveLength(1));
  finishApiLoad();
  await waitFor(() => expect(TinyYouTubePlayer.instances).toHaveLength(1));
  const fake = TinyYouTubePlayer.instances[0]!;
  fake.ready();
  const player = await pending;
  return { player, fake, container };
}

beforeEach(() => {
  TinyYouTubePlayer.instances = [];
});

afterEach(() => {
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
  for (const script of apiScripts()) script.remove();
  document.body.innerHTML = "";
});

describe("createPlayer", () => {
  it("loads the iframe API script once, creates the player inside the container and resolves when it is ready", async () => {
    const { player, fake, container } = await readyPlayer();

    expect(apiScripts()).toHaveLength(1);
    expect(container.contains(fake.iframe)).toBe(true);
    expect(fake.options.videoId).toBe("dQw4w9WgXcQ");
    expect(fake.options.playerVars).toMatchObject({ start: 42, autoplay: 1, playsinline: 1 });
    expect(player.getState()).toBe("unstarted");
  });

  it("passes play, pause, seek, speed, time and duration through to the YouTube player", async () => {
    const { player, fake } = await readyPlayer();

    player.play();
    player.seekTo(95.5);
    expect(player.getCurrentTime()).toBe(95.5);
    player.setPlaybackRate(0.75);
    player.pause();
    player.seekTo(-3);

    expect(fake.calls).toEqual(["play", "seek:95.5:true", "rate:0.75", "pause", "seek:0:true"]);
    expect(player.getDuration()).toBe(3600);
  });

  it("maps YouTube state codes to names and notifies listeners until they unsubscribe", async () => {
    const { player, fake } = await readyPlayer();
    const seen: string[] = [];
    const unsubscribe = player.onStateChange((state) => seen.push(state));

    for (const code of [3, 1, 2, 0, 5, -1]) fake.emit(code);
    unsubscribe();
    fake.emit(1);

    expect(seen).toEqual(["buffering", "playing", "paused", "ended", "cued", "unstarted"]);
    expect(player.getState()).toBe("playing");
  });

  it("destroys the YouTube player, removes its element and ignores later calls", async () => {
    const { player, fake, container } = await readyPlayer();
    const listener = vi.fn();
    player.onStateChange(listener);

    player.destroy();
    player.destroy();
    player.play();
    fake.emit(1);

    expect(fake.calls).toEqual(["destroy"]);
    expect(container.children).toHaveLength(0);
    expect(listener).not.toHaveBeenCalled();
    expect(player.getCurrentTime()).toBe(0);
  });

  it("shares one script load between players created at the same time and reuses a loaded API", async () => {
    const { createPlayer } = await loadAdapter();
    const first = createPlayer(document.body.appendChild(document.createElement("div")), { videoId: "aaaaaaaaaaa" });
    const second = createPlayer(document.body.appendChild(document.createElement("div")), { videoId: "bbbbbbbbbbb" });
    await waitFor(() => expect(apiScripts()).toHaveLength(1));
    finishApiLoad();
    await waitFor(() => expect(TinyYouTubePlayer.instances).toHaveLength(2));
    for (const fake of TinyYouTubePlayer.instances) fake.ready();
    await Promise.all([first, second]);

    const third = createPlayer(document.body.appendChild(document.createElement("div")), { videoId: "ccccccccccc" });
    await waitFor(() => expect(TinyYouTubePlayer.instances).toHaveLength(3));
    TinyYouTubePlayer.instances[2]!.ready();
    await third;

    expect(apiScripts()).toHaveLength(1);
  });

  it.each([2, 5, 100, 101, 150])("rejects with YouTube's code %s when the video cannot play before the player is ready", async (code) => {
    const { createPlayer, VideoUnavailableError } = await loadAdapter();
    const container = document.body.appendChild(document.createElement("div"));
    const pending = createPlayer(container, { videoId: "privateVid0" });
    await waitFor(() => expect(apiScripts()).toHaveLength(1));
    finishApiLoad();
    await waitFor(() => expect(TinyYouTubePlayer.instances).toHaveLength(1));
    const fake = TinyYouTubePlayer.instances[0]!;
    fake.fail(code);

    const error: unknown = await pending.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(VideoUnavailableError);
    expect((error as InstanceType<typeof VideoUnavailableError>).code).toBe(code);
    // The failed player is gone; a late onReady changes nothing.
    expect(fake.calls).toEqual(["destroy"]);
    expect(container.children).toHaveLength(0);
    fake.ready();
  });

  it("tells onError when the video stops being playable after the player is ready", async () => {
    const { createPlayer, VideoUnavailableError } = await loadAdapter();
    const onError = vi.fn();
    const pending = createPlayer(document.body.appendChild(document.createElement("div")), { videoId: "embedBlock1", onError });
    await waitFor(() => expect(apiScripts()).toHaveLength(1));
    finishApiLoad();
    await waitFor(() => expect(TinyYouTubePlayer.instances).toHaveLength(1));
    const fake = TinyYouTubePlayer.instances[0]!;
    fake.ready();
    const player = await pending;

    fake.fail(150);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(VideoUnavailableError);
    expect((onError.mock.calls[0]![0] as InstanceType<typeof VideoUnavailableError>).code).toBe(150);

    player.destroy();
    fake.fail(150);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("rejects when the script cannot be loaded and tries again on the next call", async () => {
    const { createPlayer } = await loadAdapter();
    const failing = createPlayer(document.body.appendChild(document.createElement("div")), { videoId: "aaaaaaaaaaa" });
    await waitFor(() => expect(apiScripts()).toHaveLength(1));
    apiScripts()[0]!.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow("Não foi possível carregar o player do YouTube.");
    expect(apiScripts()).toHaveLength(0);

    const retry = createPlayer(document.body.appendChild(document.createElement("div")), { videoId: "aaaaaaaaaaa" });
    await waitFor(() => expect(apiScripts()).toHaveLength(1));
    finishApiLoad();
    await waitFor(() => expect(TinyYouTubePlayer.instances).toHaveLength(1));
    TinyYouTubePlayer.instances[0]!.ready();
    await expect(retry).resolves.toBeDefined();
  });
});
