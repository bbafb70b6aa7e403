import { assignmentsOf, withBand, type TeamDraftPosition } from "@shared/plan-team";
import type { bandMusicians, planSongs, planTeam, plans, services as servicesTable, songDetails } from "../db";
import { isoDate, weekday } from "./calendar";

/** 'Próximos cultos' (issue 27): next Sunday's plan, its songs with their keys, and its team (issue 41). */
export type NextSundayPlan = {
  upcomingPlans: (typeof plans.$inferInsert)[];
  upcomingPlanSongs: (typeof planSongs.$inferInsert)[];
  upcomingPlanTeam: (typeof planTeam.$inferInsert)[];
};

/** The keys of next Sunday's songs, in the set's order. */
const NEXT_SUNDAY_KEYS = ["G", "D", "Bb", "Em"] as const;
const NEXT_SUNDAY_NOTES: (string | null)[] = ["Começa só com violão e voz.", null, "Tom abaixo do original.", null];

/**
 * Next Sunday's plan (the first Sunday after today), at the evening service, by the band of the
 * latest service, with four of the songs it played: a set the team would practise with the
 * church's own recordings.
 */
export function planNextSunday(
  { newId, churchId, todayDay }: { newId: () => string; churchId: string; todayDay: number },
  services: (typeof servicesTable.$inferInsert)[],
  segments: (typeof songDetails.$inferInsert)[],
  memberships: (typeof bandMusicians.$inferInsert)[],
): NextSundayPlan {
  const latest = [...services].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))[0];
  if (!latest) return { upcomingPlans: [], upcomingPlanSongs: [], upcomingPlanTeam: [] };
  const sunday = todayDay + (7 - weekday(todayDay) || 7);
  const planId = newId();
  // 122 random bits of the id, written as the app writes a plan's key (22 base64url characters).
  const publicKey = Buffer.from(newId().replaceAll("-", ""), "hex").toString("base64url");
  const songIds = [...new Set(segments.filter((segment) => segment.serviceId === latest.id).map((segment) => segment.songCatalogId))].slice(0, 4);
  return {
    upcomingPlans: [{ id: planId, churchId, bandId: latest.bandId, date: isoDate(sunday), time: PLAN_TIME, publicKey }],
    upcomingPlanSongs: songIds.map((songCatalogId, position) => ({
      id: newId(),
      churchId,
      planId,
      position,
      songCatalogId,
      musicalKey: NEXT_SUNDAY_KEYS[position] ?? null,
      note: NEXT_SUNDAY_NOTES[position] ?? null,
    })),
    upcomingPlanTeam: answered(
      teamOfBand({ newId, churchId, planId }, memberships.filter((member) => member.bandId === latest.bandId)),
      `${isoDate(sunday)} ${PLAN_TIME}`,
      new Date(`${isoDate(todayDay - 2)}T12:00:00Z`),
    ),
  };
}

const PLAN_TIME = "19:30";

/**
 * The escala as a leader sees it mid-week (issue 41): sent to everyone, the first two confirmed,
 * the third declined with a reason, the others still to answer. The links themselves are not made:
 * a demo has no one to mail them to.
 */
function answered(team: (typeof planTeam.$inferInsert)[], when: string, sentAt: Date): (typeof planTeam.$inferInsert)[] {
  let scheduled = 0;
  return team.map((row) => {
    if (!row.musicianId) return row;
    const answer = scheduled < 2 ? ({ status: "confirmado" } as const) : scheduled === 2 ? ({ status: "recusado", declineReason: "Estarei viajando neste fim de semana." } as const) : null;
    scheduled++;
    return { ...row, sentAt, sentFor: `${when} ${row.position}`, ...(answer ? { ...answer, answeredAt: new Date(sentAt.getTime() + 3_600_000) } : {}) };
  });
}

/** The plan's team as 'Usar a banda' makes it, every answer still 'pendente', and the sound desk still to fill. */
function teamOfBand({ newId, churchId, planId }: { newId: () => string; churchId: string; planId: string }, members: (typeof bandMusicians.$inferInsert)[]) {
  const band = members.map((member) => ({ musicianId: member.musicianId, name: "", instrument: member.instrument ?? [] }));
  const team = withBand<TeamDraftPosition>([], band, { position: (position) => ({ position, members: [] }), member: (member) => member });
  if (!team.some((entry) => entry.position === "Som")) team.push({ position: "Som", members: [] });
  const rows = assignmentsOf(team.map((entry) => ({ position: entry.position, musicianIds: entry.members.map((member) => member.musicianId) })));
  return rows.map((row, sortOrder): typeof planTeam.$inferInsert => ({ id: newId(), churchId, planId, sortOrder, ...row }));
}
