import { createContext, useContext, useId, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import * as RechartsPrimitive from "recharts";
import { cn } from "@/lib/cn";

/**
 * Charts in the shadcn/ui style, on Recharts: `ChartContainer` sizes the chart and turns a
 * config into CSS colour variables (`var(--color-<key>)`), `ChartTooltipContent` is the themed
 * tooltip. Import this file only from a lazily loaded module: Recharts is large.
 */

export type ChartConfig = Record<string, { label?: ReactNode; color?: string }>;

type ChartContextValue = { config: ChartConfig };
const ChartContext = createContext<ChartContextValue | null>(null);

function useChart(): ChartContextValue {
  const context = useContext(ChartContext);
  if (!context) throw new Error("useChart must be used within a <ChartContainer />");
  return context;
}

export function ChartContainer({
  id,
  className,
  children,
  config,
  ...props
}: ComponentProps<"div"> & {
  config: ChartConfig;
  children: ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"];
}) {
  const uniqueId = useId();
  const chartId = `chart-${id ?? uniqueId.replace(/:/g, "")}`;
  const colours = Object.fromEntries(
    Object.entries(config)
      .filter(([, item]) => item.color)
      .map(([key, item]) => [`--color-${key}`, item.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-slot="chart"
        data-chart={chartId}
        style={colours}
        className={cn(
          "flex aspect-video justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border/50 [&_.recharts-layer]:outline-hidden [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:outline-hidden",
          className,
        )}
        {...props}
      >
        <RechartsPrimitive.ResponsiveContainer>{children}</RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = RechartsPrimitive.Tooltip;

type TooltipItem = { name?: string | number; value?: unknown; dataKey?: string | number | ((...args: never[]) => unknown); color?: string };

export function ChartTooltipContent({
  active,
  payload,
  label,
  labelFormatter,
  className,
}: {
  active?: boolean;
  payload?: readonly TooltipItem[];
  label?: ReactNode;
  labelFormatter?: (label: ReactNode) => ReactNode;
  className?: string;
}) {
  const { config } = useChart();
  if (!active || !payload?.length) return null;
  return (
    <div className={cn("grid min-w-32 gap-1.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl", className)}>
      <div className="font-medium">{labelFormatter ? labelFormatter(label) : label}</div>
      {payload.map((item) => {
        const key = String(typeof item.dataKey === "function" ? item.name : (item.dataKey ?? item.name ?? "value"));
        const itemConfig = config[key];
        return (
          <div key={key} className="flex items-center gap-2">
            <span aria-hidden className="size-2.5 shrink-0 rounded-[2px]" style={{ background: item.color ?? `var(--color-${key})` }} />
            <span className="text-muted-foreground">{itemConfig?.label ?? item.name}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">{String(item.value ?? "")}</span>
          </div>
        );
      })}
    </div>
  );
}
