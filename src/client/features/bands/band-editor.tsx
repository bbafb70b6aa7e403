import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { Band } from "@shared/schemas/bands";
import { ImageField } from "@/components/image-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Separator } from "@/components/ui/separator";
import { useToast } from "@/components/ui/use-toast";
import { useImageField } from "@/components/use-image-field";
import { errorDescription } from "@/lib/error-description";
import { paths } from "@/lib/paths";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateBand, useRemoveBandImage, useUpdateBand, useUploadBandImage } from "./api";
import { bandFormDefaults, bandFormSchema, toBandInput, type BandFormOutput, type BandFormValues } from "./band-form-schema";
import { MembersField } from "./members-field";
import { bandsTexts } from "./texts";

const texts = bandsTexts.form;
const toasts = bandsTexts.toasts;

/** A server issue path ("name", "members.2.musicianId") as a field of this form, if it is one. */
function formPath(path: string): "name" | "year" | `members.${number}.musicianId` | `members.${number}.instruments` | null {
  if (path === "name" || path === "year") return path;
  const member = /^members\.(\d+)\.(musicianId|instrument)(?:\.\d+)?$/.exec(path);
  if (!member) return null;
  const index = Number(member[1]);
  return member[2] === "musicianId" ? `members.${index}.musicianId` : `members.${index}.instruments`;
}

/**
 * The band form (/admin/bands/new and /admin/bands/:id): image, name, year and members. The band
 * and all its members are saved in one request; a new or removed image is sent afterwards.
 */
export function BandEditor({ band }: { band: Band | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  // After a first save (e.g. the image upload then failed), further saves update the same band.
  const [saved, setSaved] = useState<Band | null>(band);
  const image = useImageField(saved?.imageUrl ?? null, toasts.imageFailed);
  const createBand = useCreateBand();
  const updateBand = useUpdateBand();
  const uploadImage = useUploadBandImage();
  const removeImage = useRemoveBandImage();

  const form = useForm<BandFormValues, unknown, BandFormOutput>({
    resolver: zodResolver(bandFormSchema),
    defaultValues: bandFormDefaults(band),
  });
  const saving = form.formState.isSubmitting;
  const isNew = band === null;
  const backToList = () => void navigate(paths.admin.bands.list.href());

  function showError(description: string) {
    toast({ variant: "destructive", title: toasts.errorTitle, description });
  }

  async function saveBand(values: BandFormOutput): Promise<Band | null> {
    const input = toBandInput(values);
    try {
      const response = saved ? await updateBand.mutateAsync({ id: saved.id, input }) : await createBand.mutateAsync(input);
      return response.band;
    } catch (error) {
      applyServerFieldErrors(error, form.setError, formPath);
      showError(errorDescription(toasts.saveFailed, error));
      return null;
    }
  }

  async function onSubmit(values: BandFormOutput) {
    const current = await saveBand(values);
    if (!current) return;
    setSaved(current);
    const sent = await image.save({
      upload: (file, onProgress) => uploadImage.mutateAsync({ id: current.id, file, onProgress }),
      remove: current.imageUrl ? () => removeImage.mutateAsync(current.id) : undefined,
    });
    if (sent.status === "saved") setSaved(sent.result.band);
    if (sent.status === "failed") return;
    toast({ title: toasts.successTitle, description: isNew ? toasts.created : toasts.updated });
    backToList();
  }

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{isNew ? texts.createTitle : texts.editTitle}</h1>
          <p className="text-muted-foreground">{isNew ? texts.createDescription : texts.editDescription}</p>
        </div>
        <Button variant="outline" asChild>
          <Link to={paths.admin.bands.list.href()}>
            <ArrowLeftIcon aria-hidden />
            {texts.back}
          </Link>
        </Button>
      </header>

      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <Card>
            <CardContent className="flex flex-col gap-6">
              <div className="grid gap-6 md:grid-cols-[auto_1fr]">
                <ImageField state={image} label={texts.image} hint={texts.imageHint} removeLabel={texts.removeImage} disabled={saving} />
                <BandFields form={form} disabled={saving} />
              </div>
              <Separator />
              <MembersField disabled={saving} />
              <Separator />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" disabled={saving} onClick={backToList}>
                  {texts.cancel}
                </Button>
                <Button type="submit" disabled={saving}>
                  {saving ? texts.saving : texts.save}
                </Button>
              </div>
            </CardContent>
          </Card>
        </form>
      </Form>
    </section>
  );
}

/** The band's name and year. */
function BandFields({ form, disabled }: { form: UseFormReturn<BandFormValues, unknown, BandFormOutput>; disabled: boolean }) {
  return (
    <div className="grid content-start gap-4 sm:grid-cols-[1fr_10rem]">
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.name}</FormLabel>
            <FormControl>
              <Input autoComplete="off" placeholder={texts.namePlaceholder} disabled={disabled} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="year"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.year}</FormLabel>
            <FormControl>
              <Input inputMode="numeric" autoComplete="off" maxLength={4} placeholder={texts.yearPlaceholder} disabled={disabled} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
