import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { Database } from "../db/client";
import { loadShareMeta, renderShareTags } from "../public/share-meta";
import type { AppEnv } from "./app-env";

export type StaticClientOptions = {
  clientDir: string;
  /** With the database and the public address, each public page's HTML carries its own share tags. */
  db?: Database;
  publicUrl?: string;
};

/**
 * The built index.html split around the tags that change per page: its own <title> and
 * description are taken out, and each response puts the page's tags where they were.
 */
export function indexTemplate(html: string): { render: (headTags: string) => string } {
  const withoutTitle = html.replace(/\s*<title>[\s\S]*?<\/title>/i, "").replace(/\s*<meta\s+name="description"[^>]*>/i, "");
  const at = withoutTitle.search(/<\/head>/i);
  if (at < 0) return { render: () => html };
  const head = withoutTitle.slice(0, at).replace(/\s*$/, "");
  const rest = withoutTitle.slice(at);
  return { render: (headTags) => `${head}\n    ${headTags}\n  ${rest}` };
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for client routes. A missing file (anything with an extension) is a 404, never
 * index.html, so a stale page asking for an old chunk fails loudly instead of parsing HTML as JS.
 * Public pages get their title, description and Open Graph / Twitter tags in that HTML (one
 * indexed query per request), so a pasted link previews the church, service or song.
 */
export function staticClient(options: string | StaticClientOptions) {
  const { clientDir, db, publicUrl } = typeof options === "string" ? { clientDir: options } : options;
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) =>
      c.text("O cliente ainda não foi compilado: rode `npm run build` (ou `npm start`, que compila).", 503),
    );
    return app;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const template = indexTemplate(indexHtml);

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
  app.get("*", async (c) => {
    if (path.extname(c.req.path) !== "") return c.text("Not Found", 404);
    c.header("Cache-Control", "no-cache");
    if (!db || !publicUrl) return c.html(indexHtml);
    const pathname = new URL(c.req.url).pathname;
    try {
      return c.html(template.render(renderShareTags(await loadShareMeta(db, pathname, publicUrl))));
    } catch (error) {
      // The page still works without its preview: the tags are a courtesy to link previews.
      c.get("logger").warn({ err: error, path: pathname }, "share tags could not be loaded");
      return c.html(indexHtml);
    }
  });
  return app;
}
