import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import { useChurch } from "@/lib/current-church";
import { administratorOnlyAt, navItems } from "./nav-items";
import { adminShellTexts as texts } from "./texts";

/**
 * Whether the admin page at `pathname` needs a church: the sections of the menu entries that do
 * (and their sub-pages). The dashboard keeps its own prompt (docs/decisions/102, 225).
 */
export function needsChurchAt(pathname: string): boolean {
  return navItems.some(
    (item) => item.requiresChurch && !item.exact && (pathname === item.href || pathname.startsWith(`${item.href}/`)),
  );
}

/** What an Editor sees at an Administrador's page opened by its URL. */
export function ForbiddenPage() {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 py-8">
      <h1 className="text-2xl font-semibold">{texts.forbidden}</h1>
    </div>
  );
}

/**
 * The admin pages' outlet. A page that needs a church, opened directly (a bookmark, a typed URL)
 * before the church exists, behaves like its blocked menu entry: the toast 'Você precisa cadastrar
 * uma igreja primeiro.' and the church form, instead of the page's load error.
 */
export function ChurchGate() {
  const { pathname } = useLocation();
  const church = useChurch();
  const guarded = needsChurchAt(pathname);
  const missing = guarded && church.isSuccess && church.data.church === null;
  const warnedAt = useRef<string | null>(null);

  useEffect(() => {
    if (!missing || warnedAt.current === pathname) return;
    warnedAt.current = pathname;
    toast({ variant: "destructive", title: texts.errorTitle, description: texts.churchRequired });
  }, [missing, pathname]);

  if (missing) return <Navigate to={paths.admin.church.href()} replace />;
  // The server refuses an Editor these pages anyway (403); the page says so instead of failing.
  if (church.data?.role === "editor" && administratorOnlyAt(pathname)) return <ForbiddenPage />;
  if (guarded && church.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  // A failed church read is told by the menu's toast; the page then shows its own state.
  return <Outlet />;
}
