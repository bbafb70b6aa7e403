import type { UseFormReturn } from "react-hook-form";
import type { ChurchFormValues, ChurchInput } from "@shared/schemas/churches";
import { slugify, slugifyWhileTyping } from "@shared/slugs";
import { FieldBlock, InputField } from "@/components/form-field-block";
import { FormDescription } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { paths } from "@/lib/paths";
import { SlugStatusLine } from "./slug-status-line";
import { churchTexts as texts } from "./texts";
import type { SlugStatus } from "./use-slug-status";

type ChurchFieldsProps = {
  form: UseFormReturn<ChurchFormValues, unknown, ChurchInput>;
  isNew: boolean;
  /** The typed slug, normalised, and what is known of its availability. */
  slug: string;
  status: SlugStatus;
};

/** Name, unique id (with its availability and public address), address and YouTube channel. */
export function ChurchFields({ form, isNew, slug, status }: ChurchFieldsProps) {
  const publicUrl = slug ? `${window.location.origin}${paths.church.root.href(slug)}` : null;
  return (
    <>
      <FieldBlock control={form.control} name="name" label={texts.fields.name}>
        {(field) => (
          <Input
            {...field}
            value={field.value ?? ""}
            placeholder={texts.fields.namePlaceholder}
            autoComplete="organization"
            onChange={(event) => {
              field.onChange(event);
              // A new church's id follows its name until the user types one.
              if (isNew && !form.getFieldState("slug").isDirty) {
                form.setValue("slug", slugify(event.target.value));
              }
            }}
          />
        )}
      </FieldBlock>

      <FieldBlock
        control={form.control}
        name="slug"
        label={texts.fields.slug}
        description={
          <>
            <SlugStatusLine status={status} />
            {publicUrl && (
              <FormDescription>
                {texts.fields.slugDescription} <span className="font-mono break-all">{publicUrl}</span>
              </FormDescription>
            )}
          </>
        }
      >
        {(field) => (
          <Input
            {...field}
            value={field.value ?? ""}
            placeholder={texts.fields.slugPlaceholder}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={(event) => field.onChange(slugifyWhileTyping(event.target.value))}
            onBlur={() => {
              form.setValue("slug", slugify(field.value ?? ""), { shouldDirty: true });
              field.onBlur();
            }}
          />
        )}
      </FieldBlock>

      <InputField
        control={form.control}
        name="address"
        label={texts.fields.address}
        placeholder={texts.fields.addressPlaceholder}
        autoComplete="street-address"
      />
      <InputField
        control={form.control}
        name="youtubeChannel"
        label={texts.fields.youtubeChannel}
        type="url"
        inputMode="url"
        placeholder={texts.fields.youtubeChannelPlaceholder}
      />
    </>
  );
}
