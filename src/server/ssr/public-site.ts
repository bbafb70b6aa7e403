import { createHash } from "node:crypto";
import type { Context } from "hono";
import { paths } from "@shared/paths";
import type { SsrEntry } from "@shared/ssr-contract";
import type { Database, ReadDatabase } from "../db";
import { type AppEnv, CLIENT_ADDRESS_HEADER, clientAddress, staticClient } from "../http";
import {
  createAnswerCache, type AnswerCache, type AnswerHeaders, type AnswerScope, readChurchVersions, type ChurchVersions, DIRECTORY_OWNER,
  replicaHolds, loadShareMeta, renderShareTags, shareTargetOf, type ShareTarget,
} from "../public";
import { pageQuery } from "./page-query";
import { isMobileUserAgent, loadPublicPageRenderer, NOT_RENDERED, type PublicPageRenderer, type RenderedPage } from "./public-page-renderer";

/** The app itself, for the JSON API requests a server-rendered page makes in process. */
export type InProcessApi = {
  request: (path: string, init: RequestInit, env: unknown) => Response | Promise<Response>;
};

export type PublicSiteOptions = {
  clientDir: string;
  /** With the database and the public address, each public page's HTML carries its own share tags. */
  db?: Database;
  publicUrl?: string;
  /** With the API, public pages are rendered on the server (docs/decisions/260). */
  api?: InProcessApi;
  trustProxy?: boolean;
  /** Which church a page's URL names, at which version (read from `db` when omitted). */
  versions?: ChurchVersions;
  /** Tests: the server entry from source instead of the built `.ssr/entry-server.js`. */
  ssrEntry?: SsrEntry;
  /** The rendered public pages kept by content version (decision 245); a fresh one when omitted. */
  pageCache?: AnswerCache;
  /** Where a kept page's share tags are read: a replica that has reached its version (decision 477); `db` when omitted. */
  reads?: ReadDatabase;
};

/**
 * A rendered page: revalidated by browsers every time (cheap with its ETag), and laid out for a
 * phone or a desktop by the User-Agent, which a shared cache must therefore key on.
 */
const pageHeaders: AnswerHeaders = (etag) => ({ ETag: etag, "Cache-Control": "no-cache", Vary: "User-Agent" });

/** Headers of the visitor's request that the in-process API requests carry on. */
const FORWARDED_HEADERS = ["x-forwarded-for", "user-agent", "accept-language"];

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
 * The built SPA (see `staticClient`) whose public pages get their title, description and Open
 * Graph / Twitter tags in the HTML (one indexed query per request), so a pasted link previews the
 * church, service or song, and, with the API, their first screen rendered with its data.
 */
export function publicSite(options: PublicSiteOptions) {
  return staticClient({ clientDir: options.clientDir, documents: (indexHtml) => publicDocuments(options, indexHtml) });
}

/** The rendered pages' cache (decision 245): larger bodies than the API's, fewer of them. */
export const createPageCache = () => createAnswerCache({ maxEntries: 1_000, maxBytes: 96 * 1024 * 1024 });

