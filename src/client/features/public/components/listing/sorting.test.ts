import { describe, expect, it } from "vitest";
import { nextSort, sortArrow } from "./sorting";

describe("nextSort", () => {
  it("toggles the direction of the same field and starts a new field descending", () => {
    expect(nextSort({ field: "date", direction: "desc" }, "date")).toEqual({ field: "date", direction: "asc" });
    expect(nextSort({ field: "date", direction: "asc" }, "date")).toEqual({ field: "date", direction: "desc" });
    expect(nextSort({ field: "date", direction: "asc" }, "view_count")).toEqual({ field: "view_count", direction: "desc" });
    expect(sortArrow("asc")).toBe("↑");
    expect(sortArrow("desc")).toBe("↓");
  });
});
