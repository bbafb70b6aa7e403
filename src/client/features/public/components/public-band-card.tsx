import { UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { publicTexts as texts } from "./texts";

export type PublicBandCardData = { id: string; key: string; name: string; year: number; imageUrl: string | null };

/** The band's page. The key comes from the server; a band without one still opens by id (spec: fallback to id). */
export const bandHref = (churchSlug: string, band: Pick<PublicBandCardData, "id" | "key">) => paths.church.band.href(churchSlug, band.key || band.id);

/** A band in a horizontal strip: image (or an icon), name and year; opens the band page. */
export function PublicBandCard({
  churchSlug,
  band,
  onOpen,
  className,
}: {
  churchSlug: string;
  band: PublicBandCardData;
  /** Called before navigating (analytics hook point). */
  onOpen?: (band: PublicBandCardData) => void;
  className?: string;
}) {
  const href = bandHref(churchSlug, band);
  return (
    <Link
      to={href}
      onClick={() => onOpen?.(band)}
      className={cn(
        "flex w-40 shrink-0 flex-col items-center gap-2 rounded-xl border bg-card p-4 text-center shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      {band.imageUrl ? (
        <img src={band.imageUrl} alt={texts.bandImageAlt(band.name)} loading="lazy" className="size-20 rounded-full bg-muted object-cover" />
      ) : (
        <span className="flex size-20 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <UsersIcon className="size-8" aria-hidden />
        </span>
      )}
      <span className="line-clamp-2 text-sm font-semibold">{band.name}</span>
      <span className="text-xs text-muted-foreground">{band.year}</span>
    </Link>
  );
}
