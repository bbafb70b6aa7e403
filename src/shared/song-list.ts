/**
 * A church's song list from a spreadsheet (issue 23, 'Importar lista'): a CSV or TSV file as
 * spreadsheet programs in Portuguese and English write it (`;`, `,` or tab between columns, UTF-8
 * with or without BOM, or Windows-1252), with columns recognised by their headers. Plain functions:
 * the songs screen reads the file with them, and the tests feed them files of each kind.
 */
import Papa from "papaparse";
import { plainText } from "./chapters";

export type SongListColumn = "name" | "author" | "chordFile" | "lyrics";

/** A row of the file as typed (trimmed), with its line number in the file (1 is the header). */
export type SongListRow = { line: number; name: string; author: string; chordFile: string; lyrics: string };

export type SongList =
  | { ok: true; rows: SongListRow[]; columns: Partial<Record<SongListColumn, string>> }
  | { ok: false; error: "empty" | "no-name-column" };

/** Headers as people write them (plain text: lower case, no accents), for each column. */
const HEADERS: Record<SongListColumn, readonly string[]> = {
  name: ["nome", "musica", "musicas", "titulo", "nome da musica", "titulo da musica", "cancao", "louvor", "hino", "name", "song", "song name", "title", "song title"],
  author: ["autor", "autores", "artista", "artistas", "cantor", "interprete", "ministerio", "banda", "compositor", "author", "artist", "writer", "composer"],
  chordFile: ["cifra", "cifras", "link da cifra", "link cifra", "acordes", "chords", "chord", "chord chart", "chords link"],
  lyrics: ["letra", "letras", "link da letra", "link letra", "lyrics", "lyrics link"],
};

/**
 * The file's text: UTF-8 (a BOM dropped) when it is valid UTF-8, else Windows-1252 (what Excel in
 * Portuguese saves as "CSV (separado por vírgulas)").
 */
export function decodeSongList(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function columnOf(header: string): SongListColumn | null {
  const plain = plainText(header);
  for (const column of Object.keys(HEADERS) as SongListColumn[]) {
    if (HEADERS[column].includes(plain)) return column;
  }
  return null;
}

const SEPARATORS = [";", "\t", ",", "|"] as const;

/**
 * The separator of the file, read from its header line (headers hold no separators; names below
 * often hold commas): the one it has most of; a comma when it has none (a single column).
 */
function separatorOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  const counts = SEPARATORS.map((separator) => header.split(separator).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? "," : SEPARATORS[counts.indexOf(most)]!;
}

/** The rows of a song list: the header line names the columns; a line with no name at all is left out. */
export function readSongList(text: string): SongList {
  const content = text.replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(content, {
    delimiter: separatorOf(content),
    // Blank lines are left out below, so each row keeps its line number in the spreadsheet.
    skipEmptyLines: false,
  });
  const firstFilled = parsed.data.findIndex((line) => line.some((value) => value.trim() !== ""));
  if (firstFilled < 0) return { ok: false, error: "empty" };
  const header = parsed.data[firstFilled]!;
  const lines = parsed.data.slice(firstFilled + 1);
  const positions: Partial<Record<SongListColumn, number>> = {};
  const columns: Partial<Record<SongListColumn, string>> = {};
  header.forEach((title, position) => {
    const column = columnOf(title);
    if (column && positions[column] === undefined) {
      positions[column] = position;
      columns[column] = title.trim();
    }
  });
  if (positions.name === undefined) return { ok: false, error: "no-name-column" };
  const cell = (line: string[], column: SongListColumn) => {
    const position = positions[column];
    return position === undefined ? "" : (line[position] ?? "").trim();
  };
  const rows: SongListRow[] = [];
  lines.forEach((line, index) => {
    if (line.every((value) => value.trim() === "")) return;
    rows.push({ line: firstFilled + index + 2, name: cell(line, "name"), author: cell(line, "author"), chordFile: cell(line, "chordFile"), lyrics: cell(line, "lyrics") });
  });
  return { ok: true, rows, columns };
}
