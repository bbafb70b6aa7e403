import { describe, expect, it } from "vitest";
import { paginationSlots } from "./pagination";

describe("paginationSlots", () => {
  it("shows every page up to 7", () => {
    expect(paginationSlots(1, 1)).toEqual([1]);
    expect(paginationSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("beyond 7 pages shows the first, the last, a window around the current page and ellipses", () => {
    expect(paginationSlots(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationSlots(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationSlots(5, 20)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 20]);
    expect(paginationSlots(16, 20)).toEqual([1, "ellipsis-start", 15, 16, 17, "ellipsis-end", 20]);
    expect(paginationSlots(17, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(paginationSlots(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });
});
