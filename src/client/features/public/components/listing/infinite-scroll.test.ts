import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INFINITE_SCROLL, mayLoadMore, scrolledPast, throttle } from "./infinite-scroll";

describe("scrolledPast", () => {
  it("is true from 80 % of the scrollable height", () => {
    expect(scrolledPast({ scrollTop: 0, clientHeight: 790, scrollHeight: 1000 })).toBe(false);
    expect(scrolledPast({ scrollTop: 10, clientHeight: 790, scrollHeight: 1000 })).toBe(true);
    expect(scrolledPast({ scrollTop: 0, clientHeight: 900, scrollHeight: 900 })).toBe(true);
  });
});

describe("mayLoadMore", () => {
  const base = { loaded: 50, total: 120, fetching: false, exhausted: false, lastLoadAt: null, now: 10_000 };

  it("allows a load when more exist and nothing is loading", () => {
    expect(mayLoadMore(base)).toBe(true);
  });

  it("waits 1 s between loads (the guard)", () => {
    expect(mayLoadMore({ ...base, lastLoadAt: 9_500 })).toBe(false);
    expect(mayLoadMore({ ...base, lastLoadAt: 10_000 - INFINITE_SCROLL.guardMs })).toBe(true);
  });

  it("stops at the total, while fetching, and after a load that added nothing", () => {
    expect(mayLoadMore({ ...base, loaded: 120 })).toBe(false);
    expect(mayLoadMore({ ...base, fetching: true })).toBe(false);
    expect(mayLoadMore({ ...base, exhausted: true })).toBe(false);
  });
});

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per 150 ms with the last call", () => {
    const run = vi.fn();
    const throttled = throttle(run, INFINITE_SCROLL.throttleMs);
    throttled();
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(149);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    throttled.cancel();
  });
});
