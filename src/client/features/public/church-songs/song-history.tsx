import type { PublicSongHistory } from "@shared/schemas/public-catalogue";
import { formatDate } from "@shared/formatting";
import { songHistoryTexts as texts } from "./song-history-texts";

/**
 * The 'Estatísticas' tab's history: first and last time, services since, the bands and a small
 * bar chart of performances per year, drawn with plain elements (no chart library on public pages).
 */
export function SongHistory({ history }: { history: PublicSongHistory | undefined }) {
  if (!history?.firstPerformance || !history.lastPerformance) return null;
  const highest = Math.max(1, ...history.perYear.map((year) => year.performances));
  return (
    <div className="mt-4 flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Tile label={texts.first} value={formatDate(history.firstPerformance.date)} detail={history.firstPerformance.bandName} />
        <Tile label={texts.last} value={formatDate(history.lastPerformance.date)} detail={history.lastPerformance.bandName} />
        <Tile label={texts.servicesSinceLast} value={String(history.servicesSinceLast ?? 0)} />
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="song-history-bands" className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <h3 id="song-history-bands" className="mb-3 text-sm font-medium text-muted-foreground">
            {texts.bands}
          </h3>
          <ul className="flex flex-col gap-2">
            {history.bands.map((band) => (
              <li key={band.name} className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{band.name}</span>
                <span className="text-sm text-muted-foreground tabular-nums">{texts.performances(band.performances)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="song-history-years" className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <h3 id="song-history-years" className="mb-3 text-sm font-medium text-muted-foreground">
            {texts.perYear}
          </h3>
          <ul className="flex h-40 items-end gap-2" aria-label={texts.perYear}>
            {history.perYear.map((year) => (
              <li
                key={year.year}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
                aria-label={`${year.year}: ${texts.performances(year.performances)}`}
                title={`${year.year}: ${texts.performances(year.performances)}`}
              >
                <span aria-hidden className="text-xs tabular-nums">
                  {year.performances}
                </span>
                <span
                  aria-hidden
                  className="w-full max-w-10 rounded-t bg-primary"
                  style={{ height: `${(year.performances / highest) * 100}%`, minHeight: year.performances > 0 ? 2 : 0 }}
                />
                <span aria-hidden className="text-xs text-muted-foreground">
                  {year.year}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex flex-col">
        <span className="text-2xl font-bold">{value}</span>
        {detail && <span className="text-sm text-muted-foreground">{detail}</span>}
      </dd>
    </div>
  );
}
