import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { chooseEncoding, compression } from "./compression";
import { staticClient } from "./static-client";

const bigJson = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Canção ${index}` })) };
const SCRIPT = `export const songs = ${JSON.stringify(bigJson)};\n`;

let clientDir: string;
let site: Hono<AppEnv>;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "louvor-compression-"));
  writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><html><head><title>Louvor</title></head><body><div id="root"></div></body></html>`);
  mkdirSync(path.join(clientDir, "assets"));
  // As the build writes them: the file, and its .br and .gz beside it.
  writeFileSync(path.join(clientDir, "assets/index-abc123.js"), SCRIPT);
  writeFileSync(path.join(clientDir, "assets/index-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(clientDir, "assets/index-abc123.js.gz"), gzipSync(SCRIPT));
  site = new Hono<AppEnv>();
  site.use(async (c, next) => {
    c.set("logger", pino({ level: "silent" }));
    await next();
  });
  site.use(compression());
  site.get("/api/songs", (c) => c.json(bigJson));
  site.get("/api/small", (c) => c.json({ counted: true, viewCount: 12 }));
  site.get("/report.csv", (c) =>
    c.body(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const row of bigJson.items) controller.enqueue(new TextEncoder().encode(`${row.id};${row.name}\n`));
          controller.close();
        },
      }),
      200,
      { "Content-Type": "text/csv; charset=utf-8" },
    ),
  );
  site.route("/", staticClient(clientDir));
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** A GET through node:http, which leaves the body as it came (fetch would decompress it). */
function httpGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const get = (url: string, acceptEncoding?: string) => site.request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressed answers", () => {
  it("send JSON as brotli when the browser accepts it, as gzip otherwise, with Vary", async () => {
    const br = await get("/api/songs", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("content-length")).toBeNull();
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8"))).toEqual(bigJson);

    const gzip = await get("/api/songs", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8"))).toEqual(bigJson);
  });

  it("send JSON as is to a client that accepts no compression, still with Vary", async () => {
    const plain = await get("/api/songs");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual(bigJson);
    expect((await get("/api/songs", "br;q=0, identity")).headers.get("content-encoding")).toBeNull();
  });

  it("send a small JSON answer as is, with Vary, whatever the client accepts", async () => {
    const small = await get("/api/small", "gzip, deflate, br, zstd");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await small.json()).toEqual({ counted: true, viewCount: 12 });
  });

  it("compress a streamed text answer as it streams", async () => {
    const csv = await get("/report.csv", "br");
    expect(csv.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await csv.arrayBuffer())).toString("utf8")).toBe(bigJson.items.map((row) => `${row.id};${row.name}\n`).join(""));
  });

  it("answer the same through the Node server, whose responses keep their body as it was given", async () => {
    const server = serve({ fetch: site.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ask = (url: string) => httpGet(`${base}${url}`, { "accept-encoding": "gzip, deflate, br, zstd" });
      const small = await ask("/api/small");
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(small.headers["vary"]).toMatch(/accept-encoding/i);
      expect(JSON.parse(small.body.toString("utf8"))).toEqual({ counted: true, viewCount: 12 });
      const big = await ask("/api/songs");
      expect(big.headers["content-encoding"]).toBe("br");
      expect(JSON.parse(brotliDecompressSync(big.body).toString("utf8"))).toEqual(bigJson);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("serve the build's .br and .gz of a hashed asset, cached for a year", async () => {
    const br = await get("/assets/index-abc123.js", "gzip, br");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toBe(SCRIPT);

    const gzip = await get("/assets/index-abc123.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toBe(SCRIPT);

    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("never serve the server's build files", async () => {
    expect((await get("/.ssr/entry-server.js")).status).toBe(404);
    expect((await get("/.vite/manifest.json")).status).toBe(404);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, honours q=0 and the wildcard", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
