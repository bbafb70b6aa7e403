import { Separator as SeparatorPrimitive } from "radix-ui";
import { slotted } from "@/components/ui/slotted";

export const Separator = slotted(
  SeparatorPrimitive.Root,
  "separator",
  "shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px",
  { defaults: { orientation: "horizontal", decorative: true } },
);
