import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type {
  RecommendationsResponse,
  ServicePageResponse,
  ViewerMusician,
} from "@shared/schemas/public-service-viewer";
import { paths } from "@/lib/paths";
import { renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { viewerService } from "@/test-support/public-fixtures";
import { ServiceViewerPage } from "./service-viewer-page";
import { serviceViewerTexts as texts } from "./texts";

const CHURCH = TEST_CHURCH;
const SERVICE_KEY = "05-05-2024-19h-banda-agape";
const PAGE_API = `${TEST_CHURCH_API}/services/${SERVICE_KEY}`;
const RECOMMENDATIONS_API = `${TEST_CHURCH_API}/recommendations`;

const musician = (name: string, instrument: string): ViewerMusician => ({
  id: `m-${name}`,
  key: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  instrument,
  avatarUrl: null,
});

const ana = musician("Ana Lima", "Violão");
const bruno = musician("Bruno Souza", "Cajón");
const carla = musician("Carla Dias", "Teclado");

function servicePage(overrides: Partial<ServicePageResponse> = {}): ServicePageResponse {
  return {
    service: viewerService(),
    songs: [
      { id: "d1", key: "grande-e-o-senhor-d1aa", songCatalogId: "k1", songKey: "grande-e-o-senhor-k1aa", name: "Grande É o Senhor", author: "Adhemar de Campos", startTime: 60, endTime: 300, duration: 240, viewCount: 5, musicalKey: "G", tempo: 120 },
      { id: "d2", key: "aleluia-d2aa", songCatalogId: "k2", songKey: "aleluia-k2aa", name: "Aleluia", author: null, startTime: 300, endTime: 620, duration: 320, viewCount: 0, musicalKey: null, tempo: null },
    ],
    selectedSongId: null,
    musicians: { bySong: { d1: [ana] }, service: [bruno], band: [carla] },
    ...overrides,
  };
}

const recommendations: RecommendationsResponse = {
  services: [
    {
      kind: "service", reason: "same-band", id: "s2", key: "12-05-2024-19h-banda-agape", date: "2024-05-12", time: "19:00", title: "Culto 19h",
      bandName: "Banda Ágape", bandYear: 2023, viewCount: 10, songCount: 4, duration: 3000, videoUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: null,
    },
  ],
  songs: [
    {
      kind: "song", reason: "same-song", id: "d9", key: "grande-e-o-senhor-d9aa", songCatalogId: "k1", name: "Grande É o Senhor", serviceId: "s3",
      serviceKey: "01-04-2024-10h-louvor-jovem", date: "2024-04-01", time: "10:00", bandName: "Louvor Jovem", bandYear: 2021, startTime: 125,
      duration: 250, viewCount: 3, videoUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: null,
    },
  ],
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  network.on("GET", "/api/public/config", () => jsonResponse({ gtmId: null, gaMeasurementId: null }));
  network.on("GET", RECOMMENDATIONS_API, () => jsonResponse(recommendations));
  network.on("POST", "/api/views/services/s1", () => jsonResponse({ counted: true, viewCount: 1235 }));
});

function renderAt(url: string) {
  return renderChurchRoutes(
    [
      { index: true, element: <p>página da igreja</p> },
      { path: paths.church.service.pattern, element: <ServiceViewerPage /> },
      { path: paths.church.serviceSong.pattern, element: <ServiceViewerPage /> },
      { path: paths.church.musician.pattern, element: <p>página do músico</p> },
    ],
    url,
    { routes: [{ path: "/", element: <p>início</p> }] },
  );
}

const songList = () => screen.getByRole("region", { name: texts.songsHeading });
const musicianNames = () =>
  within(screen.getByRole("region", { name: texts.musiciansHeading }))
    .queryAllByRole("link")
    .map((link) => within(link).getByText(/\S/, { selector: "span.font-medium" }).textContent);

