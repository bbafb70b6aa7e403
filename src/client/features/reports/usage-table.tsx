import { Link } from "react-router";
import type { SongUsageRow, UsageSortColumn, UsageSortDirection } from "@shared/schemas/reports";
import { EmptyTableRow, SkeletonRows, SortableHead } from "@/components/table-parts";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
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
          {columns.map(({ column, numeric }) => (
            <SortableHead
              key={column}
              column={column}
              label={texts.columns[column]}
              numeric={numeric}
              sort={sort}
              direction={direction}
              onSort={onSort}
              sortByLabel={texts.sortBy}
            />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <SkeletonRows rows={SKELETON_ROWS} cells={columns.map(() => "h-5 w-16")} />
        ) : !rows || rows.length === 0 ? (
          <EmptyTableRow columns={columns.length}>{texts.empty}</EmptyTableRow>
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
