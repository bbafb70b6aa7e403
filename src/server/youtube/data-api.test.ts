import { describe, expect, it } from "vitest";
import { channelQuery, parseIsoDuration } from "./data-api";

describe("parseIsoDuration", () => {
  it("reads the durations the API writes, in seconds", () => {
    expect(parseIsoDuration("PT1H25M12S")).toBe(5112);
    expect(parseIsoDuration("PT45M")).toBe(2700);
    expect(parseIsoDuration("PT58S")).toBe(58);
    expect(parseIsoDuration("PT2H")).toBe(7200);
    expect(parseIsoDuration("P1DT2H3M")).toBe(93_780);
    expect(parseIsoDuration("P0D")).toBe(0);
  });

  it("answers null for what is not a duration", () => {
    for (const value of [undefined, "", "P", "PT", "1:25:12", "PT1.5H", "PTXS"]) expect(parseIsoDuration(value)).toBeNull();
  });
});

describe("channelQuery", () => {
  it("reads a channel as the church record holds it: a handle or a channel id, bare or in a link", () => {
    expect(channelQuery("https://www.youtube.com/@igrejaviva")).toEqual({ forHandle: "@igrejaviva" });
    expect(channelQuery("youtube.com/@Igreja.Viva-SP/streams")).toEqual({ forHandle: "@Igreja.Viva-SP" });
    expect(channelQuery(" @igrejaviva ")).toEqual({ forHandle: "@igrejaviva" });
    expect(channelQuery("https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv")).toEqual({ id: "UCabcdefghijklmnopqrstuv" });
    expect(channelQuery("UCabcdefghijklmnopqrstuv")).toEqual({ id: "UCabcdefghijklmnopqrstuv" });
  });

  it("answers null for what names no channel", () => {
    for (const value of ["", "igreja viva", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://example.com/@igreja", "@ab"]) {
      expect(channelQuery(value)).toBeNull();
    }
  });
});
