import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { PublicSongDetailResponse } from "@shared/schemas/public-catalogue";
import { paths } from "@/lib/paths";
import { answerChurchAndConfig, renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { PublicSongDetailPage } from "./song-detail-page";
import { songHistoryTexts } from "./song-history-texts";
import { songDetailTexts as texts } from "./texts";

/** The song page's tabs live in the URL and are links (docs/decisions/417). */

const SONG_KEY = "graca-sem-fim-8ba1";
const SONG_API = `${TEST_CHURCH_API}/catalogue/${SONG_KEY}`;
const PAGE = paths.church.song.href(TEST_CHURCH, SONG_KEY);
const STATISTICS = `${PAGE}?tab=estatisticas`;

const detail: PublicSongDetailResponse = {
  song: { id: "8ba187bc-821c-4dc6-8976-3950b5d51dc2", key: SONG_KEY, name: "Graça Sem Fim", author: null, chordFile: null, performanceCount: 1, chart: null, originalKey: null },
  performances: [
    {
      segmentId: "aaaa1111-0000-4000-8000-000000000001",
      segmentKey: "graca-sem-fim-aaaa",
      serviceId: "bbbb1111-0000-4000-8000-000000000001",
      serviceKey: "26-04-2026-18h-banda-kairos",
      date: "2026-04-26",
      time: "18:00",
      shift: "evening",
      serviceTitle: "Culto 18h",
      startTime: 600,
      endTime: 849,
      duration: 249,
      bandName: "Banda Kairós",
      bandYear: 2023,
      videoLink: null,
      musicalKey: null,
      tempo: null,
    },
  ],
  statistics: { totalPerformances: 1, averageDuration: 249, lastPerformanceDate: "2026-04-26" },
  history: {
    firstPerformance: { date: "2026-04-26", bandName: "Banda Kairós" },
    lastPerformance: { date: "2026-04-26", bandName: "Banda Kairós" },
    servicesSinceLast: 0,
    bands: [{ name: "Banda Kairós", performances: 1 }],
    perYear: [{ year: 2026, performances: 1 }],
  },
  keys: [],
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  answerChurchAndConfig(network);
  network.on("GET", SONG_API, () => jsonResponse(detail));
});

function renderAt(url: string) {
  return renderChurchRoutes([{ path: paths.church.song.pattern, element: <PublicSongDetailPage /> }], url);
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("song detail page tabs", () => {
  it("are links to the page's URL with the tab; Performances, the default, is the plain URL", async () => {
    renderAt(PAGE);
    await screen.findByRole("heading", { name: "Graça Sem Fim" });
    expect(tab(texts.tabs.performances)).toHaveAttribute("href", PAGE);
    expect(tab(texts.tabs.performances)).toHaveAttribute("aria-selected", "true");
    expect(tab(texts.tabs.statistics)).toHaveAttribute("href", STATISTICS);
    expect(tab(texts.tabs.statistics)).toHaveAttribute("aria-selected", "false");
    expect(within(screen.getByRole("tabpanel", { name: texts.tabs.performances })).getByRole("article")).toBeVisible();
  });

  it("open on the statistics, with the history and its chart, when the URL names them", async () => {
    renderAt(STATISTICS);
    const panel = await screen.findByRole("tabpanel", { name: texts.tabs.statistics });
    expect(tab(texts.tabs.statistics)).toHaveAttribute("aria-selected", "true");
    expect(within(panel).getByText(texts.statistics.total)).toBeVisible();
    expect(within(panel).getByRole("list", { name: songHistoryTexts.perYear })).toBeVisible();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("read the tab whatever its case, and anything else as Performances", async () => {
    const first = renderAt(`${PAGE}?tab=ESTATISTICAS`);
    expect(await screen.findByRole("tabpanel", { name: texts.tabs.statistics })).toBeVisible();
    first.unmount();
    renderAt(`${PAGE}?tab=graficos`);
    expect(await screen.findByRole("tabpanel", { name: texts.tabs.performances })).toBeVisible();
  });

  it("switch in place: the URL's entry is replaced and the song is not fetched again", async () => {
    const { router, user } = renderAt(PAGE);
    await screen.findByRole("heading", { name: "Graça Sem Fim" });
    await user.click(tab(texts.tabs.statistics));
    expect(await screen.findByRole("tabpanel", { name: texts.tabs.statistics })).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe(STATISTICS);
    expect(router.state.historyAction).toBe("REPLACE");
    await user.click(tab(texts.tabs.performances));
    expect(await screen.findByRole("tabpanel", { name: texts.tabs.performances })).toBeVisible();
    expect(router.state.location.search).toBe("");
    expect(network.requestsTo("GET", SONG_API)).toHaveLength(1);
  });

  it("move the focus with the arrow keys", async () => {
    const { user } = renderAt(PAGE);
    await screen.findByRole("heading", { name: "Graça Sem Fim" });
    tab(texts.tabs.performances).focus();
    await user.keyboard("{ArrowRight}");
    expect(tab(texts.tabs.statistics)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab(texts.tabs.performances)).toHaveFocus();
  });
});

describe("the song's chart (issue 42)", () => {
  const CHART = ["{title: Graça Sem Fim}", "[A]Graça sem [E/G#]fim", "[F#m7]sobre [D7M]mim"].join("\n");

  it("shows the chart the church published, in its original key", async () => {
    network.on("GET", SONG_API, () => jsonResponse({ ...detail, song: { ...detail.song, chart: CHART, originalKey: "A" } }));
    renderAt(PAGE);
    const chart = await screen.findByRole("region", { name: texts.chartOf("Graça Sem Fim") });
    expect([...chart.querySelectorAll("[data-chord]")].map((chord) => chord.textContent)).toEqual(["A", "E/G#", "F#m7", "D7M"]);
    expect(within(chart).getByRole("combobox", { name: "Tom" })).toHaveValue("A");
  });

  it("shows none when the answer has none (the church does not publish its charts)", async () => {
    renderAt(PAGE);
    await screen.findByRole("heading", { name: "Graça Sem Fim" });
    expect(screen.queryByRole("region", { name: texts.chartOf("Graça Sem Fim") })).not.toBeInTheDocument();
  });
});
