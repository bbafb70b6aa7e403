import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeNetwork, jsonResponse } from "@/test-support/fake-network";
import { createViewCounter, VIEW_COUNTING, viewStorageKey } from "./view-counter";

const MINUTE = 60_000;
const song = (id: string, songCatalogId = `catalogue-${id}`) => ({ id, songCatalogId });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2024-05-05T19:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function counter() {
  const send = vi.fn((_kind: string, _id: string) => Promise.resolve());
  return { send, views: createViewCounter({ send }) };
}

describe("service views", () => {
  it("are sent 3 s after the call, once per 30 minutes per service in this browser", async () => {
    const { send, views } = counter();
    views.countService("s1");
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.serviceDebounceMs - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith("service", "s1");
    expect(localStorage.getItem(viewStorageKey.service("s1"))).toBe(String(Date.now()));

    // Another page load (a new counter) 29 minutes later: not again; another service: yes.
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    const again = counter();
    again.views.countService("s1");
    again.views.countService("s1");
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.serviceDebounceMs);
    expect(again.send).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(MINUTE);
    again.views.countService("s1");
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.serviceDebounceMs);
    expect(again.send).toHaveBeenCalledTimes(1);
  });

  it("are debounced: repeated calls restart the wait, and cancel drops the pending call", async () => {
    const { send, views } = counter();
    views.countService("s1");
    await vi.advanceTimersByTimeAsync(2000);
    views.countService("s2");
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls).toEqual([["service", "s2"]]);

    views.countService("s3");
    views.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("only log a failure, and try again on the next visit", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const send = vi.fn(() => Promise.reject(new Error("offline")));
    createViewCounter({ send }).countService("s1");
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.serviceDebounceMs);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("visualização"), expect.any(Error));
    expect(localStorage.getItem(viewStorageKey.service("s1"))).toBeNull();
  });

  it("post to the view endpoint by default", async () => {
    const network = fakeNetwork();
    network.on("POST", "/api/views/services/s1", () => jsonResponse({ counted: true, viewCount: 1 }));
    createViewCounter().countService("s1");
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.serviceDebounceMs);
    expect(network.requestsTo("POST", "/api/views/services/s1")).toHaveLength(1);
  });
});

describe("song views", () => {
  it("are sent 1 s after the song stays current, only for the last of quickly skipped songs", async () => {
    const { send, views } = counter();
    views.countSong(song("a"));
    await vi.advanceTimersByTimeAsync(500);
    views.countSong(song("b"));
    await vi.advanceTimersByTimeAsync(500);
    views.countSong(song("c"));
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.songDebounceMs);
    expect(send.mock.calls).toEqual([["song", "c"]]);
  });

  it("count a song at most once every 5 minutes in this browser", async () => {
    const { send, views } = counter();
    views.countSong(song("a"));
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.songDebounceMs);

    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    const next = counter();
    next.views.countSong(song("a"));
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.songDebounceMs);
    expect(next.send).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(MINUTE);
    next.views.countSong(song("a"));
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.songDebounceMs);
    expect(next.send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("count each song once per visit, even after the 5 minutes", async () => {
    const { send, views } = counter();
    views.countSong(song("a"));
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.songDebounceMs);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    views.countSong(song("a"));
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.songDebounceMs);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("are skipped with the flag, which also drops a pending one", async () => {
    const { send, views } = counter();
    views.countSong(song("a"));
    views.countSong(song("b"), { skip: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it("do not delay or block the service view, and work without storage", async () => {
    const send = vi.fn(() => Promise.resolve());
    const views = createViewCounter({ send, storage: null });
    views.countService("s1");
    views.countSong(song("a"));
    await vi.advanceTimersByTimeAsync(VIEW_COUNTING.serviceDebounceMs);
    expect(send.mock.calls).toEqual([
      ["song", "a"],
      ["service", "s1"],
    ]);
  });
});
