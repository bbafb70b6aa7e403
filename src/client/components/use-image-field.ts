import { useState } from "react";
import { useFilePreview } from "@/components/ui/image-picker";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";

/** What happens to the stored image when the form is saved. */
export type ImageChange = { kind: "keep" } | { kind: "replace"; file: File } | { kind: "remove" };

/** How the owner sends the change: `upload` for a picked file, `remove` (if the record has an image) for a removal. */
export type ImageSaveActions<T> = {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  remove?: () => Promise<T>;
};

export type ImageSaveResult<T> =
  | { status: "unchanged" }
  | { status: "saved"; result: T }
  | { status: "failed"; error: unknown };

/**
 * The state of an image field (keep, replace or remove the stored image; the upload's progress;
 * the error under the field) and the one way to send it. `storedUrl` is the image the record has
 * now. Under the field, a refused file shows the server's reason.
 *
 * `failedText`, the spec's text for a failed image (e.g. 'Não foi possível enviar a imagem da
 * banda.'): when given, a failure also toasts 'Erro' with it (and the server's reason), and it
 * shows under the field for a failure the server did not explain (network, server error).
 * Without it, the caller tells failures itself.
 */
export function useImageField(storedUrl: string | null, failedText?: string) {
  const [change, setChange] = useState<ImageChange>({ kind: "keep" });
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useFilePreview(change.kind === "replace" ? change.file : null);
  const shownUrl = change.kind === "replace" ? preview : change.kind === "remove" ? null : storedUrl;

  function select(file: File) {
    setError(null);
    setChange({ kind: "replace", file });
  }

  function remove() {
    setError(null);
    setChange({ kind: "remove" });
  }

  function reset() {
    setChange({ kind: "keep" });
  }

  async function send<T>(run: () => Promise<T>): Promise<ImageSaveResult<T>> {
    try {
      const result = await run();
      setChange({ kind: "keep" });
      return { status: "saved", result };
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.isClientError;
      // A refused file (not an image, too big) would be refused again: drop it. A network or
      // server failure keeps it, so saving again retries the upload.
      if (refused) setChange({ kind: "keep" });
      setError(refused ? failure.message : (failedText ?? null));
      if (failedText) toast({ variant: "destructive", title: "Erro", description: errorDescription(failedText, failure) });
      return { status: "failed", error: failure };
    } finally {
      setProgress(null);
    }
  }

  /** Uploads `file` now (e.g. as soon as it is picked), with progress. */
  function upload<T>(file: File, run: ImageSaveActions<T>["upload"]): Promise<ImageSaveResult<T>> {
    select(file);
    setProgress(0);
    return send(() => run(file, setProgress));
  }

  /** Sends the pending change, if any: uploads the picked file (with progress) or removes the image. */
  async function save<T>({ upload: uploadFile, remove: removeStored }: ImageSaveActions<T>): Promise<ImageSaveResult<T>> {
    if (change.kind === "replace") return upload(change.file, uploadFile);
    if (change.kind === "remove" && removeStored) return send(removeStored);
    setChange({ kind: "keep" });
    return { status: "unchanged" };
  }

  return { change, shownUrl, error, progress, select, remove, reset, upload, save };
}

export type ImageFieldState = ReturnType<typeof useImageField>;
