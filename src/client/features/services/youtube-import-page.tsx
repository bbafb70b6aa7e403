import { useEffect, useRef, useState } from "react";
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon, TriangleAlertIcon } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { formatTimestamp } from "@shared/durations";
import { formatServiceDate } from "@shared/schemas/services";
import type { ImportableVideo, ImportResponse } from "@shared/schemas/youtube-import";
import { youtubeThumbnailUrl, youtubeWatchUrl } from "@shared/youtube-url";
import { BandSelect } from "@/components/band-select";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useBandOptions } from "@/lib/reference-data";
import { useImportableVideos, useImportVideos } from "./api";
import { notSongVerdicts, ReadSongs, songsLeft, type NotSongs } from "./youtube-import-read-songs";
import { youtubeImportTexts as texts } from "./youtube-import-texts";

const dateTime = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** The administrator's time zone: the services' date and time are the stream's start as they see it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The last import's summary rides in the history entry: back from reviewing a service, it is still there. */
function useSummaryInHistory(): [ImportResponse | null, (next: ImportResponse | null) => void] {
  const navigate = useNavigate();
  const summary = (useLocation().state as { summary?: ImportResponse } | null)?.summary ?? null;
  return [summary, (next) => void navigate(".", { replace: true, state: next ? { summary: next } : null })];
}

/**
 * /admin/services/import, 'Importar do YouTube' (issue 23; docs/decisions/440): the channel's
 * videos not yet services, 50 a page; the administrator ticks the services, picks their band (one
 * for all, or each), and imports them as inactive services made from their chapters.
 */
export function YouTubeImportPage() {
  // The page tokens walked so far: the last is the page shown ("" is the first).
  const [tokens, setTokens] = useState<string[]>([""]);
  const [ticked, setTicked] = useState<Map<string, string>>(new Map());
  const [bandForAll, setBandForAll] = useState("");
  const [notSongs, setNotSongs] = useState<NotSongs>(new Map());
  const [summary, setSummary] = useSummaryInHistory();
  const videos = useImportableVideos(tokens.at(-1) || undefined);
  const bandOptions = useBandOptions().data?.bands ?? [];
  const importing = useImportVideos();
  const defaultBand = bandForAll || (bandOptions.length === 1 ? bandOptions[0]!.id : "");

  function goTo(next: string[]) {
    setTokens(next);
    setTicked(new Map());
  }

  function tick(video: ImportableVideo, on: boolean) {
    const next = new Map(ticked);
    if (on) next.set(video.videoId, defaultBand);
    else next.delete(video.videoId);
    setTicked(next);
  }

  function chooseBandForAll(bandId: string) {
    setBandForAll(bandId);
    setTicked(new Map([...ticked.keys()].map((id) => [id, bandId])));
  }

  function submit() {
    const list = [...ticked].map(([videoId, bandId]) => ({ videoId, bandId }));
    importing.mutate(
      { timeZone: browserTimeZone(), videos: list, chapterVerdicts: notSongVerdicts(notSongs) },
      {
        onSuccess: (result) => {
          setSummary(result);
          setTicked(new Map());
          setNotSongs(new Map());
        },
        onError: (error) =>
          toast({ variant: "destructive", title: texts.errorTitle, description: error instanceof ApiError && error.status !== 422 ? error.message : texts.importFailed }),
      },
    );
  }

  const page = videos.data?.configured ? videos.data : null;
  /** The videos of the page with a song left once the names unticked as no song are left out. */
  const withSongs = page?.videos.filter((video) => songsLeft(video, notSongs) > 0) ?? [];
  const missingBand = [...ticked.values()].some((bandId) => !bandId);

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={paths.admin.services.list.href()}>
            <ArrowLeftIcon aria-hidden />
            {texts.back}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{texts.intro}</p>
      </header>

      {summary ? <ImportSummary result={summary} onClose={() => setSummary(null)} /> : null}

      {videos.isError ? (
        <LoadProblem error={videos.error} onRetry={() => void videos.refetch()} />
      ) : videos.data && !videos.data.configured ? (
        <NotConfigured />
      ) : (
        <Card className="gap-4">
          <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
            <SelectionBar
              withSongs={withSongs}
              ticked={ticked}
              onTickAll={(on) => setTicked(on ? new Map(withSongs.map((video) => [video.videoId, ticked.get(video.videoId) || defaultBand])) : new Map())}
              bandForAll={bandForAll}
              onBandForAll={chooseBandForAll}
            />

            {!page ? (
              <VideoSkeletons />
            ) : page.videos.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{texts.empty}</p>
            ) : (
              <ul className="flex flex-col divide-y" aria-busy={videos.isFetching}>
                {page.videos.map((video) => (
                  <VideoRow
                    key={video.videoId}
                    video={video}
                    songs={songsLeft(video, notSongs)}
                    bandId={ticked.get(video.videoId)}
                    onTick={(on) => tick(video, on)}
                    onBand={(bandId) => setTicked(new Map(ticked).set(video.videoId, bandId))}
                  />
                ))}
              </ul>
            )}

            {page ? <ReadSongs videos={page.videos.filter((video) => ticked.has(video.videoId))} notSongs={notSongs} onChange={setNotSongs} /> : null}

            <ImportFooter
              onPrevious={tokens.length > 1 ? () => goTo(tokens.slice(0, -1)) : undefined}
              onNext={page?.nextPageToken ? () => goTo([...tokens, page.nextPageToken!]) : undefined}
              tickedCount={ticked.size}
              missingBand={missingBand}
              pending={importing.isPending}
              onSubmit={submit}
            />
          </CardContent>
        </Card>
      )}
    </section>
  );
}

