import { describe, expect, it } from "vitest";
import { matchingQuickRange, quickRange, readReportUrlState, toReportSearchParams } from "./report-url-state";

const TODAY = "2025-03-15";
const BAND = "0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f";
const read = (query: string) => readReportUrlState(new URLSearchParams(query), TODAY);

describe("report URL state", () => {
  it("defaults to the 90 days ending today, all bands, most execuções first, page 1", () => {
    expect(read("")).toEqual({ de: "2024-12-16", ate: "2025-03-15", banda: undefined, sort: "executions", direction: "desc", page: 1 });
  });

  it("reads de, ate and banda from the query string", () => {
    expect(read(`de=2025-01-01&ate=2025-01-31&banda=${BAND}`)).toMatchObject({ de: "2025-01-01", ate: "2025-01-31", banda: BAND });
  });

  it("replaces each invalid value by its default", () => {
    expect(read("de=2025-02-30&ate=amanhã&banda=banda-1&ordem=nome&direcao=up&pagina=0")).toEqual(read(""));
    expect(read("de=2025-13-01&ate=2025-01-31")).toMatchObject({ de: "2024-12-16", ate: "2025-01-31" });
    expect(read("de=1800-01-01")).toMatchObject({ de: "2024-12-16" });
    expect(read("pagina=2.5").page).toBe(1);
  });

  it("keeps a period whose 'De' is after 'Até' (the page says so instead of guessing)", () => {
    expect(read("de=2025-03-01&ate=2025-02-01")).toMatchObject({ de: "2025-03-01", ate: "2025-02-01" });
  });

  it("writes the period always, and the band, order and page only when set", () => {
    expect(toReportSearchParams(read("")).toString()).toBe("de=2024-12-16&ate=2025-03-15");
    const state = { ...read(`banda=${BAND}`), sort: "name" as const, direction: "asc" as const, page: 3 };
    expect(toReportSearchParams(state).toString()).toBe(`de=2024-12-16&ate=2025-03-15&banda=${BAND}&ordem=name&direcao=asc&pagina=3`);
    expect(read(toReportSearchParams(state).toString())).toEqual(state);
  });

  it.each([
    ["days30", { de: "2025-02-14", ate: TODAY }],
    ["days90", { de: "2024-12-16", ate: TODAY }],
    ["months12", { de: "2024-03-16", ate: TODAY }],
    ["thisYear", { de: "2025-01-01", ate: TODAY }],
  ] as const)("the quick choice %s is %o", (range, period) => {
    expect(quickRange(range, TODAY)).toEqual(period);
    expect(matchingQuickRange(period, TODAY)).toBe(range);
  });

  it("counts leap days: 30 days ending 1 March 2024 start on 1 February", () => {
    expect(quickRange("days30", "2024-03-01")).toEqual({ de: "2024-02-01", ate: "2024-03-01" });
    expect(matchingQuickRange({ de: "2024-02-02", ate: "2024-03-01" }, "2024-03-01")).toBeNull();
  });
});
