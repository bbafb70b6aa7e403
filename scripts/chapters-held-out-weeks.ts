/**
 * Held-out descriptions of round 8 (docs/decisions/485): a church's three weeks, for ten churches,
 * written on 2026-11-27, blind, by a writer who saw neither the parser, its rules nor the earlier
 * rounds, asked for descriptions as real channels post them, each church keeping its own format
 * and recurring parts. Never tuned to. scripts/bench-chapters.ts reads each week alone, and the
 * later weeks as a church whose earlier previews were corrected reads them.
 */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";
import { WEEKS_FIRST_PART } from "./chapters-held-out-weeks-first-part";
import { WEEKS_SECOND_PART } from "./chapters-held-out-weeks-second-part";
import { WEEKS_THIRD_PART } from "./chapters-held-out-weeks-third-part";
import { WEEKS_FOURTH_PART } from "./chapters-held-out-weeks-fourth-part";
import { WEEKS_FIFTH_PART } from "./chapters-held-out-weeks-fifth-part";

export type WeeklyFixture = ChapterFixture & {
  /** The church, the same for its three weeks. */
  church: string;
  /** 1, 2 or 3. */
  week: number;
  duration: number;
};

export const WEEKS: WeeklyFixture[] = [...WEEKS_FIRST_PART, ...WEEKS_SECOND_PART, ...WEEKS_THIRD_PART, ...WEEKS_FOURTH_PART, ...WEEKS_FIFTH_PART];