describe("ServiceViewerPage", () => {
  it("shows the service, its songs with the first one current, and that song's own musicians", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));

    expect(await screen.findByRole("heading", { level: 1, name: "Culto 19h · 05.05.2024" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Banda Ágape (2023)" })).toHaveAttribute("href", "/churches/igreja-esperanca/bands/banda-agape-2023");
    expect(screen.getByText("1.234 visualizações")).toBeInTheDocument();
    expect(screen.getByTestId("current-song")).toHaveTextContent("Grande É o Senhor");
    // Each song is a link to its own URL (it works before the scripts run).
    const songs = within(songList()).getAllByRole("link");
    expect(songs).toHaveLength(2);
    expect(songs[0]).toHaveAttribute("aria-current", "true");
    expect(songs[0]).toHaveTextContent("4:00");
    expect(songs[1]).toHaveAttribute("href", paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "aleluia-d2aa"));
    expect(musicianNames()).toEqual(["Ana Lima"]);
    // The facade: a thumbnail and a play button, no player yet; without scripts it is a link to the video at the current song.
    expect(screen.getByRole("button", { name: "Reproduzir vídeo: Culto 19h · 05.05.2024" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=60s",
    );
    expect(document.querySelector('script[src="https://www.youtube.com/iframe_api"]')).toBeNull();
    for (const name of [texts.shuffle, texts.play, texts.repeat]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    // Previous and next wrap around; play is a link to the video at the song until the player starts.
    expect(screen.getByRole("link", { name: texts.previous })).toHaveAttribute("href", paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "aleluia-d2aa"));
    expect(screen.getByRole("link", { name: texts.next })).toHaveAttribute("href", paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "aleluia-d2aa"));
    expect(screen.getByRole("button", { name: texts.play })).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=60s");
    expect(screen.getByRole("slider", { name: texts.timeline })).toHaveAttribute("aria-valuetext", "0:00 de 4:00");
  });

  it("opens the song the URL names, and falls back to the service's and then the band's musicians", async () => {
    network.on("GET", PAGE_API, ({ url }) => {
      expect(url.searchParams.get("song")).toBe("aleluia-d2aa");
      return jsonResponse(servicePage({ selectedSongId: "d2" }));
    });
    renderAt(paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "aleluia-d2aa"));
    expect(await screen.findByTestId("current-song")).toHaveTextContent("Aleluia");
    expect(musicianNames()).toEqual(["Bruno Souza"]);
  });

  it("shows the band's members when neither the song nor the service has a lineup", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage({ musicians: { bySong: {}, service: [], band: [carla] } })));
    renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    await screen.findByTestId("current-song");
    expect(musicianNames()).toEqual(["Carla Dias"]);
  });

  it("cycles repeat through its three states; shuffle jumps to the other song", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    const { user } = renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    const repeat = await screen.findByRole("button", { name: texts.repeat });
    expect(repeat).toHaveAttribute("aria-pressed", "false");
    await user.click(repeat);
    expect(repeat).toHaveAttribute("title", "Repetir todas as músicas");
    await user.click(repeat);
    expect(repeat).toHaveAttribute("title", "Repetir esta música");
    await user.click(repeat);
    expect(repeat).toHaveAttribute("aria-pressed", "false");
    const shuffle = screen.getByRole("button", { name: texts.shuffle });
    expect(screen.getByTestId("current-song")).toHaveTextContent("Grande É o Senhor");
    await user.click(shuffle);
    expect(shuffle).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("current-song")).toHaveTextContent("Aleluia");
  });

  it("shows the recommendations after a moment: a service, then a song", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    const list = await screen.findByTestId("recommendations");
    const links = within(list).getAllByRole("link");
    expect(links[0]).toHaveAttribute("href", "/churches/igreja-esperanca/services/12-05-2024-19h-banda-agape");
    expect(links[1]).toHaveAttribute("href", "/churches/igreja-esperanca/services/01-04-2024-10h-louvor-jovem/songs/grande-e-o-senhor-d9aa");
    const [request] = network.requestsTo("GET", RECOMMENDATIONS_API);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ service: "s1", song: "d1" });
  });

  it("says so when there is nothing to recommend", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    network.on("GET", RECOMMENDATIONS_API, () => jsonResponse({ services: [], songs: [] }));
    const first = renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    expect(await screen.findByText(texts.noRecommendations)).toBeInTheDocument();
    first.router.dispose();
  });

  it("shows the recommendations' error text", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    network.on("GET", RECOMMENDATIONS_API, () => jsonResponse({ error: { code: "internal_error", message: "x" } }, 500));
    renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    expect(await screen.findByText(texts.recommendationsError, {}, { timeout: 8000 })).toBeInTheDocument();
  }, 12_000);

  it("shows 'Serviço não encontrado' with Voltar for an unknown service", async () => {
    network.on("GET", PAGE_API, () => jsonResponse({ error: { code: "not_found", message: "Serviço não encontrado" } }, 404));
    const { user, router } = renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    expect(await screen.findByRole("heading", { name: "Serviço não encontrado" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    expect(["/churches/igreja-esperanca", "/"]).toContain(router.state.location.pathname);
  });

  it("shows 'Erro ao carregar o serviço' with the message when loading fails", async () => {
    network.on("GET", PAGE_API, () => jsonResponse({ error: { code: "bad_request", message: "Requisição inválida." } }, 400));
    renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    expect(await screen.findByText("Erro ao carregar o serviço")).toBeInTheDocument();
    expect(screen.getByText("Requisição inválida.")).toBeInTheDocument();
  });

  it("selecting a song makes it current and shows its musicians", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    const { user, router } = renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    await screen.findByTestId("current-song");
    await user.click(within(songList()).getAllByRole("link")[1]!);
    expect(screen.getByTestId("current-song")).toHaveTextContent("Aleluia");
    expect(musicianNames()).toEqual(["Bruno Souza"]);
    expect(within(songList()).getAllByRole("link")[1]).toHaveAttribute("aria-current", "true");
    // In place: the router did not navigate (the address is rewritten without a navigation).
    expect(router.state.location.pathname).toBe(paths.church.service.href(CHURCH, SERVICE_KEY));
  });

  it("next and previous make the neighbouring song current in place", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    const { user, router } = renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    await screen.findByTestId("current-song");
    await user.click(screen.getByRole("link", { name: texts.next }));
    expect(screen.getByTestId("current-song")).toHaveTextContent("Aleluia");
    expect(screen.getByRole("link", { name: texts.next })).toHaveAttribute("href", paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "grande-e-o-senhor-d1aa"));
    expect(router.state.location.pathname).toBe(paths.church.service.href(CHURCH, SERVICE_KEY));
    expect(network.requestsTo("GET", PAGE_API)).toHaveLength(1);
  });

  it("a page without a video has no play link and disabled previous and next", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage({ service: { ...servicePage().service, videoUrl: "", videoId: null } })));
    renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    expect(await screen.findByText(texts.noVideo)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Reproduzir vídeo/ })).toBeNull();
    for (const name of [texts.previous, texts.play, texts.next]) {
      expect(screen.getByRole("button", { name })).toBeDisabled();
    }
  });

  it("shows the current song's key and tempo beside its title, and nothing for a song without them", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    const { user } = renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    expect(await screen.findByTestId("current-song-facts")).toHaveTextContent("Tom: G120 BPM");
    expect(screen.getByText("Tom: G")).toBeInTheDocument();
    expect(screen.getByText("120 BPM")).toBeInTheDocument();
    await user.click(within(songList()).getAllByRole("link")[1]!);
    expect(screen.getByTestId("current-song")).toHaveTextContent("Aleluia");
    expect(screen.queryByTestId("current-song-facts")).toBeNull();
    expect(screen.queryByText(/^Tom:/)).toBeNull();
  });

  it("'Modo ensaio' is a switch that opens the practice controls and keeps them in the address", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage()));
    const { user } = renderAt(paths.church.service.href(CHURCH, SERVICE_KEY));
    const practice = await screen.findByRole("switch", { name: texts.practiceMode });
    expect(practice).toHaveAttribute("aria-checked", "false");
    // Without scripts it is a link to this song with the panel open.
    expect(practice).toHaveAttribute("href", `${paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "grande-e-o-senhor-d1aa")}?ensaio=1`);
    expect(screen.queryByTestId("practice-panel")).toBeNull();

    await user.click(practice);
    expect(practice).toHaveAttribute("aria-checked", "true");
    const panel = screen.getByRole("group", { name: texts.practiceControls });
    expect(within(panel).getByRole("button", { name: texts.practiceLoop })).toHaveAttribute("aria-pressed", "true");
    expect(within(panel).getByRole("button", { name: "1×" })).toHaveAttribute("aria-pressed", "true");
    for (const name of [texts.practiceBack, texts.practiceForward]) expect(within(panel).getByRole("button", { name })).toBeEnabled();
    for (const { keys } of texts.practiceShortcutList) expect(within(panel).getByText(keys)).toBeInTheDocument();
    expect(window.location.search).toBe("?ensaio=1");
    // The loop is repeat one: the bar's repeat says so.
    expect(screen.getByRole("button", { name: texts.repeat })).toHaveAttribute("title", "Repetir esta música");

    await user.click(within(panel).getByRole("button", { name: "0,75×" }));
    expect(within(panel).getByRole("button", { name: "0,75×" })).toHaveAttribute("aria-pressed", "true");
    expect(within(panel).getByRole("button", { name: "1×" })).toHaveAttribute("aria-pressed", "false");

    // L turns the loop off (the bar's repeat with it); once the panel is closed it does nothing.
    await user.keyboard("l");
    expect(within(panel).getByRole("button", { name: texts.practiceLoop })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: texts.repeat })).toHaveAttribute("aria-pressed", "false");

    await user.click(practice);
    expect(screen.queryByTestId("practice-panel")).toBeNull();
    await user.keyboard("l");
    expect(screen.getByRole("button", { name: texts.repeat })).toHaveAttribute("aria-pressed", "false");
  });

  it("opens with the practice panel, its speed and its loop when the address names them", async () => {
    network.on("GET", PAGE_API, () => jsonResponse(servicePage({ selectedSongId: "d2" })));
    renderAt(`${paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "aleluia-d2aa")}?ensaio=1&repetir=0&velocidade=0.5`);
    expect(await screen.findByRole("switch", { name: texts.practiceMode })).toHaveAttribute("aria-checked", "true");
    const panel = screen.getByRole("group", { name: texts.practiceControls });
    expect(within(panel).getByRole("button", { name: "0,5×" })).toHaveAttribute("aria-pressed", "true");
    const loop = within(panel).getByRole("button", { name: texts.practiceLoop });
    expect(loop).toHaveAttribute("aria-pressed", "false");
    expect(loop).toHaveAttribute("href", `${paths.church.serviceSong.href(CHURCH, SERVICE_KEY, "aleluia-d2aa")}?ensaio=1&velocidade=0.5`);
  });
});
