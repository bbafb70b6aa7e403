import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  musicianInputSchema,
  type Musician,
  type MusicianFormValues,
  type MusicianInput,
} from "@shared/schemas/musicians";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { ImagePicker, useFilePreview } from "@/components/ui/image-picker";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useCreateMusician } from "./api/create-musician";
import { useRemoveMusicianAvatar } from "./api/remove-musician-avatar";
import { useUpdateMusician } from "./api/update-musician";
import { useUploadMusicianAvatar } from "./api/upload-musician-avatar";
import { errorDescription, issuePath } from "./error-description";
import { musiciansTexts } from "./texts";

const texts = musiciansTexts.dialog;
const toasts = musiciansTexts.toasts;

/** What happens to the photo when the dialog is saved. */
type AvatarChange = { kind: "keep" } | { kind: "replace"; file: File } | { kind: "remove" };

const FORM_FIELDS = ["name", "isMultibanda", "instrument", "bio"] as const;

function isFormField(path: string): path is (typeof FORM_FIELDS)[number] {
  return (FORM_FIELDS as readonly string[]).includes(path);
}

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
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: "keep" });
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useFilePreview(avatar.kind === "replace" ? avatar.file : null);
  const createMusician = useCreateMusician();
  const updateMusician = useUpdateMusician();
  const uploadAvatar = useUploadMusicianAvatar();
  const removeAvatar = useRemoveMusicianAvatar();

  const form = useForm<MusicianFormValues, unknown, MusicianInput>({
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
  const shownAvatar = avatar.kind === "replace" ? preview : avatar.kind === "remove" ? null : (saved?.avatarUrl ?? null);

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
      if (error instanceof ApiError) {
        for (const issue of error.issues ?? []) {
          const path = issuePath(issue);
          if (isFormField(path)) form.setError(path, { message: issue.message });
        }
      }
      showError(errorDescription(saved ? toasts.saveFailed : toasts.createFailed, error));
      return null;
    }
  }

  async function saveAvatar(current: Musician): Promise<boolean> {
    try {
      if (avatar.kind === "replace") {
        setProgress(0);
        const response = await uploadAvatar.mutateAsync({ id: current.id, file: avatar.file, onProgress: setProgress });
        setSaved(response.musician);
      } else if (avatar.kind === "remove" && current.avatarUrl) {
        setSaved((await removeAvatar.mutateAsync(current.id)).musician);
      }
      setAvatar({ kind: "keep" });
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : toasts.avatarFailed;
      // A refused file (not an image, too big) would be refused again: drop it. A network or
      // server failure keeps it, so saving again retries the upload.
      if (error instanceof ApiError && error.isClientError) setAvatar({ kind: "keep" });
      setAvatarError(message);
      showError(error instanceof ApiError ? `${toasts.avatarFailed} ${error.message}` : toasts.avatarFailed);
      return false;
    } finally {
      setProgress(null);
    }
  }

  async function onSubmit(values: MusicianInput) {
    const current = await saveFields(values);
    if (!current) return;
    setSaved(current);
    if (!(await saveAvatar(current))) return;
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
            <div className="grid gap-2">
              <ImagePicker
                label={texts.avatar}
                shape="circle"
                imageUrl={shownAvatar}
                hint={texts.avatarHint}
                progress={progress}
                disabled={saving}
                error={avatarError}
                onSelect={(file) => {
                  setAvatarError(null);
                  setAvatar({ kind: "replace", file });
                }}
                onInvalid={() => setAvatar({ kind: "keep" })}
              />
              {shownAvatar && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="w-fit text-muted-foreground"
                  disabled={saving}
                  onClick={() => {
                    setAvatarError(null);
                    setAvatar({ kind: "remove" });
                  }}
                >
                  {texts.removeAvatar}
                </Button>
              )}
            </div>
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
