import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useImageField } from "@/components/use-image-field";
import { errorDescription } from "@/lib/error-description";

type Mutation<Variables, Response> = { mutateAsync: (variables: Variables) => Promise<Response> };

/**
 * The requests of a record with an image (a band, a musician): the hooks of its four mutations,
 * where the response holds the record, and where the record holds its image's address.
 */
export type ImageRecordRequests<Input, Response, Record> = {
  mutations: {
    create: () => Mutation<Input, Response>;
    update: () => Mutation<{ id: string; input: Input }, Response>;
    upload: () => Mutation<{ id: string; file: File; onProgress?: (fraction: number) => void }, Response>;
    remove: () => Mutation<string, Response>;
  };
  recordOf: (response: Response) => Record;
  imageUrlOf: (record: Record) => string | null;
};

/** The spec's toasts of such a form (a feature's `toasts` object with these keys fits). */
export type RecordWithImageTexts = {
  created: string;
  updated: string;
  /** The fields of a new record could not be saved. */
  createFailed: string;
  /** The fields of a record saved before could not be saved. */
  saveFailed: string;
  imageFailed: string;
};

/**
 * A form of a record with an image field. `save(input)` saves the fields (creating the record or
 * updating the one saved before), then sends the image change with progress; after a first save
 * (e.g. the image upload then failed) further saves update the same record, so nothing is
 * created twice. It tells the outcome ('Sucesso' with `created`/`updated`, or 'Erro' with the
 * failure's text and the server's reason) and answers whether everything landed.
 * `showFieldErrors` puts a 422's issues under the form's fields.
 */
export function useRecordWithImage<Input, Response, Record extends { id: string }>(
  record: Record | null,
  { mutations, recordOf, imageUrlOf }: ImageRecordRequests<Input, Response, Record>,
  texts: RecordWithImageTexts,
) {
  const [saved, setSaved] = useState<Record | null>(record);
  const image = useImageField(saved ? imageUrlOf(saved) : null, texts.imageFailed);
  const create = mutations.create();
  const update = mutations.update();
  const upload = mutations.upload();
  const remove = mutations.remove();

  async function save(input: Input, showFieldErrors: (error: unknown) => void): Promise<boolean> {
    let current: Record;
    try {
      current = recordOf(saved ? await update.mutateAsync({ id: saved.id, input }) : await create.mutateAsync(input));
    } catch (error) {
      showFieldErrors(error);
      const failed = saved ? texts.saveFailed : texts.createFailed;
      toast({ variant: "destructive", title: "Erro", description: errorDescription(failed, error) });
      return false;
    }
    setSaved(current);
    const sent = await image.save({
      upload: async (file, onProgress) => recordOf(await upload.mutateAsync({ id: current.id, file, onProgress })),
      remove: imageUrlOf(current) ? async () => recordOf(await remove.mutateAsync(current.id)) : undefined,
    });
    if (sent.status === "saved") setSaved(sent.result);
    if (sent.status === "failed") return false;
    toast({ title: "Sucesso", description: record === null ? texts.created : texts.updated });
    return true;
  }

  return { image, save };
}
