import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { slotted } from "@/components/ui/slotted";
import { cn } from "@/lib/cn";

const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current",
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground",
        success:
          "border-success/40 bg-success/10 text-success *:data-[slot=alert-description]:text-success",
        destructive:
          "bg-card text-destructive *:data-[slot=alert-description]:text-destructive/90",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

/**
 * An inline message. Errors default to role="alert" (announced at once); pass
 * role="status" for confirmations that should be announced politely.
 */
export function Alert({
  className,
  variant,
  role,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export const AlertTitle = slotted("div", "alert-title", "col-start-2 line-clamp-1 min-h-4 font-medium tracking-tight");

export const AlertDescription = slotted(
  "div",
  "alert-description",
  "col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed",
);
