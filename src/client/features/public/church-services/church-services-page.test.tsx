import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChurchSummary, Page, ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import { listingTexts } from "@/features/public/components/listing/texts";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { churchServicesTexts } from "./texts";

const church: ChurchSummary = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "igreja-esperanca",
  name: "Igreja Esperança",
  logoUrl: null,
  servicesTotal: 2,
  songsTotal: 3,
};
const band = { id: "22222222-2222-4222-8222-222222222222", key: "banda-agape-2019", name: "Banda Ágape", year: 2019 };

function service(n: number): ServiceListItem {
  return {
    id: `33333333-3333-4333-8333-00000000000${n}`,
    key: `0${n}-03-2024-19h-banda-agape`,
    date: `2024-03-0${n}`,
    time: "19:00:00",
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    viewCount: 10 * n,
    duration: 3600 + n,
    songCount: 1,
    band,
    songs: [{ id: `44444444-4444-4444-8444-00000000000${n}`, key: `hosana-4444`, songId: "s", name: `Hosana ${n}`, viewCount: n, duration: 200, startTime: 0, endTime: 200 }],
  };
}

function song(n: number): SongListItem {
  return {
    id: `55555555-5555-4555-8555-00000000000${n}`,
    key: `cancao-${n}-5555`,
    name: `Canção ${n}`,
    songId: `66666666-6666-4666-8666-00000000000${n}`,
    songKey: `cancao-${n}-6666`,
    serviceId: service(1).id,
    serviceKey: service(1).key,
    date: "2024-03-01",
    time: "19:00:00",
    startTime: 0,
    endTime: 185,
    duration: 185,
    viewCount: 1234,
    videoUrl: service(1).videoUrl,
    band,
  };
}

const page = <T,>(items: T[], total = items.length): Page<T> => ({ items, total, page: 1, pageSize: 50 });

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork();
  network.on("GET", "/api/public/churches/igreja-esperanca", () => jsonResponse({ church }));
  network.on("GET", "/api/public/churches/igreja-esperanca/services", () => jsonResponse(page([service(2), service(1)])));
  network.on("GET", "/api/public/churches/igreja-esperanca/songs", () => jsonResponse(page([song(1), song(2), song(3)])));
});
afterEach(() => vi.unstubAllGlobals());

