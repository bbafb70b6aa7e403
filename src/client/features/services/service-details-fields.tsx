import type { Control } from "react-hook-form";
import { localIsoDate, type ServiceFields, type ServiceFieldsInput } from "@shared/schemas/services";
import { InputField } from "@/components/form-field-block";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { useBands } from "./api";
import { servicesTexts } from "./texts";

const texts = servicesTexts.editor;

type ServiceDetailsFieldsProps = {
  control: Control<ServiceFieldsInput, unknown, ServiceFields>;
  bands: ReturnType<typeof useBands>;
};

/** 'Detalhes do Culto': date, time, band, video link and the active flag (spec, admin: Service form). */
export function ServiceDetailsFields({ control, bands }: ServiceDetailsFieldsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.detailsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <InputField control={control} name="date" label={texts.date} type="date" max={localIsoDate()} />
        <InputField control={control} name="time" label={texts.time} type="time" />
        <FormField
          control={control}
          name="bandId"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>{texts.band}</FormLabel>
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                disabled={bands.isPending}
              >
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue placeholder={bands.isPending ? texts.bandsLoading : texts.bandPlaceholder} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {(bands.data?.bands ?? []).map((option) => (
                    <SelectItem key={option.id} value={option.id}>
                      {option.name} ({option.year})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {bands.isError ? <p className="text-sm text-destructive">{texts.bandsLoadError}</p> : null}
              <FormMessage />
            </FormItem>
          )}
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
