import type { ComponentProps } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { buttonVariants } from "@/components/ui/button";
import { dialogClasses } from "@/components/ui/dialog";
import { slotted } from "@/components/ui/slotted";
import { cn } from "@/lib/cn";

export const AlertDialog = slotted(AlertDialogPrimitive.Root, "alert-dialog");

export const AlertDialogTrigger = slotted(AlertDialogPrimitive.Trigger, "alert-dialog-trigger");

const AlertDialogOverlay = slotted(AlertDialogPrimitive.Overlay, "alert-dialog-overlay", dialogClasses.overlay);

export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal data-slot="alert-dialog-portal">
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(dialogClasses.content, className)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = slotted("div", "alert-dialog-header", dialogClasses.header);

export const AlertDialogFooter = slotted("div", "alert-dialog-footer", dialogClasses.footer);

export const AlertDialogTitle = slotted(
  AlertDialogPrimitive.Title,
  "alert-dialog-title",
  "text-lg font-semibold break-words",
);

export const AlertDialogDescription = slotted(
  AlertDialogPrimitive.Description,
  "alert-dialog-description",
  "text-sm break-words text-muted-foreground",
);

export const AlertDialogAction = slotted(AlertDialogPrimitive.Action, "alert-dialog-action", buttonVariants());

export const AlertDialogCancel = slotted(
  AlertDialogPrimitive.Cancel,
  "alert-dialog-cancel",
  buttonVariants({ variant: "outline" }),
);
