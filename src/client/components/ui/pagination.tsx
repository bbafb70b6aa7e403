import type { ComponentProps } from "react";
import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from "lucide-react";
import { buttonVariants, type ButtonProps } from "@/components/ui/button";
import { slotted } from "@/components/ui/slotted";
import { cn } from "@/lib/cn";

/**
 * Pagination in the shadcn/ui style, with buttons (pages are screen state, not links), and
 * `PageNavigation`, the spec's composition: Anterior/Próximo and the page numbers.
 */

/** Spec (services list, reused by the catalogue): up to 7 pages all show. */
const ALL_PAGES_UP_TO = 7;

export type PaginationSlot = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page numbers to show: all of them up to 7 pages; beyond that the first, the last, a window
 * around the current page and ellipses for the gaps (always 7 slots, so the bar does not jump).
 */
export function paginationSlots(page: number, pageCount: number): PaginationSlot[] {
  if (pageCount <= ALL_PAGES_UP_TO) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, "ellipsis-end", pageCount];
  if (page >= pageCount - 3) {
    return [1, "ellipsis-start", pageCount - 4, pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  }
  return [1, "ellipsis-start", page - 1, page, page + 1, "ellipsis-end", pageCount];
}

const PaginationContent = slotted("ul", "pagination-content", "flex flex-row flex-wrap items-center justify-center gap-1 touch:gap-2");

const PaginationItem = slotted("li", "pagination-item");

type PaginationButtonProps = { isActive?: boolean } & Pick<ButtonProps, "size"> & ComponentProps<"button">;

function PaginationButton({ className, isActive, size = "icon", ...props }: PaginationButtonProps) {
  return (
    <button
      type="button"
      aria-current={isActive ? "page" : undefined}
      data-slot="pagination-link"
      data-active={isActive}
      className={cn(buttonVariants({ variant: isActive ? "outline" : "ghost", size }), className)}
      {...props}
    />
  );
}

function PaginationPrevious({ className, children = "Anterior", ...props }: ComponentProps<typeof PaginationButton>) {
  return (
    <PaginationButton size="default" className={cn("gap-1 px-2.5 sm:pl-2.5", className)} {...props}>
      <ChevronLeftIcon aria-hidden />
      <span>{children}</span>
    </PaginationButton>
  );
}

function PaginationNext({ className, children = "Próximo", ...props }: ComponentProps<typeof PaginationButton>) {
  return (
    <PaginationButton size="default" className={cn("gap-1 px-2.5 sm:pr-2.5", className)} {...props}>
      <span>{children}</span>
      <ChevronRightIcon aria-hidden />
    </PaginationButton>
  );
}

function PaginationEllipsis({ className, ...props }: ComponentProps<"span">) {
  return (
    <span aria-hidden data-slot="pagination-ellipsis" className={cn("flex size-9 items-center justify-center touch:size-11", className)} {...props}>
      <MoreHorizontalIcon className="size-4" />
    </span>
  );
}

/** Anterior, the page numbers (spec rule above) and Próximo; nothing when there is one page or none. */
export function PageNavigation({
  page,
  pageCount,
  onPageChange,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginação" data-slot="pagination" className={cn("mx-auto flex w-full justify-center", className)}>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
        </PaginationItem>
        {paginationSlots(page, pageCount).map((slot) =>
          typeof slot === "number" ? (
            <PaginationItem key={slot}>
              <PaginationButton
                isActive={slot === page}
                aria-label={`Página ${slot}`}
                onClick={() => onPageChange(slot)}
              >
                {slot}
              </PaginationButton>
            </PaginationItem>
          ) : (
            <PaginationItem key={slot}>
              <PaginationEllipsis />
            </PaginationItem>
          ),
        )}
        <PaginationItem>
          <PaginationNext disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} />
        </PaginationItem>
      </PaginationContent>
    </nav>
  );
}
