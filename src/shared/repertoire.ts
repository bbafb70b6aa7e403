/**
 * The printed repertoire of a plan (issue 42): what 'Imprimir repertório' (the browser's print of
 * the rehearsal page) and 'Baixar PDF' (the server's file) both print, from one model, so the two
 * are the same document. A header with the service's date and time, the church and the band; each
 * song with its number, name, key, author, capo and note, then its chart in the plan's key.
 */
import { printedChart, type PrintedLine } from "./chords/chart-text";
import { formatDate, formatTimeOfDay } from "./formatting";
import type { PublicPlanResponse, PublicPlanSong } from "./schemas/plans";

export const repertoireTexts = {
  title: (date: string) => `Repertório do culto de ${date}`,
  when: (date: string, time: string) => `${date} às ${time}`,
  band: (name: string, year: number) => `Banda: ${name} (${year})`,
  key: (key: string) => `Tom: ${key}`,
  originalKey: (key: string) => `Tom: ${key} (original)`,
  keyNotChosen: "Tom a definir",
  capo: (fret: number, shapes: string) => `Capo ${fret} — formas de ${shapes}`,
  note: (note: string) => `Observação: ${note}`,
  noChart: "Esta música ainda não tem cifra.",
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  continued: (heading: string) => `${heading} (continuação)`,
} as const;

export type RepertoireSong = {
  /** "1. Grande é o Senhor" */
  heading: string;
  /** "Tom: D", "Tom: G (original)" when the plan gives none, 'Tom a definir' when no key is known. */
  key: string;
  /** The author, the capo, the note: each a line under the heading when there is one. */
  details: string[];
  /** The chart's lines in the plan's key; null for a song without a chart. */
  lines: PrintedLine[] | null;
};

export type Repertoire = {
  title: string;
  /** The date and time, the church, the band. */
  facts: string[];
  songs: RepertoireSong[];
};

function repertoireSong(song: PublicPlanSong): RepertoireSong {
  const printed = song.chart ? printedChart(song.chart, song.musicalKey ?? song.originalKey) : null;
  const key = song.musicalKey
    ? repertoireTexts.key(song.musicalKey)
    : printed?.key
      ? repertoireTexts.originalKey(printed.key)
      : repertoireTexts.keyNotChosen;
  const details = [
    song.author,
    printed?.capo ? repertoireTexts.capo(printed.capo.fret, printed.capo.shapes) : null,
    song.note ? repertoireTexts.note(song.note) : null,
  ].filter((detail): detail is string => Boolean(detail));
  return { heading: `${song.position + 1}. ${song.songName}`, key, details, lines: printed?.lines ?? null };
}

/** The plan's repertoire as printed. */
export function planRepertoire({ church, plan }: PublicPlanResponse): Repertoire {
  const date = formatDate(plan.date);
  return {
    title: repertoireTexts.title(date),
    facts: [repertoireTexts.when(date, formatTimeOfDay(plan.time)), church.name, repertoireTexts.band(plan.band.name, plan.band.year)],
    songs: plan.songs.map(repertoireSong),
  };
}
