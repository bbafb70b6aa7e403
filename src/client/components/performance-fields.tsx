import { serviceMessages } from "@shared/schemas/services";
import { TEMPO_MAX, TEMPO_MIN, writtenMusicalKey } from "@shared/musical-keys";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A performance's 'Tom' and 'BPM' (issue 27), as the segment editor and the song's execution history edit them. */
export const performanceTexts = {
  musicalKey: "Tom",
  musicalKeyPlaceholder: "ex: G, Bb, F#m",
  tempo: "BPM",
  tempoPlaceholder: "ex: 72",
};

/** The 24 keys as the 'Tom' field suggests them (any spelling of shared/musical-keys.ts is taken). */
const KEY_SUGGESTIONS = ["C", "C#", "Db", "D", "Eb", "E", "F", "F#", "Gb", "G", "Ab", "A", "Bb", "B"].flatMap((note) => [note, `${note}m`]);

export type TypedPerformance = { musicalKey: string; tempo: string };

/** The fields as typed from a stored key and tempo. */
export function typedPerformance(musicalKey: string | null, tempo: number | null): TypedPerformance {
  return { musicalKey: musicalKey ?? "", tempo: tempo === null ? "" : String(tempo) };
}

/** 'Tom' and 'BPM' as typed: the written key and the tempo, or the message of what is wrong (the server's own messages). */
export function performanceOf(typed: TypedPerformance): { musicalKey: string | null; tempo: number | null } | { problem: string } {
  const musicalKey = typed.musicalKey.trim() === "" ? null : writtenMusicalKey(typed.musicalKey);
  if (typed.musicalKey.trim() !== "" && musicalKey === null) return { problem: serviceMessages.keyInvalid };
  const typedTempo = typed.tempo.trim();
  const tempo = typedTempo === "" ? null : Number(typedTempo);
  if (tempo !== null && (!Number.isInteger(tempo) || tempo < TEMPO_MIN || tempo > TEMPO_MAX)) return { problem: serviceMessages.tempoInvalid };
  return { musicalKey, tempo };
}

/** 'Tom' (typed, or picked from the 24 keys) and 'BPM', both optional. */
export function PerformanceFields({ id, value, onChange }: { id: string; value: TypedPerformance; onChange: (next: Partial<TypedPerformance>) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-key`}>{performanceTexts.musicalKey}</Label>
        <Input
          id={`${id}-key`}
          list={`${id}-keys`}
          autoComplete="off"
          placeholder={performanceTexts.musicalKeyPlaceholder}
          value={value.musicalKey}
          onChange={(event) => onChange({ musicalKey: event.target.value })}
        />
        <datalist id={`${id}-keys`}>
          {KEY_SUGGESTIONS.map((key) => (
            <option key={key} value={key} />
          ))}
        </datalist>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-tempo`}>{performanceTexts.tempo}</Label>
        <Input
          id={`${id}-tempo`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={performanceTexts.tempoPlaceholder}
          value={value.tempo}
          onChange={(event) => onChange({ tempo: event.target.value })}
        />
      </div>
    </div>
  );
}
