import type { ReactNode } from "react";
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A card's header whose title is one of the page's sections (an h2), with the description under it. */
export function CardHeading({ title, description, className }: { title: ReactNode; description?: ReactNode; className?: string }) {
  return (
    <CardHeader className={className}>
      <CardTitle>
        <h2>{title}</h2>
      </CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </CardHeader>
  );
}
