import { useEffect, useState, type ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import { Repeat } from "@/components/placeholders";
import { SearchInput } from "@/components/search-input";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PageNavigation } from "@/components/ui/pagination";
import { toast } from "@/components/ui/use-toast";
import { useDebouncedCallback } from "@/hooks/use-debounced";

const SKELETON_ITEMS = 6;

export const listPageTexts = { errorTitle: "Erro", retry: "Tentar novamente" };

/** What the frame reads of the list's query (a TanStack Query result fits). */
export type ListQueryState = {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  errorUpdatedAt: number;
  refetch: () => unknown;
};

/** The page's words (a feature's texts object with these keys fits as it is). */
export type ListPageTexts = {
  title: string;
  description?: string;
  /** Accessible name of the search box. */
  searchLabel: string;
  searchPlaceholder: string;
  /** Accessible name of the skeleton shown during the first load. */
  loadingLabel: string;
  /** The spec's empty state, e.g. 'Nenhuma banda encontrada'. */
  empty: string;
};

export type ListPageProps = {
  texts: ListPageTexts;
  /** The header's action, e.g. the 'Nova Banda' link. */
  action?: ReactNode;
  /** Called with the trimmed term once typing stopped for the spec's 500 ms. */
  onSearch: (term: string) => void;
  /** The term already applied (e.g. read from the URL). */
  initialSearch?: string;
  /** More controls beside the search box (a filter, the total). */
  toolbar?: ReactNode;
  query: ListQueryState;
  /** The spec's load failure text: a destructive toast 'Erro', and an alert with a retry button. */
  loadFailed: string;
  /** The first load's placeholder: `item` (a skeleton card or row) six times, in a box of `className` (grid, column). */
  skeleton: { item: ReactNode; className: string };
  /** True when the loaded list has no entry: the empty state shows instead of `children`. */
  isEmpty: boolean;
  /** Anterior, page numbers and Próximo under the list (nothing for a single page). */
  pagination?: { page: number; pageCount: number; onPageChange: (page: number) => void };
  /** "card": search, list and pagination inside one card (tables); "plain": on the page (card grids). */
  layout?: "card" | "plain";
  /** The list itself (a table, a grid), shown once loaded and not empty. */
  children: ReactNode;
};

/**
 * The frame of an admin list page: title and action, a search that waits for typing to stop,
 * the skeleton on the first load, the load failure (toast and retry), the empty state, the list,
 * and the pagination.
 */
export function ListPage(props: ListPageProps) {
  const { texts, action, query, loadFailed, layout = "plain" } = props;

  useEffect(() => {
    if (query.isError) toast({ variant: "destructive", title: listPageTexts.errorTitle, description: loadFailed });
  }, [query.isError, query.errorUpdatedAt, loadFailed]);

  const body = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SearchBox {...props} className={layout === "plain" ? "bg-background" : undefined} />
        {props.toolbar}
      </div>
      <ListBody {...props} />
      {props.pagination && <PageNavigation {...props.pagination} />}
    </>
  );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={texts.title} description={texts.description} actions={action} />
      {layout === "card" ? (
        <Card className="gap-4">
          <CardContent className="flex flex-col gap-4 px-4 sm:px-6">{body}</CardContent>
        </Card>
      ) : (
        body
      )}
    </section>
  );
}

function SearchBox({ texts, onSearch, initialSearch, className }: ListPageProps & { className?: string }) {
  const [input, setInput] = useState(initialSearch ?? "");
  const apply = useDebouncedCallback((value: string) => onSearch(value.trim()));
  return (
    <SearchInput
      label={texts.searchLabel}
      placeholder={texts.searchPlaceholder}
      value={input}
      onChange={(value) => {
        setInput(value);
        apply(value);
      }}
      inputClassName={className}
    />
  );
}

function ListBody({ texts, query, loadFailed, skeleton, isEmpty, children }: ListPageProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={texts.loadingLabel} className={skeleton.className}>
        <Repeat count={SKELETON_ITEMS}>{skeleton.item}</Repeat>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          {loadFailed}
          <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {listPageTexts.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (isEmpty) return <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{texts.empty}</p>;
  return children;
}
