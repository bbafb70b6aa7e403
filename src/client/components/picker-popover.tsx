import type { ComponentProps, ReactNode } from "react";
import { Command, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

export type PickerPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The combobox button that opens the list. */
  trigger: ReactNode;
  /** The list's accessible name. */
  label: string;
  /** How the list filters what is typed: a filter of its own, or `shouldFilter={false}` when the server searches. */
  filtering: Pick<ComponentProps<typeof Command>, "filter" | "shouldFilter">;
  /** The search box (`CommandInput`). */
  input: ReactNode;
  /** While set, the list shows this text instead of its options. */
  loadingText: string | null;
  /** The options (`CommandEmpty`, `CommandGroup`). */
  children: ReactNode;
};

/** A button that opens a searchable list of options under it (the admin forms' pickers). */
export function PickerPopover({ open, onOpenChange, trigger, label, filtering, input, loadingText, children }: PickerPopoverProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-[min(18rem,var(--radix-popover-content-available-width))] p-0" align="start">
        <Command {...filtering} label={label}>
          {input}
          <CommandList>
            {loadingText !== null ? <div className="py-6 text-center text-sm text-muted-foreground">{loadingText}</div> : children}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
