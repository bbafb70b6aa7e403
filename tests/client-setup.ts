import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { cleanStores } from "nanostores";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { authClient } from "@/lib/auth-client";

// findBy* waits for state, not for a time: on a loaded two-core machine a lazy route can take
// longer than Testing Library's default second to appear, which is no failure of the page. The
// first test of a file loads the route's modules cold; with typecheck and lint beside it (CI) that
// has taken over 6 s. A passing wait returns as soon as the state shows, so the margin costs nothing.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // better-auth's session store tears down its window listeners on a 1 s timer after the last
  // component lets go of it; by then the file's jsdom may be gone and the teardown throws
  // ("target.removeEventListener is not a function"). Tear it down now, while jsdom is alive.
  // The client is a proxy: `Object.values(authClient.$store.atoms)` is empty, so each atom is
  // named (the proxy hands out the real atoms by name).
  const { session, $sessionSignal } = authClient.$store.atoms;
  cleanStores(session, $sessionSignal);
  document.cookie.split(";").forEach((c) => {
    document.cookie = `${c.split("=")[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});

// The client project shares a worker's jsdom and modules between files (isolate: false, decision 528).
// So each file starts from a blank page at "/" with real timers, and hands the next file the app's
// modules to evaluate afresh (their module state: the toast store, the auth client's session atoms,
// the player's script loader). Packages from node_modules stay loaded: that is where the time went.
beforeAll(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("class");
  document.documentElement.removeAttribute("style");
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
  // jsdom's window size and scroll, which some files set (writable again for this file).
  for (const [name, value] of Object.entries({ innerWidth: 1024, innerHeight: 768, scrollY: 0 })) {
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
  }
  // What the YouTube IFrame API (or a test playing its part) leaves on the window.
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

// jsdom lacks these browser APIs that Radix (Checkbox, Select, ScrollArea) and cmdk call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};
