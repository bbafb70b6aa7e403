import { expect, test, type APIRequestContext } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";

/**
 * Links pasted into a messenger: the HTML the server sends (before any script) carries the page's
 * own title, description and preview image. Fetched like a link-preview bot, without a browser.
 */

const pages = paths.church;
const CHURCH = pages.root.href(DEMO_CHURCH);

function meta(html: string, name: string): string | undefined {
  const escaped = name.replace(/[.:]/g, "\\$&");
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html)?.[1];
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { "User-Agent": "WhatsApp/2.23 link preview" } });
  expect(response.status()).toBe(200);
  return response.text();
}

type Home = {
  recentServices: { key: string; date: string; time: string; band: { name: string } }[];
  popularSongs: { serviceKey: string; segmentKey: string; startTime: number; name: string; songKey: string }[];
};

test("a service link previews its date, hour, band and video thumbnail", async ({ request }) => {
  const home = (await (await request.get(`/api/public/churches/${DEMO_CHURCH}/home`)).json()) as Home;
  const service = home.recentServices[0]!;
  const [year, month, day] = service.date.split("-");
  const servicePath = pages.service.href(DEMO_CHURCH, service.key);
  const page = await html(request, servicePath);
  const title = meta(page, "og:title");
  expect(title).toContain(`${day}.${month}.${year}`);
  expect(title).toContain(service.band.name);
  expect(page).toContain(`<title>${title}</title>`);
  expect(meta(page, "og:description")).toContain("Igreja Esperança");
  expect(meta(page, "og:image")).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
  expect(meta(page, "og:url")).toMatch(new RegExp(`${servicePath}$`));
  expect(meta(page, "og:type")).toBe("video.other");
  expect(meta(page, "twitter:card")).toBe("summary_large_image");
  // The page itself still loads.
  expect(page).toMatch(/<script type="module"[^>]+src="\/assets\//);
});

test("a song-within-service link keeps the song and its start time", async ({ request }) => {
  const home = (await (await request.get(`/api/public/churches/${DEMO_CHURCH}/home`)).json()) as Home;
  const song = home.popularSongs[0]!;
  const path = pages.serviceSong.href(DEMO_CHURCH, song.serviceKey, song.segmentKey);
  const page = await html(request, path);
  expect(meta(page, "og:title")).toContain(song.name);
  expect(meta(page, "og:url")).toMatch(new RegExp(`${path}$`));
  expect(meta(page, "og:video:url")).toMatch(new RegExp(`^https://www\\.youtube\\.com/watch\\?v=[\\w-]{11}&amp;t=${song.startTime}s$`));
});

test("church, song, band and musician links preview their own names", async ({ request }) => {
  expect(meta(await html(request, CHURCH), "og:title")).toBe("Igreja Esperança — Louvor");
  const home = (await (await request.get(`/api/public/churches/${DEMO_CHURCH}/home`)).json()) as Home;
  const song = home.popularSongs[0]!;
  expect(meta(await html(request, pages.song.href(DEMO_CHURCH, song.songKey)), "og:title")).toContain(song.name);
  expect(meta(await html(request, pages.band.href(DEMO_CHURCH, "banda-agape-2019")), "og:title")).toContain("Banda Ágape (2019)");
  expect(meta(await html(request, pages.musician.href(DEMO_CHURCH, "lucas-almeida")), "og:title")).toContain("Lucas Almeida");
  // A link to a church that is gone leads to the directory (decision 380), and previews it.
  const gone = await request.get(pages.root.href("nao-existe"), { headers: { "User-Agent": "WhatsApp/2.23 link preview" }, maxRedirects: 0 });
  expect(gone.status()).toBe(302);
  expect(gone.headers()["location"]).toBe(paths.home.href());
  expect(meta(await html(request, pages.root.href("nao-existe")), "og:title")).toBe("Igrejas — Louvor");
  // A service that is gone is a 404, previewed as its church.
  const missing = await request.get(pages.service.href(DEMO_CHURCH, "01-01-2020-19h-ninguem"), { headers: { "User-Agent": "WhatsApp/2.23 link preview" } });
  expect(missing.status()).toBe(404);
  expect(meta(await missing.text(), "og:title")).toBe("Igreja Esperança — Louvor");
});
