import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { ServicePageResponse } from "../src/shared/schemas/public-service-viewer";
import { fakePlayerRates, fakePlayerSeeks, fakePlayerState, fakePlayerTime, setFakePlayerTime, useFakePlayer } from "./fixtures/fake-player";
import { servicePage, serviceSongUrl } from "./fixtures/service-data";
import { yesterday } from "./support/dates";
import { gotoHydrated } from "./support/hydration";
import { fitProblems } from "./support/phone-fit";
import { json } from "./support/routes";
import { expect, test, type ChurchAdmin } from "./support/test";

/**
 * 'Modo ensaio' on the song-within-service page (issue 27, docs/decisions/445), with the fake
 * YouTube player: the key and tempo beside the title, the loop back to the song's start, the
 * speed the player was asked for, a shared `?ensaio=1&velocidade=0.75` link, the shortcuts, and
 * the panel at a phone's width. On the spec's own church, with one service made for it: a first
 * song (30–60 s) in G at 120 BPM, a second (70–100 s) with neither.
 *
 * The tests run one after another in one worker: one browser for the file.
 */

test.describe.configure({ mode: "default" });

const FIRST = { startTime: 30, endTime: 60 };

test.beforeEach(async ({ page }) => {
  await useFakePlayer(page);
});

let made: Promise<ServicePageResponse> | null = null;

