import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicCatalogueResponse, PublicSongDetailResponse } from "@shared/schemas/public-catalogue";
import { paths } from "@/lib/paths";
import { answerChurchAndConfig, renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { ChurchSongsPage } from "./church-songs-page";
import { PublicSongDetailPage } from "./song-detail-page";
import { churchSongsTexts, songDetailTexts } from "./texts";
import { songHistoryTexts } from "./song-history-texts";

const CHURCH = TEST_CHURCH;
const CATALOGUE = `${TEST_CHURCH_API}/catalogue`;

/** The two song pages on their routes. */
function renderAt(url: string) {
  return renderChurchRoutes(
    [
      { path: paths.church.songs.pattern, element: <ChurchSongsPage /> },
      { path: paths.church.song.pattern, element: <PublicSongDetailPage /> },
      { path: paths.church.serviceSong.pattern, element: <p>página do culto</p> },
    ],
    url,
  );
}

function catalogue(songs: PublicCatalogueResponse["songs"], extra: Partial<PublicCatalogueResponse> = {}): PublicCatalogueResponse {
  return { songs, page: 1, pageSize: 100, total: songs.length, hasMore: false, ...extra };
}

const graca = {
  id: "8ba187bc-821c-4dc6-8976-3950b5d51dc2",
  key: "graca-sem-fim-8ba1",
  name: "Graça Sem Fim",
  author: "Clara Monteiro",
  performanceCount: 4,
  videoUrl: "https://www.youtube.com/watch?v=QExe8cYz3F3",
};
const aguas = { ...graca, id: "11111111-2222-4333-8444-555555555555", key: "aguas-1111", name: "Águas", author: null, performanceCount: 1 };

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  answerChurchAndConfig(network);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("songs page", () => {
  it("shows a card per song with author and performances, each opening the song's page", async () => {
    network.on("GET", CATALOGUE, () => jsonResponse(catalogue([aguas, graca])));
    const { router, user } = renderAt(paths.church.songs.href(CHURCH));

    expect(await screen.findByRole("heading", { name: churchSongsTexts.title })).toBeVisible();
    const card = await screen.findByRole("link", { name: /Graça Sem Fim/ });
    expect(within(card).getByText("Clara Monteiro")).toBeVisible();
    expect(within(card).getByText("4 execuções")).toBeVisible();
    expect(screen.getByText(churchSongsTexts.allLoaded(2))).toBeVisible();

    network.on("GET", `${CATALOGUE}/graca-sem-fim-8ba1`, () => jsonResponse({ song: {}, performances: [], statistics: {} }, 404));
    await user.click(card);
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/songs/graca-sem-fim-8ba1");
  });

  it("searches on name or author 300 ms after typing stops, and Escape clears the search", async () => {
    network.on("GET", CATALOGUE, (request) => {
      const search = request.url.searchParams.get("search");
      return jsonResponse(catalogue(search ? [graca] : [aguas, graca]));
    });
    const { user } = renderAt(paths.church.songs.href(CHURCH));
    await screen.findByRole("link", { name: /Águas/ });

    const box = screen.getByRole("searchbox", { name: churchSongsTexts.searchLabel });
    await user.type(box, "clara");
    expect(network.requestsTo("GET", CATALOGUE).map((r) => r.url.searchParams.get("search"))).toEqual([null]);
    // The search goes through the URL (?q=) before it is asked for.
    await waitFor(() => expect(screen.queryByRole("link", { name: /Águas/ })).not.toBeInTheDocument());
    const searches = network.requestsTo("GET", CATALOGUE).map((r) => r.url.searchParams.get("search"));
    expect(searches).toEqual([null, "clara"]);

    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
    expect(await screen.findByRole("link", { name: /Águas/ })).toBeVisible();
  });

  it("says when the church has no songs, and when a search finds none (with a way to clear it)", async () => {
    network.on("GET", CATALOGUE, () => jsonResponse(catalogue([])));
    const { user } = renderAt(paths.church.songs.href(CHURCH));
    expect(await screen.findByText(churchSongsTexts.empty)).toBeVisible();

    await user.type(screen.getByRole("searchbox", { name: churchSongsTexts.searchLabel }), "xyz");
    const emptySearch = await screen.findByText(churchSongsTexts.emptySearch);
    expect(emptySearch).toBeVisible();
    const clear = within(emptySearch.parentElement!).getByRole("link", { name: churchSongsTexts.clearSearch });
    // A link to the page without the search, for a visitor whose scripts have not run.
    expect(clear).toHaveAttribute("href", "/churches/igreja-esperanca/songs");
    await user.click(clear);
    expect(screen.getByRole("searchbox", { name: churchSongsTexts.searchLabel })).toHaveValue("");
    expect(await screen.findByText(churchSongsTexts.empty)).toBeVisible();
  });

  it("shows the spec's alert for a card without an id", async () => {
    network.on("GET", CATALOGUE, () => jsonResponse(catalogue([{ ...graca, id: "", key: "" }])));
    const { router, user } = renderAt(paths.church.songs.href(CHURCH));
    await user.click(await screen.findByRole("button", { name: /Graça Sem Fim/ }));
    expect(await screen.findByText(churchSongsTexts.cannotView)).toBeVisible();
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/songs");
  });

  it("asks for the next page when the visitor wants more", async () => {
    network.on("GET", CATALOGUE, (request) =>
      request.url.searchParams.get("page") === "2"
        ? jsonResponse(catalogue([aguas], { page: 2, total: 2 }))
        : jsonResponse(catalogue([graca], { total: 2, hasMore: true })),
    );
    const { user, router } = renderAt(paths.church.songs.href(CHURCH));
    expect(await screen.findByText(churchSongsTexts.showing(1, 2))).toBeVisible();
    const more = screen.getByRole("link", { name: churchSongsTexts.loadMore });
    // A link to the next page for a visitor whose scripts have not run; loaded in place once they have.
    expect(more).toHaveAttribute("href", "/churches/igreja-esperanca/songs?page=2");
    await user.click(more);
    expect(await screen.findByRole("link", { name: /Águas/ })).toBeVisible();
    expect(screen.getByText(churchSongsTexts.allLoaded(2))).toBeVisible();
    expect(router.state.location.search).toBe("");
  });

  it("keeps the search and the page in the URL: a page opened at ?q=…&page=2 starts there, with the page before a link away", async () => {
    network.on("GET", CATALOGUE, (request) =>
      jsonResponse(catalogue([request.url.searchParams.get("page") === "2" ? aguas : graca], { page: Number(request.url.searchParams.get("page")), total: 2 })),
    );
    const { user, router } = renderAt(`${paths.church.songs.href(CHURCH)}?q=%C3%A1guas&page=2`);
    expect(await screen.findByRole("link", { name: /Águas/ })).toBeVisible();
    expect(screen.getByRole("searchbox", { name: churchSongsTexts.searchLabel })).toHaveValue("águas");
    const [request] = network.requestsTo("GET", CATALOGUE);
    expect(request!.url.searchParams.get("page")).toBe("2");
    expect(request!.url.searchParams.get("search")).toBe("águas");
    expect(screen.getByRole("link", { name: churchSongsTexts.previousPage })).toHaveAttribute("href", "/churches/igreja-esperanca/songs?q=%C3%A1guas");

    await user.clear(screen.getByRole("searchbox", { name: churchSongsTexts.searchLabel }));
    await user.type(screen.getByRole("searchbox", { name: churchSongsTexts.searchLabel }), "graça{Enter}");
    // Enter searches at once (the form's own submission, in place), from the first page.
    await waitFor(() => expect(router.state.location.search).toBe("?q=gra%C3%A7a"));
  });
});

const detail: PublicSongDetailResponse = {
  song: {
    id: graca.id,
    key: graca.key,
    name: "Graça Sem Fim",
    author: "Clara Monteiro",
    chordFile: "https://www.cifraclub.com.br/clara-monteiro/graca-sem-fim/",
    performanceCount: 2,
    chart: null,
    originalKey: null,
  },
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
      videoLink: "https://www.youtube.com/watch?v=QExe8cYz3F3&t=600s",
      musicalKey: "A#",
      tempo: 72,
    },
    {
      segmentId: "aaaa1111-0000-4000-8000-000000000002",
      segmentKey: "graca-sem-fim-aaab",
      serviceId: "bbbb1111-0000-4000-8000-000000000002",
      serviceKey: "15-03-2026-9h-banda-agape",
      date: "2026-03-15",
      time: "09:00",
      shift: "morning",
      serviceTitle: "Culto 9h",
      startTime: 100,
      endTime: 0 + 100,
      duration: 0,
      bandName: "Banda Ágape",
      bandYear: 2019,
      videoLink: null,
      musicalKey: null,
      tempo: null,
    },
  ],
  statistics: { totalPerformances: 2, averageDuration: 125, lastPerformanceDate: "2026-04-26" },
  history: {
    firstPerformance: { date: "2026-03-15", bandName: "Banda Ágape" },
    lastPerformance: { date: "2026-04-26", bandName: "Banda Kairós" },
    servicesSinceLast: 3,
    bands: [
      { name: "Banda Ágape", performances: 1 },
      { name: "Banda Kairós", performances: 1 },
    ],
    perYear: [{ year: 2026, performances: 2 }],
  },
  keys: [{ key: "A#", count: 1 }],
};

