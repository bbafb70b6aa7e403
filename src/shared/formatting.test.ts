import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDuration,
  formatHour,
  formatServiceLabel,
  formatTimeOfDay,
  pluralize,
} from "./formatting";

describe("formatDuration", () => {
  it("writes m:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(187)).toBe("3:07");
    expect(formatDuration(3599)).toBe("59:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(7384.9)).toBe("2:03:04");
  });

  it("writes --:-- for zero, negative or missing durations", () => {
    for (const value of [0, 0.4, -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(formatDuration(value)).toBe("--:--");
    }
  });
});

describe("dates and times", () => {
  it("writes calendar days as dd.MM.yyyy without any time zone shift", () => {
    expect(formatDate("2024-03-10")).toBe("10.03.2024");
    expect(formatDate("2024-01-01T00:00:00.000Z")).toBe("01.01.2024");
    expect(formatDate("")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("10/03/2024")).toBe("");
  });

  it("writes hours as 19h and services as Culto 19h", () => {
    expect(formatHour("19:00:00")).toBe("19h");
    expect(formatHour("09:30")).toBe("9h");
    expect(formatHour("nope")).toBe("");
    expect(formatServiceLabel("19:30:00")).toBe("Culto 19h");
    expect(formatServiceLabel("08:00:00")).toBe("Culto 8h");
    expect(formatServiceLabel(undefined)).toBe("");
    expect(formatTimeOfDay("19:05:00")).toBe("19:05");
    expect(formatTimeOfDay(null)).toBe("");
  });
});

describe("counts", () => {
  it("groups thousands with dots and picks singular or plural", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234567)).toBe("1.234.567");
    expect(formatCount(null)).toBe("0");
    expect(pluralize(1, "música", "músicas")).toBe("1 música");
    expect(pluralize(0, "música", "músicas")).toBe("0 músicas");
    expect(pluralize(1500, "culto", "cultos")).toBe("1.500 cultos");
  });
});
