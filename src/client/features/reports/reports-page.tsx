import { useEffect, useId } from "react";
import { DownloadIcon } from "lucide-react";
import type { ReportSummary, UsageSortColumn } from "@shared/schemas/reports";
import { ExecutionsByMonth } from "@/components/charts/executions-by-month";
import { PageTitle } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageNavigation } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useBandOptions } from "@/lib/reference-data";
import { useUrlListState } from "@/lib/url-list-state";
import { useReport, usageCsvUrl, useUsage } from "./api";
import { PeriodFilter } from "./period-filter";
import { RecordingAccuracyCard } from "./recording-accuracy";
import {
  firstSortDirection,
  isPeriodOrdered,
  localToday,
  readReportUrlState,
  toReportSearchParams,
  type ReportUrlState,
} from "./report-url-state";
import { Rotation } from "./rotation";
import { reportsTexts as texts } from "./texts";
import { UsageTable } from "./usage-table";

const summaryCards: { key: keyof ReportSummary; label: string }[] = [
  { key: "services", label: texts.cards.services },
  { key: "executions", label: texts.cards.executions },
  { key: "distinctSongs", label: texts.cards.distinctSongs },
  { key: "newSongs", label: texts.cards.newSongs },
];

/** /admin/reports: what the church sang in a period (issue "What we sang"). */
export function ReportsPage() {
  const [searchParams, setSearchParams, correctSearchParams] = useUrlListState();
  const today = localToday();
  const state = readReportUrlState(searchParams, today);
  const ordered = isPeriodOrdered(state);
  const bands = useBandOptions();
  const filter = { de: state.de, ate: state.ate, banda: state.banda };
  const report = useReport(filter, ordered);
  const usage = useUsage({ ...filter, sort: state.sort, direction: state.direction, page: state.page }, ordered);
  const chartTitleId = useId();

  function show(next: ReportUrlState) {
    setSearchParams(toReportSearchParams(next));
  }
  function change(next: Partial<ReportUrlState>) {
    show({ ...state, ...next, page: next.page ?? 1 });
  }
  function sortBy(column: UsageSortColumn) {
    const direction = state.sort === column ? (state.direction === "asc" ? "desc" : "asc") : firstSortDirection[column];
    change({ sort: column, direction });
  }

  // Invalid or missing values are replaced by the defaults, in the URL too; so is a band the church does not have.
  const unknownBand = state.banda !== undefined && bands.data !== undefined && !bands.data.bands.some((band) => band.id === state.banda);
  const normalized = toReportSearchParams(unknownBand ? { ...state, banda: undefined } : state).toString();
  useEffect(() => {
    if (normalized !== searchParams.toString()) correctSearchParams(new URLSearchParams(normalized));
  }, [normalized, searchParams, correctSearchParams]);

  const failed = report.isError || usage.isError;
  useEffect(() => {
    if (failed) toast({ variant: "destructive", title: texts.errorTitle, description: texts.loadFailed });
  }, [failed]);

  const pageCount = usage.data ? Math.ceil(usage.data.total / usage.data.pageSize) : 0;
  const summary = ordered ? report.data?.summary : undefined;

  return (
    <section className="flex flex-col gap-6">
      <PageTitle as="header" title={texts.title} description={texts.description} />

      <Card>
        <CardContent>
          <PeriodFilter state={state} today={today} bands={bands.data?.bands} onChange={change} />
        </CardContent>
      </Card>

      {ordered && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {summaryCards.map((card) => (
              <Card key={card.key} role="region" aria-label={card.label} className="gap-2">
                <CardHeader>
                  <CardDescription>{card.label}</CardDescription>
                </CardHeader>
                <CardContent className="text-3xl font-bold tabular-nums">
                  {summary ? summary[card.key].toLocaleString("pt-BR") : <Skeleton aria-label={card.label} className="h-9 w-16" />}
                </CardContent>
              </Card>
            ))}
          </div>

          <Card role="region" aria-labelledby={chartTitleId}>
            <CardHeader>
              <CardTitle id={chartTitleId}>{texts.chart.title}</CardTitle>
              <CardDescription>{texts.chart.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <ExecutionsByMonth data={report.data?.monthly} caption={texts.chart.title} />
            </CardContent>
          </Card>

          <Card role="region" aria-label={texts.usage.title}>
            <CardHeader className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-col gap-1">
                <CardTitle>{texts.usage.title}</CardTitle>
                {usage.data && <CardDescription>{texts.usage.total(usage.data.total)}</CardDescription>}
              </div>
              <Button asChild variant="outline">
                <a href={usageCsvUrl({ ...filter, sort: state.sort, direction: state.direction })} download>
                  <DownloadIcon aria-hidden />
                  {texts.usage.download}
                </a>
              </Button>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <UsageTable
                rows={usage.data?.rows}
                isPending={usage.isPending}
                sort={state.sort}
                direction={state.direction}
                onSort={sortBy}
              />
              <PageNavigation page={state.page} pageCount={pageCount} onPageChange={(page) => change({ page })} />
            </CardContent>
          </Card>

          <Rotation report={report.data} />
        </>
      )}

      <RecordingAccuracyCard />
    </section>
  );
}
