import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { songInputSchema, type SongFormValues, type SongInput } from "@shared/schemas/songs";
import { PageTitle } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { refusalMessage } from "@/lib/error-description";
import { paths } from "@/lib/paths";
import { useCreateSong } from "./api";
import { showSongErrorsOnFields } from "./server-errors";
import { SongForm } from "./song-form-fields";
import { songsTexts } from "./texts";
import { useSongNameCheck } from "./use-song-name-check";

const texts = songsTexts.add;

const emptySong: SongFormValues = { name: "", author: "", chordFile: "", lyrics: "" };

/** The spec's texts for a refused add that no field explains. */
function addFailureToast(error: unknown) {
  if (error instanceof ApiError && error.code === "church_required") {
    return { title: songsTexts.errorTitle, description: texts.churchMissing };
  }
  if (error instanceof ApiError && error.code === "reference_missing") {
    return { title: texts.referenceTitle, description: error.message };
  }
  // A 4xx carries a message meant for the user; a 5xx or a lost connection does not.
  const description = refusalMessage(error, texts.failed);
  return { title: songsTexts.errorTitle, description };
}

/** /admin/songs/new: 'Adicionar Nova Música' (spec, admin: Add song). */
export function AddSongPage() {
  const navigate = useNavigate();
  const creation = useCreateSong();
  const form = useForm<SongFormValues, unknown, SongInput>({
    resolver: zodResolver(songInputSchema),
    defaultValues: emptySong,
  });
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const nameCheck = useSongNameCheck(name);
  const saving = creation.isPending;

  async function onSubmit(values: SongInput) {
    try {
      await creation.mutateAsync(values);
    } catch (error) {
      if (!showSongErrorsOnFields(error, form.setError)) toast({ variant: "destructive", ...addFailureToast(error) });
      return;
    }
    toast({ title: songsTexts.successTitle, description: texts.success });
    await navigate(paths.admin.songs.list.href());
  }

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.songs.list.href()}>
            <ArrowLeftIcon aria-hidden />
            {songsTexts.form.back}
          </Link>
        </Button>
        <PageTitle title={texts.title} description={texts.description} />
      </header>
      <Card className="max-w-2xl">
        <CardContent>
          <SongForm form={form} onSubmit={onSubmit} nameCheck={nameCheck} saving={saving} submitLabel={texts.submit} />
        </CardContent>
      </Card>
    </section>
  );
}
