import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTimestamp, parseTimestamp, wholeSeconds } from "./durations";

describe("wholeSeconds", () => {
  it("floors the player's time", () => {
    expect(wholeSeconds(12.999)).toBe(12);
    expect(wholeSeconds(12)).toBe(12);
    expect(wholeSeconds(0.4)).toBe(0);
  });

  it("reads negative or unknown times as 0", () => {
    expect(wholeSeconds(-3)).toBe(0);
    expect(wholeSeconds(Number.NaN)).toBe(0);
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("formatTimestamp", () => {
  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [59, "0:59"],
    [60, "1:00"],
    [187, "3:07"],
    [725, "12:05"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [3725, "1:02:05"],
    [4000, "1:06:40"],
    [36000, "10:00:00"],
    [-3, "0:00"],
    [Number.NaN, "0:00"],
    [61.9, "1:01"],
  ])("%s s is %s (as YouTube writes it)", (seconds, expected) => {
    expect(formatTimestamp(seconds)).toBe(expected);
  });
});

describe("parseTimestamp", () => {
  it.each([
    ["0:00", 0],
    ["0:05", 5],
    ["1:35", 95],
    ["12:05", 725],
    ["59:59", 3599],
    ["66:40", 4000],
    ["1:06:40", 4000],
    ["01:06:40", 4000],
    ["10:00:00", 36000],
    [" 1:35 ", 95],
  ])("reads %j as %s s", (typed, seconds) => {
    expect(parseTimestamp(typed)).toBe(seconds);
  });

  it.each(["", "95", "1:5", "1:60", "1:75:00", "1:06:4", "a:bc", "1,35", "-1:00", "1:00:00:00", "1.5:00"])("refuses %j", (typed) => {
    expect(parseTimestamp(typed)).toBeNull();
  });

  it("reads back every time it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 3600 }), (seconds) => {
        expect(parseTimestamp(formatTimestamp(seconds))).toBe(seconds);
      }),
    );
  });
});
