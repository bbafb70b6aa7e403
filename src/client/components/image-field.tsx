import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ImagePicker } from "@/components/ui/image-picker";
import type { ImageFieldState } from "@/components/use-image-field";

export type ImageFieldProps = {
  /** The field's state, from `useImageField`. */
  state: ImageFieldState;
  label: string;
  hint?: ReactNode;
  /** Text of the button that removes the image; without it the field offers no removal. */
  removeLabel?: string;
  /** Called after a valid file was picked (e.g. to upload it at once). */
  onSelected?: (file: File) => void;
  disabled?: boolean;
  shape?: "square" | "circle";
  placeholder?: ReactNode;
};

/**
 * An image field of an admin form: the image (stored, picked or none), a button to pick one
 * (checked in the browser before anything is sent), the upload's progress bar, a button to remove
 * it, and the error under the field.
 */
export function ImageField({ state, label, hint, removeLabel, onSelected, disabled = false, shape, placeholder }: ImageFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <ImagePicker
        label={label}
        imageUrl={state.shownUrl}
        hint={hint}
        shape={shape}
        placeholder={placeholder}
        progress={state.progress}
        disabled={disabled}
        error={state.error}
        onSelect={(file) => {
          state.select(file);
          onSelected?.(file);
        }}
        onInvalid={state.reset}
      />
      {removeLabel && state.shownUrl && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="w-fit text-muted-foreground"
          disabled={disabled}
          onClick={state.remove}
        >
          {removeLabel}
        </Button>
      )}
    </div>
  );
}
