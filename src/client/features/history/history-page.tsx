import { useEffect } from "react";
import { format } from "date-fns";
import { HISTORY_KINDS, historyKindLabels, historyQuerySchema, type HistoryEntry, type HistoryKind, type HistoryQuery } from "@shared/schemas/history";
import { PageTitle } from "@/components/page-header";
import { Repeat } from "@/components/placeholders";
import { EmptyTableRow, SkeletonRows } from "@/components/table-parts";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageNavigation } from "@/components/ui/pagination";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { useUrlListState } from "@/lib/url-list-state";
import { useHistory } from "./api";
import { historyTexts as texts } from "./texts";

const ALL = "all";
const SKELETON_ROWS = 8;
const skeletonCells = ["h-5 w-32", "h-5 w-28", "h-5 w-20", "h-5 w-64"];
const DEFAULT_QUERY: HistoryQuery = { page: 1, member: undefined, kind: undefined };

/** When, as the admin area writes a moment: dd/MM/yyyy HH:mm in the browser's time zone. */
export const formatWhen = (at: string) => format(new Date(at), "dd/MM/yyyy HH:mm");

function listParams(searchParams: URLSearchParams): HistoryQuery {
  const parsed = historyQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : DEFAULT_QUERY;
}

function toSearchParams({ page, member, kind }: HistoryQuery): URLSearchParams {
  const next = new URLSearchParams();
  if (member) next.set("member", member);
  if (kind) next.set("kind", kind);
  if (page > 1) next.set("page", String(page));
  return next;
}

/** /admin/team/history: 'Histórico', who changed what in the church (issue 24). */
export function HistoryPage() {
  const [searchParams, setSearchParams] = useUrlListState();
  const params = listParams(searchParams);
  const { data, isPending, isError } = useHistory(params);
  const isMobile = useIsMobile();
  const show = (next: HistoryQuery) => setSearchParams(toSearchParams(next));

  useEffect(() => {
    if (isError) toast({ variant: "destructive", title: texts.errorTitle, description: texts.loadFailed });
  }, [isError]);

  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const entries = data?.entries;

  return (
    <section className="flex flex-col gap-6">
      <PageTitle as="header" title={texts.title} description={texts.description} />
      <Card className="gap-4">
        <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-wrap gap-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="history-member">{texts.memberLabel}</Label>
                <Select value={params.member ?? ALL} onValueChange={(value) => show({ ...params, member: value === ALL ? undefined : value, page: 1 })}>
                  <SelectTrigger id="history-member" className="w-56">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL}>{texts.allMembers}</SelectItem>
                    {data?.members.map((member) => (
                      <SelectItem key={member.id} value={member.id}>
                        {member.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="history-kind">{texts.kindLabel}</Label>
                <Select value={params.kind ?? ALL} onValueChange={(value) => show({ ...params, kind: value === ALL ? undefined : (value as HistoryKind), page: 1 })}>
                  <SelectTrigger id="history-kind" className="w-44">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL}>{texts.allKinds}</SelectItem>
                    {HISTORY_KINDS.map((kind) => (
                      <SelectItem key={kind} value={kind}>
                        {historyKindLabels[kind]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            {data && <p className="text-sm text-muted-foreground">{texts.total(data.total)}</p>}
          </div>
          {isMobile ? <HistoryCards entries={entries} isPending={isPending} /> : <HistoryTable entries={entries} isPending={isPending} />}
          <PageNavigation page={params.page} pageCount={pageCount} onPageChange={(page) => show({ ...params, page })} />
        </CardContent>
      </Card>
    </section>
  );
}

type ListProps = { entries: HistoryEntry[] | undefined; isPending: boolean };

function HistoryTable({ entries, isPending }: ListProps) {
  return (
    <Table aria-label={texts.title}>
      <TableHeader>
        <TableRow>
          <TableHead>{texts.columns.at}</TableHead>
          <TableHead>{texts.columns.who}</TableHead>
          <TableHead>{texts.columns.what}</TableHead>
          <TableHead>{texts.columns.summary}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <SkeletonRows rows={SKELETON_ROWS} cells={skeletonCells} testId="history-row-skeleton" />
        ) : !entries || entries.length === 0 ? (
          <EmptyTableRow columns={4}>{texts.empty}</EmptyTableRow>
        ) : (
          entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="tabular-nums">{formatWhen(entry.at)}</TableCell>
              <TableCell>{entry.userName}</TableCell>
              <TableCell>{historyKindLabels[entry.kind]}</TableCell>
              <TableCell className="max-w-[32rem] whitespace-normal break-words">{entry.summary}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

function HistoryCards({ entries, isPending }: ListProps) {
  if (isPending) {
    return (
      <div className="flex flex-col gap-3">
        <Repeat count={SKELETON_ROWS}>
          <Skeleton data-testid="history-row-skeleton" className="h-24 w-full rounded-lg" />
        </Repeat>
      </div>
    );
  }
  if (!entries || entries.length === 0) return <p className="py-10 text-center text-muted-foreground">{texts.empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={texts.title}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <article aria-label={entry.summary} className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
            <p className="break-words font-medium">{entry.summary}</p>
            <p className="text-muted-foreground">
              {historyKindLabels[entry.kind]} · {entry.userName} · <span className="tabular-nums">{formatWhen(entry.at)}</span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
