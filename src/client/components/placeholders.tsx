import { Fragment, type ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** `count` copies of a placeholder: the skeleton rows or cards of a list that is loading. */
export function Repeat({ count, children }: { count: number; children: ReactNode }) {
  return Array.from({ length: count }, (_, index) => <Fragment key={index}>{children}</Fragment>);
}

/** Skeleton shapes in a row or column, one a size (e.g. "h-4 w-24", "size-9 rounded-full"). */
export function Skeletons({ sizes }: { sizes: readonly string[] }) {
  return sizes.map((size, index) => <Skeleton key={index} className={size} />);
}

/**
 * A form's placeholder while its data loads, in a card named `label`: what stands above the
 * fields (`children`, e.g. an image), `fields` rows of a label and an input, and the save button.
 */
export function FormCardSkeleton({ label, fields, children }: { label: string; fields: number; children?: ReactNode }) {
  return (
    <Card aria-busy="true" aria-label={label}>
      <CardContent className="flex flex-col gap-6">
        {children}
        <Repeat count={fields}>
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-full" />
          </div>
        </Repeat>
        <Skeleton className="ml-auto h-9 w-24" />
      </CardContent>
    </Card>
  );
}