type SelectionBarProps = {
  /** The page's videos that have songs (those 'Marcar todos com músicas' ticks). */
  withSongs: ImportableVideo[];
  ticked: ReadonlyMap<string, string>;
  onTickAll: (on: boolean) => void;
  bandForAll: string;
  onBandForAll: (bandId: string) => void;
};

/** 'Marcar todos com músicas' and the band of every ticked video. */
function SelectionBar({ withSongs, ticked, onTickAll, bandForAll, onBandForAll }: SelectionBarProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex items-center gap-2">
        <Checkbox
          id="youtube-import-all"
          disabled={withSongs.length === 0}
          checked={withSongs.length > 0 && withSongs.every((video) => ticked.has(video.videoId))}
          onCheckedChange={(checked) => onTickAll(checked === true)}
        />
        <Label htmlFor="youtube-import-all">{texts.selectAll}</Label>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-72">
        <Label htmlFor="youtube-import-band">{texts.bandForAll}</Label>
        <BandSelect
          value={bandForAll}
          onValueChange={onBandForAll}
          texts={{ placeholder: texts.bandPlaceholder }}
          trigger={{ id: "youtube-import-band", className: "w-full" }}
        />
      </div>
    </div>
  );
}

type VideoRowProps = {
  video: ImportableVideo;
  /** Its songs once the names unticked as no song are left out. */
  songs: number;
  bandId: string | undefined;
  onTick: (on: boolean) => void;
  onBand: (bandId: string) => void;
};

