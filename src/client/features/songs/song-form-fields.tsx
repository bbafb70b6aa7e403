import type { Control } from "react-hook-form";
import type { SongFormValues, SongInput } from "@shared/schemas/songs";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
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
      <FormField
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>{texts.name}</FormLabel>
            <FormControl>
              <Input
                {...field}
                value={field.value ?? ""}
                disabled={disabled}
                placeholder={texts.namePlaceholder}
                autoComplete="off"
                aria-invalid={Boolean(fieldState.error) || nameCheck === "taken"}
              />
            </FormControl>
            {!fieldState.error && (nameCheck === "checking" || nameCheck === "taken") && (
              <FormDescription
                aria-live="polite"
                className={cn(nameCheck === "taken" && "text-destructive")}
              >
                {nameCheck === "checking" ? texts.checking : texts.duplicate}
              </FormDescription>
            )}
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="author"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.author}</FormLabel>
            <FormControl>
              <Input {...field} value={field.value ?? ""} disabled={disabled} placeholder={texts.authorPlaceholder} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="chordFile"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.chordFile}</FormLabel>
            <FormControl>
              <Input {...field} value={field.value ?? ""} disabled={disabled} type="url" inputMode="url" placeholder={texts.linkPlaceholder} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="lyrics"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.lyrics}</FormLabel>
            <FormControl>
              <Input {...field} value={field.value ?? ""} disabled={disabled} type="url" inputMode="url" placeholder={texts.linkPlaceholder} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
