import { matchPattern, paths } from "@shared/paths";

/**
 * What the rehearsal page's service worker keeps (issue 42, 'Disponível offline'), decided here
 * without the browser, so both the worker and the page use, and the tests check, the same rules.
 * The worker is registered only by a plan's page, with that church's plan pages as its scope: it
 * never sees the admin area's requests.
 */

/** Bumped when what the caches hold changes shape: the worker then deletes the older caches. */
export const OFFLINE_CACHE_VERSION = 1;
const CACHE_PREFIX = "louvor-ensaio-";
export const OFFLINE_CACHES = {
  /** The plan pages' HTML and the data they read: network first. */
  pages: `${CACHE_PREFIX}v${OFFLINE_CACHE_VERSION}-pages`,
  /** The build's files (hashed, so never changed in place): cache first. */
  files: `${CACHE_PREFIX}v${OFFLINE_CACHE_VERSION}-files`,
} as const;

/** Where the worker keeps its list of saved plans, inside the pages cache (never a real address). */
export const OFFLINE_INDEX_KEY = "/__louvor-ensaio-offline__/index.json";
/** The header a kept page carries: when it came from the network (ms since the epoch). */
export const SAVED_AT_HEADER = "x-louvor-saved-at";
/** The most plans kept: a musician's next few rehearsals, not every plan ever opened. */
export const MAX_SAVED_PLANS = 8;
/** The worker's file, at the site's root (the vite build writes it, scripts/vite/service-worker.ts). */
export const SERVICE_WORKER_URL = "/sw.js";

/** The caches of an older version of the worker: the new one deletes them when it takes over. */
export function obsoleteCaches(names: readonly string[]): string[] {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
}

/**
 * How the worker answers a request of a plan page:
 * - "page": the plan page itself (a navigation) — network first, the kept copy when offline;
 * - "data": the public API and uploaded images it shows — network first, the kept copy offline;
 * - "file": the build's files — from the cache when there, else the network;
 * - "network": anything else (writes, other sites, other pages), which the worker leaves alone.
 */
export type RequestPolicy = "page" | "data" | "file" | "network";

export function requestPolicy(request: { url: string; method: string; mode?: string }, origin: string): RequestPolicy {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return isPlanPage(url.pathname) ? "page" : "network";
  if (url.pathname.startsWith("/api/public/") || url.pathname.startsWith("/uploads/")) return "data";
  if (url.pathname.startsWith("/assets/") || url.pathname === "/favicon.svg") return "file";
  return "network";
}

export function isPlanPage(pathname: string): boolean {
  return matchPattern(paths.church.plan.fullPattern, pathname) !== null;
}

/**
 * Under what a request is kept: a page by its path alone (what it reads does not depend on its
 * query), everything else by its path and query.
 */
export function cacheKey(url: string, policy: RequestPolicy): string {
  const { pathname, search } = new URL(url);
  return policy === "page" ? pathname : `${pathname}${search}`;
}

/** A saved plan: its page, every address it needs (the page's own included), and when it was saved. */
export type SavedPlan = { page: string; urls: string[]; savedAt: number };

/**
 * The plans kept after `saved` was saved: it first, then the others newest first, at most `max`;
 * a plan saved again replaces its older record.
 */
export function keepPlans(plans: readonly SavedPlan[], saved: SavedPlan, max = MAX_SAVED_PLANS): SavedPlan[] {
  const others = plans.filter((plan) => plan.page !== saved.page).sort((a, b) => b.savedAt - a.savedAt);
  return [saved, ...others].slice(0, Math.max(1, max));
}

/** The kept addresses that no saved plan needs any more: they can be deleted. */
export function unreferenced(keys: readonly string[], plans: readonly SavedPlan[]): string[] {
  const needed = new Set(plans.flatMap((plan) => plan.urls));
  needed.add(OFFLINE_INDEX_KEY);
  return keys.filter((key) => !needed.has(key));
}

/** The page asks the worker to save it for offline use; `urls` are what the page has loaded. */
export type SavePlanMessage = { type: "save-plan"; page: string; urls: string[] };
/**
 * The worker's answer: when the copy it keeps of the page was fetched (null when the page is not
 * kept whole), and whether it could reach the network just now.
 */
export type SavePlanReply = { type: "plan-saved"; savedAt: number | null; online: boolean };

export function isSavePlanMessage(data: unknown): data is SavePlanMessage {
  if (typeof data !== "object" || data === null) return false;
  const message = data as Partial<SavePlanMessage>;
  return message.type === "save-plan" && typeof message.page === "string" && Array.isArray(message.urls) && message.urls.every((url) => typeof url === "string");
}

/**
 * The addresses of what a plan page needs, from what it loaded (`loaded`: the page's resources,
 * absolute) and the API answers it reads (`apiPaths`): same-origin, kept by the worker, each once.
 */
export function planPageNeeds(origin: string, loaded: readonly string[], apiPaths: readonly string[]): string[] {
  const needs = new Set<string>();
  for (const href of [...loaded, ...apiPaths]) {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    const policy = requestPolicy({ url: url.href, method: "GET" }, origin);
    if (policy === "data" || policy === "file") needs.add(cacheKey(url.href, policy));
  }
  return [...needs];
}
