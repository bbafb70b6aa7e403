import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { MonthlyBar } from "./executions-bar-chart";
import { longMonth } from "./month-labels";

const ExecutionsBarChart = lazy(async () => ({ default: (await import("./executions-bar-chart")).ExecutionsBarChart }));

/**
 * 'Execuções por mês': a bar per month, drawn by Recharts loaded only here, with a table of the
 * same figures for screen readers (the text alternative of the picture).
 */
export function ExecutionsByMonth({ data, caption }: { data: MonthlyBar[] | undefined; caption: string }) {
  if (!data) return <Skeleton className="h-64 w-full" />;
  return (
    <figure className="flex flex-col gap-2">
      <div>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ExecutionsBarChart data={data} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Mês</th>
            <th scope="col">Execuções</th>
          </tr>
        </thead>
        <tbody>
          {data.map((bar) => (
            <tr key={bar.month}>
              <th scope="row">{longMonth(bar.month)}</th>
              <td>{bar.executions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
