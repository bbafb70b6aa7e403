import type { UseFormReturn } from "react-hook-form";
import { ESCALA_REMINDER_DAYS_MAX, ESCALA_REMINDER_DAYS_MIN, type ChurchFormValues, type ChurchInput } from "@shared/schemas/churches";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { churchTexts as texts } from "./texts";

type Form = UseFormReturn<ChurchFormValues, unknown, ChurchInput>;

const REMINDER_DAYS = Array.from({ length: ESCALA_REMINDER_DAYS_MAX - ESCALA_REMINDER_DAYS_MIN + 1 }, (_, index) => ESCALA_REMINDER_DAYS_MIN + index);
/** The select's value for 'nunca' (the column's null). */
const NEVER = "nunca";

/** A checkbox of the form, its label beside it and a help text under it. */
function CheckboxField({ form, name, label, help }: { form: Form; name: "publishCharts" | "escalaDayBefore"; label: string; help?: string }) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center gap-2">
            <FormControl>
              <Checkbox checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
            </FormControl>
            <FormLabel>{label}</FormLabel>
          </div>
          {help && <FormDescription>{help}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * What the church chooses for its charts and its escala (issue 42): 'Publicar cifras', the reminder
 * to whoever has not answered, and the plan sent to the confirmed on the day before.
 */
export function ChurchOptionsFields({ form }: { form: Form }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-semibold">{texts.options.title}</legend>
      <CheckboxField form={form} name="publishCharts" label={texts.options.publishCharts} help={texts.options.publishChartsHelp} />
      <FormField
        control={form.control}
        name="escalaReminderDays"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.options.reminder}</FormLabel>
            <FormControl>
              <select
                className="h-9 w-fit rounded-md border bg-background px-2 text-sm max-md:h-11"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value === null || field.value === undefined ? NEVER : String(field.value)}
                onChange={(event) => field.onChange(event.target.value === NEVER ? null : Number(event.target.value))}
              >
                <option value={NEVER}>{texts.options.reminderNever}</option>
                {REMINDER_DAYS.map((days) => (
                  <option key={days} value={days}>
                    {texts.options.reminderDays(days)}
                  </option>
                ))}
              </select>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <CheckboxField form={form} name="escalaDayBefore" label={texts.options.dayBefore} />
    </fieldset>
  );
}
