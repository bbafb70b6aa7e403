import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { AppError } from "../http/errors";
import type { Storage } from "./storage";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
};

/**
 * An uploaded file is an image and nothing else: opened on its own it may show itself and run
 * nothing (the sandbox also keeps it from reaching our origin's cookies or storage). The global
 * page policy does not replace this one.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Serves uploaded files with their real content type; a key is never reused, so cache it long. */
export function uploadRoutes(storage: Storage) {
  return new Hono<AppEnv>().get("/:folder/:file", async (c) => {
    const key = `${c.req.param("folder")}/${c.req.param("file")}`;
    const contentType = CONTENT_TYPES[key.split(".").at(-1) ?? ""];
    const bytes = contentType ? await storage.get(key) : null;
    if (!bytes || !contentType) throw new AppError(404, "not_found", "Arquivo não encontrado.");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": contentType,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": UPLOAD_CONTENT_SECURITY_POLICY,
    });
  });
}
