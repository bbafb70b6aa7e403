/**
 * Repeating blockouts ('Minhas escalas', issue 41) are RFC 5545 recurrence rules. The page offers
 * the ones a musician asks for ('toda semana no domingo', 'todo primeiro domingo do mês'), built
 * and read back here; the server expands any valid rule with the `rrule` package.
 */

export const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const WEEKDAY_NAMES: Record<Weekday, string> = {
  SU: "domingo",
  MO: "segunda-feira",
  TU: "terça-feira",
  WE: "quarta-feira",
  TH: "quinta-feira",
  FR: "sexta-feira",
  SA: "sábado",
};

/** Which of the month's weekdays: 1–4, or -1 for the last. */
export const NTH_NAMES: Record<string, string> = { "1": "primeiro", "2": "segundo", "3": "terceiro", "4": "quarto", "-1": "último" };

export type RepeatChoice = { every: "week"; weekday: Weekday } | { every: "month"; weekday: Weekday; nth: 1 | 2 | 3 | 4 | -1 };

/** The RRULE of a choice: "FREQ=WEEKLY;BYDAY=SU", "FREQ=MONTHLY;BYDAY=1SU". */
export function repeatRule(choice: RepeatChoice): string {
  return choice.every === "week" ? `FREQ=WEEKLY;BYDAY=${choice.weekday}` : `FREQ=MONTHLY;BYDAY=${choice.nth}${choice.weekday}`;
}

/** A rule in words; the rule itself for one the page does not build. */
export function describeRule(rule: string): string {
  const weekly = /^FREQ=WEEKLY;BYDAY=(SU|MO|TU|WE|TH|FR|SA)$/.exec(rule);
  if (weekly) {
    const weekday = weekly[1] as Weekday;
    return `toda semana ${weekday === "SU" || weekday === "SA" ? "no" : "na"} ${WEEKDAY_NAMES[weekday]}`;
  }
  const monthly = /^FREQ=MONTHLY;BYDAY=(-1|[1-4])(SU|MO|TU|WE|TH|FR|SA)$/.exec(rule);
  if (monthly) {
    const nth = monthly[1] as string;
    const weekday = monthly[2] as Weekday;
    const feminine = weekday !== "SU" && weekday !== "SA";
    const ordinal = feminine ? (NTH_NAMES[nth] ?? nth).replace(/o$/, "a") : NTH_NAMES[nth];
    return `tod${feminine ? "a" : "o"} ${ordinal} ${WEEKDAY_NAMES[weekday]} do mês`;
  }
  return rule;
}

export function weekdayName(weekday: Weekday): string {
  return WEEKDAY_NAMES[weekday];
}