/** The spec's service, made once through the admin API by the church's administrator. */
function practiceService(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, admin: ChurchAdmin, request: APIRequestContext): Promise<ServicePageResponse> {
  made ??= (async () => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    try {
      const signedIn = await api.post("/api/auth/sign-in/email", { data: { email: admin.email, password: admin.password } });
      expect(signedIn.ok()).toBe(true);
      const { bands } = await json<{ bands: { id: string }[] }>(api, "/api/admin/bands");
      const { songs } = await json<{ songs: { id: string }[] }>(api, "/api/admin/songs");
      const created = await api.post("/api/admin/services", {
        data: {
          date: yesterday().iso,
          time: "20:00",
          videoUrl: "https://www.youtube.com/watch?v=eeeeeeeeee5",
          bandId: bands[0]!.id,
          segments: [
            { songCatalogId: songs[0]!.id, ...FIRST, musicalKey: "G", tempo: 120 },
            { songCatalogId: songs[1]!.id, startTime: 70, endTime: 100 },
          ],
          musicians: [],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { service } = (await created.json()) as { service: { id: string } };
      return await servicePage(request, service.id, admin.church.slug);
    } finally {
      await api.dispose();
    }
  })();
  return made;
}

const practiceSwitch = (page: Page) => page.getByRole("switch", { name: "Modo ensaio" });
const panel = (page: Page) => page.getByRole("group", { name: "Controles de ensaio" });
const speed = (page: Page, label: string) => panel(page).getByRole("button", { name: label, exact: true });
const loop = (page: Page) => panel(page).getByRole("button", { name: "Repetir esta música" });

async function startVideo(page: Page) {
  await page.getByRole("button", { name: /^Reproduzir vídeo/ }).click();
  await expect(page.getByTestId("fake-youtube-player")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pausar", exact: true })).toBeVisible();
}

/** Keys go to the page, not to a control the test clicked last (space would activate it). */
const leaveControls = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test("shows the key and tempo beside the title; a switch opens the panel and the speed is asked of the player", async ({
  page,
  request,
  playwright,
  baseURL,
  churchAdmin,
}) => {
  const service = await practiceService(playwright, baseURL!, churchAdmin, request);
  const [first, second] = service.songs;
  const url = serviceSongUrl(service.service.key, first!.key, churchAdmin.church.slug);
  await gotoHydrated(page, url);

  await expect(page.getByTestId("current-song")).toHaveText(first!.name);
  await expect(page.getByTestId("current-song-facts")).toHaveText(/Tom: G\s*120 BPM/);
  await expect(practiceSwitch(page)).toHaveAttribute("aria-checked", "false");
  await expect(panel(page)).toHaveCount(0);

  await practiceSwitch(page).click();
  await expect(practiceSwitch(page)).toHaveAttribute("aria-checked", "true");
  await expect(loop(page)).toHaveAttribute("aria-pressed", "true");
  await expect(speed(page, "1×")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(`${url}?ensaio=1`);
  for (const shortcut of ["Espaço", "←", "→", "L"]) await expect(panel(page).getByText(shortcut, { exact: true })).toBeVisible();

  await startVideo(page);
  await speed(page, "0,75×").click();
  await expect(speed(page, "0,75×")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => fakePlayerRates(page)).toEqual([0.75]);
  await expect(page).toHaveURL(`${url}?ensaio=1&velocidade=0.75`);

  // The second song has no key or tempo: nothing beside its title.
  await page.getByRole("region", { name: "Músicas" }).getByRole("link").nth(1).click();
  await expect(page.getByTestId("current-song")).toHaveText(second!.name);
  await expect(page.getByTestId("current-song-facts")).toHaveCount(0);

  // Off is normal playback again: normal speed, no loop, a clean address.
  await practiceSwitch(page).click();
  await expect(panel(page)).toHaveCount(0);
  await expect.poll(() => fakePlayerRates(page)).toEqual([0.75, 1]);
  await expect(page.getByRole("button", { name: "Repetir", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(page).toHaveURL(serviceSongUrl(service.service.key, second!.key, churchAdmin.church.slug));
});

test("a shared ?ensaio=1&velocidade=0.75 link opens with the panel, rendered by the server, and the player at that speed", async ({
  page,
  request,
  playwright,
  baseURL,
  churchAdmin,
}) => {
  const service = await practiceService(playwright, baseURL!, churchAdmin, request);
  const url = serviceSongUrl(service.service.key, service.songs[0]!.key, churchAdmin.church.slug);
  // Hydrated with what the server rendered: no mismatch, nothing else wrong.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  // The server renders the panel open, and the page as it reads the query (no tracking parameter, no unknown speed).
  const html = await (await request.get(`${url}?velocidade=0.75&utm_source=whatsapp&ensaio=1`)).text();
  expect(html).toMatch(/<a role="switch"[^>]*aria-checked="true"/);
  expect(html).toContain("Controles de ensaio");
  expect(html).toContain("Tom: G");

  await gotoHydrated(page, `${url}?velocidade=0.75&utm_source=whatsapp&ensaio=1`);
  await expect(page).toHaveURL(`${url}?ensaio=1&velocidade=0.75`);
  await expect(practiceSwitch(page)).toHaveAttribute("aria-checked", "true");
  await expect(speed(page, "0,75×")).toHaveAttribute("aria-pressed", "true");
  await startVideo(page);
  await expect.poll(() => fakePlayerRates(page)).toEqual([0.75]);

  // An unknown speed is normal speed.
  await gotoHydrated(page, `${url}?ensaio=1&velocidade=3`);
  await expect(page).toHaveURL(`${url}?ensaio=1`);
  await expect(speed(page, "1×")).toHaveAttribute("aria-pressed", "true");
  expect(errors).toEqual([]);
});

test("the loop returns to the song's start at its end; L turns it off and the next song follows", async ({ page, request, playwright, baseURL, churchAdmin }) => {
  const service = await practiceService(playwright, baseURL!, churchAdmin, request);
  const [first, second] = service.songs;
  const url = serviceSongUrl(service.service.key, first!.key, churchAdmin.church.slug);
  await gotoHydrated(page, `${url}?ensaio=1`);
  await startVideo(page);

  await setFakePlayerTime(page, FIRST.endTime - 1);
  await expect.poll(() => fakePlayerSeeks(page), { timeout: 10_000 }).toContain(FIRST.startTime);
  await expect.poll(() => fakePlayerTime(page)).toBeLessThan(FIRST.startTime + 5);
  await expect(page.getByTestId("current-song")).toHaveText(first!.name);

  await leaveControls(page);
  await page.keyboard.press("l");
  await expect(loop(page)).toHaveAttribute("aria-pressed", "false");
  await expect(page).toHaveURL(`${url}?ensaio=1&repetir=0`);
  await setFakePlayerTime(page, FIRST.endTime - 1);
  await expect(page.getByTestId("current-song")).toHaveText(second!.name, { timeout: 10_000 });
  await expect(page).toHaveURL(`${serviceSongUrl(service.service.key, second!.key, churchAdmin.church.slug)}?ensaio=1&repetir=0`);
});

test("space, ← and → play, pause and step 5 s within the song", async ({ page, request, playwright, baseURL, churchAdmin }) => {
  const service = await practiceService(playwright, baseURL!, churchAdmin, request);
  const url = serviceSongUrl(service.service.key, service.songs[0]!.key, churchAdmin.church.slug);
  await gotoHydrated(page, `${url}?ensaio=1`);
  await startVideo(page);
  await leaveControls(page);

  await page.keyboard.press(" ");
  await expect.poll(() => fakePlayerState(page)).toBe("paused");
  await expect(page.getByRole("button", { name: "Reproduzir", exact: true })).toBeVisible();

  // Paused at 45 s: back 5 s, then forward twice, stopping one second before the song's end.
  await setFakePlayerTime(page, 45);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => fakePlayerSeeks(page)).toEqual([40]);
  await setFakePlayerTime(page, 52);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => fakePlayerSeeks(page)).toEqual([40, 57, FIRST.endTime - 1]);
  await setFakePlayerTime(page, 32);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => fakePlayerSeeks(page)).toEqual([40, 57, FIRST.endTime - 1, FIRST.startTime]);

  // Space again plays (once the 800 ms play/pause guard has passed: pressed only while paused).
  await expect(async () => {
    if ((await fakePlayerState(page)) !== "playing") await page.keyboard.press(" ");
    expect(await fakePlayerState(page)).toBe("playing");
  }).toPass();
  await expect(page.getByRole("button", { name: "Pausar", exact: true })).toBeVisible();
});

test("without scripts the switch, the loop and the speeds are links the server answers", async ({ browser, request, playwright, baseURL, churchAdmin }) => {
  const service = await practiceService(playwright, baseURL!, churchAdmin, request);
  const url = serviceSongUrl(service.service.key, service.songs[0]!.key, churchAdmin.church.slug);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    // Its thumbnail is answered locally, as in every test.
    await useFakePlayer(page);
    await page.goto(url);
    await practiceSwitch(page).click();
    await expect(page).toHaveURL(`${url}?ensaio=1`);
    await expect(practiceSwitch(page)).toHaveAttribute("aria-checked", "true");
    await speed(page, "0,5×").click();
    await expect(page).toHaveURL(`${url}?ensaio=1&velocidade=0.5`);
    await loop(page).click();
    await expect(page).toHaveURL(`${url}?ensaio=1&repetir=0&velocidade=0.5`);
    await expect(loop(page)).toHaveAttribute("aria-pressed", "false");
    await expect(speed(page, "0,5×")).toHaveAttribute("aria-pressed", "true");
  } finally {
    await context.close();
  }
});

test("the panel fits a 390 px phone and passes axe", async ({ page, request, playwright, baseURL, churchAdmin }, testInfo) => {
  const service = await practiceService(playwright, baseURL!, churchAdmin, request);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `${serviceSongUrl(service.service.key, service.songs[0]!.key, churchAdmin.church.slug)}?ensaio=1&velocidade=0.5`);
  await expect(panel(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
  await panel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("practice-390.png") });
  expect(await fitProblems(page, { where: "practice panel" })).toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(blocking.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target) }))).toEqual([]);
});