describe("song detail page", () => {
  const url = `${CATALOGUE}/graca-sem-fim-8ba1`;

  it("shows the song, its chord file, and each performance with date, time, duration, band, service and video", async () => {
    network.on("GET", url, () => jsonResponse(detail));
    const { router, user } = renderAt(paths.church.song.href(CHURCH, "graca-sem-fim-8ba1"));

    expect(screen.getByText(songDetailTexts.loading)).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Graça Sem Fim" })).toBeVisible();
    expect(screen.getByText("por Clara Monteiro")).toBeVisible();
    expect(screen.getByText("2 performances")).toBeVisible();
    const chord = screen.getByRole("link", { name: songDetailTexts.chordFile });
    expect(chord).toHaveAttribute("href", detail.song.chordFile);
    expect(chord).toHaveAttribute("target", "_blank");

    const first = screen.getByRole("article", { name: "Culto 18h 26.04.2026" });
    expect(within(first).getByText("Noite")).toBeVisible();
    expect(within(first).getByText("18:00")).toBeVisible();
    expect(within(first).getByText("4:09")).toBeVisible();
    expect(within(first).getByText("Banda Kairós (2023)")).toBeVisible();
    expect(within(first).getByText("Tom: A#")).toBeVisible();
    expect(within(first).getByText("72 BPM")).toBeVisible();
    expect(within(screen.getByRole("list", { name: songDetailTexts.keysLabel })).getByText("A# (1×)")).toBeVisible();
    expect(within(first).getByRole("link", { name: songDetailTexts.watchVideo })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=QExe8cYz3F3&t=600s",
    );
    const second = screen.getByRole("article", { name: "Culto 9h 15.03.2026" });
    expect(within(second).getByText("Manhã")).toBeVisible();
    expect(within(second).getByText("--:--")).toBeVisible();
    expect(within(second).queryByText(/Tom:|BPM/)).not.toBeInTheDocument();
    expect(within(second).queryByRole("link", { name: songDetailTexts.watchVideo })).not.toBeInTheDocument();

    await user.click(within(first).getByRole("link", { name: songDetailTexts.openInService }));
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/services/26-04-2026-18h-banda-kairos/songs/graca-sem-fim-aaaa");
  });

  it("shows the statistics: total, average duration and last performance date", async () => {
    network.on("GET", url, () => jsonResponse(detail));
    const { user } = renderAt(paths.church.song.href(CHURCH, "graca-sem-fim-8ba1"));
    await user.click(await screen.findByRole("tab", { name: songDetailTexts.tabs.statistics }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText(songDetailTexts.statistics.total).nextSibling).toHaveTextContent("2");
    expect(within(panel).getByText("2:05")).toBeVisible();
    expect(within(panel).getByText(songHistoryTexts.first).nextSibling).toHaveTextContent("15.03.2026Banda Ágape");
    expect(within(panel).getByText(songHistoryTexts.last).nextSibling).toHaveTextContent("26.04.2026Banda Kairós");
    expect(within(panel).getByText(songHistoryTexts.servicesSinceLast).nextSibling).toHaveTextContent("3");
    expect(within(panel).getByRole("list", { name: songHistoryTexts.perYear })).toContainElement(
      within(panel).getByLabelText("2026: 2 performances"),
    );
  });

  it("shows the empty performances text and N/A for a song never performed", async () => {
    network.on("GET", url, () =>
      jsonResponse({
        song: { ...detail.song, chordFile: null, author: null, performanceCount: 0 },
        performances: [],
        statistics: { totalPerformances: 0, averageDuration: null, lastPerformanceDate: null },
      }),
    );
    const { user } = renderAt(paths.church.song.href(CHURCH, "graca-sem-fim-8ba1"));
    expect(await screen.findByText(songDetailTexts.noPerformances)).toBeVisible();
    expect(screen.queryByRole("link", { name: songDetailTexts.chordFile })).not.toBeInTheDocument();
    expect(screen.queryByText(/^por /)).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: songDetailTexts.tabs.statistics }));
    expect(screen.getByText(songDetailTexts.statistics.notAvailable)).toBeVisible();
    expect(screen.getByText("--:--")).toBeVisible();
  });

  it("shows the not-found view for an unknown song, with the way back to the list", async () => {
    network.on("GET", url, () => jsonResponse({ error: { code: "not_found", message: "Música não encontrada" } }, 404));
    const { router, user } = renderAt(paths.church.song.href(CHURCH, "graca-sem-fim-8ba1"));
    expect(await screen.findByRole("heading", { name: songDetailTexts.notFound })).toBeVisible();
    expect(screen.getByText(songDetailTexts.notFoundDescription)).toBeVisible();
    await user.click(screen.getByRole("link", { name: songDetailTexts.backToList }));
    expect(router.state.location.pathname).toBe("/churches/igreja-esperanca/songs");
  });

  it("logs a failure and shows the not-found view", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    network.on("GET", url, () => jsonResponse({ error: { code: "internal_error", message: "Erro interno do servidor." } }, 500));
    renderAt(paths.church.song.href(CHURCH, "graca-sem-fim-8ba1"));
    expect(await screen.findByRole("heading", { name: songDetailTexts.notFound })).toBeVisible();
    expect(logged).toHaveBeenCalledWith("Falha ao carregar a música", expect.objectContaining({ status: 500 }));
  });
});
