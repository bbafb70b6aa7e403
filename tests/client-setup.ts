import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { cleanStores } from "nanostores";
import { afterEach } from "vitest";
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

// jsdom lacks these browser APIs that Radix (Checkbox, Select, ScrollArea) and cmdk call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};
