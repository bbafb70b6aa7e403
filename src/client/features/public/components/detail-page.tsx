import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { RetryNotice } from "./retry-notice";
import { publicTexts as texts } from "./texts";

/** The parts of the public detail pages (band, musician, song, service): their states and their stat tiles. */

/** A 404 of the public API: the key names nothing in this church (an answer, not a failure). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A detail page's first screen from its query: `loading` while it is pending, `notFound` on a
 * 404, the error with "Tentar novamente" on any other failure, else the page.
 */
export function DetailQueryView<T>({
  query,
  loading,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  notFound: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    if (isNotFound(query.error)) return notFound;
    return <RetryNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/**
 * Back in history (spec); a tab with no history (a link opened in a new tab) goes to
 * `fallbackHref` instead.
 */
function useGoBack(fallbackHref: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== "default" || window.history.length > 1) void navigate(-1);
    else void navigate(fallbackHref);
  };
}

/** "… não encontrado(a)" with its description and, when `backTo` is given, "Voltar". */
export function NotFoundNotice({ title, description, backTo }: { title: string; description: string; backTo?: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="max-w-md text-muted-foreground">{description}</p>
        {backTo === undefined ? null : <BackButton fallbackHref={backTo} />}
      </CardContent>
    </Card>
  );
}

function BackButton({ fallbackHref }: { fallbackHref: string }) {
  const goBack = useGoBack(fallbackHref);
  return (
    <Button variant="outline" onClick={goBack}>
      <ArrowLeftIcon aria-hidden />
      {texts.back}
    </Button>
  );
}

export type StatTileData = { icon: ReactNode; label: string; value: number };

/** The three counts under a band's or musician's name (Cultos, Músicos or Bandas, Músicas). */
export function StatTiles({ tiles }: { tiles: StatTileData[] }) {
  return (
    <dl className="grid max-w-xl grid-cols-3 gap-3">
      {tiles.map(({ icon, label, value }) => (
        <div
          key={label}
          className="flex flex-col-reverse items-center gap-1 rounded-xl border bg-card px-3 py-3 text-center text-card-foreground shadow-sm"
        >
          <dt className="flex items-center gap-1 text-xs text-muted-foreground [&_svg]:size-3.5">
            {icon}
            {label}
          </dt>
          <dd className="text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatTilesSkeleton() {
  return (
    <div className="grid max-w-xl grid-cols-3 gap-3">
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}

/** A row of a detail page's list (a band's musicians, a musician's bands): picture, name, a detail line. */
export function DetailRowLink({
  to,
  onClick,
  avatar,
  name,
  children,
}: {
  to: string;
  onClick: () => void;
  avatar: ReactNode;
  name: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className="flex items-center gap-3 rounded-lg p-2 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {avatar}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{name}</span>
        {children}
      </span>
    </Link>
  );
}
