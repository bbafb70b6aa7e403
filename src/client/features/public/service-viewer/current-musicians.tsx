import { Link } from "react-router";
import type { ViewerMusician } from "@shared/schemas/public-service-viewer";
import { InitialAvatar } from "@/features/public/components/initial-avatar";
import { track } from "@/lib/analytics";
import { paths } from "@/lib/paths";
import { serviceViewerTexts as texts } from "./texts";

/** "Músicos": who played the current song (its own lineup, else the service's, else the band's). */
export function CurrentMusicians({ churchSlug, churchId, musicians }: { churchSlug: string; churchId: string; musicians: ViewerMusician[] }) {
  return (
    <section aria-labelledby="current-musicians-heading" className="flex flex-col gap-3">
      <h2 id="current-musicians-heading" className="font-semibold">
        {texts.musiciansHeading}
      </h2>
      {musicians.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noMusicians}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2" data-testid="current-musicians">
          {musicians.map((musician) => {
            const href = paths.church.musician.href(churchSlug, musician.key || musician.id);
            return (
              <li key={musician.id}>
                <Link
                  to={href}
                  onClick={() => track("navigate_to", { church_id: churchId, destination: href, musician_id: musician.id, musician_name: musician.name })}
                  className="flex items-center gap-3 rounded-lg border bg-card p-2 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <InitialAvatar
                    name={musician.name}
                    imageUrl={musician.avatarUrl}
                    className="size-10 rounded-full bg-muted"
                    fallbackClassName="bg-secondary text-secondary-foreground"
                  />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{musician.name}</span>
                    {musician.instrument && <span className="block truncate text-xs text-muted-foreground">{musician.instrument}</span>}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
