import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SSR_STATE_ELEMENT_ID, type SsrEntry } from "@shared/ssr-contract";
import { createBand, createChurch, createSegment, createService, createSong } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { eq } from "drizzle-orm";
import { refreshSongStatistics } from "../songs";
import { bands, churches, planSongs, plans, songsCatalog } from "../db";
import { type AppEnv, compression } from "../http";
import { EARLY_TAPS_SCRIPT_SOURCE } from "./early-taps-script";
import { publicSite } from "./public-site";

const PUBLIC_URL = "https://louvor.example.org";
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Louvor</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
/** Vite's manifest as the build writes it, for the entry and the church pages' chunks. */
const MANIFEST = {
  "index.html": { file: "assets/index-abc.js", isEntry: true, imports: ["_jsx-runtime.js"], css: ["assets/index-abc.css"] },
  "boot.ts": { file: "assets/boot-abc.js", isEntry: true },
  "_jsx-runtime.js": { file: "assets/jsx-runtime-abc.js" },
  "_get-public-church.js": { file: "assets/get-public-church-abc.js", imports: ["_jsx-runtime.js"] },
  "features/public/church-layout/church-layout.tsx": { file: "assets/church-layout-abc.js", imports: ["_get-public-church.js"], isDynamicEntry: true },
  "features/public/church-home/church-home-page.tsx": {
    file: "assets/church-home-page-abc.js",
    imports: ["_get-public-church.js"],
    css: ["assets/church-home-page-abc.css", "assets/index-abc.css"],
    isDynamicEntry: true,
  },
};
const STYLESHEET = ".rounded-xl{border-radius:.75rem}";
// The server entry from source (the build puts it in .ssr/entry-server.js).
const ENTRY_SOURCE = fileURLToPath(new URL("../../client/entry-server.tsx", import.meta.url));

const t = useTestApp();
let clientDir: string;
let site: Hono<AppEnv>;
const keys = {} as Record<string, string>;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "louvor-ssr-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, ".vite/manifest.json"), JSON.stringify(MANIFEST));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets/index-abc.css"), STYLESHEET);
  const ssrEntry = (await import(/* @vite-ignore */ ENTRY_SOURCE)) as SsrEntry;
  site = new Hono<AppEnv>();
  site.use(async (c, next) => {
    c.set("logger", pino({ level: "silent" }));
    await next();
  });
  site.use(compression());
  site.route("/", publicSite({ clientDir, db: t.db, publicUrl: PUBLIC_URL, api: t.app, ssrEntry }));

  const church = await createChurch(t.db, { name: "Igreja Boa Nova", slug: "igreja-boa-nova" });
  const band = await createBand(t.db, church.id, { name: "Banda Ágape", year: 2019 });
  const service = await createService(t.db, church.id, { bandId: band.id, date: "2024-03-10", time: "19:00:00" });
  const first = await createSong(t.db, church.id, { name: "Grande É o Senhor", author: "Adhemar de Campos" });
  const second = await createSong(t.db, church.id, { name: "Rendido Estou" });
  await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: first.id, startTime: 0, endTime: 300 });
  await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: second.id, startTime: 300, endTime: 600 });
  await refreshSongStatistics(t.db, [first.id, second.id]);
  keys.service = "10-03-2024-19h-banda-agape";
  keys.song = `grande-e-o-senhor-${first.id.slice(0, 4)}`;
});

afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
});

