import { CalendarIcon, EyeIcon, UsersIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { formatDate } from "@shared/formatting";
import { practiceSearch } from "@shared/practice-mode";
import { youtubeWatchUrl } from "@shared/youtube-url";
import { isNotFound, NotFoundNotice } from "@/features/public/components/detail-page";
import { publicTexts } from "@/features/public/components/texts";
import { useDocumentTitle } from "@/features/public/components/use-document-title";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { track } from "@/lib/analytics";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useServicePage, type ServicePage, type ViewerPageSong } from "./api/get-service-page";
import { useSongChart } from "./api/get-song-chart";
import { CurrentMusicians } from "./current-musicians";
import { musiciansOfSong } from "./musicians";
import { nextIndex, previousIndex } from "./playback";
import { PlayerControls } from "./player-controls";
import { PracticeChart } from "./practice-chart";
import { PracticePanel } from "./practice-panel";
import { PRACTICE_STEP_SECONDS } from "./practice-shortcuts";
import { Recommendations } from "./recommendations";
import { SongList } from "./song-list";
import { createThrottledUrlWriter } from "./song-url";
import { serviceViewerTexts as texts } from "./texts";
import { Timeline } from "./timeline";
import { practicePlayback, useOpenedPractice, usePracticeMode } from "./use-practice-mode";
import { useServicePlayback } from "./use-service-playback";
import { useViewCounting } from "./use-view-counting";
import { ViewerVideoPlayer } from "./viewer-video-player";

/**
 * The service viewing page (/churches/:churchSlug/services/:serviceSlug[/songs/:songSlug]): the
 * video with its per-song timeline and controls, the song list, the musicians of the current song
 * and recommendations. Another service is another page instance (keyed), so nothing of one
 * service's playback leaks into the next.
 */
export function ServiceViewerPage() {
  const { churchSlug = "", serviceSlug = "", songSlug } = useParams();
  return <ServiceViewerScreen key={`${churchSlug}/${serviceSlug}`} churchSlug={churchSlug} serviceSlug={serviceSlug} songSlug={songSlug ?? null} />;
}

function ServiceViewerScreen({ churchSlug, serviceSlug, songSlug }: { churchSlug: string; serviceSlug: string; songSlug: string | null }) {
  const query = useServicePage(churchSlug, serviceSlug, songSlug);
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data) {
    if (isNotFound(query.error)) {
      return (
        <div className="mx-auto w-full max-w-2xl px-4 py-12">
          <NotFoundNotice title={texts.notFoundTitle} description={texts.notFoundDescription} backTo={paths.church.root.href(churchSlug)} />
        </div>
      );
    }
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <ServiceViewer data={query.data} />;
}

function ServiceViewer({ data }: { data: ServicePage }) {
  const { service, songs } = data;
  const church = service.church;
  const isMobile = useIsMobile();
  const initialIndex = Math.max(0, songs.findIndex((song) => song.id === data.selectedSongId));
  const opened = useOpenedPractice();
  const { controller, snapshot } = useServicePlayback({ songs, initialIndex, videoId: service.videoId, ...practicePlayback(opened) });
  const { practice, changePractice } = usePracticeMode(controller, snapshot, opened);
  const current = songs[snapshot.currentIndex];
  const musicians = useMemo(() => musiciansOfSong(data.musicians, current?.id), [data.musicians, current?.id]);
  const chart = usePracticeChart(church.slug, practice.on ? current : undefined);
  const started = snapshot.status === "ready";
  const label = `${service.title} · ${formatDate(service.date)}`;

  useDocumentTitle(texts.documentTitle(service.title, formatDate(service.date), church.name));
  useViewCounting(service.id, current, started);

  // A song named by a later URL (a link to another song of this service).
  const namedSongId = useRef(data.selectedSongId);
  useEffect(() => {
    if (data.selectedSongId === namedSongId.current) return;
    namedSongId.current = data.selectedSongId;
    const index = songs.findIndex((song) => song.id === data.selectedSongId);
    if (index >= 0) controller.selectSong(index, { play: false });
  }, [data.selectedSongId, songs, controller]);

  useFollowingAddress(current ? paths.church.serviceSong.href(church.slug, service.key, current.key) + practiceSearch(practice) : null);

  // Links to the songs' own URLs: without scripts the server renders the page with that song
  // current; with them a click plays it in place (docs/decisions/415).
  const songHref = (index: number) => paths.church.serviceSong.href(church.slug, service.key, songs[index]?.key ?? "");
  const watchHref = service.videoId ? youtubeWatchUrl(service.videoId, current?.startTime) : null;
  const notStarted = snapshot.status === "idle" || snapshot.status === "error";
  const links = {
    previous: songHref(previousIndex(snapshot.currentIndex, songs.length)),
    next: songHref(nextIndex(snapshot.currentIndex, songs.length)),
    watch: notStarted ? watchHref : null,
  };
  const songList = <SongList songs={songs} currentIndex={snapshot.currentIndex} hrefOf={songHref} onSelect={(index) => controller.selectSong(index)} />;
  const bandHref = paths.church.band.href(church.slug, service.band.key || service.band.id);

  // 'Modo ensaio' with a chart (issue 42): the chart takes the song list's place beside the video
  // on a wide screen (the list goes under the controls, as on a phone); on a narrower one the left
  // column's boxes join the page's grid (`contents`) so the chart comes right under the controls.
  return (
    <div className="mx-auto flex w-full max-w-[2300px] flex-col gap-6 p-4 md:p-6">
      <div
        className={cn(
          "grid gap-6",
          chart
            ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
            : "lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]",
        )}
      >
        <div className={cn("flex min-w-0 flex-col gap-4", chart && "max-lg:contents")}>
          <ViewerVideoPlayer controller={controller} status={snapshot.status} videoUrl={service.videoUrl} watchHref={watchHref} label={label} />

          <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 md:p-4">
            {current && (
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">
                  {snapshot.isPlaying ? `${texts.nowPlaying} · ` : ""}
                  {texts.position(snapshot.currentIndex + 1, songs.length)}
                </p>
                <CurrentSongTitle song={current} />
              </div>
            )}
            <Timeline song={current} currentTime={controller.currentTime} onSeek={(seconds) => controller.seek(seconds)} />
            <PlayerControls
              isPlaying={snapshot.isPlaying}
              shuffle={snapshot.shuffle}
              repeat={snapshot.repeat}
              disabled={songs.length === 0 || !service.videoId}
              links={links}
              onTogglePlay={() => controller.togglePlay()}
              onPrevious={() => controller.previous()}
              onNext={() => controller.next()}
              onToggleShuffle={() => controller.toggleShuffle()}
              onCycleRepeat={() => controller.cycleRepeat()}
            />
            {current && (
              <PracticePanel
                settings={practice}
                hrefOf={(settings) => songHref(snapshot.currentIndex) + practiceSearch(settings)}
                onChange={changePractice}
                onBack={() => controller.step(-PRACTICE_STEP_SECONDS)}
                onForward={() => controller.step(PRACTICE_STEP_SECONDS)}
                disabled={!service.videoId}
              />
            )}
          </div>

          <div className={cn("flex min-w-0 flex-col gap-4", chart && "max-lg:order-2")}>
            {(isMobile || chart) && songList}

            <ServiceHeader service={service} label={label} bandHref={bandHref} />

            <CurrentMusicians churchSlug={church.slug} churchId={church.id} musicians={musicians} />
          </div>
        </div>

        {chart ? <PracticeChartAside chart={chart} /> : !isMobile && <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-4 lg:self-start">{songList}</aside>}
      </div>

      <Recommendations church={church} serviceId={service.id} songId={current?.id ?? null} />
    </div>
  );
}

/** The service's title, its band (linked), date and views. */
function ServiceHeader({ service, label, bandHref }: { service: ServicePage["service"]; label: string; bandHref: string }) {
  const church = service.church;
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{label}</h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <Link
          to={bandHref}
          onClick={() => track("navigate_to", { church_id: church.id, destination: bandHref, band_id: service.band.id, band_name: service.band.name })}
          className="inline-flex items-center gap-1.5 font-medium text-foreground hover:underline touch:min-h-11"
        >
          <UsersIcon className="size-4" aria-hidden />
          {texts.bandLabel(service.band.name, service.band.year)}
        </Link>
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon className="size-4" aria-hidden />
          {formatDate(service.date)} · {service.time}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <EyeIcon className="size-4" aria-hidden />
          {texts.views(service.viewCount)}
        </span>
      </div>
    </header>
  );
}

