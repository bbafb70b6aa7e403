import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { fakePlayerState, fakePlayerTime, setFakePlayerTime, useFakePlayer } from "./fixtures/fake-player";
import { DEMO_CHURCH, findService, serviceSongUrl, serviceUrl } from "./fixtures/service-data";
import { gotoHydrated } from "./support/hydration";

/**
 * The service viewing page with the fake YouTube player (the real adapter runs against it):
 * facade, auto-advance and URL rewrite, next/previous, the song list, the musicians of the
 * current song, and the not-found page.
 */

test.beforeEach(async ({ page }) => {
  // The demo services' videos run past an hour.
  await useFakePlayer(page, { duration: 4 * 3600 });
});

const currentSong = (page: Page) => page.getByTestId("current-song");
/** The song list's link for the song at `index` (service order); once hydrated it plays the song in place. */
const songButton = (page: Page, index: number) => page.getByRole("region", { name: "Músicas" }).getByRole("link").nth(index);
const controls = (page: Page) => ({
  play: page.getByRole("button", { name: "Reproduzir", exact: true }),
  pause: page.getByRole("button", { name: "Pausar", exact: true }),
  // Links to the songs' URLs (they work before the scripts run); once hydrated they act in place.
  next: page.getByRole("link", { name: "Próxima música" }),
  previous: page.getByRole("link", { name: "Música anterior" }),
});

async function startVideo(page: Page) {
  await page.getByRole("button", { name: /^Reproduzir vídeo/ }).click();
  await expect(page.getByTestId("fake-youtube-player")).toBeVisible();
  await expect(controls(page).pause).toBeVisible();
}

test("shows the thumbnail facade and loads the video host's script only when the visitor plays", async ({ page, request }) => {
  const service = await findService(request, (s) => s.songs.length >= 2);
  const apiRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith("https://www.youtube.com/iframe_api")) apiRequests.push(r.url());
  });
  await gotoHydrated(page, serviceUrl(service.service.key));

  await expect(page.getByRole("heading", { level: 1 })).toContainText(service.service.title);
  await expect(currentSong(page)).toHaveText(service.songs[0]!.name);
  await expect(page.getByRole("img", { name: new RegExp(service.service.title) })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(apiRequests).toEqual([]);

  await startVideo(page);
  expect(apiRequests).toHaveLength(1);
  // The player starts at the first song.
  expect(await fakePlayerTime(page)).toBeGreaterThanOrEqual(service.songs[0]!.startTime);
  expect(await fakePlayerTime(page)).toBeLessThan(service.songs[0]!.startTime + 5);
});

test("auto-advances at each song's end, rewrites the URL without navigating, and stops after the last", async ({ page, request }) => {
  const service = await findService(request, (s) => s.songs.length >= 3 && s.songs[1]!.startTime > s.songs[0]!.endTime);
  const [first, second] = service.songs as [(typeof service.songs)[0], (typeof service.songs)[0]];
  const last = service.songs.at(-1)!;
  await gotoHydrated(page, serviceUrl(service.service.key));
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await startVideo(page);

  // Near the first song's end: the page moves to the second song, seeks over the gap and rewrites the URL.
  await page.waitForTimeout(1600);
  await setFakePlayerTime(page, first.endTime - 1);
  await expect(currentSong(page)).toHaveText(second.name, { timeout: 5000 });
  await expect(page).toHaveURL(serviceSongUrl(service.service.key, second.key));
  expect(await fakePlayerTime(page)).toBeGreaterThanOrEqual(second.startTime);
  expect(await fakePlayerTime(page)).toBeLessThan(second.startTime + 5);
  await expect(songButton(page, 1)).toHaveAttribute("aria-current", "true");
  // Still the same document: the address changed without a navigation.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The last song: at its end playback stops and the song stays.
  await page.waitForTimeout(1100);
  await songButton(page, service.songs.length - 1).click();
  await expect(currentSong(page)).toHaveText(last.name);
  await page.waitForTimeout(1600);
  await setFakePlayerTime(page, last.endTime - 1);
  await expect(controls(page).play).toBeVisible({ timeout: 5000 });
  expect(await fakePlayerState(page)).toBe("paused");
  await expect(currentSong(page)).toHaveText(last.name);
  await expect(page).toHaveURL(serviceSongUrl(service.service.key, last.key));
});

