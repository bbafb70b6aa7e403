import {
  cloneElement,
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from "react";
import * as RechartsPrimitive from "recharts";
import { cn } from "@/lib/cn";

/**
 * Charts in the shadcn/ui style, on Recharts: `ChartContainer` measures its box and sizes the chart to it and turns a
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

/** The element's content size, kept current with a ResizeObserver; null until it is larger than zero. */
function useElementSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) {
        setValue((previous) =>
          previous && previous.width === Math.floor(width) && previous.height === Math.floor(height)
            ? previous
            : { width: Math.floor(width), height: Math.floor(height) },
        );
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, value] as const;
}

export function ChartContainer({
  id,
  className,
  children,
  config,
  ...props
}: Omit<ComponentProps<"div">, "children"> & {
  config: ChartConfig;
  /**
   * One Recharts chart; it is given the container's measured width and height. The box is 16:9
   * unless `className` gives it a height, then pair that with `aspect-auto` (a height with a ratio
   * makes the ratio's width the box's least width, wider than a phone).
   */
  children: ReactElement<{ width?: number; height?: number }>;
}) {
  const uniqueId = useId();
  const [boxRef, boxSize] = useElementSize();
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
        {/* Drawn once the box has a size (never with zero size, which Recharts warns about). */}
        <div ref={boxRef} className="size-full min-w-0">
          {boxSize && cloneElement(children, boxSize)}
        </div>
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
