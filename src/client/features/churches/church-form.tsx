import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2Icon, CircleHelpIcon, LoaderCircleIcon, XCircleIcon } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import {
  churchInputSchema,
  churchMessages,
  type Church,
  type ChurchFormValues,
  type ChurchInput,
} from "@shared/schemas/churches";
import { slugify, slugifyWhileTyping } from "@shared/slugs";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { ImagePicker, useFilePreview } from "@/components/ui/image-picker";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useSaveChurch, useUploadChurchLogo } from "./api/use-church-mutations";
import { churchTexts as texts } from "./texts";
import { useSlugStatus, type SlugStatus } from "./use-slug-status";

type FormValues = { name: string; slug: string; address: string; youtubeChannel: string };

function formValuesOf(church: Church | null): FormValues {
  return {
    name: church?.name ?? "",
    slug: church?.slug ?? "",
    address: church?.address ?? "",
    youtubeChannel: church?.youtubeChannel ?? "",
  };
}

const FIELD_NAMES = new Set<string>(["name", "slug", "address", "youtubeChannel"]);

/**
 * The church settings form. With no church it registers one (a logo chosen before the first save
 * is uploaded right after the church exists); afterwards it edits it and a new logo is uploaded
 * as soon as it is picked.
 */
export function ChurchForm({ church }: { church: Church | null }) {
  const isNew = church === null;
  const { toast } = useToast();
  const saveChurch = useSaveChurch();
  const uploadLogo = useUploadChurchLogo();
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const [uploadingLogo, setUploadingLogo] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const pendingPreview = useFilePreview(pendingLogo);
  const uploadingPreview = useFilePreview(uploadingLogo);

  const form = useForm<ChurchFormValues, unknown, ChurchInput>({
    resolver: zodResolver(churchInputSchema),
    defaultValues: formValuesOf(church),
  });
  const typedSlug = useWatch({ control: form.control, name: "slug" }) ?? "";
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const { slug, status } = useSlugStatus(typedSlug, church?.slug ?? null);
  const saving = form.formState.isSubmitting;

  function showError(description: string) {
    toast({ variant: "destructive", title: texts.toast.errorTitle, description });
  }

  function showSuccess(description: string) {
    toast({ title: texts.toast.successTitle, description });
  }

  async function sendLogo(file: File): Promise<void> {
    setLogoError(null);
    setUploadingLogo(file);
    setProgress(0);
    try {
      await uploadLogo.mutateAsync({ file, onProgress: setProgress });
      showSuccess(texts.toast.logoUpdated);
    } catch (error) {
      // The server's reason (not an image, over 5MB) belongs under the field.
      if (error instanceof ApiError && (error.status === 413 || error.status === 422)) setLogoError(error.message);
      showError(texts.toast.logoFailed);
    } finally {
      setUploadingLogo(null);
      setProgress(null);
    }
  }

  function handleLogoSelected(file: File) {
    setLogoError(null);
    if (isNew) setPendingLogo(file);
    else void sendLogo(file);
  }

  function blockUnavailableSlug() {
    form.setError("slug", { message: churchMessages.slugUnavailable }, { shouldFocus: true });
    showError(churchMessages.slugUnavailable);
  }

  async function onSubmit(input: ChurchInput) {
    if (status.state !== "current" && status.state !== "available") {
      blockUnavailableSlug();
      return;
    }
    let saved: Church;
    try {
      saved = (await saveChurch.mutateAsync({ input, create: isNew })).church;
    } catch (error) {
      if (error instanceof ApiError && error.code === "slug_unavailable") {
        blockUnavailableSlug();
        return;
      }
      if (error instanceof ApiError) {
        for (const issue of error.issues ?? []) {
          // The server joins the path ("slug"); the type allows an array.
          const path: unknown = issue.path;
          const field = Array.isArray(path) ? String(path[0]) : String(path);
          if (FIELD_NAMES.has(field)) form.setError(field as keyof FormValues, { message: issue.message });
        }
      }
      showError(texts.toast.saveFailed);
      return;
    }
    form.reset(formValuesOf(saved));
    showSuccess(texts.toast.saved);
    if (pendingLogo) {
      const file = pendingLogo;
      setPendingLogo(null);
      await sendLogo(file);
    }
  }

  const publicUrl = slug ? `${window.location.origin}${paths.church.root.href(slug)}` : null;
  const logoUrl = uploadingPreview ?? pendingPreview ?? church?.logoUrl ?? null;
  const initial = (name.trim()[0] ?? "").toUpperCase();

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-6">
        <ImagePicker
          label={texts.fields.logo}
          imageUrl={logoUrl}
          onSelect={handleLogoSelected}
          onInvalid={() => setPendingLogo(null)}
          progress={progress}
          disabled={saving}
          error={logoError}
          hint={
            <>
              {texts.fields.logoHint}
              {pendingLogo && <span className="block">{texts.fields.logoPendingHint}</span>}
            </>
          }
          placeholder={initial ? <span className="text-3xl font-semibold">{initial}</span> : undefined}
        />

        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{texts.fields.name}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  placeholder={texts.fields.namePlaceholder}
                  autoComplete="organization"
                  onChange={(event) => {
                    field.onChange(event);
                    // A new church's id follows its name until the user types one.
                    if (isNew && !form.getFieldState("slug").isDirty) {
                      form.setValue("slug", slugify(event.target.value));
                    }
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="slug"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{texts.fields.slug}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  placeholder={texts.fields.slugPlaceholder}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  onChange={(event) => field.onChange(slugifyWhileTyping(event.target.value))}
                  onBlur={() => {
                    form.setValue("slug", slugify(field.value ?? ""), { shouldDirty: true });
                    field.onBlur();
                  }}
                />
              </FormControl>
              <SlugStatusLine status={status} />
              {publicUrl && (
                <FormDescription>
                  {texts.fields.slugDescription} <span className="font-mono break-all">{publicUrl}</span>
                </FormDescription>
              )}
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="address"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{texts.fields.address}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  placeholder={texts.fields.addressPlaceholder}
                  autoComplete="street-address"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="youtubeChannel"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{texts.fields.youtubeChannel}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  type="url"
                  inputMode="url"
                  placeholder={texts.fields.youtubeChannelPlaceholder}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="flex">
          <Button type="submit" disabled={saving || progress !== null}>
            {saving ? texts.saving : texts.save}
          </Button>
        </div>
      </form>
    </Form>
  );
}

const slugStatusTexts: Record<Exclude<SlugStatus["state"], "current">, string> = {
  unknown: texts.slugStatus.unknown,
  checking: texts.slugStatus.checking,
  available: texts.slugStatus.available,
  taken: texts.slugStatus.taken,
};

function slugStatusText(status: SlugStatus): string | null {
  if (status.state === "current") return null;
  if (status.state === "unknown") {
    if (status.reason === "waiting") return texts.slugStatus.waiting;
    if (status.reason === "check-failed") return texts.slugStatus.checkFailed;
    if (status.reason === "too-long") return churchMessages.slugTooLong;
  }
  return slugStatusTexts[status.state];
}

/** The availability of the typed id, announced politely to screen readers. */
function SlugStatusLine({ status }: { status: SlugStatus }) {
  const text = slugStatusText(status);
  return (
    <p
      role="status"
      aria-live="polite"
      data-slug-state={status.state}
      className={cn(
        "flex items-center gap-1.5 text-sm",
        status.state !== "current" && "min-h-5",
        status.state === "available" && "text-emerald-600 dark:text-emerald-400",
        status.state === "taken" && "text-destructive",
        (status.state === "unknown" || status.state === "checking") && "text-muted-foreground",
      )}
    >
      {status.state === "checking" && <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />}
      {status.state === "available" && <CheckCircle2Icon aria-hidden className="size-4" />}
      {status.state === "taken" && <XCircleIcon aria-hidden className="size-4" />}
      {status.state === "unknown" && <CircleHelpIcon aria-hidden className="size-4" />}
      {text}
    </p>
  );
}
