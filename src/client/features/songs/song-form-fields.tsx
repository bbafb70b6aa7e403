import type { Control, UseFormReturn } from "react-hook-form";
import type { SongFormValues, SongInput } from "@shared/schemas/songs";
import { Button } from "@/components/ui/button";
import { FieldBlock, InputField } from "@/components/form-field-block";
import { Form, FormDescription } from "@/components/ui/form";
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

type SongFormProps = {
  form: UseFormReturn<SongFormValues, unknown, SongInput>;
  onSubmit: (input: SongInput) => void | Promise<void>;
  nameCheck: SongNameCheck;
  saving: boolean;
  submitLabel: string;
  /** Saving waits for a change (an existing song). */
  requireChange?: boolean;
};

/** The song form: its fields and the submit button, held while saving or while the name is checked or taken. */
export function SongForm({ form, onSubmit, nameCheck, saving, submitLabel, requireChange = false }: SongFormProps) {
  const blocked = saving || (requireChange && !form.formState.isDirty) || nameCheck === "checking" || nameCheck === "taken";
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        <SongFormFields control={form.control} nameCheck={nameCheck} disabled={saving} />
        <div className="flex justify-end">
          <Button type="submit" disabled={blocked}>
            {saving ? texts.saving : submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
