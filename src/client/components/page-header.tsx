import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type PageTitleProps = {
  title: ReactNode;
  /** The line under the title; nothing when absent (e.g. while the data it depends on loads). */
  description?: ReactNode;
  /** Classes added to the description's, e.g. "max-w-2xl" to keep a long one readable. */
  descriptionClassName?: string;
  /** "header" when the title block is the page's whole header (no actions beside it). */
  as?: "div" | "header";
  /** More lines under the description (e.g. the period a page covers). */
  children?: ReactNode;
};

/** An admin page's title (its only h1) with the description under it. */
export function PageTitle({ title, description, descriptionClassName, as: Tag = "div", children }: PageTitleProps) {
  return (
    <Tag className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {description ? <p className={cn(descriptionClassName, "text-muted-foreground")}>{description}</p> : null}
      {children}
    </Tag>
  );
}

/** An admin page's header: the title block, and the page's actions (a link, buttons) at its right. */
export function PageHeader({ actions, ...title }: Omit<PageTitleProps, "as"> & { actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <PageTitle {...title} />
      {actions}
    </header>
  );
}
