import { AsyncLocalStorage } from "node:async_hooks";

/** Answers a request for one of our own paths (`/api/...`) without leaving the process. */
export type InProcessFetch = (path: string, init?: RequestInit) => Promise<Response>;

const current = new AsyncLocalStorage<InProcessFetch>();
let installed = false;

/**
 * Runs `work` with `fetch` of relative URLs (which Node cannot fetch) answered by `fetcher`:
 * the client's API calls, made by the page being rendered on the server, reach the app itself
 * with the same URLs the browser uses. Absolute URLs keep the real fetch; so does any code
 * running outside `work`.
 */
export function withInProcessFetch<T>(fetcher: InProcessFetch, work: () => Promise<T>): Promise<T> {
  if (!installed) {
    installed = true;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const own = current.getStore();
      if (own && typeof input === "string" && input.startsWith("/")) return own(input, init);
      return realFetch(input, init);
    };
  }
  return current.run(fetcher, work);
}
