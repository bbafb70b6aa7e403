import type { ComponentProps } from "react";
import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";
import { slotted } from "@/components/ui/slotted";

/** The look dialogs share: the alert dialog has the same box, and the sheet the same overlay. */
export const dialogClasses = {
  overlay:
    "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0",
  // Never larger than the screen: a long dialog scrolls inside (docs/decisions/433).
  content:
    "fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto overscroll-contain rounded-lg border bg-background p-6 shadow-lg duration-200 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 sm:max-w-lg",
  header: "flex flex-col gap-2 text-center sm:text-left",
  footer: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
};

export const Dialog = slotted(DialogPrimitive.Root, "dialog");

const DialogOverlay = slotted(DialogPrimitive.Overlay, "dialog-overlay", dialogClasses.overlay);

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel = "Fechar",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal data-slot="dialog-portal">
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogClasses.content, className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-xs opacity-70 ring-offset-background transition-opacity hover:opacity-100 touch:top-1.5 touch:right-1.5 touch:flex touch:size-11 touch:items-center touch:justify-center focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-hidden disabled:pointer-events-none data-[state=open]:bg-accent data-[state=open]:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          >
            <XIcon />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

// Room on phones for the 44 px close button at the top right.
export const DialogHeader = slotted("div", "dialog-header", `${dialogClasses.header} touch:pr-7`);

export const DialogFooter = slotted("div", "dialog-footer", dialogClasses.footer);

export const DialogTitle = slotted(DialogPrimitive.Title, "dialog-title", "text-lg leading-none font-semibold");

export const DialogDescription = slotted(
  DialogPrimitive.Description,
  "dialog-description",
  "text-sm text-muted-foreground",
);