describe("church services page", () => {
  it("shows the heading, the count cards and the services grid, then everything loaded", async () => {
    renderApp("/churches/igreja-esperanca/services");
    expect(await screen.findByRole("heading", { level: 1, name: churchServicesTexts.heading })).toBeVisible();
    expect(screen.getByText(churchServicesTexts.counts.services, { selector: "dt" }).nextElementSibling).toHaveTextContent("2");
    expect(screen.getByText(churchServicesTexts.counts.songs, { selector: "dt" }).nextElementSibling).toHaveTextContent("3");
    expect(await screen.findByRole("link", { name: /Culto 19h 02\.03\.2024/ })).toHaveAttribute(
      "href",
      "/churches/igreja-esperanca/services/02-03-2024-19h-banda-agape",
    );
    expect(await screen.findByText(listingTexts.allServicesLoaded(2))).toBeVisible();
  });

  it("replaces invalid tab and view values in the URL", async () => {
    const { router } = renderApp("/churches/igreja-esperanca/services?tab=videos&view=mosaic");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=cultos&view=grid"));
    expect(await screen.findByRole("tab", { name: listingTexts.tabs.cultos, selected: true })).toBeVisible();
  });

  it("keeps view out of the URL on the musicas tab and remembers the tab for the next visit", async () => {
    const first = renderApp("/churches/igreja-esperanca/services?tab=cultos&view=list");
    expect((await screen.findAllByRole("link", { name: listingTexts.play })).length).toBe(2);
    await first.user.click(await screen.findByRole("tab", { name: listingTexts.tabs.musicas }));
    await waitFor(() => expect(first.router.state.location.search).toBe("?tab=musicas"));
    const table = await screen.findByRole("table", { name: listingTexts.songsTableLabel });
    expect(await within(table).findByText("Canção 1")).toBeVisible();
    expect(await screen.findByText(listingTexts.allSongsLoaded(3))).toBeVisible();
    first.unmount();

    const second = renderApp("/churches/igreja-esperanca/services");
    expect(await screen.findByRole("tab", { name: listingTexts.tabs.musicas, selected: true })).toBeVisible();
    await second.user.click(screen.getByRole("tab", { name: listingTexts.tabs.cultos }));
    // The view chosen earlier (list) comes back with the cultos tab.
    await waitFor(() => expect(second.router.state.location.search).toBe("?tab=cultos&view=list"));
  });

  it("opens a song row within its service", async () => {
    const { user, router } = renderApp("/churches/igreja-esperanca/services?tab=musicas");
    await user.click(await screen.findByText("Canção 2"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/services/01-03-2024-19h-banda-agape/songs/cancao-2-5555"),
    );
  });

  it("asks the server to sort: the same column toggles, a new one starts descending, each a link to its URL", async () => {
    const { user, router } = renderApp("/churches/igreja-esperanca/services?tab=musicas");
    await screen.findByText("Canção 1");
    expect(screen.getByRole("link", { name: /Título/ })).toHaveAttribute("href", "/churches/igreja-esperanca/services?dir=desc&sort=name&tab=musicas");
    await user.click(screen.getByRole("link", { name: /Título/ }));
    await waitFor(() => expect(network.requestsTo("GET", "/api/public/churches/igreja-esperanca/songs").at(-1)?.url.searchParams.get("sort")).toBe("name"));
    expect(network.requestsTo("GET", "/api/public/churches/igreja-esperanca/songs").at(-1)?.url.searchParams.get("direction")).toBe("desc");
    expect(router.state.location.search).toBe("?dir=desc&sort=name&tab=musicas");
    await user.click(screen.getByRole("link", { name: /Título/ }));
    await waitFor(() => expect(network.requestsTo("GET", "/api/public/churches/igreja-esperanca/songs").at(-1)?.url.searchParams.get("direction")).toBe("asc"));
    expect(screen.getByRole("columnheader", { name: /Título/ })).toHaveAttribute("aria-sort", "ascending");
  });

  it("sorts the services through links: Visualizações descending, then ascending, back to the first page", async () => {
    const { user, router } = renderApp("/churches/igreja-esperanca/services?tab=cultos&view=grid&page=2");
    const views = await screen.findByRole("link", { name: listingTexts.sortFields.view_count });
    expect(views).toHaveAttribute("href", "/churches/igreja-esperanca/services?dir=desc&sort=views&tab=cultos&view=grid");
    expect(screen.getByRole("link", { name: /^Data/ })).toHaveAttribute("aria-current", "true");
    await user.click(views);
    await waitFor(() => expect(router.state.location.search).toBe("?dir=desc&sort=views&tab=cultos&view=grid"));
    const last = () => network.requestsTo("GET", "/api/public/churches/igreja-esperanca/services").at(-1)!.url.searchParams;
    await waitFor(() => expect(last().get("sort")).toBe("view_count"));
    expect(last().get("direction")).toBe("desc");
    await user.click(screen.getByRole("link", { name: /Visualizações/ }));
    await waitFor(() => expect(last().get("direction")).toBe("asc"));
    expect(router.state.location.search).toBe("?dir=asc&sort=views&tab=cultos&view=grid");
  });

  it("keeps the search in the URL: typed (after the debounce) or submitted, and the form carries the tab, view and order", async () => {
    const { user, router } = renderApp("/churches/igreja-esperanca/services?tab=cultos&view=list&sort=views&dir=asc");
    const box = await screen.findByRole("searchbox", { name: listingTexts.searchLabel });
    expect(box).toHaveAttribute("name", "q");
    const form = box.closest("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(Object.fromEntries(new FormData(form))).toEqual({ dir: "asc", q: "", sort: "views", tab: "cultos", view: "list" });

    await user.type(box, "natal");
    await waitFor(() => expect(router.state.location.search).toBe("?dir=asc&q=natal&sort=views&tab=cultos&view=list"));
    await waitFor(() => expect(network.requestsTo("GET", "/api/public/churches/igreja-esperanca/services").at(-1)?.url.searchParams.get("search")).toBe("natal"));

    await user.clear(box);
    await user.type(box, "páscoa{Enter}");
    expect(router.state.location.search).toBe("?dir=asc&q=p%C3%A1scoa&sort=views&tab=cultos&view=list");
  });

  it("opens at the URL's search and page, with a link to the page before and one to the next", async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => ({ ...service(1), id: `33333333-3333-4333-8333-0000000001${String(index).padStart(2, "0")}` }));
    network.on("GET", "/api/public/churches/igreja-esperanca/services", () => jsonResponse({ items: fifty, total: 100, page: 1, pageSize: 50 }));
    renderApp("/churches/igreja-esperanca/services?q=natal&page=2");
    expect(await screen.findByRole("searchbox", { name: listingTexts.searchLabel })).toHaveValue("natal");
    const [request] = network.requestsTo("GET", "/api/public/churches/igreja-esperanca/services");
    // Server page 2 starts at the 13th service, in the API's first page of 50: the browser shows from there to its end.
    expect(request!.url.searchParams.get("page")).toBe("1");
    expect(request!.url.searchParams.get("search")).toBe("natal");
    expect(await screen.findAllByRole("article")).toHaveLength(38);
    expect(await screen.findByRole("link", { name: listingTexts.previousPage })).toHaveAttribute(
      "href",
      "/churches/igreja-esperanca/services?q=natal&tab=cultos&view=grid",
    );
    expect(screen.getByRole("link", { name: listingTexts.loadMore })).toHaveAttribute(
      "href",
      "/churches/igreja-esperanca/services?page=5&q=natal&tab=cultos&view=grid",
    );
  }, 60_000); // most of an API page of cards

  it("loads the next page in place from Carregar mais, a link to the next server page", async () => {
    const items = (page: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...service(1), id: `33333333-3333-4333-8333-${String(page).padStart(4, "0")}000000${String(index).padStart(2, "0")}` }));
    network.on("GET", "/api/public/churches/igreja-esperanca/services", (request) => {
      const page = Number(request.url.searchParams.get("page"));
      return jsonResponse({ items: items(page, page === 1 ? 50 : 10), total: 60, page, pageSize: 50 });
    });
    const { user, router } = renderApp("/churches/igreja-esperanca/services");
    const more = await screen.findByRole("link", { name: listingTexts.loadMore });
    // The browser opened the list itself: a whole API page of 50, so the next server page of 12 is the 5th.
    expect(more).toHaveAttribute("href", "/churches/igreja-esperanca/services?page=5&tab=cultos&view=grid");
    expect(screen.getAllByRole("article")).toHaveLength(50);
    await user.click(more);
    expect(await screen.findByText(listingTexts.allServicesLoaded(60))).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(60);
    expect(router.state.location.search).toBe("");
    expect(network.requestsTo("GET", "/api/public/churches/igreja-esperanca/services").map((r) => r.url.searchParams.get("page"))).toEqual(["1", "2"]);
  }, 60_000); // a whole API page of cards, twice

  it("shows the empty search with Limpar busca, and the error with Tentar novamente", async () => {
    network.on("GET", "/api/public/churches/igreja-esperanca/songs", (request) =>
      request.url.searchParams.get("search") ? jsonResponse(page([])) : jsonResponse({ error: { code: "x", message: "falhou" } }, 400),
    );
    const { user } = renderApp("/churches/igreja-esperanca/services?tab=musicas");
    expect(await screen.findByText(listingTexts.songsError)).toBeVisible();
    network.on("GET", "/api/public/churches/igreja-esperanca/songs", (request) =>
      request.url.searchParams.get("search") ? jsonResponse(page([])) : jsonResponse(page([song(1)])),
    );
    await user.click(screen.getByRole("button", { name: listingTexts.retry }));
    expect(await screen.findByText("Canção 1")).toBeVisible();

    await user.type(screen.getByRole("searchbox"), "xyz");
    expect(await screen.findByText(listingTexts.noSongsFor("xyz"), { exact: false })).toBeVisible();
    expect(screen.getByRole("link", { name: listingTexts.clearSearch })).toHaveAttribute("href", "/churches/igreja-esperanca/services?tab=musicas");
    await user.click(screen.getByRole("link", { name: listingTexts.clearSearch }));
    expect(await screen.findByText("Canção 1")).toBeVisible();
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("says the services could not be fetched, or arrived and could not be read (spec §8)", async () => {
    network.on("GET", "/api/public/churches/igreja-esperanca/services", () => jsonResponse({ error: { code: "x", message: "falhou" } }, 400));
    const first = renderApp("/churches/igreja-esperanca/services?tab=cultos");
    expect(await screen.findByText(listingTexts.servicesError("falhou"))).toBeVisible();
    first.unmount();

    network.on("GET", "/api/public/churches/igreja-esperanca/services", () => new Response("{\"items\": [", { status: 200 }));
    renderApp("/churches/igreja-esperanca/services?tab=cultos");
    expect(await screen.findByText(/^Falha ao processar dados de serviços: .*JSON/)).toBeVisible();
  });

  it("says no service was found, with the hint when searching", async () => {
    network.on("GET", "/api/public/churches/igreja-esperanca/services", () => jsonResponse(page([])));
    const { user } = renderApp("/churches/igreja-esperanca/services");
    expect(await screen.findByText(listingTexts.noServices)).toBeVisible();
    await user.type(screen.getByRole("searchbox"), "natal");
    expect(await screen.findByText(listingTexts.noServices + listingTexts.noServicesSearchHint)).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(await screen.findByText(listingTexts.noServices)).toBeVisible();
  });

  it("sends an unknown church to the directory", async () => {
    network.on("GET", "/api/public/churches/nao-existe", () => jsonResponse({ error: { code: "not_found", message: "Igreja não encontrada" } }, 404));
    network.on("GET", "/api/public/churches", () => jsonResponse({ churches: [] }));
    const { router } = renderApp("/churches/nao-existe/services");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
