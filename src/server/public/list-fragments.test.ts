import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBand, createSong } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { countStatements } from "../../../tests/count-statements";
import { useSignedInAdmin } from "../../../tests/support/signed-in-admin";
import { useTestApp } from "../../../tests/test-app";
import type { Database } from "../db";
import type { Page, ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import { createFragmentStore } from "./fragment-store";
import { listServicesJson } from "./listing-queries";

/**
 * The services listing's cards are written once per content version and kept (decision 360):
 * what a visitor sees is still what is saved at the next request, with the view counts of that
 * request, in the cards as in the songs tab (one statement, decision 355).
 */

const t = useTestApp();
const signedIn = useSignedInAdmin(t);
let bandId: string;
let songId: string;
let serviceId: string;

const api = (path: string) => `/api/public/churches/${signedIn.church.slug}${path}`;
const admin = async (url: string, init: RequestInit & { json?: unknown } = {}) => await t.request(url, { ...init, headers: { cookie: signedIn.cookie } });
const services = async (query = "") => (await (await t.request(api(`/services${query}`))).json()) as Page<ServiceListItem>;
const songs = async (query = "") => (await (await t.request(api(`/songs${query}`))).json()) as Page<SongListItem>;

/** The SQL statements the app sends while `run` runs. */
const statements = async (run: () => unknown): Promise<number> => (await countStatements(t.db, run)).statements;

beforeAll(async () => {
  bandId = (await createBand(t.db, signedIn.church.id, { name: "Banda Ágape", year: 2020 })).id;
  songId = (await createSong(t.db, signedIn.church.id, { name: "Grande É o Senhor" })).id;
  const other = (await createSong(t.db, signedIn.church.id, { name: "Hosana" })).id;
  const saved = await admin("/api/admin/services", {
    method: "POST",
    json: serviceBody(bandId, [
      { songCatalogId: songId, startTime: 10, endTime: 200 },
      { songCatalogId: other, startTime: 300, endTime: 400 },
    ]),
  });
  expect(saved.status).toBe(201);
  serviceId = ((await saved.json()) as { service: { id: string } }).service.id;
});

describe("kept service cards", () => {
  it("show the view counts read by their own request, without writing the items again", async () => {
    const [card] = (await services()).items;
    const [item] = (await songs("?search=grande")).items;
    for (const path of [`/api/views/services/${serviceId}`, `/api/views/songs/${card!.songs[0]!.id}`]) {
      expect((await t.request(path, { method: "POST", headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(200);
    }

    // New URLs (no answer kept for them): the church, then the page's ids and counts; the cards are kept.
    let searched: Page<ServiceListItem> | undefined;
    expect(await statements(async () => (searched = await services("?search=09/03")))).toBe(2);
    expect(searched!.items[0]).toEqual({ ...card, viewCount: card!.viewCount + 1, songs: [{ ...card!.songs[0], viewCount: card!.songs[0]!.viewCount + 1 }, card!.songs[1]] });
    let bySong: Page<SongListItem> | undefined;
    expect(await statements(async () => (bySong = await songs("?search=senhor")))).toBe(2);
    expect(bySong!.items).toEqual([{ ...item, viewCount: item!.viewCount + 1 }]);
  });

  it("show every kind of save at the next request", async () => {
    await services();
    await songs();
    const song = await admin(`/api/admin/songs/${songId}`, { method: "PUT", json: { name: "Grande É o Deus", author: null, chordFile: null, lyrics: null } });
    expect(song.status).toBeLessThan(300);
    expect((await services("?page=1")).items[0]!.songs[0]!.name).toBe("Grande É o Deus");
    expect((await songs("?search=deus")).items[0]!.name).toBe("Grande É o Deus");

    const band = await admin(`/api/admin/bands/${bandId}`, { method: "PUT", json: { name: "Banda Kairós", year: 2020, members: [] } });
    expect(band.status).toBeLessThan(300);
    expect((await services("?search=kairos")).items[0]!.band.name).toBe("Banda Kairós");
    expect((await songs("?search=hosana")).items[0]!.band.name).toBe("Banda Kairós");

    const edited = await admin(`/api/admin/services/${serviceId}`, {
      method: "PUT",
      json: serviceBody(bandId, [{ songCatalogId: songId, startTime: 10, endTime: 500 }]),
    });
    expect(edited.status).toBeLessThan(300);
    const [card] = (await services("?search=19h")).items;
    expect(card).toMatchObject({ duration: 500, songCount: 1, songs: [{ name: "Grande É o Deus", duration: 490 }] });
    expect((await songs("?search=hosana")).items).toEqual([]);
  });

  it("read a page again in one snapshot when a save falls between its two statements", async () => {
    const store = createFragmentStore();
    let saved = false;
    const pool = t.db.$client;
    const racing = Object.create(t.db, {
      $client: {
        value: Object.assign(Object.create(pool), {
          query: async (...args: Parameters<typeof pool.query>) => {
            const result = await (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
            if (!saved) {
              saved = true;
              await t.db.execute(sql`update bands set name = 'Banda Renovo' where id = ${bandId}::uuid`);
            }
            return result;
          },
        }),
      },
    }) as Database;
    const page = JSON.parse(await listServicesJson(racing, store, signedIn.church.id, { sort: "date", direction: "desc", page: 1 })) as Page<ServiceListItem>;
    expect(saved).toBe(true);
    expect(page.items.map((item) => item.band.name)).toEqual(["Banda Renovo"]);
    expect(JSON.parse(await listServicesJson(t.db, store, signedIn.church.id, { sort: "date", direction: "desc", page: 1 }))).toEqual(page);
  });
});
