import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChurchHome, SongCard } from "@shared/schemas/public-listing";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { churchHomeTexts as texts } from "./texts";

const church = { id: "11111111-1111-4111-8111-111111111111", slug: "igreja-esperanca", name: "Igreja Esperança", logoUrl: null, servicesTotal: 1, songsTotal: 1 };
const band = { id: "22222222-2222-4222-8222-222222222222", key: "banda-agape-2019", name: "Banda Ágape", year: 2019 };
const song: SongCard = {
  songId: "33333333-3333-4333-8333-333333333333",
  songKey: "hosana-3333",
  name: "Hosana",
  author: null,
  viewCount: 1500,
  performanceCount: 3,
  newMarkedAt: "2024-03-10T00:00:00Z",
  segmentId: "44444444-4444-4444-8444-444444444444",
  segmentKey: "hosana-4444",
  serviceId: "55555555-5555-4555-8555-555555555555",
  serviceKey: "10-03-2024-19h-banda-agape",
  date: "2024-03-10",
  time: "19:00:00",
  startTime: 600,
  endTime: 787,
  duration: 187,
  videoUrl: "",
  band,
};
const home: ChurchHome = {
  bands: [{ ...band, imageUrl: null }],
  recentServices: [
    { id: song.serviceId, key: song.serviceKey, date: "2024-03-10", time: "19:00:00", videoUrl: "", viewCount: 1, duration: 3725, songCount: 1, band },
  ],
  newSongs: [song],
  recentSongs: [song],
  popularSongs: [],
};

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork();
  network.on("GET", "/api/public/churches/igreja-esperanca", () => jsonResponse({ church }));
  network.on("GET", "/api/public/churches/igreja-esperanca/home", () => jsonResponse(home));
});
afterEach(() => vi.unstubAllGlobals());

describe("church home", () => {
  it("shows the header and the five sections in order, with their cards and links", async () => {
    renderApp("/churches/igreja-esperanca");
    expect(await screen.findByRole("heading", { level: 1, name: "Igreja Esperança" })).toBeVisible();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(Object.values(texts.sections));

    expect(await screen.findByRole("link", { name: /Banda Ágape\s*2019/ })).toHaveAttribute("href", "/churches/igreja-esperanca/bands/banda-agape-2019");
    expect(screen.getByRole("link", { name: texts.seeAll })).toHaveAttribute("href", "/churches/igreja-esperanca/services?tab=cultos&view=grid");
    const services = screen.getByRole("region", { name: texts.sections.recentServices });
    expect(within(services).getByRole("link", { name: /Culto 19h 10\.03\.2024/ })).toHaveAttribute(
      "href",
      "/churches/igreja-esperanca/services/10-03-2024-19h-banda-agape",
    );
    expect(within(services).getAllByText("1:02:05").length).toBeGreaterThan(0);
    const newSongs = screen.getByRole("region", { name: texts.sections.newSongs });
    expect(within(newSongs).getByRole("link", { name: /Hosana/ })).toHaveAttribute(
      "href",
      "/churches/igreja-esperanca/services/10-03-2024-19h-banda-agape/songs/hosana-4444",
    );
    expect(within(newSongs).getByText("1.500 visualizações")).toBeVisible();
    expect(within(newSongs).getByText("10.03.2024", { exact: false })).toBeVisible();
    expect(within(screen.getByRole("region", { name: texts.sections.popularSongs })).getByText(texts.noSongs)).toBeVisible();
    // The thumbnail falls back to the stock image when the service has no video link.
    expect(services.querySelector("img")?.getAttribute("src")).toMatch(/fallback-thumbnail|data:image\/svg/);
  });

  it("shows 6 band skeletons while loading and the spec's empty texts", async () => {
    // The skeletons may show before the home is even asked for (while the church loads): the
    // answer waits on a gate that exists from the start, not on the request's own callback.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    network.on("GET", "/api/public/churches/igreja-esperanca/home", async () => {
      await gate;
      return jsonResponse({ bands: [], recentServices: [], newSongs: [], recentSongs: [], popularSongs: [] });
    });
    renderApp("/churches/igreja-esperanca");
    expect(await screen.findAllByTestId("band-card-skeleton")).toHaveLength(6);
    release();
    expect(await screen.findByText(texts.noBands)).toBeVisible();
    expect(screen.getByText(texts.noServices)).toBeVisible();
    expect(screen.getByText(texts.noNewSongs)).toBeVisible();
    expect(screen.getAllByText(texts.noSongs)).toHaveLength(2);
  });

  it("says the bands failed to load when the home cannot be read", async () => {
    network.on("GET", "/api/public/churches/igreja-esperanca/home", () => jsonResponse({ error: { code: "x", message: "x" } }, 400));
    renderApp("/churches/igreja-esperanca");
    expect(await screen.findByText(texts.bandsError)).toBeVisible();
  });
});
