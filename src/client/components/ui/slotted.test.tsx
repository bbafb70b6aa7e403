import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { Label as LabelPrimitive } from "radix-ui";
import { describe, expect, it } from "vitest";
import { slotted } from "./slotted";

const Panel = slotted("section", "panel", "rounded-md p-4", { data: { "data-kind": "panel" } });
const Plain = slotted(LabelPrimitive.Root, "plain-label");

describe("slotted", () => {
  it("renders the element with its slot, its data attributes and its classes", () => {
    render(<Panel aria-label="Painel">Conteúdo</Panel>);
    const panel = screen.getByRole("region", { name: "Painel" });
    expect(panel.tagName).toBe("SECTION");
    expect(panel).toHaveAttribute("data-slot", "panel");
    expect(panel).toHaveAttribute("data-kind", "panel");
    expect(panel).toHaveClass("rounded-md", "p-4");
    expect(panel).toHaveTextContent("Conteúdo");
  });

  it("lets the caller's classes win over the defaults it conflicts with, and keeps the rest", () => {
    render(<Panel aria-label="Painel" className="p-2 shadow" />);
    expect(screen.getByRole("region", { name: "Painel" }).className).toBe("rounded-md p-2 shadow");
  });

  it("forwards the ref to the element", () => {
    const ref = createRef<HTMLElement>();
    render(<Panel aria-label="Painel" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("region", { name: "Painel" }));
  });

  it("lets the caller replace the slot name, as the hand-written parts did", () => {
    render(<Panel aria-label="Painel" data-slot="other" />);
    expect(screen.getByRole("region", { name: "Painel" })).toHaveAttribute("data-slot", "other");
  });

  it("passes the className through untouched when it has no classes of its own", () => {
    render(
      <>
        <Plain>Sem classe</Plain>
        <Plain className="font-bold">Com classe</Plain>
      </>,
    );
    expect(screen.getByText("Sem classe")).not.toHaveAttribute("class");
    expect(screen.getByText("Com classe")).toHaveAttribute("class", "font-bold");
    expect(screen.getByText("Sem classe")).toHaveAttribute("data-slot", "plain-label");
  });

  it("gives default props that the caller may override", () => {
    const Note = slotted("p", "note", undefined, { defaults: { title: "Nota", lang: "pt-BR" } });
    render(<Note lang="en">Texto</Note>);
    expect(screen.getByText("Texto")).toHaveAttribute("title", "Nota");
    expect(screen.getByText("Texto")).toHaveAttribute("lang", "en");
  });

  it("is named after its slot for React DevTools", () => {
    expect(slotted("div", "alert-dialog-title").displayName).toBe("AlertDialogTitle");
  });
});
