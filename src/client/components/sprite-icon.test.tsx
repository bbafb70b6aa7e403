import { render } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { createSpriteIcon } from "./sprite-icon";

const EyeIcon = createSpriteIcon("/assets/icons-abc.svg#eye", "EyeIcon");

describe("an icon from the sprite", () => {
  it("draws the sprite's symbol at lucide's size, hidden from assistive technology, with the page's classes", () => {
    const { container } = render(<EyeIcon className="size-3.5" />);
    const svg = container.querySelector("svg")!;
    expect(svg.outerHTML).toBe('<svg width="24" height="24" class="lucide size-3.5" aria-hidden="true"><use href="/assets/icons-abc.svg#eye"></use></svg>');
  });

  it("takes lucide's props: size, colour and stroke width (as a style, which wins over the page's default drawing)", () => {
    const { container } = render(<EyeIcon size={16} color="red" strokeWidth={1.5} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("width")).toBe("16");
    expect(svg.getAttribute("height")).toBe("16");
    expect(svg.style.stroke).toBe("red");
    expect(svg.style.strokeWidth).toBe("1.5");
    expect(svg).not.toHaveAttribute("stroke");

    const absolute = render(<EyeIcon size={48} strokeWidth={2} absoluteStrokeWidth />).container.querySelector("svg")!;
    expect(absolute.style.strokeWidth).toBe("1");
  });

  it("is named for assistive technology when given a label, and forwards its ref and other attributes", () => {
    const ref = createRef<SVGSVGElement>();
    const { getByRole } = render(<EyeIcon ref={ref} role="img" aria-label="Visualizações" data-testid="eye" />);
    const svg = getByRole("img", { name: "Visualizações" });
    expect(svg).not.toHaveAttribute("aria-hidden");
    expect(svg).toHaveAttribute("data-testid", "eye");
    expect(ref.current).toBe(svg);
    // aria-hidden given by the caller, as the app's icons do.
    const hidden = render(<EyeIcon aria-hidden />).container.querySelector("svg")!;
    expect(hidden).toHaveAttribute("aria-hidden", "true");
  });
});
