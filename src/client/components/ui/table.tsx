import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { slotted } from "@/components/ui/slotted";

/** shadcn/ui table: a horizontally scrollable container around a plain <table>. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export const TableHeader = slotted("thead", "table-header", "[&_tr]:border-b");

export const TableBody = slotted("tbody", "table-body", "[&_tr:last-child]:border-0");

export const TableRow = slotted(
  "tr",
  "table-row",
  "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted",
);

export const TableHead = slotted(
  "th",
  "table-head",
  "h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0",
);

export const TableCell = slotted(
  "td",
  "table-cell",
  "p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0",
);
