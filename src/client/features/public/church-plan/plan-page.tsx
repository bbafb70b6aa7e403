import { CalendarIcon, ExternalLinkIcon, FileTextIcon, MusicIcon, PlayIcon, UsersIcon, WifiOffIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { formatDate, formatTimeOfDay } from "@shared/formatting";
import { planRepertoire } from "@shared/repertoire";
import { DEFAULT_REPERTOIRE_LAYOUT, REPERTOIRE_PDF_SEGMENT, type RepertoireLayout } from "@shared/schemas/plan-repertoire";
import type { PublicPlanResponse, PublicPlanSong } from "@shared/schemas/plans";
import { churchApiPath } from "@/features/public/components/api/public-api";
import { DetailQueryView, NotFoundNotice } from "@/features/public/components/detail-page";
import { useDocumentTitle } from "@/features/public/components/use-document-title";
import { safeExternalUrl } from "@/features/public/components/external-link";
import { ChordChart } from "@/components/chord-chart/chord-chart";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { withQuery } from "@/lib/with-query";
import { useChurchPlan } from "./api/get-church-plan";
import { OfflineStatusLine } from "./offline/offline-status";
import { useOfflineCopy } from "./offline/use-offline-copy";
import { PrintableRepertoire, usePrintOnDemand } from "./printable-repertoire";
import { RepertoireControls } from "./repertoire-controls";
import { planPageTexts as texts } from "./texts";

/**
 * /churches/:churchSlug/ensaio/:planKey — a planned service's page for the team (issue 27):
 * unlisted (its key cannot be guessed, no listing links to it) and not indexed. The date, the band
 * and its musicians, and each song in order with its key, note, the recording to practise with
 * (opened in 'Modo ensaio') and the chord and lyrics links. A song with the church's chart shows it
 * in the plan's key for that song (issue 42), always: the page is for those who hold its link.
 * 'Imprimir repertório' prints the set's charts (A4, the browser's print) and 'Baixar PDF' gives
 * the same document as a file. Once opened, the page is kept on the device for rehearsal rooms
 * without Wi-Fi ('Disponível offline', ./offline); the recordings still need the network.
 */
export function PlanPage() {
  const { churchSlug = "", planKey = "" } = useParams();
  const query = useChurchPlan(churchSlug, planKey);
  useDocumentTitle(query.data ? `${texts.title(formatDate(query.data.plan.date))} — ${query.data.church.name}` : null);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-6 print:p-0">
      <DetailQueryView
        query={query}
        loading={<PlanSkeleton />}
        notFound={<NotFoundNotice title={texts.notFound} description={texts.notFoundDescription} backTo={paths.church.root.href(churchSlug)} />}
      >
        {(data) => <PlanDetail churchSlug={churchSlug} planKey={planKey} data={data} />}
      </DetailQueryView>
    </div>
  );
}

