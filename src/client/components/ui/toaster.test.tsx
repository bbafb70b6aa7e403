import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./toaster";
import { clearToasts, toast } from "./use-toast";

afterEach(() => {
  act(() => clearToasts());
});

describe("Toaster", () => {
  it("shows one toast at a time: a new one replaces the previous", () => {
    render(<Toaster />);

    act(() => {
      toast({ variant: "destructive", title: "Erro", description: "Primeira falha." });
    });
    expect(screen.getByText("Primeira falha.")).toBeVisible();

    act(() => {
      toast({ title: "Sucesso", description: "Tudo certo." });
    });
    expect(screen.getByText("Tudo certo.")).toBeVisible();
    expect(screen.queryByText("Primeira falha.")).not.toBeInTheDocument();
  });

  it("hides a toast when it is dismissed", () => {
    render(<Toaster />);

    let shown: ReturnType<typeof toast> | undefined;
    act(() => {
      shown = toast({ title: "Sucesso", description: "Salvo." });
    });
    expect(screen.getByText("Salvo.")).toBeVisible();

    act(() => shown?.dismiss());

    expect(screen.queryByText("Salvo.")).not.toBeInTheDocument();
  });
});
