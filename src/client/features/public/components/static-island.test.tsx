import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticIsland } from "./static-island";

type Card = { key: string; name: string };

function Page({ cards, onOpenLink }: { cards: Card[]; onOpenLink?: (path: string) => void }) {
  const location = useLocation();
  return (
    <main>
      <p data-testid="where">{location.pathname}</p>
      <StaticIsland drawnFrom={cards} onOpenLink={onOpenLink} className="grid">
        {cards.map((card) => (
          <a key={card.key} href={`/songs/${card.key}`}>
            <img src={`https://i.ytimg.com/vi/${card.key}/maxresdefault.jpg`} alt={card.name} />
            {card.name}
          </a>
        ))}
      </StaticIsland>
    </main>
  );
}

const cards: Card[] = [
  { key: "abc", name: "Hosana" },
  { key: "def", name: "Lugar Secreto" },
];

function router(element: React.ReactNode) {
  return createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
}

// What @testing-library/react sets for its own renders: React's act() works here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  vi.unstubAllEnvs();
});

/** The page as the server sends it, then hydrated by the client, as main.tsx does. */
async function serveAndHydrate(page: (cards: Card[]) => React.ReactNode) {
  vi.stubEnv("SSR", true);
  const html = renderToString(<RouterProvider router={router(page(cards))} />);
  vi.stubEnv("SSR", false);
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const hydrated = router(page(cards));
  await act(async () => {
    root = hydrateRoot(container!, <RouterProvider router={hydrated} />, { onRecoverableError: (error) => { throw error; } });
  });
  return { container, router: hydrated };
}

const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));

describe("StaticIsland", () => {
  it("keeps the server's cards as they are, without hydrating them, and says when it is ready", async () => {
    const { container } = await serveAndHydrate((list) => <Page cards={list} />);
    const island = container.querySelector("[data-island]")!;
    expect(island).toHaveAttribute("data-island", "ready");
    expect(island).toHaveClass("grid");
    expect([...island.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["Hosana", "Lugar Secreto"]);
    expect([...island.querySelectorAll("*")].some(hasFiber)).toBe(false);
    expect(hasFiber(container.querySelector("main")!)).toBe(true);
  });

  it("opens a card's link in place, after telling the page which one", async () => {
    const opened = vi.fn();
    const { container, router: hydrated } = await serveAndHydrate((list) => <Page cards={list} onOpenLink={opened} />);
    const link = container.querySelector<HTMLAnchorElement>('a[href="/songs/def"]')!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(opened).toHaveBeenCalledWith("/songs/def");
    expect(hydrated.state.location.pathname).toBe("/songs/def");
    expect(container.querySelector('[data-testid="where"]')).toHaveTextContent("/songs/def");
  });

  it("leaves a click with a modifier key to the browser (a new tab)", async () => {
    const opened = vi.fn();
    const { container, router: hydrated } = await serveAndHydrate((list) => <Page cards={list} onOpenLink={opened} />);
    let leftToTheBrowser = false;
    // What the island did, seen after it; then the test's browser (jsdom) is kept from navigating.
    const afterIsland = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", afterIsland);
    container.querySelector('a[href="/songs/abc"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    window.removeEventListener("click", afterIsland);
    expect(leftToTheBrowser).toBe(true);
    expect(opened).not.toHaveBeenCalled();
    expect(hydrated.state.location.pathname).toBe("/");
  });

  it("moves a thumbnail that fails straight on to the stock image, and stays there", async () => {
    const { container } = await serveAndHydrate((list) => <Page cards={list} />);
    const image = container.querySelector<HTMLImageElement>('img[alt="Hosana"]')!;
    expect(image.getAttribute("src")).toBe("https://i.ytimg.com/vi/abc/maxresdefault.jpg");
    image.dispatchEvent(new Event("error"));
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml|fallback-thumbnail/);
    const stock = image.getAttribute("src");
    image.dispatchEvent(new Event("error"));
    expect(image.getAttribute("src")).toBe(stock);
  });

  it("moves YouTube's placeholder on to the high-quality image, then to the stock image", async () => {
    const { container } = await serveAndHydrate((list) => <Page cards={list} />);
    const image = container.querySelector<HTMLImageElement>('img[alt="Hosana"]')!;
    vi.spyOn(image, "naturalWidth", "get").mockReturnValue(120);
    image.dispatchEvent(new Event("load"));
    expect(image.getAttribute("src")).toBe("https://i.ytimg.com/vi/abc/hqdefault.jpg");
    image.dispatchEvent(new Event("load"));
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml|fallback-thumbnail/);
  });

  it("draws the cards again when what they are drawn from changes", async () => {
    const { container } = await serveAndHydrate((list) => <Page cards={list} />);
    const newer = [{ key: "ghi", name: "Grande é o Senhor" }];
    await act(async () => {
      root!.render(<RouterProvider router={router(<Page cards={newer} />)} />);
    });
    const island = container.querySelector("[data-island]")!;
    expect([...island.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["Grande é o Senhor"]);
    expect(hasFiber(island.querySelector("a")!)).toBe(true);
  });
});