/** The page as a browser (or a crawler with JavaScript off) receives it. */
async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await site.request(pathname, { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile", ...headers } });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
  const stateText = new RegExp(`<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const state = stateText ? (JSON.parse(stateText) as { router?: unknown; queries: { at: number; list: { key: unknown[]; data: unknown }[] } }) : null;
  // Rendered text without tags, as a visitor reads it.
  const text = root.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  return { response, html, root, text, state };
}

describe("server-rendered public pages", () => {
  it("send the church home with its content, its data for hydration and its scripts named for after the first paint", async () => {
    const result = await page("/churches/igreja-boa-nova");
    expect(result.response.status).toBe(200);
    expect(result.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(result.text).toContain("Igreja Boa Nova");
    expect(result.text).toContain("Banda Ágape");
    // The query cache the client hydrates with holds what the page showed.
    expect(JSON.stringify(result.state?.queries)).toContain("Igreja Boa Nova");
    expect(result.state?.queries.list.length).toBeGreaterThan(0);
    // Sent once: each query's key and data, without the cache's bookkeeping (decision 422) and
    // without the router's state, which holds nothing (the screens read their data as queries); the URL it was rendered for (decision 407).
    expect(Object.keys(result.state!)).toEqual(["url", "queries", "isMobile"]);
    for (const query of result.state!.queries.list) expect(Object.keys(query)).toEqual(["key", "data"]);
    expect(new Set(result.state!.queries.list.map((query) => JSON.stringify(query.key))).size).toBe(result.state!.queries.list.length);
    expect(result.html).not.toMatch(/queryHash|dehydratedAt|fetchFailureReason/);
    // The first paint needs the HTML and the stylesheet, a hashed file the browser keeps for a
    // year, never a copy of it in every page (decision 420); the only script is the boot, which
    // loads the entry, its imports and the route's chunks after that paint.
    // The route's own sheet (if the build split one off) beside it, each once.
    expect(result.html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/church-home-page-abc.css">',
    ]);
    expect(result.html).not.toContain("<style");
    expect(result.html).not.toContain(STYLESHEET);
    expect(result.html).not.toContain('rel="modulepreload"');
    expect(result.html).not.toContain('src="/assets/index-abc.js"');
    const boot = /<script type="module" crossorigin src="\/assets\/boot-abc\.js" data-louvor-entry="([^"]*)" data-louvor-modules="([^"]*)" data-louvor-preload="([^"]*)"><\/script>/.exec(
      result.html,
    );
    expect(boot?.[1]).toBe("/assets/index-abc.js");
    // The entry's imports, evaluated one at a time before it (decision 423) ...
    expect(boot?.[2]?.split(" ")).toEqual(["/assets/jsx-runtime-abc.js"]);
    // ... and the route's own chunks and what they import (once each), preloaded.
    expect(boot?.[3]?.split(" ")).toEqual(["/assets/church-layout-abc.js", "/assets/get-public-church-abc.js", "/assets/church-home-page-abc.js"]);
    // Share tags stay. The one inline script is the early taps' (decision 497), the one the
    // pages' CSP allows by its hash, before the stylesheets (it would wait for them) and the page.
    expect(result.html).toContain("<title>Igreja Boa Nova — Louvor</title>");
    const inline = [...result.html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    expect(`'sha256-${createHash("sha256").update(inline[0]![1]!).digest("base64")}'`).toBe(EARLY_TAPS_SCRIPT_SOURCE);
    expect(inline[0]!.index).toBeGreaterThan(result.html.indexOf("<meta charset"));
    expect(inline[0]!.index).toBeLessThan(result.html.indexOf('<link rel="stylesheet"'));
  });

  it("send a service page with its songs in order", async () => {
    const result = await page(`/churches/igreja-boa-nova/services/${keys.service}`);
    expect(result.response.status).toBe(200);
    const first = result.text.indexOf("Grande É o Senhor");
    const second = result.text.indexOf("Rendido Estou");
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(result.text).toContain("10.03.2024");
  });

  it("send a song page with the song's name and author", async () => {
    const result = await page(`/churches/igreja-boa-nova/songs/${keys.song}`);
    expect(result.text).toContain("Grande É o Senhor");
    expect(result.text).toContain("Adhemar de Campos");
    expect(result.state).not.toBeNull();
  });

  it("send a visitor of an unknown church to the directory, as the church layout does", async () => {
    for (const address of ["/churches/nao-existe", "/churches/nao-existe/services/10-03-2024-19h-banda-agape"]) {
      const result = await page(address);
      expect(result.response.status).toBe(302);
      expect(result.response.headers.get("location")).toBe("/");
    }
  });

  it("answer 404 for a service, song, band or musician the church does not have, with the page for the client's 'not found'", async () => {
    for (const address of [
      "/churches/igreja-boa-nova/services/01-01-2020-19h-banda-agape",
      "/churches/igreja-boa-nova/songs/nao-existe",
      "/churches/igreja-boa-nova/bands/nao-existe",
      "/churches/igreja-boa-nova/musicians/nao-existe",
    ]) {
      const result = await page(address);
      expect(result.response.status, address).toBe(404);
      expect(result.html).toContain('<div id="root"></div>');
      expect(result.html).toContain("/assets/index-abc.js");
      expect(result.html).not.toContain(SSR_STATE_ELEMENT_ID);
    }
    // The same church's existing pages are still rendered.
    expect((await page(`/churches/igreja-boa-nova/services/${keys.service}`)).response.status).toBe(200);
  });

  it("send a plan's page rendered, marked noindex in its head and its headers; an unknown plan key is a 404, noindex too", async () => {
    const [church] = await t.db.select({ id: churches.id }).from(churches).where(eq(churches.slug, "igreja-boa-nova"));
    const [band] = await t.db.select({ id: bands.id }).from(bands).where(eq(bands.churchId, church!.id));
    const [plan] = await t.db.insert(plans).values({ churchId: church!.id, bandId: band!.id, date: "2099-03-08", time: "19:00", publicKey: "Ensaio_da_Santa_Ceia01" }).returning();
    const [song] = await t.db.select({ id: songsCatalog.id }).from(songsCatalog).where(eq(songsCatalog.churchId, church!.id)).orderBy(songsCatalog.name);
    await t.db.insert(planSongs).values({ churchId: church!.id, planId: plan!.id, position: 0, songCatalogId: song!.id, musicalKey: "G", note: "Começa no violão" });

    const result = await page("/churches/igreja-boa-nova/ensaio/Ensaio_da_Santa_Ceia01");
    expect(result.response.status).toBe(200);
    expect(result.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(result.html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(result.text).toContain("Ensaio do culto de 08.03.2099");
    expect(result.text).toContain("Grande É o Senhor");
    expect(result.text).toContain("Tom: G");
    expect(result.text).toContain("Começa no violão");
    // The recording to practise with opens the song within its service in 'Modo ensaio'.
    expect(result.root).toMatch(new RegExp(`href="/churches/igreja-boa-nova/services/${keys.service}/songs/grande-e-o-senhor-[0-9a-f]{4}\\?ensaio=1"`));

    const missing = await page("/churches/igreja-boa-nova/ensaio/nao-existe");
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(missing.html).not.toContain(SSR_STATE_ELEMENT_ID);
  });

  it("send a song within its service in 'Modo ensaio' with its chart in the key it was played in, where the church publishes its charts", async () => {
    const church = await createChurch(t.db, { name: "Igreja das Cifras", slug: "igreja-das-cifras" });
    const band = await createBand(t.db, church.id, { name: "Banda Aurora", year: 2022 });
    const service = await createService(t.db, church.id, { bandId: band.id, date: "2024-04-14", time: "19:00:00" });
    const chart = ["{key: G}", "[G]Nasce a au[D/F#]rora", "[Em7]canta o meu [C7M]ser"].join("\n");
    const song = await createSong(t.db, church.id, { name: "Aurora", chart, originalKey: "G" });
    const segment = await createSegment(t.db, church.id, { serviceId: service.id, songCatalogId: song.id, startTime: 0, endTime: 300, musicalKey: "A" });
    const address = `/churches/igreja-das-cifras/services/${service.id}/songs/${segment.id}?ensaio=1`;
    const chords = (root: string) => [...root.matchAll(/data-chord=""[^>]*>([^<]+)</g)].map((match) => match[1]);

    // Not published: the page is rendered as before, without the chart.
    const unpublished = await page(address);
    expect(unpublished.response.status).toBe(200);
    expect(unpublished.text).toContain("Modo ensaio");
    expect(chords(unpublished.root)).toEqual([]);
    expect(unpublished.html).not.toContain("Nasce a au");

    await t.db.update(churches).set({ publishCharts: true }).where(eq(churches.id, church.id));
    const published = await page(address);
    expect(published.response.status).toBe(200);
    expect(published.root).toContain('aria-label="Cifra de Aurora"');
    expect(chords(published.root)).toEqual(["A", "E/G#", "F#m7", "D7M"]);
    // Without 'Modo ensaio' the page asks for no chart.
    expect((await page(`/churches/igreja-das-cifras/services/${service.id}/songs/${segment.id}`)).html).not.toContain("Nasce a au");
  });

  it("leave the admin area to the client, with index.html's scripts and stylesheet as built", async () => {
    const result = await page("/admin/login");
    expect(result.html).toContain('<div id="root"></div>');
    expect(result.html).not.toContain(SSR_STATE_ELEMENT_ID);
    expect(result.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(result.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(result.html).not.toContain("boot-abc.js");
  });

  it("keep a rendered page until the church changes: an administrator's save is on the page at the next request", async () => {
    const url = "/churches/igreja-boa-nova/bands";
    const first = await page(url);
    expect(first.text).toContain("Banda Ágape");
    const etag = first.response.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.response.headers.get("cache-control")).toBe("no-cache");
    expect(first.response.headers.get("vary")).toMatch(/user-agent/i);

    // Kept: the same document again, and a browser holding it gets a 304 without a body.
    const again = await page(url);
    expect(again.html).toBe(first.html);
    expect(again.response.headers.get("etag")).toBe(etag);
    const revalidated = await site.request(url, { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile", "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    // Any write to the church advances its content version (decision 240), whoever makes it.
    await t.db.$client.query("update bands set name = 'Banda Shalom' where name = 'Banda Ágape'");
    try {
      const changed = await page(url);
      expect(changed.text).toContain("Banda Shalom");
      expect(changed.text).not.toContain("Banda Ágape");
      expect(changed.response.headers.get("etag")).not.toBe(etag);
    } finally {
      await t.db.$client.query("update bands set name = 'Banda Ágape' where name = 'Banda Shalom'");
    }
    expect((await page(url)).text).toContain("Banda Ágape");
  });

  it("keep a phone's page apart from a desktop's (each is laid out for its screen)", async () => {
    const url = "/churches/igreja-boa-nova/songs";
    const phone = await page(url);
    const desktop = await page(url, { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" });
    expect(phone.response.headers.get("etag")).not.toBe(desktop.response.headers.get("etag"));
    const phoneAgain = await page(url);
    expect(phoneAgain.html).toBe(phone.html);
  });

  it("keep the directory until a church is added", async () => {
    const before = await page("/");
    expect(before.text).toContain("Igreja Boa Nova");
    const added = await createChurch(t.db, { name: "Igreja Monte Sião", slug: "igreja-monte-siao" });
    try {
      const after = await page("/");
      expect(after.text).toContain("Igreja Monte Sião");
      expect(after.response.headers.get("etag")).not.toBe(before.response.headers.get("etag"));
    } finally {
      await t.db.$client.query("delete from churches where id = $1", [added.id]);
    }
  });

  it("send a kept page compressed, as the first one was", async () => {
    const url = "/churches/igreja-boa-nova";
    const headers = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };
    const first = await site.request(url, { headers });
    const firstHtml = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString("utf8");
    const kept = await site.request(url, { headers });
    expect(kept.headers.get("content-encoding")).toBe("br");
    expect(kept.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await kept.arrayBuffer())).toString("utf8")).toBe(firstHtml);
    const plain = await site.request(url, { headers: { "user-agent": headers["user-agent"] } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(firstHtml);
  });

  it("compress the rendered HTML for browsers that accept it", async () => {
    const response = await site.request("/churches/igreja-boa-nova", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8")).toContain("Igreja Boa Nova");
  });
});
