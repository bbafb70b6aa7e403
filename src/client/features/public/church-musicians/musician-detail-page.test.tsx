import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicMusicianDetailResponse } from "@shared/schemas/public-catalogue";
import { listingStorageKeys } from "@/features/public/components/listing/listing-state";
import { ownerListingScope } from "@/features/public/components/listing/owner-listings";
import { publicTexts } from "@/features/public/components/texts";
import { paths } from "@/lib/paths";
import { answerChurchAndConfig, answerEmptyListings, renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { MusicianDetailPage } from "./musician-detail-page";
import { musicianDetailTexts as texts } from "./texts";

const CHURCH = TEST_CHURCH;
const API = TEST_CHURCH_API;

function renderAt(url: string, history: string[] = []) {
  return renderChurchRoutes(
    [
      { index: true, element: <p>início da igreja</p> },
      { path: paths.church.bands.pattern, element: <p>bandas</p> },
      { path: paths.church.band.pattern, element: <p>página da banda</p> },
      { path: paths.church.musician.pattern, element: <MusicianDetailPage /> },
    ],
    url,
    { history },
  );
}

const joao: PublicMusicianDetailResponse = {
  musician: {
    id: "f95a90c1-1d4c-463f-b5bb-20eaced9c4ee",
    key: "joao-pedro-ferreira",
    name: "João Pedro Ferreira",
    instrument: "Violão",
    bio: "Violonista autodidata.",
    avatarUrl: null,
  },
  stats: { services: 14, bands: 2, songs: 81 },
  bands: [
    { id: "a9bac1b8-2f90-41a0-a32e-92a8409a1f40", key: "banda-agape-2019", name: "Banda Ágape", year: 2019, imageUrl: null },
    { id: "7872bf62-2ebd-4f20-a4eb-c07b6634c2c8", key: "", name: "Kairós", year: 2023, imageUrl: "/uploads/bands/k.webp" },
  ],
};
const raquel: PublicMusicianDetailResponse = {
  musician: { id: "0b0b0b0b-0000-4000-8000-000000000000", key: "raquel-mendes", name: "Raquel Mendes", instrument: "Violino", bio: null, avatarUrl: null },
  stats: { services: 3, bands: 0, songs: 7 },
  bands: [],
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  answerChurchAndConfig(network);
  answerEmptyListings(network);
  network.on("GET", `${API}/musicians/joao-pedro-ferreira`, () => jsonResponse(joao));
  network.on("GET", `${API}/musicians/raquel-mendes`, () => jsonResponse(raquel));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const joaoUrl = paths.church.musician.href(CHURCH, "joao-pedro-ferreira");

describe("musician page", () => {
  it("shows name, instrument, bio, the three stat tiles and the bands, each opening its band page", async () => {
    const { router, user } = renderAt(joaoUrl);

    expect(await screen.findByRole("heading", { name: "João Pedro Ferreira" })).toBeVisible();
    expect(screen.getByText("Violão")).toBeVisible();
    expect(screen.getByText("Violonista autodidata.")).toBeVisible();
    for (const [label, value] of [
      [texts.stats.services, "14"],
      [texts.stats.bands, "2"],
      [texts.stats.songs, "81"],
    ] as const) {
      expect(screen.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
    const agape = screen.getByRole("link", { name: /Banda Ágape/ });
    expect(within(agape).getByText("2019")).toBeVisible();
    expect(within(agape).getByText("B")).toBeVisible();
    // A band without a key still opens, by id.
    expect(screen.getByRole("link", { name: /Kairós/ })).toHaveAttribute("href", "/churches/igreja-esperanca/bands/7872bf62-2ebd-4f20-a4eb-c07b6634c2c8");

    await user.click(agape);
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/bands/banda-agape-2019");
  });

  it("says when the musician is in no band, and leaves out an empty bio", async () => {
    renderAt(paths.church.musician.href(CHURCH, "raquel-mendes"));
    expect(await screen.findByText(texts.noBands)).toBeVisible();
    const header = screen.getByRole("heading", { name: "Raquel Mendes" }).closest("header")!;
    // Only the instrument: no paragraph for the missing bio.
    expect(Array.from(header.querySelectorAll("p"), (p) => p.textContent)).toEqual(["Violino"]);
  });

  it("opens on Cultos in grid view, asking for the musician's services", async () => {
    const { router } = renderAt(joaoUrl);
    expect(await screen.findByRole("tab", { name: "Cultos" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "Grade" })).toHaveAttribute("aria-current", "true");
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(network.requestsTo("GET", `${API}/services`)).not.toHaveLength(0));
    expect(network.requestsTo("GET", `${API}/services`)[0]!.url.searchParams.get("musician")).toBe("joao-pedro-ferreira");
  });

  it("says 'Erro ao buscar serviços' when the musician's services cannot load", async () => {
    network.on("GET", `${API}/services`, () => jsonResponse({ error: { code: "bad_request", message: "Pedido inválido." } }, 400));
    renderAt(joaoUrl);
    expect(await screen.findByText("Erro ao buscar serviços")).toBeVisible();
    expect(screen.queryByText(/Pedido inválido/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
  });

  it("corrects an invalid tab or view by replacing the URL", async () => {
    const { router } = renderAt(`${joaoUrl}?tab=bogus&view=mosaic`);
    await waitFor(() => expect(router.state.location.search).toBe("?tab=cultos&view=grid"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("tab", { name: "Cultos" })).toHaveAttribute("aria-selected", "true");
  });

  it("drops the view on the Músicas tab by replacing the URL", async () => {
    const { router } = renderAt(`${joaoUrl}?tab=musicas&view=list`);
    await waitFor(() => expect(router.state.location.search).toBe("?tab=musicas"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("tab", { name: "Músicas" })).toHaveAttribute("aria-selected", "true");
  });

  it("remembers the tab and view per musician", async () => {
    const first = renderAt(joaoUrl);
    await first.user.click(await screen.findByRole("tab", { name: "Músicas" }));
    expect(first.router.state.location.search).toBe("?tab=musicas");
    expect(localStorage.getItem(listingStorageKeys(ownerListingScope(CHURCH, "musician", "joao-pedro-ferreira")).activeTab)).toBe("musicas");
    first.unmount();

    // Another musician still opens on the default…
    const other = renderAt(paths.church.musician.href(CHURCH, "raquel-mendes"));
    expect(await screen.findByRole("tab", { name: "Cultos" })).toHaveAttribute("aria-selected", "true");
    other.unmount();

    // …and João opens where he was left.
    renderAt(joaoUrl);
    expect(await screen.findByRole("tab", { name: "Músicas" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows a skeleton while loading, then 'Músico não encontrado' with Voltar going back", async () => {
    network.on("GET", `${API}/musicians/ninguem`, () => jsonResponse({ error: { code: "not_found", message: "Músico não encontrado" } }, 404));
    const { router, user } = renderAt(paths.church.musician.href(CHURCH, "ninguem"), [paths.church.bands.href(CHURCH)]);
    expect(screen.getByLabelText(texts.loading)).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByRole("heading", { name: texts.notFound })).toBeVisible();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: publicTexts.back }));
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/bands");
  });

  it("goes to the church's home from Voltar when the page was opened directly", async () => {
    network.on("GET", `${API}/musicians/ninguem`, () => jsonResponse({ error: { code: "not_found", message: "Músico não encontrado" } }, 404));
    const { router, user } = renderAt(paths.church.musician.href(CHURCH, "ninguem"));
    await user.click(await screen.findByRole("button", { name: publicTexts.back }));
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca");
  });
});
