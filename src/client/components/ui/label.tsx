import { Label as LabelPrimitive } from "radix-ui";
import { slotted } from "@/components/ui/slotted";

export const Label = slotted(
  LabelPrimitive.Root,
  "label",
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
);
