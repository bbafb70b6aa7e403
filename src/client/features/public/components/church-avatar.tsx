import { cn } from "@/lib/cn";
import { InitialAvatar } from "./initial-avatar";
import { publicTexts as texts } from "./texts";

/** The church logo, or the first letter of its name when it has none (spec §1). */
export function ChurchAvatar({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  return (
    <InitialAvatar
      name={name}
      imageUrl={logoUrl}
      alt={logoUrl ? texts.logoAlt(name) : ""}
      className={cn("size-12 rounded-full bg-muted text-lg", className)}
      fallbackClassName="bg-primary text-primary-foreground"
    />
  );
}
