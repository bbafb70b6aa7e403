import type { ComponentProps } from "react";
import { Command as CommandPrimitive } from "cmdk";
import { SearchIcon } from "lucide-react";
import { slotted } from "@/components/ui/slotted";
import { cn } from "@/lib/cn";

/** shadcn/ui command menu (cmdk): a filterable list, used inside a popover as a combobox. */
export const Command = slotted(
  CommandPrimitive,
  "command",
  "flex h-full w-full flex-col overflow-hidden rounded-md bg-popover text-popover-foreground",
);

export function CommandInput({ className, ...props }: ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div data-slot="command-input-wrapper" className="flex h-9 items-center gap-2 border-b px-3 touch:h-11">
      <SearchIcon aria-hidden className="size-4 shrink-0 opacity-50" />
      <CommandPrimitive.Input
        data-slot="command-input"
        className={cn(
          "flex h-10 w-full rounded-md bg-transparent py-3 touch:h-11 text-sm outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export const CommandList = slotted(
  CommandPrimitive.List,
  "command-list",
  "max-h-[300px] scroll-py-1 overflow-x-hidden overflow-y-auto",
);

export const CommandEmpty = slotted(CommandPrimitive.Empty, "command-empty", "py-6 text-center text-sm");

export const CommandGroup = slotted(
  CommandPrimitive.Group,
  "command-group",
  "overflow-hidden p-1 text-foreground [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground",
);

export const CommandItem = slotted(
  CommandPrimitive.Item,
  "command-item",
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 touch:min-h-11 text-sm outline-hidden select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);
