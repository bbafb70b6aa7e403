import { useEffect } from "react";
import { XIcon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { parseInstruments } from "@shared/instruments";
import { MusicianPicker } from "@/components/musician-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useBandCandidates } from "./api";
import type { BandFormOutput, BandFormValues } from "./band-form-schema";
import { bandsTexts } from "./texts";

const texts = bandsTexts.form;
const pickerTexts = {
  add: bandsTexts.picker.add,
  searchPlaceholder: bandsTexts.picker.searchPlaceholder,
  loading: bandsTexts.picker.loading,
  noCandidates: bandsTexts.picker.allAdded,
  noMatch: bandsTexts.picker.empty,
};

/** The parsed instruments of a typed line, shown as badges: what will be saved. */
function InstrumentBadges({ index }: { index: number }) {
  const line = useWatch<BandFormValues, `members.${number}.instruments`>({ name: `members.${index}.instruments` });
  const instruments = parseInstruments(line ?? "");
  if (instruments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={texts.instruments}>
      {instruments.map((instrument) => (
        <li key={instrument}>
          <Badge variant="secondary">{instrument}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The band's members: a picker offering only the musicians who may join (not multibanda, not yet
 * in the band) and, per member, the instruments as one typed line and a remove button.
 */
export function MembersField({ disabled }: { disabled: boolean }) {
  const form = useFormContext<BandFormValues, unknown, BandFormOutput>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "members" });
  const candidates = useBandCandidates();
  const memberIds = new Set(fields.map((field) => field.musicianId));
  const available = (candidates.data?.musicians ?? []).filter(
    (musician) => !musician.isMultibanda && !memberIds.has(musician.id),
  );

  useEffect(() => {
    if (candidates.isError) {
      toast({ variant: "destructive", title: bandsTexts.toasts.errorTitle, description: bandsTexts.toasts.musiciansLoadFailed });
    }
  }, [candidates.isError, candidates.errorUpdatedAt]);

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-lg font-semibold">{texts.members}</legend>
      <div className="mt-1 flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{texts.membersDescription}</p>
      <MusicianPicker
        texts={pickerTexts}
        className="sm:w-72"
        candidates={available}
        loading={candidates.isPending}
        disabled={disabled}
        onPick={(musician) =>
          // The musician's main instrument is a good first guess; the admin edits it.
          append({ musicianId: musician.id, name: musician.name, instruments: musician.instrument ?? "" })
        }
      />
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{texts.noMembers}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={texts.members}>
          {fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-2 p-3 sm:grid-cols-[14rem_1fr_auto]">
              <div className="col-start-1 row-start-1 flex min-w-0 flex-col gap-1 pt-2">
                <span className="truncate font-medium">{field.name}</span>
                <FormField
                  control={form.control}
                  name={`members.${index}.musicianId`}
                  render={() => (
                    <FormItem className="gap-0">
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={form.control}
                name={`members.${index}.instruments`}
                render={({ field: input }) => (
                  <FormItem className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                    <FormLabel className="sr-only">{texts.instrumentsOf(field.name)}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder={texts.instrumentsPlaceholder} {...input} />
                    </FormControl>
                    <InstrumentBadges index={index} />
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="col-start-2 row-start-1 text-muted-foreground sm:col-start-3"
                aria-label={texts.removeMember(field.name)}
                onClick={() => remove(index)}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {fields.length > 0 && <p className="text-sm text-muted-foreground">{texts.instrumentsHint}</p>}
      </div>
    </fieldset>
  );
}
