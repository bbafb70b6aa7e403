import { Hono } from "hono";
import { type AppEnv, AppError } from "../http";
import { hashOfKey, type Storage } from "../storage";

/**
 * An uploaded file is an image and nothing else: opened on its own it may show itself and run
 * nothing (the sandbox also keeps it from reaching our origin's cookies or storage). The global
 * page policy does not replace this one.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A URL names its content (the hash), so what it answers never changes: caches keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = () => new AppError(404, "not_found", "Arquivo não encontrado.");

/** True when an If-None-Match header names this entity tag (or any, `*`); weak tags compare too. */
function namesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * Serves uploaded images at /uploads/<sha-256>.<ext> with their content type, the hash as ETag and
 * immutable caching; a revalidation that names the hash gets 304 without the bytes being read.
 */
export function uploadRoutes(storage: Storage) {
  return new Hono<AppEnv>()
    .get("/:file", async (c) => {
      const key = c.req.param("file");
      const sha256 = hashOfKey(key);
      if (!sha256) throw notFound();
      const etag = `"${sha256}"`;
      const headers = {
        ETag: etag,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": IMMUTABLE,
        "Content-Security-Policy": UPLOAD_CONTENT_SECURITY_POLICY,
      };
      if (namesTag(c.req.header("if-none-match"), etag)) {
        if (!(await storage.has(key))) throw notFound();
        return c.body(null, 304, headers);
      }
      const image = await storage.get(key);
      if (!image) throw notFound();
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Type": image.contentType });
    })
    .all("*", () => {
      // Older URLs (/uploads/<folder>/<uuid>.webp) were rewritten when their files moved in; no
      // other path under /uploads is an image, and none falls through to the client's pages.
      throw notFound();
    });
}
