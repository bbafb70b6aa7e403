import { SECTION_TITLES } from "@shared/chords/chart-text";
import type { SongLine, SongSection } from "@shared/chords/chordpro";

/*
 * A chart's sections as HTML text (issue 42). A plan's page holds six charts of a thousand
 * chord-over-syllable pairs: drawn by React they were most of the page's hydration on a phone;
 * as text the server sends it once, the browser parses it, and React hydrates one element per
 * chart, not each pair (the chart's toolbar stays React's). Every text of the chart is escaped
 * here and only here; the pairs are styled by `.chord-line` in the stylesheet.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML: the five characters that could end a text or an attribute, escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** Each section: its label ('Refrão', 'Ponte', as the chart names it) and its lines; a chorus is marked by a rule beside it. */
export function chartHtml(sections: readonly SongSection[], lyricsOnly: boolean): string {
  return sections.map((section) => sectionHtml(section, lyricsOnly)).join("");
}

function sectionHtml(section: SongSection, lyricsOnly: boolean): string {
  if (lyricsOnly && section.kind === "tab") return "";
  const title = section.label ?? (section.kind ? SECTION_TITLES[section.kind] : null);
  const className = section.kind === "chorus" ? "mb-4 break-inside-avoid border-l-2 border-current/40 pl-3" : "mb-4 break-inside-avoid";
  const heading = title ? `<h3 class="mb-1 text-[0.85em] font-semibold uppercase tracking-wide opacity-70">${escapeHtml(title)}</h3>` : "";
  return `<section class="${className}">${heading}${section.lines.map((line) => lineHtml(line, lyricsOnly)).join("")}</section>`;
}

function lineHtml(line: SongLine, lyricsOnly: boolean): string {
  switch (line.type) {
    case "lyrics":
      return lyricLineHtml(line.pairs, lyricsOnly);
    case "empty":
      return `<div class="h-[1em]"></div>`;
    case "comment":
      return `<p class="my-1 italic opacity-80">${escapeHtml(line.text)}</p>`;
    case "tab":
      return `<pre class="overflow-x-auto font-mono text-[0.85em] leading-tight">${escapeHtml(line.text)}</pre>`;
    default:
      // Metadata shows in the toolbar; other lines are kept in the text, not shown.
      return "";
  }
}

/** A lyric line: each chord above the syllable it falls on; chords only, when the line has no lyric. */
function lyricLineHtml(pairs: readonly { chord: string | null; lyric: string }[], lyricsOnly: boolean): string {
  const lyric = pairs.map((pair) => pair.lyric).join("");
  if (lyricsOnly) return lyric.trim() === "" ? "" : `<p class="whitespace-pre-wrap">${escapeHtml(lyric.replace(/ {2,}/g, " "))}</p>`;
  const drawn = pairs.map((pair) => `<span><span data-chord="">${escapeHtml(pair.chord ?? "")}</span><span>${escapeHtml(pair.lyric === "" && pair.chord ? " " : pair.lyric)}</span></span>`);
  return `<p class="chord-line">${drawn.join("")}</p>`;
}
