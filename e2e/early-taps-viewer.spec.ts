import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { fakePlayerTime, useFakePlayer } from "./fixtures/fake-player";
import { DEMO_CHURCH, findService, serviceSongUrl, serviceUrl } from "./fixtures/service-data";
import { waitForHydration } from "./support/hydration";

/**
 * Issue 25, "every tap counts", on the service page and the song page (docs/decisions/415, 417):
 * on a phone slowed 4×, a visitor opens a shared link and taps at once. The song page's
 * 'Estatísticas' tab, the service page's 'next song' and its song list are links that the server
 * answers, so a tap works before the page's scripts have run; once they have, the same taps act in
 * place (no new document, the player seeks) as before.
 *
 * Most tests hold the app's scripts until the taps are done, so the taps land before hydration
 * whatever the machine's speed (a control that needed the scripts would do nothing, and the test
 * would fail); the "at once" tests let the scripts race the taps, as on a real phone.
 */

const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT });

test.beforeEach(async ({ page }) => {
  // The video host (thumbnails, the player's script) is served by the fake player.
  await useFakePlayer(page, { duration: 4 * 3600 });
});

/** Lighthouse's mobile setting: the processor four times slower. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds the app's scripts (the boot script, the entry, the route chunks) until `release()`: the page stays as the server sent it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await held;
    // A request of a document the visitor has left is gone by then.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Whether React has hydrated the page (its elements carry React's fibers). */
const isHydrated = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("#root *")].some((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))));

