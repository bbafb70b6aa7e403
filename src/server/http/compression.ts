import { Readable, pipeline } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { bodyBytes, lightText } from "./light-response";

/** Text worth compressing: HTML, JSON, scripts, styles, SVG, plain text, XML. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;
/** Below this (when the length is known), the framing costs about what compression saves. */
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** The best encoding `Accept-Encoding` allows (brotli before gzip), or null. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get("*");
  const allows = (name: Encoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

function addVary(headers: Headers) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT };
const GZIP_LEVEL = 6;

/** Whether an answer of this type and size is worth compressing. */
export function worthCompressing(contentType: string | null, bytes: number): boolean {
  return COMPRESSIBLE_TYPE.test(contentType ?? "") && bytes >= MIN_BYTES;
}

const ownBytes = (compressed: Buffer) =>
  new Uint8Array(compressed.buffer.slice(compressed.byteOffset, compressed.byteOffset + compressed.byteLength)) as Uint8Array<ArrayBuffer>;

/** A whole body compressed at once, as the streaming encoder would (for answers kept in a cache). */
export function compressWhole(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return ownBytes(encoding === "br" ? zlib.brotliCompressSync(body, { params: BROTLI_PARAMS }) : zlib.gzipSync(body, { level: GZIP_LEVEL }));
}

const brotliInPool = promisify(zlib.brotliCompress);
const gzipInPool = promisify(zlib.gzip);

/** The same, in libuv's thread pool: the event loop serves other requests meanwhile. */
export async function compressWholeInPool(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  return ownBytes(encoding === "br" ? await brotliInPool(body, { params: BROTLI_PARAMS }) : await gzipInPool(body, { level: GZIP_LEVEL }));
}

function encoder(encoding: Encoding) {
  return encoding === "br" ? zlib.createBrotliCompress({ params: BROTLI_PARAMS }) : zlib.createGzip({ level: GZIP_LEVEL });
}

/**
 * The app's JSON answers are made whole (a string), never streamed: read at once, they are sent as
 * they are when small and compressed at once otherwise. A stream through the encoder costs a small
 * answer several times its own work (a view's `{"counted":true}` with Chromium's Accept-Encoding).
 */
const WHOLE_TYPE = /^application\/json/i;

async function compressAsWhole(c: Context, res: Response, encoding: Encoding) {
  // Fewer than a third as many UTF-16 units as the threshold cannot reach it in UTF-8.
  const text = lightText(res);
  if (text !== null && text.length < MIN_BYTES / 3) return;
  const body = await bodyBytes(res);
  const headers = new Headers(res.headers);
  let sent: Uint8Array<ArrayBuffer> = body;
  if (body.byteLength >= MIN_BYTES) {
    sent = await compressWholeInPool(body, encoding);
    headers.set("Content-Encoding", encoding);
  }
  headers.delete("Content-Length");
  // Hono's setter would wrap the new response's body in another stream to merge the headers.
  c.res = undefined;
  c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
}

/**
 * Brotli or gzip for every text response, chosen by `Accept-Encoding`, with `Vary` (docs/decisions/261).
 * Files the build compressed already (served with their Content-Encoding) pass through; dynamic
 * answers (HTML, JSON) are compressed as they stream out.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!COMPRESSIBLE_TYPE.test(res.headers.get("Content-Type") ?? "")) return;
    addVary(res.headers);
    // The body is read last: asking for it turns the server's light response into a full web
    // stream, a large share of a small answer's cost (decision 243).
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 304 || res.status === 206) return;
    if (res.headers.has("Content-Encoding") || /no-transform/i.test(res.headers.get("Cache-Control") ?? "")) return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    if (WHOLE_TYPE.test(res.headers.get("Content-Type") ?? "")) {
      await compressAsWhole(c, res, encoding);
      return;
    }
    if (!res.body) return;

    const compressing = encoder(encoding);
    const source = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
    // A failure on either side ends both; the client sees a cut-off answer, as with any broken stream.
    pipeline(source, compressing, () => {});
    c.res = new Response(Readable.toWeb(compressing) as ReadableStream<Uint8Array>, res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
  };
}
