import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type UseFormReturn } from "react-hook-form";
import {
  musicianInputSchema,
  type Musician,
  type MusicianFormValues,
  type MusicianInput,
} from "@shared/schemas/musicians";
import { ImageField } from "@/components/image-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/use-toast";
import { useImageField } from "@/components/use-image-field";
import { errorDescription } from "@/lib/error-description";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateMusician, useRemoveMusicianAvatar, useUpdateMusician, useUploadMusicianAvatar } from "./api";
import { musiciansTexts } from "./texts";

const texts = musiciansTexts.dialog;
const toasts = musiciansTexts.toasts;

type MusicianForm = UseFormReturn<MusicianFormValues, unknown, MusicianInput>;

export type MusicianDialogProps = {
  /** The musician to edit, or null to create one. */
  musician: Musician | null;
  onClose: () => void;
};

/**
 * New/edit musician dialog: name (required), multibanda, instrument, bio and photo. The fields
 * are saved first; a new or removed photo is then sent, with a progress bar. Mount it anew for
 * each opening (the parent gives it a key).
 */
export function MusicianDialog({ musician, onClose }: MusicianDialogProps) {
  const { toast } = useToast();
  // After a first save (e.g. the photo upload failed), further saves update the same musician.
  const [saved, setSaved] = useState<Musician | null>(musician);
  const avatar = useImageField(saved?.avatarUrl ?? null, toasts.avatarFailed);
  const createMusician = useCreateMusician();
  const updateMusician = useUpdateMusician();
  const uploadAvatar = useUploadMusicianAvatar();
  const removeAvatar = useRemoveMusicianAvatar();

  const form: MusicianForm = useForm<MusicianFormValues, unknown, MusicianInput>({
    resolver: zodResolver(musicianInputSchema),
    defaultValues: {
      name: musician?.name ?? "",
      isMultibanda: musician?.isMultibanda ?? false,
      instrument: musician?.instrument ?? "",
      bio: musician?.bio ?? "",
    },
  });
  const saving = form.formState.isSubmitting;
  const isNew = musician === null;

  function showError(description: string) {
    toast({ variant: "destructive", title: toasts.errorTitle, description });
  }

  async function saveFields(values: MusicianInput): Promise<Musician | null> {
    try {
      const response = saved
        ? await updateMusician.mutateAsync({ id: saved.id, input: values })
        : await createMusician.mutateAsync(values);
      return response.musician;
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["name", "isMultibanda", "instrument", "bio"]);
      showError(errorDescription(saved ? toasts.saveFailed : toasts.createFailed, error));
      return null;
    }
  }

  async function onSubmit(values: MusicianInput) {
    const current = await saveFields(values);
    if (!current) return;
    setSaved(current);
    const sent = await avatar.save({
      upload: (file, onProgress) => uploadAvatar.mutateAsync({ id: current.id, file, onProgress }),
      remove: current.avatarUrl ? () => removeAvatar.mutateAsync(current.id) : undefined,
    });
    if (sent.status === "saved") setSaved(sent.result.musician);
    if (sent.status === "failed") return;
    toast({ title: toasts.successTitle, description: isNew ? toasts.created : toasts.updated });
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isNew ? texts.createTitle : texts.editTitle}</DialogTitle>
          <DialogDescription>{isNew ? texts.createDescription : texts.editDescription}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
            <MusicianFields form={form} />
            <ImageField
              state={avatar}
              label={texts.avatar}
              shape="circle"
              hint={texts.avatarHint}
              removeLabel={texts.removeAvatar}
              disabled={saving}
            />
            <DialogFooter>
              <Button type="button" variant="outline" disabled={saving} onClick={onClose}>
                {texts.cancel}
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? texts.saving : texts.save}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Name, multibanda, instrument and bio. */
function MusicianFields({ form }: { form: MusicianForm }) {
  return (
    <>
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.name}</FormLabel>
            <FormControl>
              <Input autoComplete="off" placeholder={texts.namePlaceholder} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="isMultibanda"
        render={({ field }) => (
          <FormItem className="flex flex-row items-start gap-3 rounded-md border p-3">
            <FormControl>
              <Checkbox
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            </FormControl>
            <div className="grid gap-1 leading-none">
              <FormLabel>{texts.multibanda}</FormLabel>
              <FormDescription>{texts.multibandaHint}</FormDescription>
              <FormMessage />
            </div>
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="instrument"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.instrument}</FormLabel>
            <FormControl>
              <Input autoComplete="off" placeholder={texts.instrumentPlaceholder} {...field} value={field.value ?? ""} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="bio"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.bio}</FormLabel>
            <FormControl>
              <Textarea rows={3} placeholder={texts.bioPlaceholder} {...field} value={field.value ?? ""} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
