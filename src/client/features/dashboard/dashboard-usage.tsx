import { useId } from "react";
import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { ExecutionsByMonth } from "@/components/charts/executions-by-month";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useDashboardUsage } from "./api";
import { dashboardTexts } from "./texts";

const texts = dashboardTexts.usage;

/** Below the four cards: executions per month of the last 12 months and the five most sung songs of 90 days. */
export function DashboardUsage() {
  const usage = useDashboardUsage();
  const chartTitleId = useId();
  const topTitleId = useId();

  if (usage.isError && !usage.data) {
    return <p className="text-sm text-muted-foreground">{texts.loadFailed}</p>;
  }

  return (
    <div className="grid gap-4 xl:grid-cols-3">
      <Card role="region" aria-labelledby={chartTitleId} className="min-w-0 xl:col-span-2">
        <CardHeader>
          <CardTitle id={chartTitleId}>{texts.chartTitle}</CardTitle>
          <CardDescription>{texts.chartDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <ExecutionsByMonth data={usage.data?.monthly} caption={texts.chartTitle} />
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby={topTitleId} className="min-w-0 justify-between">
        <CardHeader>
          <CardTitle id={topTitleId}>{texts.topTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {!usage.data ? (
            <Skeleton className="h-40 w-full" />
          ) : usage.data.topSongs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.topEmpty}</p>
          ) : (
            <ol className="flex flex-col gap-3 touch:gap-2">
              {usage.data.topSongs.map((song) => (
                <li key={song.id} className="flex items-center justify-between gap-3">
                  <Link
                    to={paths.admin.songs.detail.href(song.id)}
                    className="min-w-0 font-medium break-words underline-offset-4 hover:underline touch:flex touch:min-h-11 touch:items-center"
                  >
                    {song.name}
                  </Link>
                  <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{texts.executions(song.executions)}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.admin.reports.href()}>
              {texts.viewReports}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
