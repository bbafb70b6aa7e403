import { describe, expect, it } from "vitest";
import { formatDuration, wholeSeconds } from "./durations";

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

describe("formatDuration", () => {
  it("shows m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(187)).toBe("3:07");
    expect(formatDuration(600)).toBe("10:00");
  });

  it("keeps counting minutes past an hour", () => {
    expect(formatDuration(3725)).toBe("62:05");
  });

  it("floors fractional seconds", () => {
    expect(formatDuration(59.9)).toBe("0:59");
  });
});