function publicDocuments(options: PublicSiteOptions, indexHtml: string) {
  const { publicUrl, api, reads, pageCache = createPageCache() } = options;
  const db = reads?.db ?? options.db;
  const versions = options.versions ?? (options.db && readChurchVersions(options.db));
  const template = indexTemplate(indexHtml);
  // A new build names new chunks: its pages are new answers, with new ETags.
  const buildId = createHash("sha256").update(indexHtml).digest("base64url").slice(0, 10);
  const renderPublicPage = pageRendering(options);

  /**
   * Under what a public page is kept (decision 245): its church's content version (the
   * directory's, for the directory), the build and the phone/desktop layout; null when the page
   * is not kept (no renderer), "unknown church" when the church it names does not exist.
   */
  async function pageScope(c: Context<AppEnv>, target: ShareTarget, resource: string): Promise<AnswerScope | typeof UNKNOWN_CHURCH | null> {
    if (!versions || !api) return null;
    const variant = `${buildId}.${isMobileUserAgent(c.req.header("user-agent")) ? "m" : "d"}`;
    if (target.kind === "directory") return { owner: DIRECTORY_OWNER, version: await versions.directory(), variant, resource };
    const church = await versions.church(target.church.normalize("NFC"));
    return church ? { owner: church.id, version: church.contentVersion, variant, resource } : UNKNOWN_CHURCH;
  }

  /** index.html with the page's share tags. */
  async function shellOf(c: Context<AppEnv>, pathname: string): Promise<string> {
    if (!db || !publicUrl) return indexHtml;
    try {
      return template.render(renderShareTags(await loadShareMeta(db, pathname, publicUrl)));
    } catch (error) {
      // The page still works without its preview: the tags are a courtesy to link previews.
      c.get("logger").warn({ err: error, path: pathname }, "share tags could not be loaded");
      return indexHtml;
    }
  }

  /**
   * The page's document: rendered with its data when it can be (`rendered`), else the shell,
   * which the client renders; a 404 when what the page names does not exist (decision 380).
   */
  async function documentOf(c: Context<AppEnv>, pathname: string, resource: string): Promise<{ response: Response; rendered: boolean }> {
    const shell = await shellOf(c, pathname);
    let notFound = false;
    try {
      const page = await renderPublicPage(c, shell, resource);
      if (page.body) return { response: c.body(page.body, 200, { "Content-Type": "text/html; charset=UTF-8" }), rendered: true };
      notFound = page.notFound;
    } catch (error) {
      // The client renders the page itself, as it did before server rendering.
      c.get("logger").error({ err: error, path: pathname }, "server rendering failed");
    }
    return { response: c.html(shell, notFound ? 404 : 200), rendered: false };
  }

  return async (c: Context<AppEnv>) => {
    const response = await answerPage(c);
    // A plan's page is unlisted (docs/decisions/447): kept or not, search engines leave it out.
    if (shareTargetOf(new URL(c.req.url).pathname)?.kind === "plan") response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  };

  async function answerPage(c: Context<AppEnv>): Promise<Response> {
    const { pathname, search } = new URL(c.req.url);
    const target = shareTargetOf(pathname);
    // The page as it reads its query: what it renders and what it is kept under.
    const resource = `${pathname}${target ? pageQuery(target, search) : search}`;
    const scope = target && (await pageScope(c, target, resource));
    // As the church layout does in the browser (spec: an unknown church goes to /), at once.
    if (scope === UNKNOWN_CHURCH) return c.redirect(paths.home.href(), 302);
    if (!scope) return (await documentOf(c, pathname, resource)).response;
    return pageCache.answer(
      c,
      scope,
      async () => {
        const read = () => documentOf(c, pathname, resource);
        const { response, rendered } = await (reads ? reads.run(replicaHolds(scope), read) : read());
        c.res = response;
        // Only a page rendered with its data is kept; a fallback is tried again next time.
        return rendered;
      },
      pageHeaders,
    );
  }
}

const UNKNOWN_CHURCH = "unknown church";

/** Renders a public page with its data through the API in process, when it can be. */
function pageRendering({ clientDir, api, trustProxy = false, ssrEntry }: PublicSiteOptions) {
  let renderer: Promise<PublicPageRenderer | null> | undefined;
  /** `resource`: the page's path and query as it reads them (see `pageQuery`). */
  return async (c: Context<AppEnv>, shell: string, resource: string): Promise<RenderedPage> => {
    if (!api || shareTargetOf(c.req.path) === null) return NOT_RENDERED;
    renderer ??= loadPublicPageRenderer(clientDir, ssrEntry).catch((error: unknown) => {
      // Once: the client renders every page, as before server rendering.
      c.get("logger").error({ err: error }, "the server entry could not be loaded");
      return null;
    });
    const pageRenderer = await renderer;
    if (!pageRenderer) return NOT_RENDERED;
    const address = clientAddress(c, trustProxy);
    const forwarded = new Headers({ accept: "application/json", [CLIENT_ADDRESS_HEADER]: address });
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value) forwarded.set(name, value);
    }
    return pageRenderer.render({
      url: new URL(resource, c.req.url).href,
      userAgent: c.req.header("user-agent"),
      shell,
      fetch: (apiPath, init) => Promise.resolve(api.request(apiPath, { ...init, headers: forwarded }, c.env)),
    });
  };
}
