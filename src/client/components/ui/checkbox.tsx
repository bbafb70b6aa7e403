import type { ComponentProps } from "react";
import { CheckIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

/**
 * shadcn/ui checkbox. The control (Radix's button) holds the visible box: on a desktop both are
 * the same 16 px square; on phones and touch screens the control grows to a 44 × 44 px target
 * around a 20 px box, so a thumb can tick it (docs/decisions/430).
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "group/checkbox peer inline-flex size-4 shrink-0 items-center justify-center rounded-[4px] outline-none disabled:cursor-not-allowed disabled:opacity-50 touch:size-11 touch:rounded-md",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:ring-destructive/20",
        className,
      )}
      {...props}
    >
      <span
        data-slot="checkbox-box"
        aria-hidden
        className={cn(
          "flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input shadow-xs transition-shadow touch:size-5",
          "group-data-[state=checked]/checkbox:border-primary group-data-[state=checked]/checkbox:bg-primary group-data-[state=checked]/checkbox:text-primary-foreground",
          "group-focus-visible/checkbox:border-ring group-aria-invalid/checkbox:border-destructive",
        )}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center text-current">
          <CheckIcon className="size-3.5" />
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}
