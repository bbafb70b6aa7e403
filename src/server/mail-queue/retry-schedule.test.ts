import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, GIVE_UP_AFTER_MS, LONGEST_RETRY_MS, nextAttemptAfterFailure, retryDelayMs } from "./retry-schedule";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the retry schedule of a mail that cannot be sent", () => {
  it("waits 30 s after the first failure, doubling up to one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, HOUR, HOUR, HOUR,
    ]);
    expect(FIRST_RETRY_MS).toBe(30_000);
    expect(LONGEST_RETRY_MS).toBe(HOUR);
  });

  it("keeps trying for at least 24 hours after the mail was queued, then gives up", () => {
    const createdAt = new Date("2026-03-01T12:00:00Z");
    // A server that is down for good: every try fails at once.
    const tries: number[] = [createdAt.getTime()];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAfterFailure({ createdAt, attempts }, new Date(tries.at(-1)!));
      if (next === null) break;
      tries.push(next.getTime());
      expect(attempts).toBeLessThan(100);
    }
    const span = tries.at(-1)! - createdAt.getTime();
    expect(span).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(span).toBeLessThan(GIVE_UP_AFTER_MS + HOUR);
    const gaps = tries.slice(1).map((at, index) => at - tries[index]!);
    expect(Math.max(...gaps)).toBe(HOUR);
    // 7 growing waits (30 s .. 32 min), then hourly: a little over 30 tries in the day.
    expect(tries.length).toBeGreaterThan(25);
    expect(tries.length).toBeLessThan(40);
  });

  it("gives up on a failure at or after 24 hours, not before", () => {
    const createdAt = new Date("2026-03-01T12:00:00Z");
    const at = (ms: number) => new Date(createdAt.getTime() + ms);
    expect(nextAttemptAfterFailure({ createdAt, attempts: 30 }, at(GIVE_UP_AFTER_MS - 1))).toEqual(at(GIVE_UP_AFTER_MS - 1 + HOUR));
    expect(nextAttemptAfterFailure({ createdAt, attempts: 30 }, at(GIVE_UP_AFTER_MS))).toBeNull();
  });
});
