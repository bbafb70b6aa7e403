import type { Page, Request } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { useFakePlayer } from "./fixtures/fake-player";
import { servicePage, serviceKeys, serviceSongUrl, serviceUrl } from "./fixtures/service-data";
import { gotoHydrated, waitForHydration } from "./support/hydration";
import { expect, test } from "./support/test";

/**
 * View counting as a visitor causes it: a service view 3 s after opening its page, a song view
 * 1 s after a played song becomes current, each at most once per throttle window in this browser
 * (30 min and 5 min; the server also limits per address). On the spec's own church
 * (e2e/fixtures/church.ts): no other spec opens its services, so the counts are this spec's alone.
 */

test.beforeEach(async ({ page }) => {
  await useFakePlayer(page, { duration: 4 * 3600 });
});

function viewRequests(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/views/")) seen.push(request);
  });
  return {
    to: (kind: "services" | "songs", id: string) => seen.filter((r) => new URL(r.url()).pathname === `/api/views/${kind}/${id}`),
  };
}

test("a service view is counted once per throttle window, and not when the visitor leaves at once", async ({ page, request, churchAdmin }) => {
  const church = churchAdmin.church.slug;
  const [stayKey, leaveKey] = await serviceKeys(request, { oldestFirst: true, church });
  const stay = await servicePage(request, stayKey!, church);
  const leave = await servicePage(request, leaveKey!, church);
  const views = viewRequests(page);

  // Leaving within 3 s counts nothing.
  await gotoHydrated(page, serviceUrl(leave.service.key, church));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await gotoHydrated(page, paths.church.root.href(leave.service.church.slug));
  await page.waitForTimeout(3500);
  expect(views.to("services", leave.service.id)).toHaveLength(0);

  // Staying counts one view, 3 s after opening.
  const before = stay.service.viewCount;
  const counted = page.waitForResponse((r) => r.url().endsWith(`/api/views/services/${stay.service.id}`));
  await gotoHydrated(page, serviceUrl(stay.service.key, church));
  const response = await counted;
  // The count in the answer is read back from the database. Public pages may show it up to 60 s
  // later (their answers are cached; decision 241, tested in src/server/public/answer-cache.test.ts).
  expect(await response.json()).toEqual({ counted: true, viewCount: before + 1 });

  // Opening it again within 30 minutes: the browser does not even ask.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(4000);
  expect(views.to("services", stay.service.id)).toHaveLength(1);
});

test("a song view is counted once it is played, once per throttle window", async ({ page, request, churchAdmin }) => {
  const church = churchAdmin.church.slug;
  // Not one of the two services of the test above.
  const [, , ...keys] = await serviceKeys(request, { oldestFirst: true, church });
  let service = await servicePage(request, keys[0]!, church);
  for (const key of keys) {
    service = await servicePage(request, key, church);
    if (service.songs.length >= 2) break;
  }
  const song = service.songs[1]!;
  const views = viewRequests(page);

  await gotoHydrated(page, serviceSongUrl(service.service.key, song.key, church));
  await expect(page.getByTestId("current-song")).toHaveText(song.name);
  // Not played yet: no song view.
  await page.waitForTimeout(2000);
  expect(views.to("songs", song.id)).toHaveLength(0);

  const counted = page.waitForResponse((r) => r.url().endsWith(`/api/views/songs/${song.id}`));
  await page.getByRole("button", { name: /^Reproduzir vídeo/ }).click();
  expect(await (await counted).json()).toEqual({ counted: true, viewCount: song.viewCount + 1 });

  // Again within 5 minutes (a new visit): no request.
  await page.reload();
  // The page shows before the app has hydrated it (decision 263); a click before that does nothing.
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Reproduzir vídeo/ }).click();
  await expect(page.getByTestId("fake-youtube-player")).toBeVisible();
  await page.waitForTimeout(2500);
  expect(views.to("songs", song.id)).toHaveLength(1);
});
