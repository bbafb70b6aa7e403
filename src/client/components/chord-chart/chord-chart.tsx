import { useId, useMemo, useState } from "react";
import { defaultCapo } from "@shared/chords/chart-text";
import { parseChordPro, songMetadata } from "@shared/chords/chordpro";
import { capoShapes, songKey } from "@shared/chords/song-key";
import { transposeSong } from "@shared/chords/transpose-song";
import { MUSICAL_KEYS, musicalKeyPitch, sameMusicalKey } from "@shared/musical-keys";
import { Button } from "@/components/ui/button";
import { chartHtml } from "./chord-chart-lines";
import { chordChartTexts as texts } from "./texts";

const FONT_STEPS = [0.875, 1, 1.125, 1.25, 1.5, 1.75] as const;
const CAPOS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

export type ChordChartProps = {
  /** The chart as ChordPro. */
  chart: string;
  /** The key of the day (the plan's, the performance's); the chart's own key when null. */
  keyOfDay?: string | null;
};

/**
 * A song's chart ('Cifra', issue 42) in the key of the day, with what a musician changes for
 * themselves only: the key, a capo ('Capo 2 — formas de A'), 'Só letra', the letter size, two
 * columns on a wide screen and a dark stage view. Nothing of it is saved.
 */
export function ChordChart({ chart, keyOfDay = null }: ChordChartProps) {
  const song = useMemo(() => parseChordPro(chart), [chart]);
  const originalKey = songKey(song);
  const [key, setKey] = useState(keyOfDay ?? originalKey);
  // The chart's own capo holds for its own key; in another key the viewer chooses.
  const [capo, setCapo] = useState(() => defaultCapo(song, key));
  const [lyricsOnly, setLyricsOnly] = useState(false);
  const [fontStep, setFontStep] = useState(1);
  const [twoColumns, setTwoColumns] = useState(false);
  const [stage, setStage] = useState(false);

  const shapes = key && capo > 0 ? capoShapes(key, capo) : null;
  const shown = useMemo(() => (key ? transposeSong(song, shapes ?? key) : song), [song, key, shapes]);
  const title = songMetadata(song).title;
  const sections = shown.sections.filter((section) => section.lines.some((line) => line.type !== "other" && line.type !== "metadata"));

  return (
    <article aria-label={title ?? texts.chart} className={`rounded-md ${stage ? "stage bg-neutral-950 p-4 text-neutral-50" : ""}`}>
      <div role="toolbar" aria-label={texts.toolbar} className="mb-3 flex flex-wrap items-center gap-2 print:hidden">
        {originalKey && <KeySelect originalKey={originalKey} value={key ?? originalKey} onChange={setKey} />}
        {key && <CapoSelect value={capo} onChange={setCapo} />}
        <Toggle pressed={lyricsOnly} onChange={setLyricsOnly} label={texts.lyricsOnly} />
        <Button type="button" variant="outline" size="sm" aria-label={texts.smaller} disabled={fontStep === 0} onClick={() => setFontStep(fontStep - 1)}>
          A−
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={texts.larger}
          disabled={fontStep === FONT_STEPS.length - 1}
          onClick={() => setFontStep(fontStep + 1)}
        >
          A+
        </Button>
        <Toggle pressed={twoColumns} onChange={setTwoColumns} label={texts.twoColumns} className="hidden md:inline-flex" />
        <Toggle pressed={stage} onChange={setStage} label={texts.stage} />
      </div>
      {shapes && key && <p className="mb-2 font-semibold">{texts.capoShapes(capo, shapes)}</p>}
      {sections.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        // The lines as HTML text, every text escaped by chartHtml: hydrated as one element (./chord-chart-lines.ts).
        <div
          data-html=""
          style={{ fontSize: `${FONT_STEPS[fontStep]}rem` }}
          className={twoColumns ? "md:columns-2 md:gap-8" : undefined}
          dangerouslySetInnerHTML={{ __html: chartHtml(sections, lyricsOnly) }}
        />
      )}
    </article>
  );
}

function Toggle({ pressed, onChange, label, className }: { pressed: boolean; onChange: (pressed: boolean) => void; label: string; className?: string }) {
  return (
    <Button type="button" variant={pressed ? "default" : "outline"} size="sm" aria-pressed={pressed} className={className} onClick={() => onChange(!pressed)}>
      {label}
    </Button>
  );
}

const selectClass = "h-8 rounded-md border bg-background px-2 text-sm text-foreground touch:h-11";

/** The 12 keys of the song's mode, the chart's own marked '(original)'. */
function KeySelect({ originalKey, value, onChange }: { originalKey: string; value: string; onChange: (key: string) => void }) {
  const id = useId();
  const minor = musicalKeyPitch(originalKey)?.minor ?? false;
  const keys = MUSICAL_KEYS.filter((key) => key.endsWith("m") === minor);
  const selected = keys.find((key) => sameMusicalKey(key, value)) ?? value;
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor={id} className="text-sm">
        {texts.key}
      </label>
      <select id={id} className={selectClass} value={selected} onChange={(event) => onChange(event.target.value)}>
        {keys.map((key) => (
          <option key={key} value={key}>
            {sameMusicalKey(key, originalKey) ? texts.originalKey(key) : key}
          </option>
        ))}
      </select>
    </span>
  );
}

function CapoSelect({ value, onChange }: { value: number; onChange: (capo: number) => void }) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor={id} className="text-sm">
        {texts.capo}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {CAPOS.map((capo) => (
          <option key={capo} value={capo}>
            {capo === 0 ? texts.noCapo : capo}
          </option>
        ))}
      </select>
    </span>
  );
}
