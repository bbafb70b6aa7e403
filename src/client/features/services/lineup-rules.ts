import type { Band } from "@shared/schemas/bands";
import type { LineupEntryInput, ServiceLineupMusician, SongLineupMusician } from "@shared/schemas/services";
import { formatInstruments } from "@shared/instruments";
import { servicesTexts } from "./texts";

/**
 * The lineup rules of the service form (spec, admin §3 "Musician status label", §4 "Adding a
 * musician to a lineup", "Per-song lineup", "Service lineup load order"), as pure functions over
 * the entries the dialogs edit.
 */

export type LineupEntry = {
  musicianId: string;
  name: string;
  isMultibanda: boolean;
  /** As typed in the dialog ('' when none). */
  instrument: string;
  isSubstitute: boolean;
  /** A copy of the service-wide lineup, not edited for this song. */
  isGlobal: boolean;
  /** Removed from a song's lineup: kept as a marker so the service-wide copy is not applied again. */
  removed: boolean;
};

export type LineupMusician = { id: string; name: string; isMultibanda: boolean };

/** Spec §3: 'Multi banda' if multibanda; otherwise 'Substituto' if substitute; otherwise 'Regular'. */
export function statusLabel(entry: Pick<LineupEntry, "isMultibanda" | "isSubstitute">): string {
  const labels = servicesTexts.lineup.statusLabels;
  if (entry.isMultibanda) return labels.multibanda;
  return entry.isSubstitute ? labels.substitute : labels.regular;
}

export function fromServiceMusician(musician: ServiceLineupMusician): LineupEntry {
  return { ...musician, instrument: musician.instrument ?? "", isGlobal: true, removed: false };
}

export function fromSongMusician(musician: SongLineupMusician): LineupEntry {
  return { ...musician, instrument: musician.instrument ?? "", removed: false };
}

/** The band's members as a lineup (the last fallback of both load orders): regulars, marked global. */
export function bandLineup(band: Band | undefined): LineupEntry[] {
  return (band?.members ?? []).map((member) => ({
    musicianId: member.musicianId,
    name: member.name,
    isMultibanda: member.isMultibanda,
    instrument: formatInstruments(member.instrument),
    isSubstitute: false,
    isGlobal: true,
    removed: false,
  }));
}

/** Spec §4 "Service lineup load order": saved service-wide rows (or the edited list), then the band's musicians. */
export function effectiveServiceLineup(serviceLineup: LineupEntry[] | null, band: Band | undefined): LineupEntry[] {
  return serviceLineup ?? bandLineup(band);
}

/**
 * Spec §4 "Per-song lineup", load order: the song's in-memory lineup (which starts as its saved
 * own rows), then the service-wide lineup, then the band's musicians; the fallbacks are marked
 * global.
 */
export function initialSongLineup(songLineup: LineupEntry[] | null, serviceLineup: LineupEntry[]): LineupEntry[] {
  if (songLineup) return songLineup;
  return serviceLineup.map((entry) => ({ ...entry, isGlobal: true, removed: false }));
}

export const visibleEntries = (entries: readonly LineupEntry[]) => entries.filter((entry) => !entry.removed);

/**
 * Spec §4 "Adding a musician": a substitute unless they belong to the service's band; the
 * instrument comes from their latest earlier record. In a song's lineup the entry is the song's own
 * (not global); a musician removed earlier comes back.
 */
export function addMusician(
  entries: readonly LineupEntry[],
  musician: LineupMusician,
  options: { bandMemberIds: ReadonlySet<string>; instrument: string | null },
): LineupEntry[] {
  const entry: LineupEntry = {
    musicianId: musician.id,
    name: musician.name,
    isMultibanda: musician.isMultibanda,
    instrument: options.instrument ?? "",
    isSubstitute: !options.bandMemberIds.has(musician.id),
    isGlobal: false,
    removed: false,
  };
  const existing = entries.findIndex((candidate) => candidate.musicianId === musician.id);
  if (existing === -1) return [...entries, entry];
  return entries.map((candidate, index) => (index === existing ? entry : candidate));
}

/** Editing makes the entry the song's own (spec: "Editing ... makes it non-global"). */
export function editInstrument(entries: readonly LineupEntry[], musicianId: string, instrument: string): LineupEntry[] {
  return entries.map((entry) => (entry.musicianId === musicianId ? { ...entry, instrument, isGlobal: false } : entry));
}

/**
 * Removing: from the service-wide lineup the entry goes; from a song's lineup it stays as a
 * removed, non-global marker (spec: "marks it removed and non-global instead of deleting").
 */
export function removeMusician(entries: readonly LineupEntry[], musicianId: string, scope: "service" | "song"): LineupEntry[] {
  if (scope === "service") return entries.filter((entry) => entry.musicianId !== musicianId);
  return entries.map((entry) => (entry.musicianId === musicianId ? { ...entry, removed: true, isGlobal: false } : entry));
}

/** Spec: the segment has its own musicians when any entry is non-global. */
export const hasSpecificMusicians = (entries: readonly LineupEntry[]) => entries.some((entry) => !entry.isGlobal);

/**
 * Spec §4: "When the service-wide lineup changes, each segment is rebuilt: global musicians are
 * applied unless removed in the segment's in-memory configuration." The rest (docs/decisions/154):
 * the song's own entries (edited, added, removed) stay as they are; its global entries become the
 * new service-wide list, in its order, followed by the song's own additions.
 */
export function rebuildSongLineup(songLineup: LineupEntry[] | null, serviceLineup: readonly LineupEntry[]): LineupEntry[] | null {
  if (!songLineup) return null;
  const own = new Map(songLineup.filter((entry) => !entry.isGlobal).map((entry) => [entry.musicianId, entry]));
  const rebuilt = serviceLineup.map((entry) => own.get(entry.musicianId) ?? { ...entry, isGlobal: true, removed: false });
  const inService = new Set(serviceLineup.map((entry) => entry.musicianId));
  return [...rebuilt, ...[...own.values()].filter((entry) => !inService.has(entry.musicianId))];
}

/** What the API stores for a lineup entry. */
export function toLineupInput(entry: LineupEntry): LineupEntryInput {
  return {
    musicianId: entry.musicianId,
    instrument: entry.instrument.trim() || null,
    isSubstitute: entry.isSubstitute,
    isGlobal: entry.isGlobal,
  };
}

/**
 * A song's lineup as saved (spec §4 step 6): only when it has individual configuration; removed
 * entries are dropped; an empty list saves nothing (the song follows the service-wide lineup).
 * Its rows are the song's own (is_global false, spec §3), so a lineup whose only change is a
 * removal is still read back as individual configuration.
 */
export function songLineupInput(songLineup: LineupEntry[] | null): LineupEntryInput[] | null {
  if (!songLineup || !hasSpecificMusicians(songLineup)) return null;
  const kept = visibleEntries(songLineup).map((entry) => ({ ...toLineupInput(entry), isGlobal: false }));
  return kept.length > 0 ? kept : null;
}
