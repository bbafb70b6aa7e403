import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicBandDetailResponse, PublicBandsResponse } from "@shared/schemas/public-catalogue";
import { listingStorageKeys } from "@/features/public/components/listing/listing-state";
import { ownerListingScope } from "@/features/public/components/listing/owner-listings";
import { publicTexts } from "@/features/public/components/texts";
import { paths } from "@/lib/paths";
import { answerChurchAndConfig, answerEmptyListings, renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { stubBrowserGaps } from "@/test-support/browser-gaps";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { BandDetailPage } from "./band-detail-page";
import { ChurchBandsPage } from "./church-bands-page";
import { bandDetailTexts, churchBandsTexts } from "./texts";

const CHURCH = TEST_CHURCH;
const API = TEST_CHURCH_API;

function renderAt(url: string, history: string[] = []) {
  return renderChurchRoutes(
    [
      { path: paths.church.bands.pattern, element: <ChurchBandsPage /> },
      { path: paths.church.band.pattern, element: <BandDetailPage /> },
      { path: paths.church.musician.pattern, element: <p>página do músico</p> },
    ],
    url,
    { history },
  );
}

const agape = { id: "a9bac1b8-2f90-41a0-a32e-92a8409a1f40", key: "banda-agape-2019", name: "Banda Ágape", year: 2019, imageUrl: null };
const kairos = { id: "7872bf62-2ebd-4f20-a4eb-c07b6634c2c8", key: "banda-kairos-2023", name: "Banda Kairós", year: 2023, imageUrl: "/uploads/bands/k.webp" };

const agapeDetail: PublicBandDetailResponse = {
  band: agape,
  stats: { services: 14, musicians: 2, songs: 96 },
  musicians: [
    { id: "f95a90c1-1d4c-463f-b5bb-20eaced9c4ee", key: "joao-pedro-ferreira", name: "João Pedro Ferreira", instruments: "Violão, Backing vocal", avatarUrl: null },
    { id: "fc22d58c-9384-40a9-a37e-d64a76aa9b8b", key: "lucas-almeida", name: "Lucas Almeida", instruments: "Vocal", avatarUrl: null },
  ],
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  // jsdom has neither: the scroll area measures its content, the listing scrolls the window.
  stubBrowserGaps();
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  answerChurchAndConfig(network);
  answerEmptyListings(network);
  network.on("GET", `${API}/bands/banda-agape-2019`, () => jsonResponse(agapeDetail));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("bands page", () => {
  it("shows a strip of band cards (image or icon, name, year), each opening its band", async () => {
    network.on("GET", `${API}/bands`, () => jsonResponse({ bands: [agape, kairos] } satisfies PublicBandsResponse));
    const { router, user } = renderAt(paths.church.bands.href(CHURCH));

    expect(screen.getByRole("heading", { name: churchBandsTexts.title })).toBeVisible();
    const card = await screen.findByRole("link", { name: /Banda Kairós/ });
    expect(within(card).getByText("2023")).toBeVisible();
    expect(within(card).getByRole("img")).toHaveAttribute("src", "/uploads/bands/k.webp");

    await user.click(screen.getByRole("link", { name: /Banda Ágape/ }));
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/bands/banda-agape-2019");
  });

  it("filters on name or year through the server, 300 ms after typing stops", async () => {
    network.on("GET", `${API}/bands`, (request) =>
      jsonResponse({ bands: request.url.searchParams.get("search") === "2023" ? [kairos] : [agape, kairos] }),
    );
    const { user, router } = renderAt(paths.church.bands.href(CHURCH));
    await screen.findByRole("link", { name: /Banda Ágape/ });

    await user.type(screen.getByRole("searchbox", { name: churchBandsTexts.searchLabel }), "2023");
    // The filter goes through the URL (?q=2023: a form the server answers too) before it is asked for.
    await waitFor(() => expect(screen.queryByRole("link", { name: /Banda Ágape/ })).not.toBeInTheDocument());
    expect(network.requestsTo("GET", `${API}/bands`).map((r) => r.url.searchParams.get("search"))).toEqual([null, "2023"]);
    expect(router.state.location.search).toBe("?q=2023");
  });

  it("says when no band matches", async () => {
    network.on("GET", `${API}/bands`, () => jsonResponse({ bands: [] }));
    renderAt(paths.church.bands.href(CHURCH));
    expect(await screen.findByText(churchBandsTexts.empty)).toBeVisible();
  });

  it("shows the spec's error text when the bands cannot be read", async () => {
    network.on("GET", `${API}/bands`, () => jsonResponse({ error: { code: "not_found", message: "Igreja não encontrada" } }, 404));
    renderAt(paths.church.bands.href(CHURCH));
    expect(await screen.findByRole("alert")).toHaveTextContent(churchBandsTexts.error);
  });
});

describe("band page", () => {
  const url = paths.church.band.href(CHURCH, "banda-agape-2019");

  it("shows the band, its counts and its musicians, each opening the musician's page", async () => {
    const { router, user } = renderAt(url);

    expect(await screen.findByRole("heading", { name: "Banda Ágape" })).toBeVisible();
    for (const [label, value] of [
      [bandDetailTexts.stats.services, "14"],
      [bandDetailTexts.stats.musicians, "2"],
      [bandDetailTexts.stats.songs, "96"],
    ] as const) {
      expect(screen.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
    const joao = screen.getByRole("link", { name: /João Pedro Ferreira/ });
    expect(joao).toHaveTextContent("Violão, Backing vocal");
    await user.click(joao);
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/musicians/joao-pedro-ferreira");
  });

  it("opens on the Músicas tab when nothing is stored (the band page's fallback), asking for 50 songs of the band", async () => {
    renderAt(url);
    expect(await screen.findByRole("tab", { name: "Músicas" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(network.requestsTo("GET", `${API}/songs`)).not.toHaveLength(0));
    const [songs] = network.requestsTo("GET", `${API}/songs`);
    expect(songs!.url.searchParams.get("band")).toBe("banda-agape-2019");
    expect(songs!.url.searchParams.get("pageSize")).toBe("50");
  });

  it("opens on the stored tab and view of this band, and the URL's tab wins over both", async () => {
    const keys = listingStorageKeys(ownerListingScope(CHURCH, "band", "banda-agape-2019"));
    localStorage.setItem(keys.activeTab, "cultos");
    localStorage.setItem(keys.viewMode, "list");
    const first = renderAt(url);
    expect(await screen.findByRole("tab", { name: "Cultos" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "Lista" })).toHaveAttribute("aria-current", "true");
    await waitFor(() => expect(network.requestsTo("GET", `${API}/services`)).not.toHaveLength(0));
    expect(network.requestsTo("GET", `${API}/services`)[0]!.url.searchParams.get("band")).toBe("banda-agape-2019");
    first.unmount();

    renderAt(`${url}?tab=musicas`);
    expect(await screen.findByRole("tab", { name: "Músicas" })).toHaveAttribute("aria-selected", "true");
  });

  it("remembers the chosen tab in the URL and in storage", async () => {
    const { router, user } = renderAt(url);
    await user.click(await screen.findByRole("tab", { name: "Cultos" }));
    expect(router.state.location.search).toBe("?tab=cultos&view=grid");
    expect(localStorage.getItem(listingStorageKeys(ownerListingScope(CHURCH, "band", "banda-agape-2019")).activeTab)).toBe("cultos");
  });

  it("shows 'Banda não encontrada' with Voltar going back", async () => {
    network.on("GET", `${API}/bands/nao-existe`, () => jsonResponse({ error: { code: "not_found", message: "Banda não encontrada" } }, 404));
    const { router, user } = renderAt(paths.church.band.href(CHURCH, "nao-existe"), [paths.church.bands.href(CHURCH)]);
    expect(await screen.findByRole("heading", { name: bandDetailTexts.notFound })).toBeVisible();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: publicTexts.back }));
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/bands");
  });
});