/** Marks the document; the mark survives in-place updates and is gone after a navigation that loads a new one. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** A demo catalogue song played more than once (its statistics have a history and a chart). */
async function songWithHistory(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/public/churches/${DEMO_CHURCH}/catalogue`);
  const { songs } = (await response.json()) as { songs: { key: string; performanceCount: number }[] };
  const song = songs.find((candidate) => candidate.performanceCount >= 2);
  if (!song) throw new Error("no demo song was played twice");
  return paths.church.song.href(DEMO_CHURCH, song.key);
}

const tab = (page: Page, name: "Performances" | "Estatísticas") => page.getByRole("tab", { name });
const statistics = (page: Page) => page.getByRole("tabpanel").getByText("Total de performances");
const currentSong = (page: Page) => page.getByTestId("current-song");
const songLinks = (page: Page) => page.getByRole("region", { name: "Músicas" }).getByRole("link");
const next = (page: Page) => page.getByRole("link", { name: "Próxima música" });
const previous = (page: Page) => page.getByRole("link", { name: "Música anterior" });

test.describe("on a phone slowed 4×", () => {
  test.beforeEach(async ({ page }) => {
    // Everything in the page runs four times slower, by design: these tests get three times the time.
    test.slow();
    await slowCpu(page);
  });

  test("a shared song link: 'Estatísticas' tapped before the scripts run shows the statistics, and the tabs switch in place once they run", async ({
    page,
    request,
  }) => {
    const song = await songWithHistory(request);
    const release = await holdScripts(page);
    await page.goto(song, { waitUntil: "commit" });

    await tab(page, "Estatísticas").tap();
    await expect(page).toHaveURL(`${song}?tab=estatisticas`);
    await expect(tab(page, "Estatísticas")).toHaveAttribute("aria-selected", "true");
    await expect(statistics(page)).toBeVisible();
    // The history and its chart come rendered from the server too.
    await expect(page.getByRole("list", { name: "Performances por ano" }).getByRole("listitem").first()).toBeVisible();
    await tab(page, "Performances").tap();
    await expect(page).toHaveURL(song);
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await isHydrated(page)).toBe(false);

    release();
    await waitForHydration(page);
    await markDocument(page);
    await tab(page, "Estatísticas").tap();
    await expect(statistics(page)).toBeVisible();
    await expect(page).toHaveURL(`${song}?tab=estatisticas`);
    await tab(page, "Performances").tap();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page).toHaveURL(song);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a shared song link: 'Estatísticas' tapped at once, while the scripts load", async ({ page, request }) => {
    const song = await songWithHistory(request);
    await page.goto(song, { waitUntil: "commit" });
    await tab(page, "Estatísticas").tap();
    await expect(statistics(page)).toBeVisible();
    await expect(tab(page, "Estatísticas")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(`${song}?tab=estatisticas`);
  });

  test("a service: 'next song', a song of the list and 'previous' tapped before the scripts run; in place once they run", async ({ page, request }) => {
    const service = await findService(request, (s) => s.songs.length >= 4 && s.service.videoId !== null);
    const songs = service.songs;
    const release = await holdScripts(page);
    await page.goto(serviceUrl(service.service.key), { waitUntil: "commit" });
    await expect(currentSong(page)).toHaveText(songs[0]!.name);

    await next(page).tap();
    await expect(page).toHaveURL(serviceSongUrl(service.service.key, songs[1]!.key));
    await expect(currentSong(page)).toHaveText(songs[1]!.name);
    await expect(songLinks(page).nth(1)).toHaveAttribute("aria-current", "true");

    await songLinks(page).nth(3).tap();
    await expect(page).toHaveURL(serviceSongUrl(service.service.key, songs[3]!.key));
    await expect(currentSong(page)).toHaveText(songs[3]!.name);

    await previous(page).tap();
    await expect(currentSong(page)).toHaveText(songs[2]!.name);
    // Play, until the player can start here, is a link to the video at the current song on its host.
    await expect(page.getByRole("button", { name: /^Reproduzir vídeo/ })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${service.service.videoId}&t=${Math.floor(songs[2]!.startTime)}s`,
    );
    expect(await isHydrated(page)).toBe(false);

    // Once the scripts have run, 'next song' plays the next song in place: the player starts at its start.
    release();
    await waitForHydration(page);
    await markDocument(page);
    await next(page).tap();
    await expect(currentSong(page)).toHaveText(songs[3]!.name);
    await expect(page.getByTestId("fake-youtube-player")).toBeVisible();
    // The player plays from that song's start: it is within the song (the fake keeps real time).
    await expect.poll(() => fakePlayerTime(page)).toBeGreaterThanOrEqual(songs[3]!.startTime);
    expect(await fakePlayerTime(page)).toBeLessThan(songs[3]!.endTime);
    await expect(page).toHaveURL(serviceSongUrl(service.service.key, songs[3]!.key));
    expect(await sameDocument(page)).toBe(true);
  });

  test("a service: 'next song' tapped at once, while the scripts load", async ({ page, request }) => {
    const service = await findService(request, (s) => s.songs.length >= 2 && s.service.videoId !== null);
    await page.goto(serviceUrl(service.service.key), { waitUntil: "commit" });
    await next(page).tap();
    await expect(currentSong(page)).toHaveText(service.songs[1]!.name);
    await expect(page).toHaveURL(serviceSongUrl(service.service.key, service.songs[1]!.key));
  });

  test("a service: a song of the list tapped at once, while the scripts load", async ({ page, request }) => {
    const service = await findService(request, (s) => s.songs.length >= 3 && s.service.videoId !== null);
    await page.goto(serviceUrl(service.service.key), { waitUntil: "commit" });
    await songLinks(page).nth(2).tap();
    await expect(currentSong(page)).toHaveText(service.songs[2]!.name);
    await expect(page).toHaveURL(serviceSongUrl(service.service.key, service.songs[2]!.key));
  });
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the song page's tabs are links the server answers", async ({ page, request }) => {
    const song = await songWithHistory(request);
    await page.goto(song);
    await expect(tab(page, "Performances")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article").first()).toBeVisible();

    await tab(page, "Estatísticas").click();
    await expect(page).toHaveURL(`${song}?tab=estatisticas`);
    await expect(statistics(page)).toBeVisible();
    await expect(page.getByRole("list", { name: "Performances por ano" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);

    await tab(page, "Performances").click();
    await expect(page).toHaveURL(song);
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("the service page's song list, next and previous are links the server answers", async ({ page, request }) => {
    // Six pages load one after another.
    test.slow();
    const service = await findService(request, (s) => s.songs.length >= 3 && s.service.videoId !== null);
    const songs = service.songs;
    const last = songs.length - 1;
    await page.goto(serviceUrl(service.service.key));
    await expect(currentSong(page)).toHaveText(songs[0]!.name);

    await next(page).click();
    await expect(page).toHaveURL(serviceSongUrl(service.service.key, songs[1]!.key));
    await expect(currentSong(page)).toHaveText(songs[1]!.name);

    await songLinks(page).nth(last).click();
    await expect(currentSong(page)).toHaveText(songs[last]!.name);
    await expect(songLinks(page).nth(last)).toHaveAttribute("aria-current", "true");

    // Next wraps from the last song to the first, previous from the first to the last.
    await next(page).click();
    await expect(currentSong(page)).toHaveText(songs[0]!.name);
    await previous(page).click();
    await expect(page).toHaveURL(serviceSongUrl(service.service.key, songs[last]!.key));
    await expect(currentSong(page)).toHaveText(songs[last]!.name);

    // Play opens the video at the current song on its host.
    const watch = `https://www.youtube.com/watch?v=${service.service.videoId}&t=${Math.floor(songs[last]!.startTime)}s`;
    await expect(page.getByRole("button", { name: /^Reproduzir vídeo/ })).toHaveAttribute("href", watch);
    await expect(page.getByRole("button", { name: "Reproduzir", exact: true })).toHaveAttribute("href", watch);
  });
});
