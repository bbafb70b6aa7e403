import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ExternalLinkIcon, PlayIcon, Share2Icon } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import {
  songInputSchema,
  type SongDetail,
  type SongExecution,
  type SongFormValues,
  type SongInput,
} from "@shared/schemas/songs";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useBackToList } from "@/lib/back-to-list";
import { paths } from "@/lib/paths";
import { useSong, useSongExecutions, useUpdateSong } from "./api";
import { ExecutionHistory } from "./execution-history";
import { NewSongBadge } from "./new-song-badge";
import { SegmentPreview } from "./segment-preview";
import { showSongErrorsOnFields } from "./server-errors";
import { formatCatalogueDate } from "./song-dates";
import { SongChartFields } from "./song-chart-fields";
import { SongForm } from "./song-form-fields";
import { SongLinks, SongStats } from "./song-stats";
import { songsTexts } from "./texts";
import { useSongNameCheck } from "./use-song-name-check";

const texts = songsTexts.detail;

/** /admin/songs/:id (spec, admin: Admin song detail); 'new' is the add screen. */
export function SongDetailPage() {
  const { id = "" } = useParams();
  if (id === "new") return <Navigate to={paths.admin.songs.new.href()} replace />;
  return <SongDetailLoader key={id} id={id} />;
}

function SongDetailLoader({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, isError } = useSong(id);

  useEffect(() => {
    if (!isError) return;
    toast({ variant: "destructive", title: songsTexts.errorTitle, description: texts.loadFailed });
    void navigate(paths.admin.songs.list.href(), { replace: true });
  }, [isError, navigate]);

  if (!data) return <SongDetailSkeleton />;
  return <SongDetailView song={data.song} />;
}

function SongDetailSkeleton() {
  return (
    <section aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-6">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    </section>
  );
}

const formValuesOf = (song: SongDetail): SongFormValues => ({
  name: song.name,
  author: song.author ?? "",
  chordFile: song.chordFile ?? "",
  lyrics: song.lyrics ?? "",
  chart: song.chart ?? "",
  originalKey: song.originalKey ?? "",
  ccli: song.ccli ?? "",
});

async function shareSong(song: SongDetail) {
  try {
    await navigator.clipboard.writeText(window.location.origin + song.publicUrl);
    toast({ title: texts.sharedTitle, description: texts.sharedText });
  } catch {
    toast({ variant: "destructive", title: songsTexts.errorTitle, description: texts.shareFailed });
  }
}

function SongDetailView({ song }: { song: SongDetail }) {
  const back = useBackToList(paths.admin.songs.list.href());
  const update = useUpdateSong(song.id);
  const form = useForm<SongFormValues, unknown, SongInput>({
    resolver: zodResolver(songInputSchema),
    defaultValues: formValuesOf(song),
  });
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const nameCheck = useSongNameCheck(name, song.name);
  const [previewing, setPreviewing] = useState<SongExecution | null>(null);
  const saving = update.isPending;

  async function onSubmit(values: SongInput) {
    try {
      const { song: saved } = await update.mutateAsync(values);
      form.reset(formValuesOf(saved));
      toast({ title: songsTexts.successTitle, description: texts.success });
    } catch (error) {
      if (!showSongErrorsOnFields(error, form.setError)) {
        toast({ variant: "destructive", title: songsTexts.errorTitle, description: texts.failed });
      }
    }
  }

  const markedAt = formatCatalogueDate(song.newMarkedAt?.slice(0, 10));

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="outline" size="sm">
          <Link
            to={back.href}
            onClick={(event) => {
              event.preventDefault();
              back.goBack();
            }}
          >
            <ArrowLeftIcon aria-hidden />
            {songsTexts.form.back}
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={song.publicUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden />
              {texts.publicPage}
            </a>
          </Button>
          <Button type="button" size="sm" onClick={() => void shareSong(song)}>
            <Share2Icon aria-hidden />
            {texts.share}
          </Button>
        </div>
      </div>

      <header className="flex flex-col gap-1">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
          {song.name}
          <NewSongBadge newMarkedAt={song.newMarkedAt} />
        </h1>
        <p className="text-muted-foreground">
          {song.author ?? songsTexts.stats.noAuthor}
          {song.introducedByBand &&
            ` · ${songsTexts.stats.introducedBy(song.introducedByBand.name, song.introducedByBand.year)}`}
          {markedAt && ` · ${songsTexts.stats.markedAsNew(markedAt)}`}
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{texts.infoTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <SongForm form={form} onSubmit={onSubmit} nameCheck={nameCheck} saving={saving} submitLabel={texts.submit} requireChange />
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{texts.statsTitle}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <SongStats song={song} className="sm:grid-cols-2" />
              <SongLinks song={song} />
            </CardContent>
          </Card>
          <PreviewCard song={song} previewing={previewing} onPreview={setPreviewing} />
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{songsTexts.chart.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <SongChartFields form={form} saving={saving} onSave={() => void form.handleSubmit(onSubmit)()} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{songsTexts.history.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <ExecutionHistory songId={song.id} selectedId={previewing?.id ?? null} onSelect={setPreviewing} />
        </CardContent>
      </Card>
    </section>
  );
}

/** The chosen execution's segment, or an offer to preview the latest one (loaded only on request). */
function PreviewCard({
  song,
  previewing,
  onPreview,
}: {
  song: SongDetail;
  previewing: SongExecution | null;
  onPreview: (execution: SongExecution) => void;
}) {
  const { data } = useSongExecutions(song.id, { search: undefined, page: 1 });
  const latest = data?.executions[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{songsTexts.preview.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {previewing ? (
          <SegmentPreview songName={song.name} execution={previewing} />
        ) : latest ? (
          <>
            <p className="text-sm text-muted-foreground">{songsTexts.preview.hint}</p>
            <Button type="button" variant="outline" className="self-start" onClick={() => onPreview(latest)}>
              <PlayIcon aria-hidden />
              {songsTexts.preview.latest}
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{data ? songsTexts.preview.none : songsTexts.detail.loading}</p>
        )}
      </CardContent>
    </Card>
  );
}
