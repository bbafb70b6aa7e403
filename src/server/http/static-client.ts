import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./app-env";

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for client routes. A missing file (anything with an extension) is a 404, never
 * index.html, so a stale page asking for an old chunk fails loudly instead of parsing HTML as JS.
 */
export function staticClient(clientDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) =>
      c.text("O cliente ainda não foi compilado: rode `npm run build` (ou `npm start`, que compila).", 503),
    );
    return app;
  }
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: clientDir }),
  );
  app.get("/assets/*", (c) => c.text("Not Found", 404));
  app.use(
    "*",
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-cache");
    },
    serveStatic({ root: clientDir, rewriteRequestPath: (p) => (p === "/" ? "/__no_index__" : p) }),
  );
  app.get("*", (c) => {
    if (path.extname(c.req.path) !== "") return c.text("Not Found", 404);
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
