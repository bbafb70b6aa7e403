import { brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createBand, createMusician, createSong, signedInAdmin } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { countStatements } from "../../../tests/count-statements";
import { useSignedInAdmin } from "../../../tests/support/signed-in-admin";
import { useTestApp } from "../../../tests/test-app";
import type { ChurchHome } from "@shared/schemas/public-listing";
import { PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL, VIEW_COUNT_LAG_SECONDS } from "./answer-cache";

/**
 * Caching of the public answers (decisions 240, 241): whatever an administrator saves is on the
 * public pages at the next request; a view is not an administrator's write and shows within 60 s.
 */

let clock = Date.UTC(2025, 0, 1, 12, 0, 0);
const t = useTestApp({ TRUST_PROXY: "true" }, { clock: () => clock });
const signedIn = useSignedInAdmin(t);
let bandId: string;
let songId: string;
let musicianId: string;
let serviceId: string;

const home = () => `/api/public/churches/${signedIn.church.slug}/home`;
const admin = async (url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> =>
  await t.request(url, { ...init, headers: { cookie: signedIn.cookie, ...(init.headers as Record<string, string>) } });

async function publicGet<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.request(url, { headers });
  const body = response.status === 200 ? ((await response.json()) as T) : null;
  return { response, body, etag: response.headers.get("etag") };
}

/** The SQL statements the app sends while `run` runs. */
const statements = async (run: () => unknown): Promise<number> => (await countStatements(t.db, run)).statements;

/** A burst of searches (a new page each) until one costs no more than a kept answer: the search index answers (decision 536). */
async function untilTheIndexAnswers(search: (page: number) => Promise<unknown>) {
  let page = 1;
  await vi.waitFor(
    async () => {
      for (let i = 0; i < 20; i += 1) await search((page += 1));
      const kept = await statements(() => search(page));
      expect(await statements(() => search((page += 1)))).toBe(kept);
    },
    { timeout: 60_000, interval: 50 },
  );
}

beforeAll(async () => {
  bandId = (await createBand(t.db, signedIn.church.id, { name: "Banda Ágape", year: 2020 })).id;
  songId = (await createSong(t.db, signedIn.church.id, { name: "Grande É o Senhor" })).id;
  musicianId = (await createMusician(t.db, signedIn.church.id, { name: "Ana Lima" })).id;
  const saved = await admin("/api/admin/services", {
    method: "POST",
    json: serviceBody(bandId, [{ songCatalogId: songId, startTime: 10, endTime: 200 }], {
      musicians: [{ musicianId, instrument: null, isSubstitute: false }],
    }),
  });
  expect(saved.status).toBe(201);
  serviceId = ((await saved.json()) as { service: { id: string } }).service.id;
});

