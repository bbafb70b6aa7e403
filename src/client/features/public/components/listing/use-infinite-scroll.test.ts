import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useInfiniteScroll } from "./use-infinite-scroll";

type Props = { loaded: number; total: number; fetching: boolean; resetKey: string };

function setup(initial: Props) {
  const loadMore = vi.fn();
  const view = renderHook((props: Props) => useInfiniteScroll({ ...props, loadMore }), { initialProps: initial });
  return { loadMore, ...view };
}

function scrollTo(ratio: number) {
  // jsdom lays nothing out: give the page a height and a scroll position.
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 4000 });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
  Object.defineProperty(window, "scrollY", { configurable: true, value: ratio * 4000 - 1000 });
  window.dispatchEvent(new Event("scroll"));
}

describe("useInfiniteScroll", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
    scrollTo(0.25);
  });
  afterEach(() => vi.useRealTimers());

  it("checks by itself 1.5 s after at least 6 items show, when the page ends before the screen does", () => {
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 900 });
    const { loadMore } = setup({ loaded: 6, total: 40, fetching: false, resetKey: "a" });
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(loadMore).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it("makes no first check with fewer than 6 items", () => {
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 900 });
    const { loadMore } = setup({ loaded: 5, total: 40, fetching: false, resetKey: "a" });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(loadMore).not.toHaveBeenCalled();
  });

  it("loads at 80 % of the page, once per second at most", () => {
    const { loadMore, rerender } = setup({ loaded: 50, total: 200, fetching: false, resetKey: "a" });
    act(() => {
      scrollTo(0.5);
    });
    expect(loadMore).not.toHaveBeenCalled();
    act(() => {
      scrollTo(0.85);
    });
    // Within 150 ms of the last handler run: the throttle runs it once the window passes.
    expect(loadMore).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender({ loaded: 50, total: 200, fetching: true, resetKey: "a" });
    rerender({ loaded: 100, total: 200, fetching: false, resetKey: "a" });
    act(() => {
      vi.advanceTimersByTime(200);
      scrollTo(0.9);
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
      scrollTo(0.95);
    });
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it("stops at the total, and after a load that added nothing until the query changes", () => {
    const { loadMore, rerender, result } = setup({ loaded: 50, total: 50, fetching: false, resetKey: "a" });
    act(() => {
      scrollTo(0.95);
    });
    expect(loadMore).not.toHaveBeenCalled();

    rerender({ loaded: 50, total: 120, fetching: false, resetKey: "a" });
    act(() => {
      vi.advanceTimersByTime(200);
      scrollTo(0.96);
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender({ loaded: 50, total: 120, fetching: true, resetKey: "a" });
    rerender({ loaded: 50, total: 120, fetching: false, resetKey: "a" });
    expect(result.current.exhausted).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5000);
      scrollTo(0.97);
    });
    expect(loadMore).toHaveBeenCalledTimes(1);

    rerender({ loaded: 50, total: 120, fetching: false, resetKey: "b" });
    expect(result.current.exhausted).toBe(false);
    act(() => {
      vi.advanceTimersByTime(200);
      scrollTo(0.98);
    });
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
