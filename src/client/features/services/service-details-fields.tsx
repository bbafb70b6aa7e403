import type { Control } from "react-hook-form";
import { localIsoDate, type ServiceFields, type ServiceFieldsInput } from "@shared/schemas/services";
import { BandSelectField } from "@/components/band-select";
import { InputField } from "@/components/form-field-block";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { servicesTexts } from "./texts";

const texts = servicesTexts.editor;

type ServiceDetailsFieldsProps = {
  control: Control<ServiceFieldsInput, unknown, ServiceFields>;
};

/** 'Detalhes do Culto': date, time, band, video link and the active flag (spec, admin: Service form). */
export function ServiceDetailsFields({ control }: ServiceDetailsFieldsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.detailsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <InputField control={control} name="date" label={texts.date} type="date" max={localIsoDate()} />
        <InputField control={control} name="time" label={texts.time} type="time" />
        <BandSelectField
          control={control}
          name="bandId"
          label={texts.band}
          texts={{ placeholder: texts.bandPlaceholder, loading: texts.bandsLoading, loadError: texts.bandsLoadError }}
          className="sm:col-span-2"
        />
        <InputField
          control={control}
          name="videoUrl"
          label={texts.videoUrl}
          className="sm:col-span-2 lg:col-span-3"
          type="url"
          inputMode="url"
          placeholder={texts.videoUrlPlaceholder}
        />
        <FormField
          control={control}
          name="active"
          render={({ field }) => (
            <FormItem className="flex flex-row items-center gap-2 self-end pb-2">
              <FormControl>
                <Checkbox checked={field.value ?? true} onCheckedChange={(checked) => field.onChange(checked === true)} />
              </FormControl>
              <FormLabel className="font-normal">{texts.active}</FormLabel>
              <FormDescription className="sr-only">{texts.activeHint}</FormDescription>
            </FormItem>
          )}
        />
      </CardContent>
    </Card>
  );
}
