import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SSR_ENTRY_PATH, SSR_STATE_ELEMENT_ID, type SsrEntry } from "../../shared/ssr-contract";
import { withInProcessFetch, type InProcessFetch } from "./in-process-fetch";
import { routePreloads, type Manifest } from "./route-preloads";

/** Phones and small tablets, by the marker their browsers put in the User-Agent. */
const MOBILE_USER_AGENT = /\bMobi|Android(?!.*\bTablet\b)|iPhone|iPod/i;

/** Whether the page is first laid out for a phone (the client's own media query then takes over). */
export const isMobileUserAgent = (userAgent: string | undefined) => MOBILE_USER_AGENT.test(userAgent ?? "");

export type PublicPageRenderer = {
  /**
   * The page's document: `shell` (index.html with the page's share tags) with the rendered page
   * in #root, its state for hydration and preloads of its route chunks; null when the page
   * cannot be rendered with its data (the client then renders the shell as before).
   */
  render(input: { url: string; userAgent: string | undefined; shell: string; fetch: InProcessFetch }): Promise<ReadableStream<Uint8Array> | null>;
};

/** Loads the server entry and the manifest the client build wrote; null when the build has none. */
export async function loadPublicPageRenderer(clientDir: string, entryOverride?: SsrEntry): Promise<PublicPageRenderer | null> {
  const entryFile = path.join(clientDir, SSR_ENTRY_PATH);
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  if (!existsSync(manifestFile) || (!entryOverride && !existsSync(entryFile))) return null;
  const entry = entryOverride ?? ((await import(pathToFileURL(entryFile).href)) as SsrEntry);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  return createPublicPageRenderer(entry, manifest);
}

export function createPublicPageRenderer(entry: SsrEntry, manifest: Manifest): PublicPageRenderer {
  return {
    async render({ url, userAgent, shell, fetch }) {
      const rootAt = shell.indexOf('<div id="root"></div>');
      const headEnd = shell.search(/<\/head>/i);
      if (rootAt < 0 || headEnd < 0 || headEnd > rootAt) return null;
      const result = await withInProcessFetch(fetch, () => entry.render({ url, isMobile: isMobileUserAgent(userAgent) }));
      if (!result.rendered) return null;

      const { scripts, styles } = routePreloads(manifest, result.routeSources);
      const links = [
        ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join("\n    ");
      const before = `${shell.slice(0, headEnd)}${links ? `  ${links}\n  ` : ""}${shell.slice(headEnd, rootAt)}<div id="root">`;
      const after = `</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${result.state}</script>${shell.slice(rootAt + '<div id="root"></div>'.length)}`;
      return concatenate(before, result.html, after);
    },
  };
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
