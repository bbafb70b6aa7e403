import { describe, expect, it } from "vitest";
import { parseOffset, shiftProposals } from "./recording-proposals";

const proposal = (start: number, end: number) => ({ start, end, songId: null, songName: null, key: null, bpm: null, confidence: 0 });

describe("the proposals on the video's clock", () => {
  it("moves every proposal by the offset, cuts those across the video's ends and leaves out those outside it", () => {
    const proposals = [proposal(10, 50.4), proposal(60, 300.6), proposal(320, 500), proposal(900, 1000)];
    const { rows, outside } = shiftProposals(proposals, 55, 800);
    expect(rows.map(({ index, start, end }) => [index, start, end])).toEqual([
      [1, 5, 246],
      [2, 265, 445],
    ]);
    expect(outside).toBe(2);
    // A recording that started after the video: times move forward.
    expect(shiftProposals(proposals, -20, null).rows.map(({ start }) => start)).toEqual([30, 80, 340, 920]);
  });

  it("reads the offset as whole seconds, negative too", () => {
    expect(parseOffset("", 100)).toBe(0);
    expect(parseOffset(" -12 ", 100)).toBe(-12);
    expect(parseOffset("1.5", 100)).toBeNull();
    expect(parseOffset("101", 100)).toBeNull();
  });
});
