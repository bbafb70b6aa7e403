import { describe, expect, it, vi } from "vitest";
import type { Page } from "@shared/schemas/public-listing";
import { fetchRange, firstRange, nextRange, serverPageOf, serverPageStart } from "./listing-pages";

const items = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => ({ id: String(from + index) }));
/** An API of `total` items in pages of `size`. */
function api(total: number, size: number) {
  return vi.fn(async (page: number): Promise<Page<{ id: string }>> => ({
    items: items((page - 1) * size, Math.min(total, page * size)),
    total,
    page,
    pageSize: size,
  }));
}
const signal = new AbortController().signal;

describe("server pages", () => {
  it("start where their number says, and the next link goes to the page that holds the next item", () => {
    expect(serverPageStart(1, 12)).toBe(0);
    expect(serverPageStart(3, 12)).toBe(24);
    expect(serverPageOf(12, 12)).toBe(2);
    expect(serverPageOf(50, 12)).toBe(5);
    expect(serverPageOf(12, 6)).toBe(3);
  });

  it("are one server page on the server; in the browser, the rest of their API page", () => {
    expect(firstRange(24, 12, 50, true)).toEqual({ offset: 24, limit: 12 });
    expect(firstRange(24, 12, 50, false)).toEqual({ offset: 24, limit: 26 });
    expect(firstRange(0, 12, 50, false)).toEqual({ offset: 0, limit: 50 });
  });
});

describe("nextRange", () => {
  it("goes to the end of the API page holding the next item, and stops at the total or an empty answer", () => {
    expect(nextRange({ items: items(0, 12), total: 120, offset: 0 }, 50)).toEqual({ offset: 12, limit: 38 });
    expect(nextRange({ items: items(12, 50), total: 120, offset: 12 }, 50)).toEqual({ offset: 50, limit: 50 });
    expect(nextRange({ items: items(100, 120), total: 120, offset: 100 }, 50)).toBeUndefined();
    expect(nextRange({ items: [], total: 120, offset: 60 }, 50)).toBeUndefined();
  });
});

describe("fetchRange", () => {
  it("reads the one API page that holds the range", async () => {
    const fetchPage = api(120, 50);
    const slice = await fetchRange({ offset: 12, limit: 12 }, 50, fetchPage, signal);
    expect(slice).toEqual({ items: items(12, 24), total: 120, offset: 12 });
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1]);
  });

  it("reads two API pages side by side when the range spans them", async () => {
    const fetchPage = api(120, 50);
    const slice = await fetchRange({ offset: 48, limit: 12 }, 50, fetchPage, signal);
    expect(slice.items).toEqual(items(48, 60));
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it("gives what there is at the end of the list", async () => {
    const slice = await fetchRange({ offset: 108, limit: 12 }, 50, api(115, 50), signal);
    expect(slice.items).toEqual(items(108, 115));
  });
});
