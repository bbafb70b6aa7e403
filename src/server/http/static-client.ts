import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import type { AppEnv } from "./app-env";

/** How a client route (a path without a file extension) is answered, given the built index.html. */
export type DocumentRoute = (indexHtml: string) => (c: Context<AppEnv>) => Promise<Response>;

/** Without a document route, every client route gets the built index.html as it is. */
const plainIndex: DocumentRoute = (indexHtml) => (c) => Promise.resolve(c.html(indexHtml));

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and a
 * document for client routes (`documents`, index.html by default). A missing file (anything with
 * an extension) is a 404, never index.html, so a stale page asking for an old chunk fails loudly
 * instead of parsing HTML as JS.
 */
export function staticClient(options: string | { clientDir: string; documents?: DocumentRoute }) {
  const { clientDir, documents = plainIndex } = typeof options === "string" ? { clientDir: options } : options;
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) =>
      c.text("O cliente ainda não foi compilado: rode `npm run build` (ou `npm start`, que compila).", 503),
    );
    return app;
  }
  const documentOf = documents(readFileSync(indexFile, "utf8"));

  // The server entry and the build manifest sit in the client folder; neither is for browsers.
  app.use(async (c, next) => {
    if (c.req.path.startsWith("/.")) return c.text("Not Found", 404);
    await next();
  });
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: clientDir, precompressed: true }),
  );
  app.get("/assets/*", (c) => c.text("Not Found", 404));
  const files = serveStatic({ root: clientDir, precompressed: true });
  app.use(
    "*",
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-cache");
    },
    // Every built file has an extension: a client route ("/" included) needs no look on the disk.
    (c, next) => (path.extname(c.req.path) === "" ? next() : files(c, next)),
  );
  app.get("*", async (c) => {
    if (path.extname(c.req.path) !== "") return c.text("Not Found", 404);
    c.header("Cache-Control", "no-cache");
    return documentOf(c);
  });
  return app;
}
