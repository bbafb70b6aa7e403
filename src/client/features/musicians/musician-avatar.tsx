import type { Musician } from "@shared/schemas/musicians";
import { cn } from "@/lib/cn";

/** The musician's photo, or the first letter of the name in a circle. */
export function MusicianAvatar({ musician, className }: { musician: Pick<Musician, "name" | "avatarUrl">; className?: string }) {
  return (
    <span
      className={cn(
        "flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-sm font-medium text-muted-foreground",
        className,
      )}
    >
      {musician.avatarUrl ? (
        <img src={musician.avatarUrl} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden>{musician.name.trim().charAt(0).toLocaleUpperCase("pt-BR")}</span>
      )}
    </span>
  );
}
