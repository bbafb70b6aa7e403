import { useMemo } from "react";
import { ListMusicIcon } from "lucide-react";
import { Link } from "react-router";
import { formatServiceDate } from "@shared/schemas/services";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useEscalaOverview } from "./api";
import { EscalaGrid } from "./escala-grid";
import { escalaRows, servedInOrder } from "./escala-layout";
import { ServedCounts } from "./served-counts";
import { plansTexts } from "./texts";

const texts = plansTexts.overview;

/** /admin/escalas: 'Escalas' (issue 41), the leader's overview of the next 8 weeks and of the last 3 months. */
export function EscalaOverviewPage() {
  const overview = useEscalaOverview();
  const data = overview.data;
  const laidOut = useMemo(() => (data ? { rows: escalaRows(data.plans, data.served), served: servedInOrder(data.served) } : null), [data]);
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={texts.title}
        description={texts.description}
        descriptionClassName="max-w-2xl"
        actions={
          <Button asChild variant="outline" className="max-md:h-11">
            <Link to={paths.admin.plans.href()}>
              <ListMusicIcon aria-hidden />
              {texts.openPlans}
            </Link>
          </Button>
        }
      >
        {data ? <p className="text-sm font-medium">{texts.window(formatServiceDate(data.from), formatServiceDate(data.until))}</p> : null}
      </PageHeader>

      {overview.isPending ? (
        <div role="status" aria-label={texts.loadingLabel} className="flex flex-col gap-3">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : null}
      {overview.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {texts.loadFailed}
            <Button variant="outline" size="sm" className="max-md:h-11" onClick={() => void overview.refetch()}>
              {texts.retry}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {data && laidOut ? (
        <>
          {data.plans.length === 0 ? (
            <Card>
              <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
                <p className="text-lg font-medium">{texts.empty}</p>
                <p className="max-w-md text-sm text-muted-foreground">{texts.emptyHint}</p>
              </CardContent>
            </Card>
          ) : (
            <EscalaGrid plans={data.plans} positions={laidOut.rows} />
          )}
          <ServedCounts served={laidOut.served} since={data.servedSince} />
        </>
      ) : null}
    </section>
  );
}
