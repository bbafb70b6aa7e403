import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ImageIcon, UploadIcon } from "lucide-react";
import { imageFileProblem } from "@shared/images";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

type ImagePickerProps = {
  /** Text of the field's label; also the accessible name of the file input. */
  label: string;
  /** The image shown: the stored one, a local preview, or null for the placeholder. */
  imageUrl: string | null;
  /** Called with a file that passed the browser-side checks (image type, at most 5 MB). */
  onSelect: (file: File) => void;
  /** Called with the spec's message when a picked file is refused before any upload. */
  onInvalid?: (message: string) => void;
  /** Fraction (0..1) uploaded so far while an upload runs; null or undefined otherwise. */
  progress?: number | null;
  disabled?: boolean;
  shape?: "square" | "circle";
  /** A line under the field, e.g. the recommended size. */
  hint?: ReactNode;
  /** Shown instead of the image when there is none (default: an image icon). */
  placeholder?: ReactNode;
  /** An error from outside (e.g. the server refused the upload). */
  error?: string | null;
  /** Alternative text of the image (default: the label). */
  alt?: string;
  buttonLabel?: string;
  changeButtonLabel?: string;
  className?: string;
};

const texts = {
  choose: "Escolher imagem",
  change: "Trocar imagem",
  uploading: "Enviando imagem...",
};

/**
 * An image field: shows the current image (or a placeholder), lets the user pick a file and
 * checks it before anything is sent (the spec's messages for a non-image or a file over 5 MB),
 * and shows a progress bar while the owner uploads it. Uploading is the owner's job.
 */
export function ImagePicker({
  label,
  imageUrl,
  onSelect,
  onInvalid,
  progress,
  disabled = false,
  shape = "square",
  hint,
  placeholder,
  error,
  alt,
  buttonLabel = texts.choose,
  changeButtonLabel = texts.change,
  className,
}: ImagePickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null && progress !== undefined;
  const shownError = problem ?? error ?? null;
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(" ") || undefined;

  function handleFiles(files: FileList | null) {
    const file = files?.[0];
    if (inputRef.current) inputRef.current.value = "";
    if (!file) return;
    const message = imageFileProblem(file);
    setProblem(message);
    if (message) onInvalid?.(message);
    else onSelect(file);
  }

  return (
    <div data-slot="image-picker" className={cn("grid gap-2", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            "flex size-24 shrink-0 items-center justify-center overflow-hidden border bg-muted text-muted-foreground",
            shape === "circle" ? "rounded-full" : "rounded-md",
          )}
        >
          {imageUrl ? (
            <img src={imageUrl} alt={alt ?? label} className="size-full object-cover" />
          ) : (
            (placeholder ?? <ImageIcon aria-hidden className="size-8" />)
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={disabled || uploading}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => handleFiles(event.currentTarget.files)}
          />
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={disabled || uploading}
            onClick={() => inputRef.current?.click()}
          >
            <UploadIcon aria-hidden />
            {imageUrl ? changeButtonLabel : buttonLabel}
          </Button>
          {uploading && (
            <div className="grid gap-1">
              <Progress value={Math.round(progress * 100)} aria-label={texts.uploading} />
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {texts.uploading} {Math.round(progress * 100)}%
              </p>
            </div>
          )}
        </div>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      )}
    </div>
  );
}

/**
 * A data: URL of a picked file, to show it before it is uploaded (null until read, or for null).
 * It reads through FileReader rather than object URLs so nothing needs revoking.
 */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}
