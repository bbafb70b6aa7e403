import type { Control } from "react-hook-form";
import type { SongFormValues, SongInput } from "@shared/schemas/songs";
import { FieldBlock, InputField } from "@/components/form-field-block";
import { FormDescription } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { songsTexts } from "./texts";
import type { SongNameCheck } from "./use-song-name-check";

const texts = songsTexts.form;

/** Name (with the duplicate check's state), author, chord link and lyrics link of a song. */
export function SongFormFields({
  control,
  nameCheck,
  disabled,
}: {
  control: Control<SongFormValues, unknown, SongInput>;
  nameCheck: SongNameCheck;
  disabled?: boolean;
}) {
  return (
    <>
      <FieldBlock
        control={control}
        name="name"
        label={texts.name}
        description={({ error }) =>
          !error &&
          (nameCheck === "checking" || nameCheck === "taken") && (
            <FormDescription aria-live="polite" className={cn(nameCheck === "taken" && "text-destructive")}>
              {nameCheck === "checking" ? texts.checking : texts.duplicate}
            </FormDescription>
          )
        }
      >
        {(field, { error }) => (
          <Input
            {...field}
            value={field.value ?? ""}
            disabled={disabled}
            placeholder={texts.namePlaceholder}
            autoComplete="off"
            aria-invalid={Boolean(error) || nameCheck === "taken"}
          />
        )}
      </FieldBlock>
      <InputField control={control} name="author" label={texts.author} disabled={disabled} placeholder={texts.authorPlaceholder} />
      <InputField
        control={control}
        name="chordFile"
        label={texts.chordFile}
        disabled={disabled}
        type="url"
        inputMode="url"
        placeholder={texts.linkPlaceholder}
      />
      <InputField control={control} name="lyrics" label={texts.lyrics} disabled={disabled} type="url" inputMode="url" placeholder={texts.linkPlaceholder} />
    </>
  );
}
