import type { PrintedLine } from "@shared/chords/chart-text";
import { repertoireTexts, type Repertoire } from "@shared/repertoire";
import type { RepertoireLayout } from "@shared/schemas/plan-repertoire";
import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { cn } from "@/lib/cn";

/**
 * A4, and the document shown only when printing: on screen it is not displayed (so it is not read
 * twice either); the rest of the page is hidden in print (`print:hidden`).
 */
const PRINT_CSS = "@page { size: A4; margin: 16mm 15mm; } @media print { .printable-repertoire { display: block !important; } }";

/**
 * 'Imprimir repertório' (issue 42): the plan's songs as the browser prints them, from the same
 * model as the server's PDF (shared/repertoire.ts): a header with the date, church and band, each
 * song with its key and its chart in the plan's key, monospaced so each chord stays over its
 * syllable. One song a page ('musica', the header on each) or one after another ('continuo').
 */
export function PrintableRepertoire({ repertoire, layout }: { repertoire: Repertoire; layout: RepertoireLayout }) {
  const perPage = layout === "musica";
  return (
    <div className="printable-repertoire bg-white text-black" style={{ display: "none" }} data-testid="printable-repertoire" data-layout={layout}>
      <style>{PRINT_CSS}</style>
      {!perPage && <RepertoireHeader repertoire={repertoire} />}
      {repertoire.songs.map((song, index) => (
        <section key={index} className={cn(index > 0 && (perPage ? "break-before-page" : "mt-6 border-t border-neutral-300 pt-4"))}>
          {perPage && <RepertoireHeader repertoire={repertoire} />}
          <h2 className="break-after-avoid text-[13pt] font-bold">
            {song.heading}
            <span className="ml-4">{song.key}</span>
          </h2>
          {song.details.map((detail) => (
            <p key={detail} className="break-after-avoid text-[9.5pt] text-neutral-600">
              {detail}
            </p>
          ))}
          <div className="mt-2">
            {song.lines ? <ChartText lines={song.lines} /> : <p className="text-[10pt] text-neutral-600 italic">{repertoireTexts.noChart}</p>}
          </div>
        </section>
      ))}
    </div>
  );
}

function RepertoireHeader({ repertoire }: { repertoire: Repertoire }) {
  return (
    <header className="mb-3 border-b border-neutral-300 pb-2">
      <p className="text-[15pt] font-bold">{repertoire.title}</p>
      <p className="text-[10pt] text-neutral-600">{repertoire.facts.join("  ·  ")}</p>
    </header>
  );
}

/**
 * Whether the printed document is drawn, and what draws it now: called by 'Imprimir repertório'
 * before `window.print()`, and on the browser's own print (its menu, Ctrl+P: `beforeprint`, which
 * Chromium, Firefox and Safari fire before laying the page out for print). Once drawn it stays.
 */
export function usePrintOnDemand(): [boolean, () => void] {
  const [printable, setPrintable] = useState(false);
  const prepare = useCallback(() => flushSync(() => setPrintable(true)), []);
  useEffect(() => {
    window.addEventListener("beforeprint", prepare);
    return () => window.removeEventListener("beforeprint", prepare);
  }, [prepare]);
  return [printable, prepare];
}

/** The chart's lines, a line of chords kept on one page with the lyric under it. */
function ChartText({ lines }: { lines: PrintedLine[] }) {
  const groups: PrintedLine[][] = [];
  for (const [index, line] of lines.entries()) {
    if (line.type === "lyric" && lines[index - 1]?.type === "chords") groups.at(-1)!.push(line);
    else groups.push([line]);
  }
  return (
    <div className="font-mono text-[10pt] leading-[1.25]">
      {groups.map((group, index) => (
        <div key={index} className="break-inside-avoid">
          {group.map((line, at) => (
            <ChartTextLine key={at} line={line} />
          ))}
        </div>
      ))}
    </div>
  );
}

function ChartTextLine({ line }: { line: PrintedLine }) {
  switch (line.type) {
    case "blank":
      return <div className="h-[0.6em]" />;
    case "label":
      return <p className="mt-1 break-after-avoid font-sans text-[8.5pt] font-bold tracking-wide text-neutral-600 uppercase">{line.text}</p>;
    case "chords":
      return (
        <p className="whitespace-pre font-bold" data-printed-chords="">
          {line.text}
        </p>
      );
    case "comment":
      return <p className="whitespace-pre text-neutral-600 italic">{line.text}</p>;
    default:
      return <p className="whitespace-pre">{line.text}</p>;
  }
}
