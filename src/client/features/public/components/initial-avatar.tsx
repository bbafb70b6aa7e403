import { cn } from "@/lib/cn";

/**
 * A picture (a church logo, a band image, a musician's avatar) or, without one, the first letter
 * of the name. `className` sizes and shapes both; `fallbackClassName` colours the letter's tile (over `className`).
 */
export function InitialAvatar({
  name,
  imageUrl,
  alt = "",
  className,
  fallbackClassName = "bg-primary/10 text-primary",
}: {
  name: string;
  imageUrl: string | null;
  alt?: string;
  className?: string;
  fallbackClassName?: string;
}) {
  if (imageUrl) return <img src={imageUrl} alt={alt} className={cn("shrink-0 object-cover", className)} />;
  return (
    <span aria-hidden className={cn("flex shrink-0 items-center justify-center font-semibold", className, fallbackClassName)}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
