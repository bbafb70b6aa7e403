import { useRef, type ClipboardEvent } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { fromBrazilianChart, looksLikeBrazilianChart } from "@shared/chords/brazilian-chart";
import { parseChordPro } from "@shared/chords/chordpro";
import { withKeyDirective } from "@shared/chords/key-directive";
import { songKey } from "@shared/chords/song-key";
import { MUSICAL_KEYS } from "@shared/musical-keys";
import { SONG_CCLI_MAX_DIGITS, SONG_CHART_MAX_LENGTH, type SongFormValues, type SongInput } from "@shared/schemas/songs";
import { ChordChart } from "@/components/chord-chart/chord-chart";
import { FieldBlock, InputField } from "@/components/form-field-block";
import { Button } from "@/components/ui/button";
import { Form, FormDescription } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { songsTexts } from "./texts";

const texts = songsTexts.chart;

type SongChartFieldsProps = {
  form: UseFormReturn<SongFormValues, unknown, SongInput>;
  saving: boolean;
  /** Saves the whole song (the same save as 'Salvar Alterações': one request, one transaction). */
  onSave: () => void;
};

/** The key the chart says or its chords suggest, null when neither. */
const chartKey = (chart: string) => (chart.trim() ? songKey(parseChordPro(chart)) : null);

/**
 * 'Cifra' (issue 42): the chart as ChordPro with a live preview, its 'Tom original' and the CCLI
 * number. A chart pasted the Brazilian way (chords above the lyrics) becomes ChordPro as it is
 * pasted; ChordPro stays as it is. The original key follows the chart until the administrator
 * picks one; a key picked by hand is written into the chart's `{key}`, so both always agree.
 */
export function SongChartFields({ form, saving, onSave }: SongChartFieldsProps) {
  const chart = useWatch({ control: form.control, name: "chart" }) ?? "";
  const originalKey = useWatch({ control: form.control, name: "originalKey" }) ?? "";
  // The key last read from the chart: while the field still holds it, the field follows the chart.
  const readKey = useRef<string | null>(chartKey(chart));

  function changeChart(next: string) {
    form.setValue("chart", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const key = chartKey(next);
    const current = form.getValues("originalKey") ?? "";
    if (key && (current === "" || current === readKey.current)) form.setValue("originalKey", key, { shouldDirty: true });
    readKey.current = key;
  }

  function paste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData("text/plain");
    if (!looksLikeBrazilianChart(pasted)) return;
    event.preventDefault();
    const area = event.currentTarget;
    changeChart(area.value.slice(0, area.selectionStart) + fromBrazilianChart(pasted) + area.value.slice(area.selectionEnd));
  }

  function pickKey(key: string) {
    form.setValue("originalKey", key, { shouldDirty: true });
    if (key && chart.trim()) {
      const next = withKeyDirective(chart, key);
      form.setValue("chart", next, { shouldDirty: true });
      readKey.current = key;
    }
  }

  const keys: readonly string[] = originalKey && !MUSICAL_KEYS.includes(originalKey as never) ? [originalKey, ...MUSICAL_KEYS] : MUSICAL_KEYS;

  return (
    // The song form's own fields, outside its <form>: the same values, saved by the same submit.
    <Form {...form}>
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <FieldBlock control={form.control} name="chart" label={texts.label} description={<FormDescription>{texts.hint}</FormDescription>}>
            {(field) => (
              <Textarea
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ""}
                onChange={(event) => changeChart(event.target.value)}
                onPaste={paste}
                disabled={saving}
                rows={16}
                maxLength={SONG_CHART_MAX_LENGTH}
                spellCheck={false}
                placeholder={texts.placeholder}
                className="min-h-64 font-mono text-sm"
              />
            )}
          </FieldBlock>
          <section aria-label={texts.preview} className="flex min-w-0 flex-col gap-2">
            <h3 className="text-sm font-medium">{texts.preview}</h3>
            {chart.trim() ? <ChordChart key={originalKey} chart={chart} /> : <p className="text-sm text-muted-foreground">{texts.empty}</p>}
          </section>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldBlock control={form.control} name="originalKey" label={texts.originalKey} description={<FormDescription>{texts.originalKeyHint}</FormDescription>}>
            {(field) => (
              <select
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ""}
                onChange={(event) => pickKey(event.target.value)}
                disabled={saving}
                className="h-9 w-fit rounded-md border bg-background px-2 text-sm max-md:h-11"
              >
                <option value="">{texts.noKey}</option>
                {keys.map((key) => (
                  <option key={key} value={key}>
                    {key}
                  </option>
                ))}
              </select>
            )}
          </FieldBlock>
          <InputField
            control={form.control}
            name="ccli"
            label={texts.ccli}
            disabled={saving}
            inputMode="numeric"
            maxLength={SONG_CCLI_MAX_DIGITS}
            placeholder={texts.ccliPlaceholder}
            autoComplete="off"
          />
        </div>
        <div className="flex justify-end">
          <Button type="button" disabled={saving || !form.formState.isDirty} onClick={onSave}>
            {saving ? songsTexts.form.saving : texts.save}
          </Button>
        </div>
      </div>
    </Form>
  );
}
