import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type UseFormReturn } from "react-hook-form";
import {
  formatPhone,
  musicianInputSchema,
  type Musician,
  type MusicianFormValues,
  type MusicianInput,
  type MusicianResponse,
} from "@shared/schemas/musicians";
import { FormActions } from "@/components/form-actions";
import { FieldBlock, InputField } from "@/components/form-field-block";
import { ImageField } from "@/components/image-field";
import { TitledDialog } from "@/components/titled-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { useRecordWithImage, type ImageRecordRequests } from "@/components/use-record-with-image";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateMusician, useRemoveMusicianAvatar, useUpdateMusician, useUploadMusicianAvatar } from "./api";
import { musiciansTexts } from "./texts";

const texts = musiciansTexts.dialog;
const toasts = musiciansTexts.toasts;

type MusicianForm = UseFormReturn<MusicianFormValues, unknown, MusicianInput>;

const musicianRequests: ImageRecordRequests<MusicianInput, MusicianResponse, Musician> = {
  mutations: { create: useCreateMusician, update: useUpdateMusician, upload: useUploadMusicianAvatar, remove: useRemoveMusicianAvatar },
  recordOf: (response) => response.musician,
  imageUrlOf: (musician) => musician.avatarUrl,
};

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
  const record = useRecordWithImage(musician, musicianRequests, { ...toasts, imageFailed: toasts.avatarFailed });

  const form: MusicianForm = useForm<MusicianFormValues, unknown, MusicianInput>({
    resolver: zodResolver(musicianInputSchema),
    defaultValues: {
      name: musician?.name ?? "",
      isMultibanda: musician?.isMultibanda ?? false,
      instrument: musician?.instrument ?? "",
      bio: musician?.bio ?? "",
      email: musician?.email ?? "",
      phone: musician?.phone ? formatPhone(musician.phone) : "",
    },
  });
  const saving = form.formState.isSubmitting;
  const isNew = musician === null;

  async function onSubmit(values: MusicianInput) {
    const saved = await record.save(values, (error) =>
      applyServerFieldErrors(error, form.setError, ["name", "isMultibanda", "instrument", "bio", "email", "phone"]),
    );
    if (saved) onClose();
  }

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={isNew ? texts.createTitle : texts.editTitle}
      description={isNew ? texts.createDescription : texts.editDescription}
      className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <MusicianFields form={form} />
          <ImageField
            state={record.image}
            label={texts.avatar}
            shape="circle"
            hint={texts.avatarHint}
            removeLabel={texts.removeAvatar}
            disabled={saving}
          />
          <DialogFooter>
            <FormActions texts={texts} saving={saving} onCancel={onClose} />
          </DialogFooter>
        </form>
      </Form>
    </TitledDialog>
  );
}

/** Name, multibanda, instrument, bio and the contacts the escala uses. */
function MusicianFields({ form }: { form: MusicianForm }) {
  return (
    <>
      <InputField control={form.control} name="name" label={texts.name} autoComplete="off" placeholder={texts.namePlaceholder} />
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
      <InputField control={form.control} name="instrument" label={texts.instrument} autoComplete="off" placeholder={texts.instrumentPlaceholder} />
      <FieldBlock control={form.control} name="bio" label={texts.bio}>
        {(field) => <Textarea rows={3} placeholder={texts.bioPlaceholder} {...field} value={field.value ?? ""} />}
      </FieldBlock>
      <fieldset className="flex flex-col gap-4 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{texts.contacts}</legend>
        <p className="text-muted-foreground -mt-2 text-sm">{texts.contactsHint}</p>
        <InputField control={form.control} name="email" label={texts.email} type="email" inputMode="email" autoComplete="off" placeholder={texts.emailPlaceholder} />
        <InputField control={form.control} name="phone" label={texts.phone} type="tel" inputMode="tel" autoComplete="off" placeholder={texts.phonePlaceholder} />
      </fieldset>
    </>
  );
}