test("opens the song named in the URL; next and previous wrap around", async ({ page, request }) => {
  const service = await findService(request, (s) => s.songs.length >= 3);
  const first = service.songs[0]!;
  const last = service.songs.at(-1)!;
  await gotoHydrated(page, serviceSongUrl(service.service.key, last.key));
  await expect(currentSong(page)).toHaveText(last.name);
  await startVideo(page);
  expect(await fakePlayerTime(page)).toBeGreaterThanOrEqual(last.startTime);

  await controls(page).next.click();
  await expect(currentSong(page)).toHaveText(first.name);
  await expect.poll(() => fakePlayerTime(page)).toBeLessThan(first.startTime + 3);
  await expect(page).toHaveURL(serviceSongUrl(service.service.key, first.key));

  await page.waitForTimeout(1100);
  await controls(page).previous.click();
  await expect(currentSong(page)).toHaveText(last.name);
  await expect(page).toHaveURL(serviceSongUrl(service.service.key, last.key), { timeout: 3000 });

  // Pause and play again.
  await page.waitForTimeout(900);
  await controls(page).pause.click();
  await expect(controls(page).play).toBeVisible();
  expect(await fakePlayerState(page)).toBe("paused");
});

test("the timeline seeks within the current song", async ({ page, request }) => {
  const service = await findService(request, (s) => s.songs.length >= 1 && s.songs[0]!.duration >= 120);
  const song = service.songs[0]!;
  await gotoHydrated(page, serviceUrl(service.service.key));
  await startVideo(page);
  const slider = page.getByRole("slider", { name: "Progresso da música" });
  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole("tooltip")).toHaveText(/^\d+:\d\d$/);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(() => fakePlayerTime(page)).toBeGreaterThan(song.startTime + song.duration / 2 - 5);
  expect(await fakePlayerTime(page)).toBeLessThan(song.startTime + song.duration / 2 + 5);
  await expect(currentSong(page)).toHaveText(song.name);
});

test("shows the musicians of the current song: its own lineup, else the service's", async ({ page, request }) => {
  const service = await findService(
    request,
    (s) =>
      s.songs.some((song) => (s.musicians.bySong[song.id]?.length ?? 0) > 0) &&
      s.songs.some((song) => !s.musicians.bySong[song.id]) &&
      s.musicians.service.length > 0,
  );
  const withOwn = service.songs.find((song) => (service.musicians.bySong[song.id]?.length ?? 0) > 0)!;
  const withoutOwn = service.songs.find((song) => !service.musicians.bySong[song.id])!;
  const names = (list: { name: string }[]) => list.map((m) => m.name);
  const shown = page.getByTestId("current-musicians").getByRole("link");

  await gotoHydrated(page, serviceSongUrl(service.service.key, withOwn.key));
  await expect(currentSong(page)).toHaveText(withOwn.name);
  await expect(shown).toHaveText(names(service.musicians.bySong[withOwn.id]!).map((n) => new RegExp(n)));

  await songButton(page, service.songs.indexOf(withoutOwn)).click();
  await expect(currentSong(page)).toHaveText(withoutOwn.name);
  await expect(shown).toHaveText(names(service.musicians.service).map((n) => new RegExp(n)));

  // A musician opens their page.
  const musician = service.musicians.service[0]!;
  await shown.filter({ hasText: musician.name }).first().click();
  await expect(page).toHaveURL(paths.church.musician.href(DEMO_CHURCH, musician.key));
});

test("works on a phone-sized screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const service = await findService(request, (s) => s.songs.length >= 2);
  await gotoHydrated(page, serviceUrl(service.service.key));
  await expect(currentSong(page)).toHaveText(service.songs[0]!.name);
  await startVideo(page);
  await songButton(page, 1).click();
  await expect(currentSong(page)).toHaveText(service.songs[1]!.name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
