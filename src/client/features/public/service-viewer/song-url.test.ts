import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createThrottledUrlWriter, replaceBrowserUrl } from "./song-url";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createThrottledUrlWriter", () => {
  it("writes at once, then at most once every 1500 ms with the latest URL", async () => {
    const write = vi.fn();
    const writer = createThrottledUrlWriter({ write });
    writer.write("/a");
    expect(write.mock.calls).toEqual([["/a"]]);

    await vi.advanceTimersByTimeAsync(200);
    writer.write("/b");
    await vi.advanceTimersByTimeAsync(200);
    writer.write("/c");
    await vi.advanceTimersByTimeAsync(1099);
    expect(write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(write.mock.calls).toEqual([["/a"], ["/c"]]);

    await vi.advanceTimersByTimeAsync(5000);
    writer.write("/d");
    expect(write.mock.calls.at(-1)).toEqual(["/d"]);
  });

  it("drops a pending write when cancelled", async () => {
    const write = vi.fn();
    const writer = createThrottledUrlWriter({ write });
    writer.write("/a");
    writer.write("/b");
    writer.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(write.mock.calls).toEqual([["/a"]]);
  });
});

describe("replaceBrowserUrl", () => {
  it("replaces the address without adding a history entry and keeps the router's state", () => {
    window.history.replaceState({ usr: null, key: "abc", idx: 3 }, "", "/churches/x/services/y");
    const length = window.history.length;
    replaceBrowserUrl("/churches/x/services/y/songs/santo-ab12");
    expect(window.location.pathname).toBe("/churches/x/services/y/songs/santo-ab12");
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ usr: null, key: "abc", idx: 3 });
  });
});
