/**
 * Held-out descriptions of round 9 (docs/decisions/485): a church's three weeks, for ten churches,
 * written on 2026-11-27, blind, by a second writer who saw neither the parser, its rules, the earlier
 * rounds nor round 8, with the same request as round 8. Run once, after decision 485's name lookup
 * was settled on round 8; never tuned to.
 */
import type { WeeklyFixture } from "./chapters-held-out-weeks";
import { WEEKS_ROUND_9_FIRST_PART } from "./chapters-held-out-weeks-round-9-first-part";
import { WEEKS_ROUND_9_SECOND_PART } from "./chapters-held-out-weeks-round-9-second-part";
import { WEEKS_ROUND_9_THIRD_PART } from "./chapters-held-out-weeks-round-9-third-part";
import { WEEKS_ROUND_9_FOURTH_PART } from "./chapters-held-out-weeks-round-9-fourth-part";
import { WEEKS_ROUND_9_FIFTH_PART } from "./chapters-held-out-weeks-round-9-fifth-part";

export const WEEKS_ROUND_9: WeeklyFixture[] = [...WEEKS_ROUND_9_FIRST_PART, ...WEEKS_ROUND_9_SECOND_PART, ...WEEKS_ROUND_9_THIRD_PART, ...WEEKS_ROUND_9_FOURTH_PART, ...WEEKS_ROUND_9_FIFTH_PART];
