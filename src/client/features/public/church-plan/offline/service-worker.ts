/**
 * The rehearsal page's service worker (issue 42, docs/decisions: 'Disponível offline'), built on
 * its own into /sw.js (scripts/vite/service-worker.ts) and registered only by a plan's page, with
 * that church's plan pages as its scope. A plan page and what it reads are network first, so an
 * online visitor always gets fresh data, and the kept copy offline; the build's hashed files are
 * cache first. The page asks for its own saving once hydrated (`use-offline-copy.ts`): the worker
 * then fetches and keeps the page, its data and its files, and answers when that copy was made.
 */
import {
  cacheKey,
  isPlanPage,
  isSavePlanMessage,
  keepPlans,
  obsoleteCaches,
  OFFLINE_CACHES,
  OFFLINE_INDEX_KEY,
  planPageNeeds,
  requestPolicy,
  SAVED_AT_HEADER,
  unreferenced,
  type SavedPlan,
  type SavePlanMessage,
  type SavePlanReply,
} from "./offline-policy";

// The few parts of the worker's global scope used here (the project's TypeScript lib is the DOM's).
type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith: (response: Promise<Response>) => void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown; ports: readonly MessagePort[] };
type WorkerScope = {
  location: { origin: string };
  skipWaiting: () => Promise<void>;
  clients: { claim: () => Promise<void> };
  addEventListener: ((type: "install" | "activate", listener: (event: ExtendableEvent) => void) => void) &
    ((type: "fetch", listener: (event: FetchEvent) => void) => void) &
    ((type: "message", listener: (event: ExtendableMessageEvent) => void) => void);
};

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
// A kept page is laid out for this device already; its `Vary: User-Agent` must not hide it.
const MATCH: CacheQueryOptions = { ignoreVary: true };

worker.addEventListener("install", (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(obsoleteCaches(await caches.keys()).map((name) => caches.delete(name)));
      // The page that registered the worker is served by it from now on, not only after a reload.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const policy = requestPolicy(event.request, origin);
  if (policy === "page" || policy === "data") event.respondWith(networkFirst(event, policy));
  else if (policy === "file") event.respondWith(cacheFirst(event));
});

/** The page's saves, one at a time: each reads and rewrites the list of saved plans. */
let saving: Promise<unknown> = Promise.resolve();

worker.addEventListener("message", (event) => {
  const message = event.data;
  if (!isSavePlanMessage(message)) return;
  const reply = saving.then(() => savePlan(message)).catch((): SavePlanReply => ({ type: "plan-saved", savedAt: null, online: false }));
  saving = reply;
  event.waitUntil(reply.then((answer) => event.ports[0]?.postMessage(answer)));
});

/** The response as kept: with the time it came from the network. */
function stamped(response: Response, savedAt = Date.now()): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(savedAt));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const keepable = (response: Response) => response.ok && response.type === "basic" && !response.redirected;

async function networkFirst(event: FetchEvent, policy: "page" | "data"): Promise<Response> {
  const key = cacheKey(event.request.url, policy);
  const cache = await caches.open(OFFLINE_CACHES.pages);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const kept = await cache.match(key, MATCH);
    if (kept) return kept;
    throw error;
  }
  if (keepable(response)) {
    event.waitUntil(cache.put(key, stamped(response.clone())));
  } else if (response.status >= 500) {
    // The server failing is, for the rehearsal, the same as no network.
    const kept = await cache.match(key, MATCH);
    if (kept) return kept;
  }
  return response;
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const key = cacheKey(event.request.url, "file");
  const cache = await caches.open(OFFLINE_CACHES.files);
  const kept = await cache.match(key, MATCH);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(cache.put(key, response.clone()));
  return response;
}

/** The network could not be reached (as opposed to answering with an error). */
class Unreachable extends Error {}

/** Fetches `key` afresh and keeps it; false when the server answered but not with the thing itself. */
async function fetchAndKeep(cache: Cache, key: string, stamp: boolean): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(key, { cache: "no-cache", credentials: "same-origin" });
  } catch {
    throw new Unreachable();
  }
  if (!keepable(response)) return false;
  await cache.put(key, stamp ? stamped(response) : response);
  return true;
}

async function readIndex(cache: Cache): Promise<SavedPlan[]> {
  const kept = await cache.match(OFFLINE_INDEX_KEY);
  if (!kept) return [];
  try {
    const plans: unknown = await kept.json();
    return Array.isArray(plans) ? (plans as SavedPlan[]) : [];
  } catch {
    return [];
  }
}

async function savedAtOf(cache: Cache, key: string): Promise<number | null> {
  const kept = await cache.match(key, MATCH);
  const savedAt = Number(kept?.headers.get(SAVED_AT_HEADER));
  return kept && Number.isFinite(savedAt) && savedAt > 0 ? savedAt : null;
}

async function savePlan(message: SavePlanMessage): Promise<SavePlanReply> {
  const page = cacheKey(new URL(message.page, origin).href, "page");
  if (!isPlanPage(page)) return { type: "plan-saved", savedAt: null, online: true };
  const [pages, files] = await Promise.all([caches.open(OFFLINE_CACHES.pages), caches.open(OFFLINE_CACHES.files)]);
  const needs = planPageNeeds(origin, message.urls, []);
  const kept = [page];
  try {
    // Always afresh (a revalidation, cheap with the page's ETag): the copy is the page as it is now.
    if (!(await fetchAndKeep(pages, page, true))) {
      await pages.delete(page);
      return { type: "plan-saved", savedAt: null, online: true };
    }
    for (const url of needs) {
      const isFile = requestPolicy({ url: new URL(url, origin).href, method: "GET" }, origin) === "file";
      // A hashed file never changes: kept once. Data is fetched afresh, as the page is.
      if (isFile && (await files.match(url, MATCH))) kept.push(url);
      else if (await fetchAndKeep(isFile ? files : pages, url, !isFile)) kept.push(url);
    }
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    // Offline: the copy kept earlier, if this plan was saved whole.
    const saved = (await readIndex(pages)).some((plan) => plan.page === page);
    return { type: "plan-saved", savedAt: saved ? await savedAtOf(pages, page) : null, online: false };
  }
  const savedAt = (await savedAtOf(pages, page)) ?? Date.now();
  const plans = keepPlans(await readIndex(pages), { page, urls: kept, savedAt });
  await pages.put(OFFLINE_INDEX_KEY, new Response(JSON.stringify(plans), { headers: { "content-type": "application/json" } }));
  await Promise.all([prune(pages, plans), prune(files, plans)]);
  return { type: "plan-saved", savedAt, online: true };
}

/** Deletes what no saved plan needs any more. */
async function prune(cache: Cache, plans: SavedPlan[]): Promise<void> {
  const keys = (await cache.keys()).map((request) => {
    const url = new URL(request.url);
    return `${url.pathname}${url.search}`;
  });
  await Promise.all(unreferenced(keys, plans).map((key) => cache.delete(key)));
}
