import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { staticClient } from "./static-client";

// What every server-rendered page links to: the stylesheet and the icons' sprite (decisions 420, 421).
const STYLESHEET = `.lucide{fill:none}${".card{border-radius:.75rem}".repeat(100)}`;
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${'<symbol id="eye" viewBox="0 0 24 24"><circle cx="12" cy="12" r="3"/></symbol>'.repeat(20)}</svg>`;

const SERVICE_WORKER = '(()=>{self.addEventListener("fetch",()=>{})})();';

let clientDir: string;
let site: Hono<AppEnv>;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "louvor-static-"));
  writeFileSync(path.join(clientDir, "index.html"), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(clientDir, "assets"));
  // As the build writes them (scripts/vite/precompress.ts): each file with its .br and .gz.
  for (const [name, content] of [
    ["index-abc.css", STYLESHEET],
    ["icons-abc.svg", SPRITE],
  ] as const) {
    writeFileSync(path.join(clientDir, "assets", name), content);
    writeFileSync(path.join(clientDir, "assets", `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(clientDir, "assets", `${name}.gz`), gzipSync(content));
  }
  // The rehearsal page's service worker, at the root as the build writes it (scripts/vite/service-worker.ts).
  writeFileSync(path.join(clientDir, "sw.js"), SERVICE_WORKER);
  site = new Hono<AppEnv>();
  site.route("/", staticClient(clientDir));
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("the built stylesheet and icon sprite", () => {
  it("are sent compressed, with their type, and kept by the browser for a year without asking again", async () => {
    for (const [file, type, content] of [
      ["/assets/index-abc.css", /^text\/css/, STYLESHEET],
      ["/assets/icons-abc.svg", /^image\/svg\+xml/, SPRITE],
    ] as const) {
      const response = await site.request(file, { headers: { "accept-encoding": "gzip, br" } });
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toMatch(type);
      expect(response.headers.get("content-encoding"), file).toBe("br");
      expect(response.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString("utf8"), file).toBe(content);
    }
  });

  it("answer 404 for an old sprite's name (never the page's HTML), and that answer is not kept", async () => {
    const response = await site.request("/assets/icons-old.svg");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
    expect(await response.text()).not.toContain("<div id=\"root\">");
  });
});

describe("the service worker", () => {
  it("is a script at the root, revalidated on every visit so a new build's worker is found at once", async () => {
    const response = await site.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(SERVICE_WORKER);
  });
});
