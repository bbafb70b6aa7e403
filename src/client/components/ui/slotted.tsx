import type { ComponentProps, ElementType, ReactElement } from "react";
import type { ClassValue } from "clsx";
import { cn } from "@/lib/cn";

type DataAttributes = Record<`data-${string}`, string>;

type SlottedComponent<C extends ElementType> = ((props: ComponentProps<C>) => ReactElement) & {
  displayName: string;
};

/** "alert-dialog-title" → "AlertDialogTitle", the name React DevTools shows. */
function pascalCase(slotName: string): string {
  return slotName.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/**
 * The shape most shadcn/ui parts share, written once: `Component` (an HTML tag or a Radix part)
 * with `data-slot={name}` and `classes` merged before the caller's `className` (`cn`, so the
 * caller's utilities win); without `classes` the className passes through untouched. `data` adds
 * fixed data attributes; `defaults` are props the caller may override. Props, refs (a prop in
 * React 19) and children go to `Component` as they are, and a `data-slot` given by the caller
 * replaces the default, as in the hand-written parts.
 *
 *   export const CardContent = slotted("div", "card-content", "px-6");
 *   export const Popover = slotted(PopoverPrimitive.Root, "popover");
 */
export function slotted<C extends ElementType>(
  Component: C,
  name: string,
  classes?: ClassValue,
  { data, defaults }: { data?: DataAttributes; defaults?: Partial<ComponentProps<C>> } = {},
): SlottedComponent<C> {
  // A generic element type cannot be checked against its own props inside JSX; the signature above
  // keeps the callers' types exact.
  const Element: ElementType = Component;
  function Part(props: ComponentProps<C>) {
    if (classes === undefined) return <Element data-slot={name} {...data} {...defaults} {...props} />;
    const { className, ...rest } = props as { className?: ClassValue };
    return <Element data-slot={name} {...data} {...defaults} className={cn(classes, className)} {...rest} />;
  }
  Part.displayName = pascalCase(name);
  return Part;
}
