import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { Band, BandInputBody, BandResponse } from "@shared/schemas/bands";
import { FormActions } from "@/components/form-actions";
import { InputField } from "@/components/form-field-block";
import { ImageField } from "@/components/image-field";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Separator } from "@/components/ui/separator";
import { useRecordWithImage, type ImageRecordRequests } from "@/components/use-record-with-image";
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

const bandRequests: ImageRecordRequests<BandInputBody, BandResponse, Band> = {
  mutations: { create: useCreateBand, update: useUpdateBand, upload: useUploadBandImage, remove: useRemoveBandImage },
  recordOf: (response) => response.band,
  imageUrlOf: (band) => band.imageUrl,
};

/**
 * The band form (/admin/bands/new and /admin/bands/:id): image, name, year and members. The band
 * and all its members are saved in one request; a new or removed image is sent afterwards.
 */
export function BandEditor({ band }: { band: Band | null }) {
  const navigate = useNavigate();
  const record = useRecordWithImage(band, bandRequests, { ...toasts, createFailed: toasts.saveFailed });

  const form = useForm<BandFormValues, unknown, BandFormOutput>({
    resolver: zodResolver(bandFormSchema),
    defaultValues: bandFormDefaults(band),
  });
  const saving = form.formState.isSubmitting;
  const isNew = band === null;
  const backToList = () => void navigate(paths.admin.bands.list.href());

  async function onSubmit(values: BandFormOutput) {
    const saved = await record.save(toBandInput(values), (error) => applyServerFieldErrors(error, form.setError, formPath));
    if (saved) backToList();
  }

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={isNew ? texts.createTitle : texts.editTitle}
        description={isNew ? texts.createDescription : texts.editDescription}
        actions={<BackToBandsButton />}
      />

      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <Card>
            <CardContent className="flex flex-col gap-6">
              <div className="grid gap-6 md:grid-cols-[auto_1fr]">
                <ImageField state={record.image} label={texts.image} hint={texts.imageHint} removeLabel={texts.removeImage} disabled={saving} />
                <div className="grid content-start gap-4 sm:grid-cols-[1fr_10rem]">
                  <InputField control={form.control} name="name" label={texts.name} autoComplete="off" placeholder={texts.namePlaceholder} disabled={saving} />
                  <InputField
                    control={form.control}
                    name="year"
                    label={texts.year}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={4}
                    placeholder={texts.yearPlaceholder}
                    disabled={saving}
                  />
                </div>
              </div>
              <Separator />
              <MembersField disabled={saving} />
              <Separator />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <FormActions texts={texts} saving={saving} onCancel={backToList} />
              </div>
            </CardContent>
          </Card>
        </form>
      </Form>
    </section>
  );
}

/** 'Voltar' to the bands list. */
export function BackToBandsButton() {
  return (
    <Button variant="outline" asChild>
      <Link to={paths.admin.bands.list.href()}>
        <ArrowLeftIcon aria-hidden />
        {texts.back}
      </Link>
    </Button>
  );
}
