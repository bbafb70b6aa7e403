import { vi } from "vitest";

/**
 * Replaces `fetch` — the app's only network boundary — with canned HTTP answers.
 * Each test says what the server answers; nothing here imitates server logic.
 */

export type FakeRequest = {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
};

type Responder = (request: FakeRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** A response the test releases when it wants to, to observe pending states. */
export function deferredResponse() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function fakeNetwork() {
  const responders = new Map<string, Responder>();
  const requests: FakeRequest[] = [];

  // Reads the request without building a `Request`: jsdom's AbortSignal is not the one Node's fetch accepts.
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const rawUrl = input instanceof Request ? input.url : input.toString();
    const url = new URL(rawUrl, window.location.href);
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const request: FakeRequest = { method, url, body: parseBody(init.body) };
    requests.push(request);
    const responder = responders.get(`${method} ${url.pathname}`);
    if (!responder) {
      throw new Error(`fakeNetwork: no answer for ${method} ${url.pathname}`);
    }
    return responder(request);
  });
  vi.stubGlobal("fetch", fetchStub);
  // Every page asks once for the analytics ids (lib/analytics.ts); by default the server has none.
  responders.set("GET /api/public/config", () => jsonResponse({ gtmId: null, gaMeasurementId: null }));

  return {
    /** Answers `method path` from now on (replacing an earlier answer). */
    on(method: string, path: string, responder: Responder) {
      responders.set(`${method.toUpperCase()} ${path}`, responder);
    },
    requestsTo(method: string, path: string): FakeRequest[] {
      return requests.filter((r) => r.method === method.toUpperCase() && r.url.pathname === path);
    },
  };
}

export type FakeNetwork = ReturnType<typeof fakeNetwork>;
