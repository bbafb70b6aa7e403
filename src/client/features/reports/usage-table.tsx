import { Link } from "react-router";
import type { SongUsageRow, UsageSortColumn, UsageSortDirection } from "@shared/schemas/reports";
import { Repeat } from "@/components/placeholders";
import { SortSelect } from "@/components/sort-select";
import { EmptyTableRow, SkeletonRows, SortableHead } from "@/components/table-parts";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { paths } from "@/lib/paths";
import { formatReportDate } from "./report-dates";
import { ReportFigures } from "./report-figures";
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

type UsageTableProps = {
  rows: SongUsageRow[] | undefined;
  isPending: boolean;
  sort: UsageSortColumn;
  direction: UsageSortDirection;
  onSort: (column: UsageSortColumn) => void;
};

/**
 * 'Uso de músicas': one row per song sung in the period, sortable by every column. On a phone
 * each song is a card, sorted with 'Ordenar por' (docs/decisions/432).
 */
export function UsageTable(props: UsageTableProps) {
  const isMobile = useIsMobile();
  return isMobile ? <UsageCards {...props} /> : <UsageGrid {...props} />;
}

function UsageGrid({ rows, isPending, sort, direction, onSort }: UsageTableProps) {
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
          <TableHead>{texts.mostPlayedKey}</TableHead>
          <TableHead>{texts.ccli}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <SkeletonRows rows={SKELETON_ROWS} cells={[...columns, null, null].map(() => "h-5 w-16")} />
        ) : !rows || rows.length === 0 ? (
          <EmptyTableRow columns={columns.length + 2}>{texts.empty}</EmptyTableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="max-w-[20rem] whitespace-normal">
                <SongLink row={row} />
              </TableCell>
              <TableCell className="max-w-[14rem] whitespace-normal text-muted-foreground">{row.author ?? ""}</TableCell>
              <TableCell className="text-right tabular-nums">{row.executions.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="text-right tabular-nums">{row.services.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="tabular-nums">{formatReportDate(row.firstPlayedAt)}</TableCell>
              <TableCell className="tabular-nums">{formatReportDate(row.lastPlayedAt)}</TableCell>
              <TableCell className="max-w-[16rem] whitespace-normal">{row.bands.join(", ")}</TableCell>
              <TableCell>{row.mostPlayedKey ?? "—"}</TableCell>
              <TableCell className="tabular-nums">{row.ccli ?? "—"}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

function UsageCards({ rows, isPending, sort, direction, onSort }: UsageTableProps) {
  return (
    <div className="flex flex-col gap-4">
      <SortSelect
        columns={columns.map(({ column }) => ({ column, label: texts.columns[column] }))}
        sort={sort}
        direction={direction}
        onSort={onSort}
      />
      {isPending ? (
        <div className="flex flex-col gap-3">
          <Repeat count={SKELETON_ROWS}>
            <Skeleton className="h-32 w-full rounded-lg" />
          </Repeat>
        </div>
      ) : !rows || rows.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{texts.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={texts.title}>
          {rows.map((row) => (
            <li key={row.id}>
              <article aria-label={row.name} className="flex flex-col gap-2 rounded-lg border p-3">
                <h3 className="break-words">
                  <SongLink row={row} />
                </h3>
                {row.author && <p className="-mt-2 text-xs break-words text-muted-foreground">{row.author}</p>}
                <ReportFigures
                  figures={[
                    [texts.columns.executions, row.executions.toLocaleString("pt-BR")],
                    [texts.columns.services, row.services.toLocaleString("pt-BR")],
                    [texts.columns.first, formatReportDate(row.firstPlayedAt)],
                    [texts.columns.last, formatReportDate(row.lastPlayedAt)],
                    ...(row.mostPlayedKey ? [[texts.mostPlayedKey, row.mostPlayedKey] as [string, string]] : []),
                    ...(row.ccli ? [[texts.ccli, row.ccli] as [string, string]] : []),
                  ]}
                  wide={[texts.columns.bands, row.bands.join(", ")]}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SongLink({ row }: { row: SongUsageRow }) {
  return (
    <Link
      to={paths.admin.songs.detail.href(row.id)}
      className="font-medium underline-offset-4 hover:underline touch:inline-flex touch:min-h-11 touch:items-center"
    >
      {row.name}
    </Link>
  );
}
