import {
  ActivityIcon,
  ArrowLeftIcon,
  CalendarIcon,
  ClockIcon,
  ExternalLinkIcon,
  FileTextIcon,
  ListMusicIcon,
  MusicIcon,
  PlayIcon,
  TimerIcon,
  UsersIcon,
} from "lucide-react";
import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { PublicSongDetailResponse, PublicSongPerformance } from "@shared/schemas/public-catalogue";
import { ChordChart } from "@/components/chord-chart/chord-chart";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { isNotFound, NotFoundNotice } from "@/features/public/components/detail-page";
import { paths } from "@/lib/paths";
import { withQuery } from "@/lib/with-query";
import { useChurchSong } from "./api/get-church-song";
import { formatDate, formatDuration } from "@shared/formatting";
import { safeExternalUrl } from "@/features/public/components/external-link";
import { LinkTabs } from "./link-tabs";
import { SongHistory } from "./song-history";
import { songDetailTexts as texts } from "./texts";

/**
 * The tab in the URL (docs/decisions/417): `?tab=estatisticas`, or Performances when it is absent
 * (the default is not written) or anything else.
 */
const STATISTICS_TAB = "estatisticas";
type SongTab = "performances" | "statistics";

function useSongTab(): SongTab {
  const [searchParams] = useSearchParams();
  return searchParams.get("tab")?.trim().toLowerCase() === STATISTICS_TAB ? "statistics" : "performances";
}

/** /churches/:churchSlug/songs/:songSlug — a catalogue song with its performances and statistics. */
export function PublicSongDetailPage() {
  const { churchSlug = "", songSlug = "" } = useParams();
  const song = useChurchSong(churchSlug, songSlug);

  useEffect(() => {
    // Spec: a failure loading is logged and shows the not-found view. A 404 is an answer, not a failure.
    if (song.error && !isNotFound(song.error)) {
      console.error("Falha ao carregar a música", song.error);
    }
  }, [song.error]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to={paths.church.songs.href(churchSlug)}>
          <ArrowLeftIcon aria-hidden />
          {texts.backToList}
        </Link>
      </Button>
      {song.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {texts.loading}
        </p>
      ) : song.isError ? (
        <NotFoundNotice title={texts.notFound} description={texts.notFoundDescription} />
      ) : (
        <SongDetail churchSlug={churchSlug} songSlug={songSlug} detail={song.data} />
      )}
    </div>
  );
}

function SongDetail({ churchSlug, songSlug, detail }: { churchSlug: string; songSlug: string; detail: PublicSongDetailResponse }) {
  const { song, performances, statistics } = detail;
  const chordFile = safeExternalUrl(song.chordFile);
  const tab = useSongTab();
  const pageHref = paths.church.song.href(churchSlug, songSlug);
  const tabs = [
    { value: "performances", label: texts.tabs.performances, href: pageHref },
    { value: "statistics", label: texts.tabs.statistics, href: withQuery(pageHref, { tab: STATISTICS_TAB }) },
  ];
  return (
    <>
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold md:text-3xl">{song.name}</h1>
          {song.author ? <p className="text-muted-foreground">{texts.byAuthor(song.author)}</p> : null}
          <Badge variant="secondary">{texts.performanceBadge(song.performanceCount)}</Badge>
          <KeysPlayed keys={detail.keys} />
        </div>
        {chordFile ? (
          <Button asChild variant="outline" className="w-fit">
            <a href={chordFile} target="_blank" rel="noopener noreferrer">
              <FileTextIcon aria-hidden />
              {texts.chordFile}
            </a>
          </Button>
        ) : null}
      </header>

      {song.chart ? (
        // Only a church that chose 'Publicar cifras' sends it (issue 42); in its original key.
        <section aria-label={texts.chartOf(song.name)} className="rounded-lg border p-4">
          <ChordChart chart={song.chart} keyOfDay={song.originalKey} />
        </section>
      ) : null}

      <LinkTabs label={texts.tabsLabel} tabs={tabs} active={tab}>
        {tab === "performances" ? (
          performances.length === 0 ? (
            <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">{texts.noPerformances}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {performances.map((performance) => (
                <li key={performance.segmentId}>
                  <PerformanceCard churchSlug={churchSlug} performance={performance} />
                </li>
              ))}
            </ul>
          )
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              <StatisticTile icon={<ListMusicIcon aria-hidden />} label={texts.statistics.total} value={String(statistics.totalPerformances)} />
              <StatisticTile icon={<TimerIcon aria-hidden />} label={texts.statistics.averageDuration} value={formatDuration(statistics.averageDuration)} />
              <StatisticTile
                icon={<CalendarIcon aria-hidden />}
                label={texts.statistics.lastPerformance}
                value={statistics.lastPerformanceDate ? formatDate(statistics.lastPerformanceDate) : texts.statistics.notAvailable}
              />
            </dl>
            <SongHistory history={detail.history} />
          </>
        )}
      </LinkTabs>
    </>
  );
}

function PerformanceCard({ churchSlug, performance }: { churchSlug: string; performance: PublicSongPerformance }) {
  return (
    <Card role="article" className="gap-3 py-4" aria-label={`${performance.serviceTitle} ${formatDate(performance.date)}`}>
      <CardContent className="flex flex-col gap-3 px-4 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{performance.serviceTitle}</span>
            <Badge variant="outline">{texts.shifts[performance.shift]}</Badge>
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <Detail icon={<CalendarIcon aria-hidden />} label={texts.performanceLabels.date} value={formatDate(performance.date)} />
            <Detail icon={<ClockIcon aria-hidden />} label={texts.performanceLabels.time} value={performance.time} />
            <Detail icon={<TimerIcon aria-hidden />} label={texts.performanceLabels.duration} value={formatDuration(performance.duration)} />
            <Detail
              icon={<UsersIcon aria-hidden />}
              label={texts.performanceLabels.band}
              value={texts.bandWithYear(performance.bandName, performance.bandYear)}
            />
            {performance.musicalKey ? (
              <Detail icon={<MusicIcon aria-hidden />} label={texts.performanceLabels.musicalKey} value={texts.musicalKey(performance.musicalKey)} />
            ) : null}
            {performance.tempo ? (
              <Detail icon={<ActivityIcon aria-hidden />} label={texts.performanceLabels.tempo} value={texts.tempo(performance.tempo)} />
            ) : null}
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          {performance.videoLink ? (
            <Button asChild size="sm">
              <a href={performance.videoLink} target="_blank" rel="noopener noreferrer">
                <PlayIcon aria-hidden />
                {texts.watchVideo}
              </a>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link to={paths.church.serviceSong.href(churchSlug, performance.serviceKey, performance.segmentKey)}>
              <ExternalLinkIcon aria-hidden />
              {texts.openInService}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** "Tons: G (5×) · A (2×)": the keys it was played in, nothing when none was recorded. */
function KeysPlayed({ keys }: { keys: PublicSongDetailResponse["keys"] | undefined }) {
  if (!keys || keys.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{texts.keysTitle}</span>
      <ul aria-label={texts.keysLabel} className="flex flex-wrap gap-1.5">
        {keys.map(({ key, count }) => (
          <li key={key}>
            <Badge variant="outline" aria-label={texts.keyCountSpoken(key, count)}>
              {texts.keyCount(key, count)}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Detail({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1 [&_svg]:size-3.5">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function StatisticTile({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}
