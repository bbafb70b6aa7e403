import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildYouTubeChapters, type ChapterSegment } from "./youtube-chapters";

const song = (songCatalogId: string, songName: string, startTime: number, endTime = startTime + 240): ChapterSegment => ({
  songCatalogId,
  songName,
  startTime,
  endTime,
});

describe("buildYouTubeChapters", () => {
  it("starts with '0:00 Início' when the first song does not start at 0, then one line per song in start order", () => {
    const chapters = buildYouTubeChapters(
      [song("b", "Grande é o Senhor", 725), song("a", "Aclame ao Senhor", 300), song("c", "Oceanos", 1200)],
      new Map([
        ["a", "Ministério Ipiranga"],
        ["b", "Adhemar de Campos"],
        ["c", null],
      ]),
    );
    expect(chapters.text).toBe(
      [
        "0:00 Início",
        "5:00 Aclame ao Senhor",
        "12:05 Grande é o Senhor",
        "20:00 Oceanos",
        "",
        "Músicas:",
        "Aclame ao Senhor — Ministério Ipiranga",
        "Grande é o Senhor — Adhemar de Campos",
        "Oceanos",
      ].join("\n"),
    );
    expect(chapters.meetsYouTubeRules).toBe(true);
  });

  it("has no 'Início' when the first song starts at 0", () => {
    const { text } = buildYouTubeChapters([song("a", "Um", 0), song("b", "Dois", 300), song("c", "Três", 600)]);
    expect(text.split("\n").slice(0, 3)).toEqual(["0:00 Um", "5:00 Dois", "10:00 Três"]);
  });

  it("writes h:mm:ss from one hour on, m:ss before", () => {
    const { text } = buildYouTubeChapters([song("a", "Antes", 3599, 3700), song("b", "Depois", 3725, 3900)]);
    expect(text.split("\n").slice(0, 3)).toEqual(["0:00 Início", "59:59 Antes", "1:02:05 Depois"]);
  });

  it("lists each song once under 'Músicas:', in order of first appearance, with or without author", () => {
    const { text } = buildYouTubeChapters(
      [song("x", "Santo", 0), song("y", "Digno", 300), song("x", "Santo", 600), song("z", "Rei", 900)],
      new Map([
        ["x", "Autor X"],
        ["y", "   "],
      ]),
    );
    expect(text.split("\n")).toEqual([
      "0:00 Santo",
      "5:00 Digno",
      "10:00 Santo",
      "15:00 Rei",
      "",
      "Músicas:",
      "Santo — Autor X",
      "Digno",
      "Rei",
    ]);
  });

  it("is empty with no segments, and YouTube would show nothing", () => {
    expect(buildYouTubeChapters([])).toEqual({ text: "", meetsYouTubeRules: false });
  });

  describe("YouTube's rule: at least 3 chapters of 10 s or more", () => {
    it("fails with fewer than 3 chapters", () => {
      expect(buildYouTubeChapters([song("a", "Um", 0), song("b", "Dois", 300)]).meetsYouTubeRules).toBe(false);
    });

    it("counts 'Início' as a chapter", () => {
      expect(buildYouTubeChapters([song("a", "Um", 60), song("b", "Dois", 300)]).meetsYouTubeRules).toBe(true);
    });

    it("fails when 'Início' is shorter than 10 s", () => {
      expect(buildYouTubeChapters([song("a", "Um", 9), song("b", "Dois", 300), song("c", "Três", 600)]).meetsYouTubeRules).toBe(false);
      expect(buildYouTubeChapters([song("a", "Um", 10), song("b", "Dois", 300)]).meetsYouTubeRules).toBe(true);
    });

    it("fails when two songs start less than 10 s apart, or at the same time", () => {
      expect(buildYouTubeChapters([song("a", "Um", 0), song("b", "Dois", 9), song("c", "Três", 600)]).meetsYouTubeRules).toBe(false);
      expect(buildYouTubeChapters([song("a", "Um", 0), song("b", "Dois", 10), song("c", "Três", 600)]).meetsYouTubeRules).toBe(true);
      expect(buildYouTubeChapters([song("a", "Um", 0), song("b", "Dois", 300), song("c", "Três", 300)]).meetsYouTubeRules).toBe(false);
    });

    it("fails when the last song lasts less than 10 s", () => {
      expect(buildYouTubeChapters([song("a", "Um", 0), song("b", "Dois", 300), song("c", "Três", 600, 609)]).meetsYouTubeRules).toBe(false);
      expect(buildYouTubeChapters([song("a", "Um", 0), song("b", "Dois", 300), song("c", "Três", 600, 610)]).meetsYouTubeRules).toBe(true);
    });
  });

  it("for any segments: chapters ascend from 0:00, one per song, and each song is credited once", () => {
    const segments = fc.array(
      fc.record({
        songCatalogId: fc.constantFrom("a", "b", "c", "d"),
        startTime: fc.integer({ min: 0, max: 20_000 }),
        length: fc.integer({ min: 1, max: 900 }),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(segments, (raw) => {
        const input = raw.map((s) => song(s.songCatalogId, `Música ${s.songCatalogId}`, s.startTime, s.startTime + s.length));
        const [chapterPart, creditPart] = buildYouTubeChapters(input).text.split("\n\nMúsicas:\n");
        const lines = chapterPart!.split("\n");
        const hasIntro = Math.min(...input.map((s) => s.startTime)) > 0;
        expect(lines).toHaveLength(input.length + (hasIntro ? 1 : 0));
        expect(lines[0]!.startsWith("0:00 ")).toBe(true);
        const seconds = lines.map((line) => line.split(" ")[0]!.split(":").reduce((total, part) => total * 60 + Number(part), 0));
        expect(seconds).toEqual([...seconds].sort((x, y) => x - y));
        expect(creditPart!.split("\n")).toEqual([...new Set(lines.slice(hasIntro ? 1 : 0).map((line) => line.slice(line.indexOf(" ") + 1)))]);
      }),
    );
  });
});
