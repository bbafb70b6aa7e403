import { expect, type APIRequestContext } from "@playwright/test";
import { matchPattern, paths } from "../../src/shared/paths";

/** For `toHaveURL`: the address is `page`, whatever its query. */
export const isPage = (page: { fullPattern: string }) => (url: URL) => matchPattern(page.fullPattern, url.pathname) !== null;

/** A JSON answer the test needs: a failed request fails the test, naming the URL. */
export async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Every public route of a church, with the keys of its first service, song, band and musician. */
export async function publicRoutes(request: APIRequestContext, slug: string): Promise<string[]> {
  const { church } = paths;
  const routes = [
    church.root.href(slug),
    church.services.href(slug),
    church.services.href(slug, { view: "list" }),
    church.services.href(slug, { tab: "musicas" }),
    church.songs.href(slug),
    church.bands.href(slug),
  ];
  const api = `/api/public/churches/${slug}`;
  const services = await json<{ items: { key: string; songs: { key: string }[] }[] }>(request, `${api}/services`);
  const service = services.items[0];
  if (service) {
    routes.push(church.service.href(slug, service.key));
    if (service.songs[0]) routes.push(church.serviceSong.href(slug, service.key, service.songs[0].key));
  }
  const songs = await json<{ items: { songKey: string }[] }>(request, `${api}/songs`);
  if (songs.items[0]) routes.push(church.song.href(slug, songs.items[0].songKey));
  const bands = await json<{ bands: { key: string }[] }>(request, `${api}/bands`);
  if (bands.bands[0]) {
    routes.push(church.band.href(slug, bands.bands[0].key));
    const band = await json<{ musicians: { key: string }[] }>(request, `${api}/bands/${bands.bands[0].key}`);
    if (band.musicians[0]) routes.push(church.musician.href(slug, band.musicians[0].key));
  }
  return routes;
}

/**
 * Every admin route, with the first band, service and song of the signed-in administrator's church
 * (`request` carries the session), and the unlisted page of its next plan (a public page only its
 * administrator can find the address of).
 */
export async function adminRoutes(request: APIRequestContext): Promise<string[]> {
  const { admin } = paths;
  const routes: string[] = [
    admin.dashboard.href(),
    admin.church.href(),
    admin.musicians.href(),
    admin.bands.list.href(),
    admin.bands.new.href(),
    admin.services.list.href(),
    admin.services.new.href(),
    admin.services.import.href(),
    admin.songs.list.href(),
    admin.songs.new.href(),
    admin.reports.href(),
    admin.plans.href(),
    admin.escalas.href(),
    admin.team.href(),
    admin.account.href(),
    admin.history.href(),
  ];
  const bands = await json<{ bands: { id: string }[] }>(request, "/api/admin/bands");
  if (bands.bands[0]) routes.push(admin.bands.detail.href(bands.bands[0].id));
  const services = await json<{ services: { id: string }[] }>(request, "/api/admin/services");
  if (services.services[0]) routes.push(admin.services.detail.href(services.services[0].id));
  const songs = await json<{ songs: { id: string }[] }>(request, "/api/admin/songs");
  if (songs.songs[0]) routes.push(admin.songs.detail.href(songs.songs[0].id));
  const plans = await json<{ upcoming: { publicKey: string }[] }>(request, `/api/admin/plans?today=${new Date().toISOString().slice(0, 10)}`);
  if (plans.upcoming[0]) {
    const { church } = await json<{ church: { slug: string } | null }>(request, "/api/admin/church");
    if (church) routes.push(paths.church.plan.href(church.slug, plans.upcoming[0].publicKey));
  }
  return routes;
}
