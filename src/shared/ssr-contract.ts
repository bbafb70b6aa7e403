/**
 * The contract between the server and the client's server-side entry (src/client/entry-server.tsx,
 * built with `vite build --ssr` next to the client): the server hands it the request, it answers
 * with the rendered page and the state the client hydrates with (docs/decisions/260).
 */

/** Id of the JSON <script> that carries the router's and the query cache's state to the client. */
export const SSR_STATE_ELEMENT_ID = "louvor-ssr-state";

/** Where the built server entry lives, relative to the built client's folder. */
export const SSR_ENTRY_PATH = ".ssr/entry-server.js";

export type SsrRenderInput = {
  /** The page's absolute URL. */
  url: string;
  /** A phone's browser (by its User-Agent): the page is laid out for a narrow screen. */
  isMobile: boolean;
};

export type SsrRenderResult =
  | {
      rendered: true;
      /** The HTML inside #root. */
      html: ReadableStream<Uint8Array>;
      /** The JSON of SsrState, escaped for a <script> element. */
      state: string;
      /** Source modules (under src/client, as Vite's manifest names them) of the matched routes. */
      routeSources: string[];
    }
  | {
      /** The page could not be rendered with its data (unknown church, failed query): the client renders it. */
      rendered: false;
      /** What the page names does not exist: a query it needs was answered 404 (the answer's status, too). */
      notFound?: boolean;
    };

export type SsrState = {
  /**
   * The path and query the page was rendered at: only the parameters it reads, normalised
   * (docs/decisions/407). The client hydrates at this address.
   */
  url: string;
  /** The router's hydration data, only when a route loaded some (the screens read their data through TanStack Query). */
  router?: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
  /** The query cache, each query's key and data once (src/client/ssr-state.ts, docs/decisions/422). */
  queries: unknown;
  isMobile: boolean;
};

export type SsrEntry = { render: (input: SsrRenderInput) => Promise<SsrRenderResult> };

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
