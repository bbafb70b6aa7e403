import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { Link } from "react-router";
import type { SongUsageRow, UsageSortColumn, UsageSortDirection } from "@shared/schemas/reports";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { formatReportDate } from "./report-dates";
import { reportsTexts } from "./texts";

const texts = reportsTexts.usage;
const SKELETON_ROWS = 6;

const columns: readonly { column: UsageSortColumn; numeric: boolean }[] = [
  { column: "name", numeric: false },
  { column: "author", numeric: false },
  { column: "executions", numeric: true },
  { column: "services", numeric: true },
  { column: "first", numeric: false },
  { column: "last", numeric: false },
  { column: "bands", numeric: false },
];

/** 'Uso de músicas': one row per song sung in the period, sortable by every column. */
export function UsageTable({
  rows,
  isPending,
  sort,
  direction,
  onSort,
}: {
  rows: SongUsageRow[] | undefined;
  isPending: boolean;
  sort: UsageSortColumn;
  direction: UsageSortDirection;
  onSort: (column: UsageSortColumn) => void;
}) {
  return (
    <Table aria-label={texts.title}>
      <TableHeader>
        <TableRow>
          {columns.map(({ column, numeric }) => {
            const active = sort === column;
            const Icon = !active ? ArrowUpDownIcon : direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
            const label = texts.columns[column];
            return (
              <TableHead
                key={column}
                aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}
                className={cn(numeric && "text-right")}
              >
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className={cn("font-medium", numeric ? "-mr-3" : "-ml-3")}
                  onClick={() => onSort(column)}
                  title={texts.sortBy(label)}
                >
                  {label}
                  <Icon aria-hidden className={cn(!active && "text-muted-foreground")} />
                </Button>
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <TableRow key={index}>
              {columns.map(({ column }) => (
                <TableCell key={column}>
                  <Skeleton className="h-5 w-16" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : !rows || rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
              {texts.empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="max-w-[20rem] whitespace-normal">
                <Link to={paths.admin.songs.detail.href(row.id)} className="font-medium underline-offset-4 hover:underline">
                  {row.name}
                </Link>
              </TableCell>
              <TableCell className="max-w-[14rem] whitespace-normal text-muted-foreground">{row.author ?? ""}</TableCell>
              <TableCell className="text-right tabular-nums">{row.executions.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="text-right tabular-nums">{row.services.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="tabular-nums">{formatReportDate(row.firstPlayedAt)}</TableCell>
              <TableCell className="tabular-nums">{formatReportDate(row.lastPlayedAt)}</TableCell>
              <TableCell className="max-w-[16rem] whitespace-normal">{row.bands.join(", ")}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
