import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BOOT_ENTRY_ATTRIBUTE, BOOT_MODULES_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE, BOOT_SOURCE } from "@shared/boot-contract";
import { SSR_ENTRY_PATH, SSR_STATE_ELEMENT_ID, type SsrEntry } from "@shared/ssr-contract";
import { EARLY_TAPS_ELEMENT } from "./early-taps-script";
import { withInProcessFetch, type InProcessFetch } from "./in-process-fetch";
import { routePreloads, type Manifest } from "./route-preloads";

/** Phones and small tablets, by the marker their browsers put in the User-Agent. */
const MOBILE_USER_AGENT = /\bMobi|Android(?!.*\bTablet\b)|iPhone|iPod/i;

/** Whether the page is first laid out for a phone (the client's own media query then takes over). */
export const isMobileUserAgent = (userAgent: string | undefined) => MOBILE_USER_AGENT.test(userAgent ?? "");

/**
 * The page's document: `shell` (index.html with the page's share tags) with the rendered page in
 * #root, its state for hydration and preloads of its route chunks. No body when the page cannot
 * be rendered with its data (the client then renders the shell as before); `notFound` when that
 * is because what the page names does not exist.
 */
export type RenderedPage = { body: ReadableStream<Uint8Array> } | { body: null; notFound: boolean };

export type PublicPageRenderer = {
  render(input: { url: string; userAgent: string | undefined; shell: string; fetch: InProcessFetch }): Promise<RenderedPage>;
};

/** Not rendered on the server: the client renders the page from the shell. */
export const NOT_RENDERED: RenderedPage = { body: null, notFound: false };

/** Loads the server entry and the manifest the client build wrote; null when the build has none. */
export async function loadPublicPageRenderer(clientDir: string, entryOverride?: SsrEntry): Promise<PublicPageRenderer | null> {
  const entryFile = path.join(clientDir, SSR_ENTRY_PATH);
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  if (!existsSync(manifestFile) || (!entryOverride && !existsSync(entryFile))) return null;
  const entry = entryOverride ?? ((await import(pathToFileURL(entryFile).href)) as SsrEntry);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  return createPublicPageRenderer(entry, manifest);
}

/**
 * The first paint of a server-rendered page needs only its HTML and the stylesheet, a hashed file
 * the browser keeps for a year (docs/decisions/420; index.html links it, and the route's own
 * sheets are linked beside it). When the build has the boot script, the page names only it: it
 * loads the entry and the route's chunks once the page has painted (docs/decisions/263), so the
 * stylesheet shares the phone's bandwidth with the HTML alone.
 */
export function createPublicPageRenderer(entry: SsrEntry, manifest: Manifest): PublicPageRenderer {
  const boot = manifest[BOOT_SOURCE];
  return {
    async render({ url, userAgent, shell, fetch }) {
      const rootAt = shell.indexOf('<div id="root"></div>');
      const headEnd = shell.search(/<\/head>/i);
      if (rootAt < 0 || headEnd < 0 || headEnd > rootAt) return NOT_RENDERED;
      const result = await withInProcessFetch(fetch, () => entry.render({ url, isMobile: isMobileUserAgent(userAgent) }));
      if (!result.rendered) return { body: null, notFound: result.notFound === true };

      const { scripts, styles } = routePreloads(manifest, result.routeSources);
      let head = shell.slice(0, headEnd);
      // The entry's own stylesheet is linked by index.html already.
      let links = styles.filter((href) => !head.includes(`href="${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
      const withBoot = boot ? loadAfterPaint(head, `/${boot.file}`, scripts) : null;
      if (withBoot) head = withBoot;
      else links = [...links, ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)];
      head = withEarlyTaps(head);
      const before = `${head}${links.length > 0 ? `  ${links.join("\n    ")}\n  ` : ""}${shell.slice(headEnd, rootAt)}<div id="root">`;
      const after = `</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${result.state}</script>${shell.slice(rootAt + '<div id="root"></div>'.length)}`;
      return { body: concatenate(before, result.html, after) };
    },
  };
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * `head` with the early-taps script (docs/decisions/497): a tap on a control that only a script
 * can run is kept until that control has hydrated. Inline, right after the charset and before the
 * stylesheets (an inline script after a stylesheet waits for it), so it listens before the page's
 * first element is parsed.
 */
function withEarlyTaps(head: string): string {
  const element = `\n    ${EARLY_TAPS_ELEMENT}`;
  const charset = CHARSET.exec(head);
  if (charset) return `${head.slice(0, charset.index + charset[0].length)}${element}${head.slice(charset.index + charset[0].length)}`;
  const open = /<head[^>]*>/i.exec(head);
  return open ? `${head.slice(0, open.index + open[0].length)}${element}${head.slice(open.index + open[0].length)}` : `${head}${element}`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html's head with the boot script in place of the entry script and its module preloads:
 * once the page has painted (docs/decisions/263), the boot requests them and the route's chunks,
 * evaluates the entry's chunks one at a time (docs/decisions/423), then runs the entry.
 * Null when the head has no entry script to replace.
 */
function loadAfterPaint(head: string, bootHref: string, routeScripts: string[]): string | null {
  const entryHref = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entryHref) return null;
  // index.html preloads what the entry imports, in the build's order (dependencies first).
  const entryChunks = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const bootScript =
    `<script type="module" crossorigin src="${bootHref}" ${BOOT_ENTRY_ATTRIBUTE}="${entryHref}"` +
    ` ${BOOT_MODULES_ATTRIBUTE}="${entryChunks.join(" ")}" ${BOOT_PRELOAD_ATTRIBUTE}="${routeScripts.join(" ")}"></script>`;
  return head.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, bootScript);
}

function concatenate(before: string, body: ReadableStream<Uint8Array>, after: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = body.getReader();
  let stage: "before" | "body" | "after" | "done" = "before";
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === "before") {
        controller.enqueue(encoder.encode(before));
        stage = "body";
        return;
      }
      if (stage === "body") {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        stage = "after";
      }
      if (stage === "after") {
        controller.enqueue(encoder.encode(after));
        stage = "done";
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
