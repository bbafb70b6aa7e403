import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import {
  ESCALA_REMINDER_DAYS_DEFAULT,
  churchInputSchema,
  churchMessages,
  type Church,
  type ChurchFormValues,
  type ChurchInput,
} from "@shared/schemas/churches";
import { ImageField } from "@/components/image-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useToast } from "@/components/ui/use-toast";
import { useImageField } from "@/components/use-image-field";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useSaveChurch, useUploadChurchLogo } from "./api";
import { ChurchFields } from "./church-fields";
import { ChurchOptionsFields } from "./church-options-fields";
import { churchTexts as texts } from "./texts";
import { useSlugStatus } from "./use-slug-status";

function formValuesOf(church: Church | null): ChurchFormValues {
  return {
    name: church?.name ?? "",
    slug: church?.slug ?? "",
    address: church?.address ?? "",
    youtubeChannel: church?.youtubeChannel ?? "",
    publishCharts: church?.publishCharts ?? false,
    escalaReminderDays: church ? church.escalaReminderDays : ESCALA_REMINDER_DAYS_DEFAULT,
    escalaDayBefore: church?.escalaDayBefore ?? true,
  };
}

/**
 * The church settings form. With no church it registers one (a logo chosen before the first save
 * is uploaded right after the church exists); afterwards it edits it and a new logo is uploaded
 * as soon as it is picked.
 */
export function ChurchForm({ church, onRegistered }: { church: Church | null; onRegistered?: (church: Church) => void }) {
  const isNew = church === null;
  const { toast } = useToast();
  const saveChurch = useSaveChurch();
  const uploadLogo = useUploadChurchLogo();
  // The server's reason (not an image, over 5MB) goes under the field; other failures only in the toast.
  const logo = useImageField(church?.logoUrl ?? null);

  const form = useForm<ChurchFormValues, unknown, ChurchInput>({
    resolver: zodResolver(churchInputSchema),
    defaultValues: formValuesOf(church),
  });
  const typedSlug = useWatch({ control: form.control, name: "slug" }) ?? "";
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const { slug, status } = useSlugStatus(typedSlug, church?.slug ?? null);
  const saving = form.formState.isSubmitting;
  const pendingLogo = isNew && logo.change.kind === "replace";

  function showError(description: string) {
    toast({ variant: "destructive", title: texts.toast.errorTitle, description });
  }

  async function sendLogo(file: File): Promise<void> {
    const sent = await logo.upload(file, (picked, onProgress) => uploadLogo.mutateAsync({ file: picked, onProgress }));
    if (sent.status === "saved") {
      toast({ title: texts.toast.successTitle, description: texts.toast.logoUpdated });
    } else {
      // A failed logo is not kept for a later save: the admin picks it again.
      logo.reset();
      showError(texts.toast.logoFailed);
    }
  }

  function blockUnavailableSlug() {
    form.setError("slug", { message: churchMessages.slugUnavailable }, { shouldFocus: true });
    showError(churchMessages.slugUnavailable);
  }

  async function onSubmit(input: ChurchInput) {
    if (status.state !== "current" && status.state !== "available") return blockUnavailableSlug();
    let saved: Church;
    try {
      saved = (await saveChurch.mutateAsync({ input, create: isNew })).church;
    } catch (error) {
      if (error instanceof ApiError && error.code === "slug_unavailable") return blockUnavailableSlug();
      applyServerFieldErrors(error, form.setError, ["name", "slug", "address", "youtubeChannel", "publishCharts", "escalaReminderDays", "escalaDayBefore"]);
      return showError(texts.toast.saveFailed);
    }
    form.reset(formValuesOf(saved));
    toast({ title: texts.toast.successTitle, description: texts.toast.saved });
    if (isNew) onRegistered?.(saved);
    if (logo.change.kind === "replace") await sendLogo(logo.change.file);
  }

  const initial = (name.trim()[0] ?? "").toUpperCase();

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-6">
        <ImageField
          state={logo}
          label={texts.fields.logo}
          onSelected={(file) => !isNew && void sendLogo(file)}
          disabled={saving}
          hint={
            <>
              {texts.fields.logoHint}
              {pendingLogo && <span className="block">{texts.fields.logoPendingHint}</span>}
            </>
          }
          placeholder={initial ? <span className="text-3xl font-semibold">{initial}</span> : undefined}
        />
        <ChurchFields form={form} isNew={isNew} slug={slug} status={status} />
        <ChurchOptionsFields form={form} />
        <div className="flex">
          <Button type="submit" disabled={saving || logo.progress !== null}>
            {saving ? texts.saving : texts.save}
          </Button>
        </div>
      </form>
    </Form>
  );
}
