import { Fragment, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/** `count` copies of a placeholder: the skeleton rows or cards of a list that is loading. */
export function Repeat({ count, children }: { count: number; children: ReactNode }) {
  return Array.from({ length: count }, (_, index) => <Fragment key={index}>{children}</Fragment>);
}

/** Skeleton shapes in a row or column, one a size (e.g. "h-4 w-24", "size-9 rounded-full"). */
export function Skeletons({ sizes }: { sizes: readonly string[] }) {
  return sizes.map((size, index) => <Skeleton key={index} className={size} />);
}
