/**
 * @hono/node-server answers with a light Response that keeps the body as it was given (a string,
 * bytes) and builds a full web Response only when something reads its body or clones it: that
 * costs a small answer several times its own work (decisions 335, 350). These read the body as
 * given, and fall back to the web Response's own reading for any other response (another
 * server, a test's `app.request`).
 */

const CACHE = "cache";

/** The body as it was given to the light response (a string or bytes), or undefined. */
function givenBody(res: Response): unknown {
  const key = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === CACHE);
  return key ? (res as unknown as Record<symbol, unknown[] | undefined>)[key]?.[1] : undefined;
}

/** The body's string when the light response was given one, else null. */
export function lightText(res: Response): string | null {
  const body = givenBody(res);
  return typeof body === "string" ? body : null;
}

const encoder = new TextEncoder();

/** The whole body as bytes, read without a web stream when the light response holds it. */
export async function bodyBytes(res: Response): Promise<Uint8Array<ArrayBuffer>> {
  const body = givenBody(res);
  if (typeof body === "string") return encoder.encode(body) as Uint8Array<ArrayBuffer>;
  if (body instanceof Uint8Array) return new Uint8Array(body) as Uint8Array<ArrayBuffer>;
  return new Uint8Array(await res.arrayBuffer());
}
