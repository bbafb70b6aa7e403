import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { ViewerPageSong } from "./api/get-service-page";
import { serviceViewerTexts as texts } from "./texts";

// The chart view (and the chord parser it brings) loads only when a chart is shown in 'Modo
// ensaio': a visitor who only watches never downloads it (docs/decisions/176).
const ChordChart = lazy(() => import("@/components/chord-chart/chord-chart").then((module) => ({ default: module.ChordChart })));

/**
 * The current song's chart in 'Modo ensaio' (issue 42), in the key this performance was played in
 * (the segment's 'Tom'; the chart's own key when it has none). The musician changes the key,
 * capo, letter or stage view for themselves; another song starts again from its own key.
 */
export function PracticeChart({ song, chart, originalKey }: { song: ViewerPageSong; chart: string; originalKey: string | null }) {
  return (
    <section aria-label={texts.practiceChart(song.name)} className="rounded-xl border bg-card p-3 md:p-4" data-testid="practice-chart">
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <ChordChart key={song.id} chart={chart} keyOfDay={song.musicalKey ?? originalKey} />
      </Suspense>
    </section>
  );
}
