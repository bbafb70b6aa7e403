import { expect, type APIRequestContext } from "@playwright/test";

/** A JSON answer the test needs: a failed request fails the test, naming the URL. */
export async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Every public route of a church, with the keys of its first service, song, band and musician. */
export async function publicRoutes(request: APIRequestContext, slug: string): Promise<string[]> {
  const base = `/churches/${slug}`;
  const routes = [base, `${base}/services`, `${base}/services?view=list`, `${base}/services?tab=musicas`, `${base}/songs`, `${base}/bands`];
  const api = `/api/public/churches/${slug}`;
  const services = await json<{ items: { key: string; songs: { key: string }[] }[] }>(request, `${api}/services`);
  const service = services.items[0];
  if (service) {
    routes.push(`${base}/services/${service.key}`);
    if (service.songs[0]) routes.push(`${base}/services/${service.key}/songs/${service.songs[0].key}`);
  }
  const songs = await json<{ items: { songKey: string }[] }>(request, `${api}/songs`);
  if (songs.items[0]) routes.push(`${base}/songs/${songs.items[0].songKey}`);
  const bands = await json<{ bands: { key: string }[] }>(request, `${api}/bands`);
  if (bands.bands[0]) {
    routes.push(`${base}/bands/${bands.bands[0].key}`);
    const band = await json<{ musicians: { key: string }[] }>(request, `${api}/bands/${bands.bands[0].key}`);
    if (band.musicians[0]) routes.push(`${base}/musicians/${band.musicians[0].key}`);
  }
  return routes;
}

/**
 * Every admin route, with the first band, service and song of the signed-in administrator's church
 * (`request` carries the session), and the unlisted page of its next plan (a public page only its
 * administrator can find the address of).
 */
export async function adminRoutes(request: APIRequestContext): Promise<string[]> {
  const routes = [
    "/admin",
    "/admin/church",
    "/admin/musicians",
    "/admin/bands",
    "/admin/bands/new",
    "/admin/services",
    "/admin/services/new",
    "/admin/services/import",
    "/admin/songs",
    "/admin/songs/new",
    "/admin/reports",
    "/admin/plans",
    "/admin/team",
    "/admin/account",
    "/admin/team/history",
  ];
  const bands = await json<{ bands: { id: string }[] }>(request, "/api/admin/bands");
  if (bands.bands[0]) routes.push(`/admin/bands/${bands.bands[0].id}`);
  const services = await json<{ services: { id: string }[] }>(request, "/api/admin/services");
  if (services.services[0]) routes.push(`/admin/services/${services.services[0].id}`);
  const songs = await json<{ songs: { id: string }[] }>(request, "/api/admin/songs");
  if (songs.songs[0]) routes.push(`/admin/songs/${songs.songs[0].id}`);
  const plans = await json<{ upcoming: { publicKey: string }[] }>(request, `/api/admin/plans?today=${new Date().toISOString().slice(0, 10)}`);
  if (plans.upcoming[0]) {
    const { church } = await json<{ church: { slug: string } | null }>(request, "/api/admin/church");
    if (church) routes.push(`/churches/${church.slug}/ensaio/${plans.upcoming[0].publicKey}`);
  }
  return routes;
}
