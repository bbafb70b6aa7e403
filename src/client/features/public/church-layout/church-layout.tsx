import { Suspense, useEffect, useState } from "react";
import { MusicIcon, PanelLeftIcon } from "lucide-react";
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from "react-router";
import { usePublicChurch } from "@/features/public/components/api/get-public-church";
import { ChurchAvatar } from "@/features/public/components/church-avatar";
import { useEarlyTaps } from "@/features/public/components/early-taps";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useHydrated } from "@/hooks/use-hydrated";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { ChurchMenu } from "./church-menu";
import { churchNavItems } from "./nav-items";
import { NavLinks } from "./nav-links";
import { churchLayoutTexts as texts } from "./texts";

const COLLAPSED_STORAGE_KEY = "louvor:church-nav:collapsed";

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * The church layout (spec §2): the church is looked up by slug, falling back to id; when it is not
 * found, or the lookup fails, the visitor goes to /. A top bar with the product name (linking to
 * /) and a collapsible side navigation (Início, Cultos, Bandas); on mobile (< 768 px) the
 * navigation is a menu opened from the top bar, which works before the scripts (docs/decisions/498).
 * Content is at most 2300 px wide.
 */
export function ChurchLayout() {
  const { churchSlug = "" } = useParams();
  const church = usePublicChurch(churchSlug);
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  // The stored choice is read once hydrated: the server's HTML has the navigation expanded. A
  // phone has no side navigation to collapse, and does not read the storage at its start.
  const hydrated = useHydrated();
  const [collapsedChoice, setCollapsed] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? (hydrated && !isMobile && readCollapsed());
  // Collapsing is the script's job: a tap before hydration is done once hydrated (docs/decisions/497).
  const toggleTaps = useEarlyTaps("church-nav");
  const slug = church.data?.church.slug;

  // Opened by id (or an old spelling): show the slug in the address bar, same page.
  useEffect(() => {
    if (!slug || slug === churchSlug) return;
    const prefix = paths.church.root.href(churchSlug);
    const rest = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : "";
    void navigate(`${paths.church.root.href(slug)}${rest}${location.search}`, { replace: true });
  }, [slug, churchSlug, location.pathname, location.search, navigate]);

  if (church.isError) return <Navigate to={paths.home.href()} replace />;
  const linkSlug = slug ?? churchSlug;
  const items = churchNavItems(linkSlug);
  const churchData = church.data?.church;

  function toggle() {
    const next = !collapsed;
    try {
      window.localStorage.setItem(COLLAPSED_STORAGE_KEY, String(next));
    } catch {
      // Not remembered: nothing else depends on it.
    }
    setCollapsed(next);
  }

  const churchHeader = (compact: boolean) =>
    churchData ? (
      <Link to={paths.church.root.href(linkSlug)} className={cn("flex min-w-0 items-center gap-2", compact && "justify-center")} title={churchData.name}>
        <ChurchAvatar name={churchData.name} logoUrl={churchData.logoUrl} className="size-8 text-sm" />
        <span className={cn("truncate font-semibold", compact && "sr-only")}>{churchData.name}</span>
      </Link>
    ) : (
      <Skeleton className="h-8 w-full" aria-label={texts.loading} />
    );

  return (
    <div className="flex min-h-svh w-full">
      <aside
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          "sticky top-0 hidden h-svh shrink-0 flex-col gap-4 border-r bg-sidebar p-3 text-sidebar-foreground transition-[width] duration-200 md:flex print:hidden",
          collapsed ? "w-16" : "w-64",
        )}
      >
        <div className="flex h-10 items-center px-1">{churchHeader(collapsed)}</div>
        <NavLinks items={items} collapsed={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* A printed page (a plan's repertoire) is the page's content alone, without the navigation. */}
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur print:hidden">
          <Button {...toggleTaps} variant="ghost" size="icon" className="-ml-1 hidden size-8 md:inline-flex" aria-expanded={!collapsed} onClick={toggle}>
            <PanelLeftIcon aria-hidden />
            <span className="sr-only">{texts.toggleSidebar}</span>
          </Button>
          <ChurchMenu items={items} header={churchHeader(false)} />
          <span aria-hidden className="mr-2 h-4 w-px bg-border" />
          <Link to={paths.home.href()} className="flex items-center gap-2 font-semibold touch:min-h-11" aria-label={texts.productHome}>
            <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <MusicIcon className="size-4" aria-hidden />
            </span>
            {texts.productName}
          </Link>
          {churchData && (
            <Link to={paths.church.root.href(linkSlug)} className="ml-auto min-w-0 truncate text-sm leading-[2.75rem] text-muted-foreground md:hidden">
              {churchData.name}
            </Link>
          )}
        </header>
        <main className="mx-auto flex w-full max-w-[2300px] flex-1 flex-col gap-6 p-4 md:p-6 print:p-0">
          {/* The page hydrates and commits apart from the layout: shorter tasks on a phone (docs/decisions/263). */}
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
