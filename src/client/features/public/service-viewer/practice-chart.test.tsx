import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { PublicSongChartResponse } from "@shared/schemas/public-catalogue";
import type { ServicePageResponse } from "@shared/schemas/public-service-viewer";
import { chordChartTexts } from "@/components/chord-chart/texts";
import { paths } from "@/lib/paths";
import { renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { viewerService } from "@/test-support/public-fixtures";
import { ServiceViewerPage } from "./service-viewer-page";
import { serviceViewerTexts as texts } from "./texts";

const SERVICE_KEY = "05-05-2024-19h-banda-agape";
const PAGE_API = `${TEST_CHURCH_API}/services/${SERVICE_KEY}`;
const chartApi = (songCatalogId: string) => `${TEST_CHURCH_API}/catalogue/${songCatalogId}/cifra`;

/** Charts in G, written for this test. */
const FIRST_CHART = ["{title: Grande É o Senhor}", "{key: G}", "[G]Grande é o [D/F#]Senhor", "[Em7]digno de [C7M]louvor"].join("\n");
const SECOND_CHART = ["{key: G}", "[G]Ale[C]luia, ale[D]luia"].join("\n");

function servicePage(): ServicePageResponse {
  return {
    service: viewerService({ thumbnailUrl: null, viewCount: 10 }),
    songs: [
      // Played in A that day, though the chart is written in G.
      { id: "d1", key: "grande-e-o-senhor-d1aa", songCatalogId: "k1", songKey: "grande-e-o-senhor-k1aa", name: "Grande É o Senhor", author: null, startTime: 60, endTime: 300, duration: 240, viewCount: 0, musicalKey: "A", tempo: 72 },
      // No key recorded for this performance.
      { id: "d2", key: "aleluia-d2aa", songCatalogId: "k2", songKey: "aleluia-k2aa", name: "Aleluia", author: null, startTime: 300, endTime: 620, duration: 320, viewCount: 0, musicalKey: null, tempo: null },
    ],
    selectedSongId: null,
    musicians: { bySong: {}, service: [], band: [] },
  };
}

let network: FakeNetwork;

function answerCharts(charts: Record<string, PublicSongChartResponse>) {
  for (const [id, chart] of Object.entries(charts)) network.on("GET", chartApi(id), () => jsonResponse(chart));
}

beforeEach(() => {
  network = fakeNetwork();
  network.on("GET", `${TEST_CHURCH_API}/recommendations`, () => jsonResponse({ services: [], songs: [] }));
  network.on("POST", "/api/views/services/s1", () => jsonResponse({ counted: true, viewCount: 11 }));
  network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
});

function renderAt(url: string) {
  return renderChurchRoutes(
    [
      { path: paths.church.service.pattern, element: <ServiceViewerPage /> },
      { path: paths.church.serviceSong.pattern, element: <ServiceViewerPage /> },
    ],
    url,
  );
}

const chordsIn = (element: HTMLElement) => [...element.querySelectorAll("[data-chord]")].map((chord) => chord.textContent).filter(Boolean);
const songList = () => screen.getByRole("region", { name: texts.songsHeading });

describe("the chart in 'Modo ensaio' (issue 42)", () => {
  it("shows the song's chart in the key that performance was played in, and the next song's in its own key", async () => {
    answerCharts({ k1: { chart: FIRST_CHART, originalKey: "G" }, k2: { chart: SECOND_CHART, originalKey: "G" } });
    const { user } = renderAt(`${paths.church.serviceSong.href(TEST_CHURCH, SERVICE_KEY, "grande-e-o-senhor-d1aa")}?ensaio=1`);

    const chart = await screen.findByRole("region", { name: texts.practiceChart("Grande É o Senhor") });
    // The chart view is loaded apart from the page (a lazy chunk): it comes a moment later.
    await within(chart).findByRole("toolbar", { name: chordChartTexts.toolbar });
    expect(chordsIn(chart)).toEqual(["A", "E/G#", "F#m7", "D7M"]);
    expect(within(chart).getByRole("combobox", { name: chordChartTexts.key })).toHaveValue("A");
    expect(within(chart).getByRole("option", { name: "G (original)" })).toBeInTheDocument();

    // The musician changes the key for themselves.
    await user.selectOptions(within(chart).getByRole("combobox", { name: chordChartTexts.key }), "Bb");
    expect(chordsIn(chart)).toEqual(["Bb", "F/A", "Gm7", "Eb7M"]);

    // The next song: no key was recorded for it, so its chart shows in the chart's own key.
    await user.click(within(songList()).getByRole("link", { name: /Aleluia/ }));
    const next = await screen.findByRole("region", { name: texts.practiceChart("Aleluia") });
    await within(next).findByRole("toolbar", { name: chordChartTexts.toolbar });
    expect(chordsIn(next)).toEqual(["G", "C", "D"]);
    expect(within(next).getByRole("combobox", { name: chordChartTexts.key })).toHaveValue("G");
    expect(screen.queryByRole("region", { name: texts.practiceChart("Grande É o Senhor") })).toBeNull();
  });

  it("asks for no chart until 'Modo ensaio' is on, and hides it when it is turned off", async () => {
    answerCharts({ k1: { chart: FIRST_CHART, originalKey: "G" } });
    const { user } = renderAt(paths.church.service.href(TEST_CHURCH, SERVICE_KEY));
    const practice = await screen.findByRole("switch", { name: texts.practiceMode });
    expect(network.requestsTo("GET", chartApi("k1"))).toHaveLength(0);
    expect(screen.queryByTestId("practice-chart")).toBeNull();

    await user.click(practice);
    const chart = await screen.findByRole("region", { name: texts.practiceChart("Grande É o Senhor") });
    await within(chart).findByRole("toolbar", { name: chordChartTexts.toolbar });
    expect(chordsIn(chart)).toEqual(["A", "E/G#", "F#m7", "D7M"]);
    expect(network.requestsTo("GET", chartApi("k1"))).toHaveLength(1);

    await user.click(practice);
    expect(screen.queryByTestId("practice-chart")).toBeNull();
    expect(songList()).toBeInTheDocument();
  });

  it("shows no chart where the church does not publish its charts (or the song has none): the page stays as it was", async () => {
    // The server leaves the chart out for a church without 'Publicar cifras'.
    answerCharts({ k1: { chart: null, originalKey: null }, k2: { chart: null, originalKey: null } });
    const { user } = renderAt(`${paths.church.serviceSong.href(TEST_CHURCH, SERVICE_KEY, "grande-e-o-senhor-d1aa")}?ensaio=1`);
    expect(await screen.findByRole("group", { name: texts.practiceControls })).toBeInTheDocument();
    await expect.poll(() => network.requestsTo("GET", chartApi("k1")).length).toBe(1);

    await user.click(within(songList()).getByRole("link", { name: /Aleluia/ }));
    await expect.poll(() => network.requestsTo("GET", chartApi("k2")).length).toBe(1);
    expect(screen.queryByTestId("practice-chart")).toBeNull();
    expect(screen.queryByRole("region", { name: /^Cifra de/ })).toBeNull();
    expect(screen.queryByRole("toolbar", { name: chordChartTexts.toolbar })).toBeNull();
    expect(songList()).toBeInTheDocument();
  });
});
