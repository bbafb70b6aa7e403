import { describe, expect, it } from "vitest";
import { routes as fuzzedRoutes } from "../../tests/fuzz/routes";
import { useTestApp } from "../../tests/test-app";

/**
 * Issue 40: every API route the app answers is fuzzed (src/server/endpoints-fuzz.test.ts, whose
 * list tests/fuzz/routes.ts is written by hand), so a new route cannot miss "never a 5xx, and a
 * refused request changes nothing" unnoticed. The routes are the app's own (Hono's `app.routes`:
 * method and path of every handler registered); `ALL` entries are middleware (`use`). The roles
 * matrix (src/server/roles.test.ts) checks its side itself: its first test fails when an
 * /api/admin route has no row there.
 */

const app = useTestApp();

/**
 * Routes deliberately not fuzzed, each with why. None today: better-auth's catch-all
 * (`/api/auth/*`) is covered by the fuzz list's own better-auth paths under it.
 */
const NOT_FUZZED: Record<string, string> = {};

/** Fuzz entries that name no route on purpose. */
const DELIBERATELY_UNKNOWN = new Set(["GET /api/unknown/:x"]);

type Endpoint = { method: string; path: string };
const name = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The same route, or a catch-all (`/api/auth/*`) that the other's path falls under. */
function covers(route: Endpoint, entry: Endpoint): boolean {
  if (route.method !== entry.method) return false;
  if (route.path === entry.path) return true;
  return route.path.endsWith("/*") && entry.path.startsWith(route.path.slice(0, -1));
}

function apiRoutes(): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const route of app.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    seen.set(name(route), { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

describe("the fuzz list of API routes", () => {
  it("has every API route the app answers, but the ones left out on purpose", () => {
    const routes = apiRoutes();
    // The app's routes are read at all (a change of Hono's `routes` would otherwise pass this test empty).
    expect(routes.map(name)).toContain("POST /api/admin/songs/import");
    const missing = routes.filter((route) => !(name(route) in NOT_FUZZED) && !fuzzedRoutes.some((entry) => covers(route, entry))).map(name);
    expect(missing, "add these to tests/fuzz/routes.ts (or, with the reason, to NOT_FUZZED)").toEqual([]);
  });

  it("names only routes the app has (an entry with a wrong path would fuzz a 404)", () => {
    const routes = apiRoutes();
    const stale = fuzzedRoutes
      .filter((entry) => entry.path.startsWith("/api/") && !DELIBERATELY_UNKNOWN.has(name(entry)))
      .filter((entry) => !routes.some((route) => covers(route, entry)))
      .map(name);
    expect(stale).toEqual([]);
    const exemptions = Object.keys(NOT_FUZZED).filter((exempt) => !routes.some((route) => name(route) === exempt));
    expect(exemptions, "NOT_FUZZED names routes that are gone").toEqual([]);
  });
});
