import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from "./query-client";

const apiError = (status: number) => new ApiError({ status, code: `HTTP_${status}`, message: "x" });

describe("query client defaults", () => {
  it("keeps data fresh for 5 minutes and never retries mutations", () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.mutations?.retry).toBe(0);
  });

  it("retries a failed query up to 3 times, but not a 4xx", () => {
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(true);
    expect(shouldRetryQuery(3, apiError(500))).toBe(false);
    expect(shouldRetryQuery(0, apiError(0))).toBe(true);
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
    expect(shouldRetryQuery(0, apiError(422))).toBe(false);
  });

  it("backs off exponentially up to 30 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