/** Beside the video on a wide screen, under its controls on a narrower one: the current song's chart, or its place while the next loads. */
function PracticeChartAside({ chart }: { chart: NonNullable<ReturnType<typeof usePracticeChart>> }) {
  return (
    <aside className="flex min-w-0 flex-col max-lg:order-1 lg:sticky lg:top-4 lg:max-h-[calc(100svh-2rem)] lg:self-start lg:overflow-y-auto">
      {chart === "loading" ? (
        <Skeleton role="status" className="h-64 w-full rounded-xl" aria-label={texts.practiceChartLoading} />
      ) : (
        <PracticeChart song={chart.song} chart={chart.chart} originalKey={chart.originalKey} />
      )}
    </aside>
  );
}

/**
 * The chart to show beside the current song in 'Modo ensaio' (`song` undefined when it is off):
 * null when the song has none (or the church does not publish its charts), "loading" while the
 * next song's is asked for after a song that had one.
 */
function usePracticeChart(churchSlug: string, song: ViewerPageSong | undefined) {
  const { data, isPlaceholderData } = useSongChart(churchSlug, song?.songCatalogId ?? null);
  if (!song || !data?.chart) return null;
  if (isPlaceholderData) return "loading" as const;
  return { song, chart: data.chart, originalKey: data.originalKey };
}

/**
 * The address follows the current song and 'Modo ensaio' (`url`), without a navigation, at most
 * once every 1500 ms; not for what the page opened with: the visitor's link stays as it was until a change.
 */
function useFollowingAddress(url: string | null) {
  const [urlWriter] = useState(() => createThrottledUrlWriter());
  useEffect(() => () => urlWriter.cancel(), [urlWriter]);
  const written = useRef(url);
  useEffect(() => {
    if (url === null || url === written.current) return;
    written.current = url;
    urlWriter.write(url);
  }, [url, urlWriter]);
}

/** The current song's name, with the key and tempo it was played in beside it when the segment has them. */
function CurrentSongTitle({ song }: { song: ViewerPageSong }) {
  return (
    <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="max-w-full truncate text-lg font-semibold" data-testid="current-song">
        {song.name}
      </p>
      {(song.musicalKey || song.tempo) && (
        <p className="flex shrink-0 gap-2 text-sm font-medium text-muted-foreground" data-testid="current-song-facts">
          {song.musicalKey && <span>{texts.musicalKey(song.musicalKey)}</span>}
          {song.tempo && <span>{texts.tempo(song.tempo)}</span>}
        </p>
      )}
    </div>
  );
}

function LoadingState() {
  return (
    <div className="mx-auto flex w-full max-w-[2300px] flex-col gap-6 p-4 md:p-6" aria-busy="true" aria-label={texts.loading}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-8 w-1/2" />
        </div>
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <Alert variant="destructive">
        <AlertTitle>{texts.loadErrorTitle}</AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            {publicTexts.retry}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}

