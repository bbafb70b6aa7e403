import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { homeTexts as texts } from "./texts";

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork();
  network.on("GET", "/api/public/churches", (request) =>
    jsonResponse({
      churches: request.url.searchParams.get("search")
        ? []
        : [
            { id: "1", name: "Igreja Esperança", slug: "igreja-esperanca", logoUrl: null },
            { id: "2", name: "Comunidade Vida", slug: "comunidade-vida", logoUrl: "/uploads/logos/vida.png" },
          ],
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("church directory", () => {
  it("lists the churches with logo or first letter, each opening its home", async () => {
    renderApp("/");
    const link = await screen.findByRole("link", { name: /Igreja Esperança/ });
    expect(link).toHaveAttribute("href", "/churches/igreja-esperanca");
    expect(link).toHaveTextContent("I");
    expect(screen.getByRole("img", { name: "Logo da Comunidade Vida" })).toHaveAttribute("src", "/uploads/logos/vida.png");
  });

  it("searches after the debounce and says when nothing matches", async () => {
    const { user } = renderApp("/");
    await screen.findByRole("link", { name: /Igreja Esperança/ });
    await user.type(screen.getByRole("searchbox", { name: texts.searchLabel }), "zzz");
    expect(await screen.findByText(texts.empty + texts.emptySearchHint)).toBeVisible();
    await waitFor(() => expect(network.requestsTo("GET", "/api/public/churches").at(-1)?.url.searchParams.get("search")).toBe("zzz"));
  });
});
