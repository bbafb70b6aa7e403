import type { ReactNode } from "react";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { Link, type To } from "react-router";
import { Repeat } from "@/components/placeholders";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";

export type SortDirection = "asc" | "desc";

export type SortableHeadProps<Column extends string> = {
  column: Column;
  label: string;
  /** Numbers sit at the right of their column. */
  numeric: boolean;
  /** The column the table is sorted by now, and in which direction. */
  sort: Column;
  direction: SortDirection;
  onSort: (column: Column) => void;
  /** The button's tooltip ('Ordenar por Nome'). */
  sortByLabel: (label: string) => string;
};

/** A column head that sorts the table by its column (`aria-sort` tells which one and how). */
export function SortableHead<Column extends string>({ column, label, numeric, sort, direction, onSort, sortByLabel }: SortableHeadProps<Column>) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDownIcon : direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"} className={cn(numeric && "text-right")}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn("font-medium", numeric ? "-mr-3" : "-ml-3")}
        onClick={() => onSort(column)}
        title={sortByLabel(label)}
      >
        {label}
        <Icon aria-hidden className={cn(!active && "text-muted-foreground")} />
      </Button>
    </TableHead>
  );
}

/** `rows` skeleton rows while a table loads: one cell a class, each with a skeleton of that size. */
export function SkeletonRows({ rows, cells, testId }: { rows: number; cells: readonly string[]; testId?: string }) {
  return (
    <Repeat count={rows}>
      <TableRow data-testid={testId}>
        {cells.map((className, index) => (
          <TableCell key={index}>
            <Skeleton className={className} />
          </TableCell>
        ))}
      </TableRow>
    </Repeat>
  );
}

/** The one row of a table with nothing to show: the spec's text across every column. */
export function EmptyTableRow({ columns, className = "py-10", children }: { columns: number; className?: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className={cn("text-center text-muted-foreground", className)}>
        {children}
      </TableCell>
    </TableRow>
  );
}

type RowActionProps = {
  /** The accessible name, naming the row ('Excluir Graça Sem Fim'). */
  label: string;
  /** The tooltip (the label unless given). */
  title?: string;
  icon: ReactNode;
  destructive?: boolean;
  className?: string;
} & ({ onClick: () => void } | { to: To; state?: unknown });

/** An icon button at the end of a table row: a link to a screen (`to`) or an action (`onClick`). */
export function RowAction({ label, title = label, icon, destructive = false, className, ...action }: RowActionProps) {
  const classes = cn(destructive && "text-destructive hover:text-destructive", className);
  if ("to" in action) {
    return (
      <Button asChild variant="ghost" size="icon" className={classes}>
        <Link to={action.to} state={action.state} aria-label={label} title={title}>
          {icon}
        </Link>
      </Button>
    );
  }
  return (
    <Button type="button" variant="ghost" size="icon" className={classes} aria-label={label} title={title} onClick={action.onClick}>
      {icon}
    </Button>
  );
}
