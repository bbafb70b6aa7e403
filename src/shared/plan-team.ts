import { withoutAccents } from "./accents";

/**
 * A plan's team (issue 41, docs/decisions/511): positions, each with its musicians. The rules both
 * sides share: the default positions, which position a band member's instrument fills ('Usar a
 * banda'), and the warnings the plan shows.
 */

export const DEFAULT_POSITIONS = ["Ministro", "Vocal", "Violão", "Guitarra", "Teclado", "Baixo", "Bateria", "Som", "Projeção"] as const;

/** A band member with no instrument goes here; the leader moves them. */
export const POSITION_WITHOUT_INSTRUMENT = "Outros";

/** How names compare: without accents, case or repeated spaces ('Violao' is 'Violão'). */
export function positionKey(name: string): string {
  return withoutAccents(name).toLocaleLowerCase("pt-BR").replace(/\s+/g, " ").trim();
}

/** Instrument names (as keys) that fill a default position of another name. */
const ALIASES: Record<string, (typeof DEFAULT_POSITIONS)[number]> = {
  ministra: "Ministro",
  ministracao: "Ministro",
  lider: "Ministro",
  "lider de louvor": "Ministro",
  dirigente: "Ministro",
  voz: "Vocal",
  vocais: "Vocal",
  "back vocal": "Vocal",
  "backing vocal": "Vocal",
  backing: "Vocal",
  cantor: "Vocal",
  cantora: "Vocal",
  teclados: "Teclado",
  piano: "Teclado",
  contrabaixo: "Baixo",
  "baixo eletrico": "Baixo",
  "mesa de som": "Som",
  "tecnico de som": "Som",
  audio: "Som",
  datashow: "Projeção",
  midia: "Projeção",
};

/** The position an instrument fills: a default one by name or alias, otherwise one named as the instrument. */
export function positionForInstrument(instrument: string | undefined): string {
  const name = instrument?.replace(/\s+/g, " ").trim();
  if (!name) return POSITION_WITHOUT_INSTRUMENT;
  const key = positionKey(name);
  return DEFAULT_POSITIONS.find((position) => positionKey(position) === key) ?? ALIASES[key] ?? name;
}

export type TeamDraftPosition = { position: string; members: { musicianId: string; musicianName: string }[] };

/**
 * 'Usar a banda': each member in the position of their usual instrument (the first), added to the
 * team as it is (positions already there keep theirs; someone already in that position is not
 * added again). New positions follow the default order, then the church's own in band order.
 */
export function withBand<T extends TeamDraftPosition>(
  team: readonly T[],
  band: readonly { musicianId: string; name: string; instrument: readonly string[] }[],
  make: { position: (position: string) => T; member: (member: { musicianId: string; musicianName: string }) => T["members"][number] },
): T[] {
  const next = team.map((entry) => ({ ...entry, members: [...entry.members] }));
  const added: T[] = [];
  for (const member of band) {
    const position = positionForInstrument(member.instrument[0]);
    let entry = [...next, ...added].find((item) => positionKey(item.position) === positionKey(position));
    if (!entry) {
      entry = make.position(position);
      added.push(entry);
    }
    if (!entry.members.some((item) => item.musicianId === member.musicianId)) entry.members.push(make.member({ musicianId: member.musicianId, musicianName: member.name }));
  }
  const order = (position: string) => {
    const index = DEFAULT_POSITIONS.findIndex((item) => positionKey(item) === positionKey(position));
    return index === -1 ? DEFAULT_POSITIONS.length : index;
  };
  return [...next, ...added.sort((a, b) => order(a.position) - order(b.position))];
}

/** The team as stored: one assignment per musician in a position, or one without a musician for a position still empty. */
export function assignmentsOf(team: readonly { position: string; musicianIds: readonly string[] }[]): { position: string; musicianId: string | null }[] {
  return team.flatMap((entry): { position: string; musicianId: string | null }[] =>
    entry.musicianIds.length === 0 ? [{ position: entry.position, musicianId: null }] : entry.musicianIds.map((musicianId) => ({ position: entry.position, musicianId })),
  );
}

/** What the plan warns about, naming who and why; it never stops the save. */
export type PlanTeamWarning =
  | { kind: "twice"; musicianName: string; positions: string[] }
  | { kind: "sameTime"; musicianName: string; bandName: string }
  | { kind: "blocked"; musicianName: string }
  | { kind: "empty"; position: string };

/** A musician of this plan who is also in another plan at the same date and time. */
export type SameTimeAssignment = { musicianId: string; musicianName: string; bandName: string };

/** `blocked`: the musicians of the team with a blockout on the plan's date ('Minhas escalas'). */
export function teamWarnings(team: readonly TeamDraftPosition[], sameTime: readonly SameTimeAssignment[] = [], blocked: readonly string[] = []): PlanTeamWarning[] {
  const warnings: PlanTeamWarning[] = [];
  const positionsOf = new Map<string, { musicianName: string; positions: string[] }>();
  for (const entry of team) {
    for (const member of entry.members) {
      const seen = positionsOf.get(member.musicianId) ?? { musicianName: member.musicianName, positions: [] };
      seen.positions.push(entry.position);
      positionsOf.set(member.musicianId, seen);
    }
  }
  for (const { musicianName, positions } of positionsOf.values()) if (positions.length > 1) warnings.push({ kind: "twice", musicianName, positions });
  const reported = new Set<string>();
  for (const other of sameTime) {
    const key = `${other.musicianId} ${other.bandName}`;
    if (!positionsOf.has(other.musicianId) || reported.has(key)) continue;
    reported.add(key);
    warnings.push({ kind: "sameTime", musicianName: other.musicianName, bandName: other.bandName });
  }
  for (const musicianId of new Set(blocked)) {
    const seen = positionsOf.get(musicianId);
    if (seen) warnings.push({ kind: "blocked", musicianName: seen.musicianName });
  }
  for (const entry of team) if (entry.members.length === 0) warnings.push({ kind: "empty", position: entry.position });
  return warnings;
}
