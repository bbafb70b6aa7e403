import { sql } from "drizzle-orm";
import rrule from "rrule";
import type { MyBlockout } from "@shared/schemas/my-escalas";
import { type Executor, rows, musicianBlockouts } from "../db";

/**
 * Blockout dates (issue 41): a day or a range blocks its days; a repeating one blocks each day its
 * RFC 5545 rule yields from its first day on, expanded here with the `rrule` package (BSD-3-Clause).
 * Days are floating dates: the rule runs in UTC midnight, so no time zone moves a day.
 */

const compact = (day: string) => day.replaceAll("-", "");
const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

function ruleFrom(from: string, rule: string) {
  return rrule.rrulestr(`DTSTART:${compact(from)}T000000Z\nRRULE:${rule}`);
}

/** Whether the rule parses and yields a day; the rrule package is lenient, so the shape is checked too. */
export function isValidRule(from: string, rule: string): boolean {
  try {
    return ruleFrom(from, rule).after(midnight(from), true) !== null;
  } catch {
    return false;
  }
}

/** Whether the blockout covers `day` ('YYYY-MM-DD'). */
export function blocksOn(blockout: Pick<MyBlockout, "from" | "until" | "rule">, day: string): boolean {
  if (blockout.rule === null) return blockout.from <= day && day <= (blockout.until ?? blockout.from);
  if (day < blockout.from) return false;
  try {
    return ruleFrom(blockout.from, blockout.rule).between(midnight(day), midnight(day), true).length > 0;
  } catch {
    return false;
  }
}

/** The blockouts of these musicians that could cover a day in [first, last]: one query, expanded here. */
export async function blockoutsOf(db: Executor, churchId: string, musicianIds: readonly string[], first: string, last: string): Promise<(MyBlockout & { musicianId: string })[]> {
  if (musicianIds.length === 0) return [];
  return rows<MyBlockout & { musicianId: string }>(
    db,
    sql`select id, musician_id as "musicianId", starts_on::text as "from", ends_on::text as until, rrule as rule
        from ${musicianBlockouts}
        where church_id = ${churchId} and musician_id in (select value::uuid from json_array_elements_text(${JSON.stringify(musicianIds)}::json))
          and starts_on <= ${last}::date and (ends_on is null or ends_on >= ${first}::date)`,
  );
}

/** The church's musicians blocked on `day`: one query, the repeating ones expanded here. */
export async function musiciansBlockedOn(db: Executor, churchId: string, day: string): Promise<string[]> {
  const candidates = await rows<MyBlockout & { musicianId: string }>(
    db,
    sql`select id, musician_id as "musicianId", starts_on::text as "from", ends_on::text as until, rrule as rule
        from ${musicianBlockouts}
        where church_id = ${churchId} and starts_on <= ${day}::date and (ends_on is null or ends_on >= ${day}::date)`,
  );
  return [...blockedOn(candidates, day)].sort();
}

/** The musicians blocked on `day`, of those blockouts. */
export function blockedOn(blockouts: readonly (MyBlockout & { musicianId: string })[], day: string): Set<string> {
  return new Set(blockouts.filter((blockout) => blocksOn(blockout, day)).map((blockout) => blockout.musicianId));
}
