import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { longMonth, shortMonth } from "./month-labels";

export type MonthlyBar = { month: string; executions: number };

const config = { executions: { label: "Execuções", color: "var(--primary)" } } satisfies ChartConfig;

/**
 * The Recharts drawing of executions per month (loaded on demand by ExecutionsByMonth). The
 * accessibility layer lets the keyboard move across the bars and shows each value on focus.
 */
export function ExecutionsBarChart({ data }: { data: MonthlyBar[] }) {
  return (
    // A fixed height and no aspect ratio: with both, the box's narrowest width would follow from the
    // height (256 px × 16/9 = 455 px) and widen a phone's page (docs/decisions/433).
    <ChartContainer config={config} className="aspect-auto h-64 w-full min-w-0">
      <BarChart accessibilityLayer data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="month" tickLine={false} axisLine={false} tickMargin={8} tickFormatter={shortMonth} minTickGap={8} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
        <ChartTooltip cursor content={<ChartTooltipContent labelFormatter={(label) => longMonth(String(label))} />} />
        <Bar dataKey="executions" fill="var(--color-executions)" radius={4} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
