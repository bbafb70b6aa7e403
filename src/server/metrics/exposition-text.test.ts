import { describe, expect, it } from "vitest";
import { unparsableLines } from "../../../tests/prometheus-text";
import { withCanonicalNaN } from "./exposition-text";

describe("withCanonicalNaN", () => {
  it("spells a value that is not a number as the text format does, and leaves every other line alone", () => {
    const scrape = [
      "# HELP louvor_nodejs_eventloop_lag_mean_seconds Mean event loop lag in seconds.",
      "louvor_nodejs_eventloop_lag_mean_seconds Nan",
      'louvor_http_requests_total{route="/api/Nan",method="GET",status="200"} 3',
      "louvor_backup_age_seconds +Inf",
      "",
    ].join("\n");
    const canonical = withCanonicalNaN(scrape);
    expect(canonical.split("\n")).toEqual([
      "# HELP louvor_nodejs_eventloop_lag_mean_seconds Mean event loop lag in seconds.",
      "louvor_nodejs_eventloop_lag_mean_seconds NaN",
      'louvor_http_requests_total{route="/api/Nan",method="GET",status="200"} 3',
      "louvor_backup_age_seconds +Inf",
      "",
    ]);
    expect(unparsableLines(canonical)).toEqual([]);
  });
});
