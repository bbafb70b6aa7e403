import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SsrEntry, SsrRenderInput } from "@shared/ssr-contract";
import { createBand, createChurch, createSegment, createService } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import type { AppEnv } from "../http";
import { publicSite } from "./public-site";

/**
 * Made-up URLs of a real page (docs/decisions/407): a shared link carries `?utm_source=…` or
 * `?fbclid=…`, and anyone can invent parameters. None of them may cost a render.
 */

const INDEX_HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Louvor</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = { "index.html": { file: "assets/index-abc.js", isEntry: true } };
const ENTRY_SOURCE = fileURLToPath(new URL("../../client/entry-server.tsx", import.meta.url));
const PHONE = { "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" };

const t = useTestApp();
let clientDir: string;
let site: Hono<AppEnv>;
/** The URL of every render the server entry was asked for. */
const renders: string[] = [];

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "louvor-made-up-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, ".vite/manifest.json"), JSON.stringify(MANIFEST));
  const entry = (await import(/* @vite-ignore */ ENTRY_SOURCE)) as SsrEntry;
  const counting: SsrEntry = {
    render: (input: SsrRenderInput) => {
      renders.push(input.url);
      return entry.render(input);
    },
  };
  site = new Hono<AppEnv>();
  site.use(async (c, next) => {
    c.set("logger", pino({ level: "silent" }));
    await next();
  });
  site.route("/", publicSite({ clientDir, db: t.db, publicUrl: "https://louvor.example.org", api: t.app, ssrEntry: counting }));
  const church = await createChurch(t.db, { name: "Igreja Boa Nova", slug: "igreja-boa-nova" });
  const band = await createBand(t.db, church.id, { name: "Banda Ágape", year: 2019 });
  const service = await createService(t.db, church.id, { bandId: band.id, date: "2024-03-10", time: "19:00:00" });
  await createSegment(t.db, church.id, { serviceId: service.id, startTime: 30, endTime: 60, musicalKey: "G", tempo: 120 });
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const get = (url: string) => site.request(url, { headers: PHONE });

describe("a public page reached with made-up parameters", () => {
  it("costs no more renders with a thousand distinct unknown parameters than with one", async () => {
    const base = "/churches/igreja-boa-nova/services";
    renders.length = 0;
    const plain = await get(base);
    expect(plain.status).toBe(200);
    const plainHtml = await plain.text();
    expect(plainHtml).toContain("Banda Ágape");
    expect(renders).toHaveLength(1);

    const trackers = ["utm_source", "utm_medium", "utm_campaign", "fbclid", "gclid", "si", "ref", "x"];
    for (let i = 0; i < 1_000; i += 1) {
      const response = await get(`${base}?${trackers[i % trackers.length]}=${i}&made_up_${i}=${i}`);
      expect(response.status).toBe(200);
      if (i % 250 === 0) expect(await response.text()).toBe(plainHtml);
      else await response.arrayBuffer();
    }
    expect(renders).toHaveLength(1);
  });

  it("renders the page with the query it reads, in one order and case, so each variant of it is one render", async () => {
    renders.length = 0;
    const first = await get("/churches/igreja-boa-nova/services?view=LIST&utm_source=whatsapp&tab=Cultos");
    expect(first.status).toBe(200);
    expect(renders).toEqual(["http://localhost/churches/igreja-boa-nova/services?tab=cultos&view=list"]);
    const html = await first.text();
    for (const variant of ["?tab=cultos&view=list", "?tab=CULTOS&view=list&fbclid=abc", "?view=list&tab=cultos&gclid=1"]) {
      expect(await (await get(`/churches/igreja-boa-nova/services${variant}`)).text()).toBe(html);
    }
    expect(renders).toHaveLength(1);
    // A parameter the page uses is a page of its own.
    await (await get("/churches/igreja-boa-nova/services?tab=musicas")).arrayBuffer();
    expect(renders).toHaveLength(2);
  });

  it("ignores on a service page the listing's own parameters", async () => {
    renders.length = 0;
    const url = "/churches/igreja-boa-nova/services/10-03-2024-19h-banda-agape";
    expect((await get(url)).status).toBe(200);
    expect((await get(`${url}?tab=musicas&q=grande&page=4`)).status).toBe(200);
    expect(renders).toEqual([`http://localhost${url}`]);
  });

  it("keeps 'Modo ensaio' on a service page, read as the page reads it, and renders its panel open", async () => {
    renders.length = 0;
    const url = "/churches/igreja-boa-nova/services/10-03-2024-19h-banda-agape";
    const html = await (await get(`${url}?velocidade=0,75&ensaio=1&utm_source=whatsapp`)).text();
    expect(renders).toEqual([`http://localhost${url}?ensaio=1&velocidade=0.75`]);
    expect(html).toMatch(/<a role="switch"[^>]*aria-checked="true"/);
    expect(html).toContain("Tom: G");
    for (const variant of ["?ensaio=1&velocidade=0.75", "?velocidade=.75&ensaio=1&fbclid=1"]) await (await get(`${url}${variant}`)).arrayBuffer();
    expect(renders).toHaveLength(1);
    // An unknown speed is normal speed: the page `?ensaio=1`.
    await (await get(`${url}?ensaio=1&velocidade=9`)).arrayBuffer();
    expect(renders).toEqual([`http://localhost${url}?ensaio=1&velocidade=0.75`, `http://localhost${url}?ensaio=1`]);
  });
});
