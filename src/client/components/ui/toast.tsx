import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { slotted } from "@/components/ui/slotted";
import { cn } from "@/lib/cn";

/** Spec §9: a toast stays 5000 ms and is dismissed by a 50 px swipe. */
const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

export const ToastProvider = slotted(ToastPrimitive.Provider, "toast-provider", undefined, {
  defaults: { duration: TOAST_DURATION_MS, swipeThreshold: TOAST_SWIPE_THRESHOLD_PX, label: "Notificação" },
});

export const ToastViewport = slotted(
  ToastPrimitive.Viewport,
  "toast-viewport",
  "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
  { defaults: { label: "Notificações ({hotkey})" } },
);

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-2 overflow-hidden rounded-md border p-4 pr-8 shadow-lg touch:pr-12 transition-all data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[state=closed]:slide-out-to-right-full data-[state=open]:animate-in data-[state=open]:slide-in-from-top-full data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none sm:data-[state=open]:slide-in-from-bottom-full",
  {
    variants: {
      variant: {
        default: "border bg-background text-foreground",
        destructive: "destructive group border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastClose({
  className,
  label = "Fechar",
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label?: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        "absolute top-1 right-1 rounded-md p-1 text-foreground/50 opacity-0 transition-opacity group-hover:opacity-100 touch:flex touch:size-11 touch:items-center touch:justify-center touch:opacity-100 hover:text-foreground focus:opacity-100 focus:ring-1 focus:outline-none group-[.destructive]:text-destructive-foreground/70 group-[.destructive]:hover:text-destructive-foreground",
        className,
      )}
      toast-close=""
      {...props}
    >
      <XIcon className="size-4" />
      <span className="sr-only">{label}</span>
    </ToastPrimitive.Close>
  );
}

export const ToastTitle = slotted(ToastPrimitive.Title, "toast-title", "text-sm font-semibold [&+div]:text-xs");

export const ToastDescription = slotted(ToastPrimitive.Description, "toast-description", "text-sm opacity-90");