function PlanDetail({ churchSlug, planKey, data }: { churchSlug: string; planKey: string; data: PublicPlanResponse }) {
  const { plan } = data;
  const [layout, setLayout] = useState<RepertoireLayout>(DEFAULT_REPERTOIRE_LAYOUT);
  const repertoire = useMemo(() => planRepertoire(data), [data]);
  // The printed document is the browser's alone: drawn when a print is asked for ('Imprimir
  // repertório' or the browser's own), so the page's HTML carries its charts once and hydration
  // draws them once; until then a print is of the page as it shows (its controls hidden).
  const [printable, preparePrint] = usePrintOnDemand();
  // What the page reads besides its HTML: the church (the layout's) and the plan.
  const offline = useOfflineCopy(`${churchSlug}/${planKey}`, [churchApiPath(churchSlug), churchApiPath(churchSlug, "ensaio", planKey)]);
  const videoNeedsNetwork = offline !== null && offline.kind !== "ready";
  return (
    <>
      {printable && <PrintableRepertoire repertoire={repertoire} layout={layout} />}
      <div className={cn("flex flex-col gap-6", printable && "print:hidden")}>
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold md:text-3xl">{texts.title(formatDate(plan.date))}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <CalendarIcon className="size-4" aria-hidden />
              {formatDate(plan.date)} {texts.at(formatTimeOfDay(plan.time))}
            </span>
            <span className="flex items-center gap-1.5">
              <UsersIcon className="size-4" aria-hidden />
              {plan.band.key ? (
                <Link className="underline-offset-4 hover:underline touch:inline-flex touch:min-h-11 touch:items-center" to={paths.church.band.href(churchSlug, plan.band.key)}>
                  {plan.band.name} ({plan.band.year})
                </Link>
              ) : (
                `${plan.band.name} (${plan.band.year})`
              )}
            </span>
          </p>
          <OfflineStatusLine status={offline} />
          <RepertoireControls
            pdfHref={churchApiPath(churchSlug, "ensaio", planKey, REPERTOIRE_PDF_SEGMENT)}
            onLayoutChange={setLayout}
            onBeforePrint={preparePrint}
          />
        </header>

        <section aria-labelledby="plan-musicians" className="flex flex-col gap-2">
          <h2 id="plan-musicians" className="text-lg font-semibold">
            {texts.musicians}
          </h2>
          {plan.musicians.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.noMusicians}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {plan.musicians.map((musician, index) => (
                <li key={`${musician.name}-${index}`} className="rounded-md border px-3 py-1.5 text-sm">
                  <span className="font-medium">{musician.name}</span>
                  {musician.instrument.length > 0 ? <span className="text-muted-foreground"> · {musician.instrument.join(", ")}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="plan-songs" className="flex flex-col gap-3">
          <h2 id="plan-songs" className="text-lg font-semibold">
            {texts.songs}
          </h2>
          {plan.songs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.noSongs}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {plan.songs.map((song) => (
                <li key={song.position}>
                  <PlanSongCard churchSlug={churchSlug} song={song} videoNeedsNetwork={videoNeedsNetwork} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

function PlanSongCard({ churchSlug, song, videoNeedsNetwork }: { churchSlug: string; song: PublicPlanSong; videoNeedsNetwork: boolean }) {
  // The church's own chart takes the place of the link to a chart elsewhere.
  const chords = song.chart ? null : safeExternalUrl(song.chordUrl);
  const lyrics = safeExternalUrl(song.lyricsUrl);
  const { practice } = song;
  return (
    <Card className="gap-3 py-4">
      <CardContent className="flex flex-col gap-3 px-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-base font-semibold">
            {song.position + 1}. {song.songName}
            {song.author ? <span className="font-normal text-muted-foreground"> · {song.author}</span> : null}
          </h3>
          <Badge variant={song.musicalKey ? "default" : "outline"} aria-label={song.musicalKey ? `${texts.key} ${song.musicalKey}` : texts.keyNotChosen}>
            {song.musicalKey ? `${texts.key}: ${song.musicalKey}` : texts.keyNotChosen}
          </Badge>
        </div>
        {song.note ? (
          <p className="whitespace-pre-line text-sm">
            <span className="font-medium">{texts.note}: </span>
            {song.note}
          </p>
        ) : null}
        {practice ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {videoNeedsNetwork ? (
              <p className="flex items-center gap-1.5 text-sm font-medium">
                <WifiOffIcon className="size-4" aria-hidden />
                {texts.videoNeedsNetwork}
              </p>
            ) : (
              <Button asChild size="sm" className="max-md:h-11">
                <Link to={withQuery(paths.church.serviceSong.href(churchSlug, practice.serviceKey, practice.songKey), { ensaio: "1" })}>
                  <PlayIcon aria-hidden />
                  {texts.practice}
                </Link>
              </Button>
            )}
            <span className="text-sm text-muted-foreground">
              {texts.practiceFrom(formatDate(practice.date), practice.bandName)}
              {practice.musicalKey ? ` · ${texts.playedIn(practice.musicalKey)}` : ""}
              {practice.tempo ? ` · ${practice.tempo} BPM` : ""} · {texts.reasons[practice.reason]}
            </span>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{texts.noRecording}</p>
        )}
        {chords || lyrics || song.songKey ? (
          <div className="flex flex-wrap gap-2">
            {chords ? (
              <Button asChild variant="outline" size="sm" className="max-md:h-11">
                <a href={chords} target="_blank" rel="noopener noreferrer">
                  <FileTextIcon aria-hidden />
                  {texts.chords}
                </a>
              </Button>
            ) : null}
            {lyrics ? (
              <Button asChild variant="outline" size="sm" className="max-md:h-11">
                <a href={lyrics} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden />
                  {texts.lyrics}
                </a>
              </Button>
            ) : null}
            {song.songKey ? (
              <Button asChild variant="ghost" size="sm" className="max-md:h-11">
                <Link to={paths.church.song.href(churchSlug, song.songKey)}>
                  <MusicIcon aria-hidden />
                  {texts.songPage}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
        {song.chart ? (
          <section aria-label={texts.chartOf(song.songName)} className="border-t pt-3">
            <ChordChart chart={song.chart} keyOfDay={song.musicalKey ?? song.originalKey} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PlanSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-9 w-80" />
      <Skeleton className="h-5 w-56" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
