import { cn } from "@/lib/cn";
import { publicTexts as texts } from "./texts";

/** The church logo, or the first letter of its name when it has none (spec §1). */
export function ChurchAvatar({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  if (logoUrl) {
    return <img src={logoUrl} alt={texts.logoAlt(name)} className={cn("size-12 shrink-0 rounded-full bg-muted object-cover", className)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground uppercase",
        className,
      )}
    >
      {name.trim().charAt(0)}
    </span>
  );
}