function VideoRow({ video, songs, bandId, onTick, onBand }: VideoRowProps) {
  const checkboxId = `youtube-import-${video.videoId}`;
  const thumbnail = video.thumbnailUrl?.startsWith("https://i.ytimg.com/") ? video.thumbnailUrl : youtubeThumbnailUrl(youtubeWatchUrl(video.videoId));
  return (
    <li className="flex items-start gap-3 py-3">
      <Checkbox id={checkboxId} className="mt-1" checked={bandId !== undefined} onCheckedChange={(checked) => onTick(checked === true)} aria-label={texts.select(video.title)} />
      {thumbnail ? <img src={thumbnail} alt="" width={112} height={63} loading="lazy" className="hidden aspect-video w-28 shrink-0 rounded bg-muted object-cover sm:block" /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={checkboxId} className="font-medium break-words">
          {video.title}
        </label>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>{dateTime.format(new Date(video.startedAt))}</span>
          {video.duration !== null ? <span>· {formatTimestamp(video.duration)}</span> : null}
          <Badge variant={songs > 0 ? "secondary" : "outline"}>{texts.songChapters(songs)}</Badge>
        </p>
        {bandId !== undefined ? (
          <BandSelect
            value={bandId}
            onValueChange={onBand}
            texts={{ placeholder: texts.bandPlaceholder }}
            trigger={{ className: "mt-1 w-full sm:w-72", "aria-label": texts.bandOf(video.title) }}
          />
        ) : null}
      </div>
    </li>
  );
}

type ImportFooterProps = {
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
  tickedCount: number;
  missingBand: boolean;
  pending: boolean;
  onSubmit: () => void;
};

/** The pages of the list, and the import of the ticked videos. */
function ImportFooter({ onPrevious, onNext, tickedCount, missingBand, pending, onSubmit }: ImportFooterProps) {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!onPrevious} onClick={onPrevious}>
          <ChevronLeftIcon aria-hidden />
          {texts.previousPage}
        </Button>
        <Button variant="outline" size="sm" disabled={!onNext} onClick={onNext}>
          {texts.nextPage}
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {tickedCount > 0 ? texts.selected(tickedCount) : null}
          {tickedCount > 0 && missingBand ? ` · ${texts.missingBand}` : null}
        </span>
        <Button onClick={onSubmit} disabled={tickedCount === 0 || missingBand || pending}>
          {pending ? texts.importing : texts.submit(tickedCount)}
        </Button>
      </div>
    </footer>
  );
}

function VideoSkeletons() {
  return (
    <div className="flex flex-col gap-3" aria-label={texts.loading}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

function NotConfigured() {
  return (
    <Alert>
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>{texts.notConfiguredTitle}</AlertTitle>
      <AlertDescription>
        <ol className="list-decimal space-y-1 pl-5">
          {texts.notConfiguredSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </AlertDescription>
    </Alert>
  );
}

function LoadProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const noChannel = error instanceof ApiError && error.code === "youtube_channel_missing";
  const said = error instanceof ApiError && error.status < 500 && error.code !== "validation_failed" ? error.message : null;
  const fromYouTube = error instanceof ApiError && error.code.startsWith("youtube_") ? error.message : null;
  return (
    <Alert>
      <TriangleAlertIcon aria-hidden className="text-destructive" />
      <AlertTitle>{texts.loadError}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        {fromYouTube ?? said ? <p>{fromYouTube ?? said}</p> : null}
        {noChannel || (error instanceof ApiError && error.code === "youtube_channel") ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.admin.church.href()}>{texts.noChannelAction}</Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

function ImportSummary({ result, onClose }: { result: ImportResponse; onClose: () => void }) {
  // 'Importar' is at the foot of a long list: the summary comes into view, and takes the focus.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView({ block: "start" });
    card.current?.focus({ preventScroll: true });
  }, [result]);
  return (
    <Card ref={card} tabIndex={-1} role="status" aria-labelledby="youtube-import-summary" className="outline-none">
      <CardContent className="flex flex-col gap-3 px-4 sm:px-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id="youtube-import-summary" className="text-lg font-semibold">
            {texts.summaryTitle}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClose}>
            OK
          </Button>
        </div>
        <p className="text-sm">{texts.created(result.created.length)}</p>
        {result.created.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm">
            {result.created.map((created) => (
              <li key={created.serviceId} className="flex flex-col gap-0.5">
                <span>
                  <Link className="font-medium underline underline-offset-4" to={paths.admin.services.detail.href(created.serviceId)}>
                    {texts.review} {formatServiceDate(created.date)} {created.time}
                  </Link>{" "}
                  · {created.title} · {texts.songs(created.songs)}
                </span>
                {created.newSongs.length > 0 ? <span className="text-muted-foreground">{texts.newSongs(created.newSongs)}</span> : null}
                {created.lastChapterOpen ? <span className="text-muted-foreground">{texts.lastChapterOpen}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {result.skipped.length > 0 ? (
          <>
            <h3 className="text-sm font-semibold">{texts.skippedTitle(result.skipped.length)}</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {result.skipped.map((skipped) => (
                <li key={skipped.videoId}>
                  <span className="font-medium">{skipped.title}</span>: {texts.skipReasons[skipped.reason]}
                  {skipped.detail ? ` ${skipped.detail}` : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
