import { forwardRef, type CSSProperties, type ReactNode, type SVGProps } from "react";

/** What lucide-react's icons accept: SVG attributes, and `size`, `color`, `strokeWidth`, `absoluteStrokeWidth`. */
export type SpriteIconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

/** Lucide draws on a 24 × 24 grid. */
const GRID = 24;

/** Props that name the icon for assistive technology: then it is not hidden from it (as in lucide-react). */
const isAccessible = (props: object, children: ReactNode) =>
  children != null || Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");

/**
 * A lucide icon drawn from the build's sprite (docs/decisions/421): `<svg><use href="sprite#name"/></svg>`
 * instead of the icon's paths in every copy of it. The look is lucide's: the stroke, its width,
 * caps and joins come from the `svg.lucide` rule in styles.css and reach the sprite's shapes by
 * inheritance, so a class (`fill-current`, `stroke-[1.5]`) still changes them; `color` and
 * `strokeWidth` become an inline style, which wins over that rule. The build puts this component
 * in place of lucide-react's icons (scripts/vite/icon-sprite.ts): features keep importing from
 * "lucide-react".
 */
export function createSpriteIcon(href: string, displayName: string) {
  const SpriteIcon = forwardRef<SVGSVGElement, SpriteIconProps>(function SpriteIcon(
    { size = GRID, color, strokeWidth, absoluteStrokeWidth, className, style, children, width, height, ...rest },
    ref,
  ) {
    const overrides: CSSProperties = {};
    if (color) overrides.stroke = color;
    if (strokeWidth !== undefined) overrides.strokeWidth = absoluteStrokeWidth ? (Number(strokeWidth) * GRID) / Number(size) : strokeWidth;
    const hasOverrides = overrides.stroke !== undefined || overrides.strokeWidth !== undefined;
    return (
      <svg
        ref={ref}
        width={width ?? size}
        height={height ?? size}
        className={className ? `lucide ${className}` : "lucide"}
        style={hasOverrides ? { ...overrides, ...style } : style}
        aria-hidden={isAccessible(rest, children) ? undefined : "true"}
        {...rest}
      >
        {children}
        <use href={href} />
      </svg>
    );
  });
  SpriteIcon.displayName = displayName;
  return SpriteIcon;
}