describe("public answers", () => {
  it("carry an ETag and the cache headers, and a matching If-None-Match is a 304 without a body", async () => {
    const first = await publicGet<ChurchHome>(home());
    expect(first.response.status).toBe(200);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(first.response.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.response.headers.get("cdn-cache-control")).toBe(PUBLIC_CDN_CACHE_CONTROL);

    const again = await t.request(home(), { headers: { "if-none-match": first.etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(first.etag);

    const other = await t.request(home(), { headers: { "if-none-match": 'W/"0.0"' } });
    expect(other.status).toBe(200);
  });

  it("answer a repeated request from memory: only the church is read", async () => {
    const url = `/api/public/churches/${signedIn.church.slug}/songs?sort=name&direction=asc`;
    t.publicCache.clear();
    const cold = await statements(() => t.request(url));
    const warm = await statements(() => t.request(url));
    expect(cold).toBeGreaterThan(1);
    expect(warm).toBe(1);
    const [a, b] = await Promise.all([t.request(url), t.request(url)]);
    expect(await a.text()).toBe(await b.text());
  });

  it("show every kind of administrator's save at the next request, with a new ETag", async () => {
    const seen = async () => {
      const { body, etag } = await publicGet<ChurchHome>(home());
      const layout = await publicGet<{ church: { name: string; servicesTotal: number } }>(`/api/public/churches/${signedIn.church.id}`);
      return { body: body!, etag: etag!, layout: layout.body!.church };
    };
    const edits: [string, () => Promise<Response>, (now: Awaited<ReturnType<typeof seen>>) => void][] = [
      [
        "a band renamed",
        () => admin(`/api/admin/bands/${bandId}`, { method: "PUT", json: { name: "Banda Kairós", year: 2020, members: [] } }),
        (now) => expect(now.body.recentServices[0]?.band.name).toBe("Banda Kairós"),
      ],
      [
        "a song renamed",
        () => admin(`/api/admin/songs/${songId}`, { method: "PUT", json: { name: "Hosana", author: null, chordFile: null, lyrics: null } }),
        (now) => expect(now.body.recentSongs.map((song) => song.name)).toEqual(["Hosana"]),
      ],
      [
        "a service added",
        () =>
          admin("/api/admin/services", {
            method: "POST",
            json: serviceBody(bandId, [{ songCatalogId: songId, startTime: 0, endTime: 90 }], { date: "2025-03-16" }),
          }),
        (now) => {
          expect(now.body.recentServices.map((service) => service.date)).toEqual(["2025-03-16", "2025-03-09"]);
          expect(now.layout.servicesTotal).toBe(2);
        },
      ],
      [
        "a service edited",
        () =>
          admin(`/api/admin/services/${serviceId}`, {
            method: "PUT",
            json: serviceBody(bandId, [{ songCatalogId: songId, startTime: 10, endTime: 500 }]),
          }),
        (now) => expect(now.body.recentServices.find((service) => service.id === serviceId)?.duration).toBe(500),
      ],
      [
        "the church renamed",
        () => admin("/api/admin/church", { method: "PUT", json: { name: "Igreja Renomeada", slug: signedIn.church.slug, youtubeChannel: "https://www.youtube.com/@igreja" } }),
        (now) => expect(now.layout.name).toBe("Igreja Renomeada"),
      ],
      [
        "a service deleted",
        () => admin(`/api/admin/services/${serviceId}`, { method: "DELETE" }),
        (now) => {
          expect(now.body.recentServices.map((service) => service.date)).toEqual(["2025-03-16"]);
          expect(now.layout.servicesTotal).toBe(1);
        },
      ],
    ];
    let before = await seen();
    for (const [what, edit, check] of edits) {
      const response = await edit();
      expect(response.status, `${what}: ${await response.clone().text()}`).toBeLessThan(300);
      const now = await seen();
      check(now);
      expect(now.etag, what).not.toBe(before.etag);
      expect((await t.request(home(), { headers: { "if-none-match": before.etag } })).status, what).toBe(200);
      before = now;
    }
  });

  it("send a new answer compressed for a browser, and the same answer when it is kept", async () => {
    t.publicCache.clear();
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const first = await t.request(home(), { headers: browser });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("vary")).toMatch(/accept-encoding/i);
    const firstBody = JSON.parse(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString("utf8")) as ChurchHome;
    const kept = await t.request(home(), { headers: browser });
    expect(kept.headers.get("content-encoding")).toBe("br");
    expect(kept.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await kept.arrayBuffer())).toString("utf8"))).toEqual(firstBody);
    const plain = await publicGet<ChurchHome>(home());
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toEqual(firstBody);
  });

  it("keep the directory until a church is saved or added, and show either at the next request", async () => {
    const listed = async () => (await publicGet<{ churches: { id: string; name: string }[] }>("/api/public/churches")).body!.churches;
    await listed();
    // Kept: only the directory's version is read.
    expect(await statements(() => t.request("/api/public/churches"))).toBe(1);

    const renamed = await admin("/api/admin/church", {
      method: "PUT",
      json: { name: "Igreja do Diretório", slug: signedIn.church.slug, youtubeChannel: "https://www.youtube.com/@igreja" },
    });
    expect(renamed.status).toBeLessThan(300);
    expect((await listed()).find((row) => row.id === signedIn.church.id)?.name).toBe("Igreja do Diretório");

    const other = await signedInAdmin(t);
    expect((await listed()).map((row) => row.id)).toContain(other.church.id);
  });

  it("count a view without advancing the content version, and show it within 60 s", async () => {
    const url = `/api/public/churches/${signedIn.church.slug}/services`;
    const listed = async () => (await publicGet<{ items: { id: string; viewCount: number }[] }>(url)).body!.items[0]!;
    const before = await publicGet<unknown>(url);
    const item = await listed();

    const view = await t.request(`/api/views/services/${item.id}`, { method: "POST", headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(view.status).toBe(200);

    const after = await publicGet<unknown>(url, { "if-none-match": before.etag! });
    expect(after.response.status).toBe(304);
    expect((await listed()).viewCount).toBe(item.viewCount);

    clock += VIEW_COUNT_LAG_SECONDS * 1000;
    expect((await listed()).viewCount).toBe(item.viewCount + 1);
    expect((await publicGet<unknown>(url, { "if-none-match": before.etag! })).response.status).toBe(200);
  });

  it("keep a search answered by the search index no longer than 60 s after the index read its view counts", async () => {
    const base = `/api/public/churches/${signedIn.church.slug}/services`;
    const listed = (await publicGet<{ items: { id: string; date: string }[] }>(base)).body!.items[0]!;
    // Its year, as a visitor types it: a search that finds the service.
    const year = listed.date.slice(0, 4);
    const search = async (query: string) => await publicGet<{ items: { id: string; viewCount: number }[] }>(`${base}?search=${query.replace("2025", year)}`);
    const viewsOf = async (query: string) => (await search(query)).body!.items.find((item) => item.id === listed.id)!.viewCount;
    await untilTheIndexAnswers((page) => search(`2025&page=${page}`));
    const counted = await viewsOf("2025&sort=view_count");
    const view = await t.request(`/api/views/services/${listed.id}`, { method: "POST", headers: { "x-forwarded-for": "203.0.113.8" } });
    expect(((await view.json()) as { counted: boolean }).counted).toBe(true);

    clock += 40_000;
    // A new URL, answered from the index: the counts it read 40 s ago.
    expect(await viewsOf("2025&direction=asc")).toBe(counted);
    clock += 21_000;
    // The same URL 21 s later: its answer is 61 s old by its counts, so it is made again, with the view.
    expect(await viewsOf("2025&direction=asc")).toBe(counted + 1);
  });

  it("send a search the search index answered with its ETag and headers, without keeping it (decision 539)", async () => {
    const base = `/api/public/churches/${signedIn.church.slug}/services`;
    const year = (await publicGet<{ items: { date: string }[] }>(base)).body!.items[0]!.date.slice(0, 4);
    // 50 s into a minute, and more than 60 s on (no index kept from before answers): the index reads its
    // counts in this minute, and the answer is revalidated in the next.
    clock = Math.floor(clock / 60_000) * 60_000 + 170_000;
    await untilTheIndexAnswers((page) => publicGet<unknown>(`${base}?search=${year}&page=${page}`));

    const url = `${base}?search=${year}&sort=view_count`;
    const keptBefore = t.publicCache.size;
    const { misses } = t.publicCache.counts;
    const first = await publicGet<{ items: { id: string }[] }>(url);
    const second = await publicGet<{ items: { id: string }[] }>(url);
    expect(first.body!.items.length).toBeGreaterThan(0);
    expect(second.body).toEqual(first.body);
    // Made by the index each time, and not kept: the cache holds what it held.
    expect(t.publicCache.counts.misses).toBe(misses + 2);
    expect(t.publicCache.size).toBe(keptBefore);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(second.etag).toBe(first.etag);
    expect(first.response.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.response.headers.get("cdn-cache-control")).toBe(PUBLIC_CDN_CACHE_CONTROL);

    // 20 s later, in the next minute: the index (and so the answer) is unchanged, and a browser's copy is still right.
    clock += 20_000;
    const revalidated = await t.request(url, { headers: { "if-none-match": first.etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(first.etag);

    // The catalogue's search, from the same index: not kept either.
    const kept = t.publicCache.size;
    const catalogue = await t.request(`/api/public/churches/${signedIn.church.slug}/catalogue?search=hosana`);
    expect(catalogue.status).toBe(200);
    expect(await catalogue.text()).toContain('"total":1');
    expect(t.publicCache.size).toBe(kept);
  });
});
