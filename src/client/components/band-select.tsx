import type { ComponentProps } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useBandOptions } from "@/lib/reference-data";

export type BandSelectTexts = {
  /** What the closed select says while no band is chosen ('Selecione a banda'). */
  placeholder: string;
  /** What it says while the bands load ('Carregando bandas...'); the placeholder when not given. */
  loading?: string;
  /** Said under the select when the bands could not be loaded. */
  loadError?: string;
};

type BandSelectProps = {
  /** The chosen band's id; "" or undefined for none. */
  value: string | undefined;
  onValueChange: (bandId: string) => void;
  texts: BandSelectTexts;
  /** The trigger's own props: its `id` (a label's `htmlFor`) or `aria-label`, classes, `onBlur`. */
  trigger?: ComponentProps<typeof SelectTrigger>;
  /** Inside a `FormField`'s `FormItem`: the trigger is the field's control (its label, description, `aria-invalid`). */
  formControl?: boolean;
};

/**
 * A choice among the church's bands, 'Nome (ano)', newest year first: the one band list every
 * screen shares (lib/reference-data), so a band saved anywhere is offered here next. Disabled
 * while the bands load.
 */
export function BandSelect({ value, onValueChange, texts, trigger, formControl = false }: BandSelectProps) {
  const bands = useBandOptions();
  const triggerElement = (
    <SelectTrigger {...trigger}>
      <SelectValue placeholder={bands.isPending ? (texts.loading ?? texts.placeholder) : texts.placeholder} />
    </SelectTrigger>
  );
  return (
    <>
      <Select value={value} onValueChange={onValueChange} disabled={bands.isPending}>
        {formControl ? <FormControl>{triggerElement}</FormControl> : triggerElement}
        <SelectContent>
          {(bands.data?.bands ?? []).map((band) => (
            <SelectItem key={band.id} value={band.id}>
              {band.name} ({band.year})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {bands.isError && texts.loadError ? <p className="text-sm text-destructive">{texts.loadError}</p> : null}
    </>
  );
}

type BandSelectFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  /** The form's field that holds the band's id. */
  name: FieldPathByValue<TValues, string | undefined>;
  /** The field's label ('Banda'), which names the select. */
  label: string;
  texts: BandSelectTexts;
  className?: string;
};

/** The band of a form (a service, a plan): `BandSelect` with its label and error; choosing a band marks the field touched. */
export function BandSelectField<TValues extends FieldValues, TOutput>({ control, name, label, texts, className }: BandSelectFieldProps<TValues, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <BandSelect
            value={field.value as string | undefined}
            onValueChange={(bandId) => {
              field.onChange(bandId);
              field.onBlur();
            }}
            texts={texts}
            trigger={{ onBlur: field.onBlur }}
            formControl
          />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
