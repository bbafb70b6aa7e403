import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "./app-providers";
import { clearToasts, toast } from "./components/ui/use-toast";
import { setHydratingServerPage } from "./hooks/use-hydrated";

let root: Root | null = null;

afterEach(() => {
  act(() => {
    root?.unmount();
    clearToasts();
  });
  root = null;
  setHydratingServerPage(false);
  document.body.innerHTML = "";
});

const page = (
  <AppProviders>
    <p>Página</p>
  </AppProviders>
);

/** The toasts' region that Radix draws: "Notificações (F8)". */
const toastRegion = () => screen.queryByRole("region", { name: /notificações/i });

describe("AppProviders", () => {
  it("has the toasts ready at once on a page the client draws", async () => {
    render(page);
    expect(await screen.findByRole("region", { name: /notificações/i })).toBeInTheDocument();
  });

  it("on a page the server drew, loads the toasts with the first one and shows it", async () => {
    // As main.tsx says before hydrating; here it also makes the "server" (this test's window) render as one.
    setHydratingServerPage(true);
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    // Give a lazily loaded module the chance to arrive: it is not asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastRegion()).toBeNull();

    act(() => {
      toast({ title: "Salvo", description: "O culto foi salvo." });
    });
    expect(await screen.findByText("O culto foi salvo.")).toBeVisible();
  });
});
