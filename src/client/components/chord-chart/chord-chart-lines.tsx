import { SECTION_TITLES } from "@shared/chords/chart-text";
import type { SongLine, SongSection } from "@shared/chords/chordpro";

/** One section: its label ('Refrão', 'Ponte', as the chart names it) and its lines; a chorus is marked by a rule beside it. */
export function ChartSection({ section, lyricsOnly }: { section: SongSection; lyricsOnly: boolean }) {
  if (lyricsOnly && section.kind === "tab") return null;
  const title = section.label ?? (section.kind ? SECTION_TITLES[section.kind] : null);
  return (
    <section className={`mb-4 break-inside-avoid ${section.kind === "chorus" ? "border-l-2 border-current/40 pl-3" : ""}`}>
      {title && <h3 className="mb-1 text-[0.85em] font-semibold uppercase tracking-wide opacity-70">{title}</h3>}
      {section.lines.map((line, index) => (
        <ChartLine key={index} line={line} lyricsOnly={lyricsOnly} />
      ))}
    </section>
  );
}

function ChartLine({ line, lyricsOnly }: { line: SongLine; lyricsOnly: boolean }) {
  switch (line.type) {
    case "lyrics":
      return <LyricLine pairs={line.pairs} lyricsOnly={lyricsOnly} />;
    case "empty":
      return <div className="h-[1em]" />;
    case "comment":
      return <p className="my-1 italic opacity-80">{line.text}</p>;
    case "tab":
      return <pre className="overflow-x-auto font-mono text-[0.85em] leading-tight">{line.text}</pre>;
    default:
      // Metadata shows in the toolbar; other lines are kept in the text, not shown.
      return null;
  }
}

/** A lyric line: each chord above the syllable it falls on; chords only, when the line has no lyric. */
function LyricLine({ pairs, lyricsOnly }: { pairs: { chord: string | null; lyric: string }[]; lyricsOnly: boolean }) {
  const lyric = pairs.map((pair) => pair.lyric).join("");
  if (lyricsOnly) return lyric.trim() === "" ? null : <p className="whitespace-pre-wrap">{lyric.replace(/ {2,}/g, " ")}</p>;
  return (
    <p className="flex flex-wrap items-end whitespace-pre">
      {pairs.map((pair, index) => (
        <span key={index} className="inline-flex flex-col">
          <span data-chord="" className="min-h-[1.2em] pr-1 font-semibold text-primary [.stage_&]:text-amber-300">
            {pair.chord ?? ""}
          </span>
          <span>{pair.lyric === "" && pair.chord ? " " : pair.lyric}</span>
        </span>
      ))}
    </p>
  );
}

