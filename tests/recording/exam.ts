/**
 * The generated services the recording analysis is judged on (issue 43), shared by
 * tests/recording/evaluate.ts and scripts/bench-recording.ts: a learning service with some songs
 * as composed, and exam services in which those songs come back as another band plays them weeks
 * later (other key, tempo, instruments and form), beside songs never learnt, with speech, prayers
 * over a pad, applause and songs that flow into each other. Everything is drawn from one seeded
 * Random, in a fixed order, so a seed always makes the same services.
 */
import { MUSICAL_KEYS, musicalKeyPitch } from "@shared/musical-keys";
import { Random } from "../../src/server/demo/random";
import type { Rendering } from "./compose";
import { compositionIds, loadComposition } from "./render";
import type { ServicePart } from "./service";

/** How many of the compositions the learning service teaches; the others are never heard. */
export const LEARNT_SONGS = 6;
export const SPEECH_TEXTS = ["welcome", "announcements", "offering", "prayer"] as const;

/** Where the sermon comes in an exam service, and how many times its text is read. */
export interface Sermon {
  /** Before the song of this index. */
  beforeSong: number;
  passes: number;
}

export class ExamPlanner {
  readonly random: Random;
  constructor(seed: number) {
    this.random = new Random(seed);
  }

  pick<T>(items: readonly T[]): T {
    return this.random.pick(items);
  }

  shuffled<T>(items: readonly T[]): T[] {
    return [...items]
      .map((item) => ({ item, order: this.random.float() }))
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.item);
  }

  /** The compositions in a random order: the first LEARNT_SONGS are learnt, the rest never heard. */
  splitSongs(): { learntIds: string[]; unheardIds: string[] } {
    const ids = this.shuffled(compositionIds());
    return { learntIds: ids.slice(0, LEARNT_SONGS), unheardIds: ids.slice(LEARNT_SONGS) };
  }

  /** The same song as another band plays it weeks later. */
  laterRendering(songId: string): Rendering {
    const song = loadComposition(songId);
    const pitch = musicalKeyPitch(song.key)!;
    const shift = this.pick([-3, -2, -1, 1, 2, 3]);
    const key = MUSICAL_KEYS[((pitch.pitch + shift + 12) % 12) + (pitch.minor ? 12 : 0)]!;
    const bpm = Math.round(song.bpm * (0.88 + this.random.float() * 0.24));
    const chordStyle = this.pick(["block", "arpeggio", "strum"] as const);
    const chordProgram = chordStyle === "strum" ? this.pick([24, 25]) : this.pick([0, 1, 4, 19]);
    const drums = this.pick(["none", "ballad", "rock"] as const);
    const form = this.pick([
      ["intro", "verse", "chorus", "verse", "chorus", "chorus"],
      ["verse", "chorus", "chorus", "verse", "chorus"],
      ["intro", "chorus", "verse", "chorus", "chorus"],
    ]);
    return { key, bpm, form, seed: Math.floor(this.random.float() * 1e6), arrangement: { chordStyle, chordProgram, drums, melodyProgram: this.pick([52, 53, 73, 65]) } };
  }

  /**
   * An exam service: `songs` in this order (each a later rendering), flowing into each other or
   * apart with applause, a prayer over a pad, speech or silence; the sermon before one of them.
   */
  examService(songs: readonly string[], sermon: Sermon): ServicePart[] {
    const parts: ServicePart[] = [{ kind: "speech", text: "welcome" }];
    songs.forEach((songId, index) => {
      const between = index === 0 ? "none" : this.pick(["flow", "flow", "applause", "prayer", "speech", "silence"]);
      if (between === "applause") parts.push({ kind: "applause", seconds: 5 + Math.round(this.random.float() * 5) });
      if (between === "prayer") parts.push({ kind: "prayer-over-pad", text: "prayer", padKey: this.pick(["C", "D", "E", "G", "A"]) });
      if (between === "speech") parts.push({ kind: "speech", text: this.pick(SPEECH_TEXTS) });
      if (between === "silence") parts.push({ kind: "silence", seconds: 4 });
      if (index === sermon.beforeSong) parts.push(...sermonParts(sermon.passes));
      parts.push({ kind: "song", songId, join: between === "flow" ? "flow" : "gap", rendering: this.laterRendering(songId) });
    });
    parts.push({ kind: "applause", seconds: 8 }, { kind: "speech", text: "offering" });
    return parts;
  }
}

/** The learning service: each learnt song as composed, after a few words. */
export function learningService(learntIds: readonly string[]): ServicePart[] {
  return learntIds.flatMap((songId, index): ServicePart[] => [{ kind: "speech", text: SPEECH_TEXTS[index % SPEECH_TEXTS.length]! }, { kind: "song", songId }]);
}

/** The sermon read `passes` times (every other pass faster), then a prayer over a pad. */
function sermonParts(passes: number): ServicePart[] {
  const reading = Array.from({ length: passes }, (_, pass): ServicePart => (pass % 2 === 0 ? { kind: "speech", text: "sermon" } : { kind: "speech", text: "sermon", wordsPerMinute: 165 }));
  return [...reading, { kind: "prayer-over-pad", text: "prayer" }];
}
