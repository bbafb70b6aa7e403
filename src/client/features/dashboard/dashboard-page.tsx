import { useId } from "react";
import { ArrowRightIcon, CalendarDaysIcon, ChurchIcon, GuitarIcon, MusicIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { DashboardCounts } from "@shared/schemas/dashboard";
import { RetryAlert } from "@/components/error-alert";
import { PageTitle } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useDashboardCounts } from "./api";
import { DashboardUsage } from "./dashboard-usage";
import { dashboardTexts as texts } from "./texts";

type Figure = { label: string; key: keyof DashboardCounts };

type CardSpec = {
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
  figures: Figure[];
};

/** Spec §2 "Dashboard": the four cards, their figures and where 'Ver Detalhes' goes. */
const cards: CardSpec[] = [
  {
    ...texts.cards.musicians,
    icon: UsersIcon,
    href: paths.admin.musicians.href(),
    figures: [{ label: texts.cards.musicians.total, key: "musicians" }],
  },
  {
    ...texts.cards.bands,
    icon: GuitarIcon,
    href: paths.admin.bands.list.href(),
    figures: [{ label: texts.cards.bands.total, key: "bands" }],
  },
  {
    ...texts.cards.services,
    icon: CalendarDaysIcon,
    href: paths.admin.services.list.href(),
    figures: [
      { label: texts.cards.services.total, key: "services" },
      { label: texts.cards.services.recent, key: "servicesLast30Days" },
    ],
  },
  {
    ...texts.cards.songs,
    icon: MusicIcon,
    href: paths.admin.songs.list.href(),
    figures: [
      { label: texts.cards.songs.total, key: "songs" },
      { label: texts.cards.songs.recent, key: "songsLast30Days" },
    ],
  },
];

/** /admin: the church at a glance, with a way into each section. */
export function DashboardPage() {
  const counts = useDashboardCounts();
  const noChurch = counts.error instanceof ApiError && counts.error.code === "church_required";

  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={texts.title} description={texts.description} />
      {noChurch ? (
        <NoChurchPrompt />
      ) : counts.isError && !counts.data ? (
        <RetryAlert title={texts.loadFailed.title} message={texts.loadFailed.description} retryLabel={texts.loadFailed.retry} onRetry={() => void counts.refetch()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {cards.map((card) => (
              <DashboardCard key={card.href} card={card} counts={counts.data} />
            ))}
          </div>
          <DashboardUsage />
        </>
      )}
    </section>
  );
}

function DashboardCard({ card, counts }: { card: CardSpec; counts: DashboardCounts | undefined }) {
  const titleId = useId();
  const Icon = card.icon;
  return (
    <Card role="region" aria-labelledby={titleId} className="justify-between">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Icon aria-hidden className="size-5 text-primary" />
          {card.title}
        </CardTitle>
        <CardDescription>{card.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className={cn("grid gap-4", card.figures.length > 1 && "grid-cols-2")}>
          {card.figures.map((figure) => (
            <div key={figure.key} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-3xl font-bold tabular-nums">
                {counts ? (counts[figure.key] ?? 0) : <Skeleton aria-label={figure.label} className="h-9 w-12" />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to={card.href}>
            {texts.viewDetails}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function NoChurchPrompt() {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ChurchIcon aria-hidden className="size-5 text-primary" />
          {texts.noChurch.title}
        </CardTitle>
        <CardDescription>{texts.noChurch.description}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link to={paths.admin.church.href()}>{texts.noChurch.action}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
