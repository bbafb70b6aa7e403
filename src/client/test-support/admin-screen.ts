import { act, screen, within } from "@testing-library/react";
import type { InitialEntry } from "react-router";
import { expect, vi } from "vitest";
import type { Musician } from "@shared/schemas/musicians";
import { clearToasts } from "@/components/ui/use-toast";
import { answerSignedIn } from "./auth-fixtures";
import { deferredResponse, fakeNetwork, jsonResponse, type FakeNetwork } from "./fake-network";
import { renderApp } from "./render-app";

/** The signed-in administrator's church in client tests of the admin screens. */
export const testChurch = {
  id: "0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f",
  name: "Igreja Batista Central",
  slug: "igreja-batista-central",
  address: null,
  youtubeChannel: "https://www.youtube.com/@ibcentral",
  logoUrl: null,
  publishCharts: false,
  escalaReminderDays: 3,
  escalaDayBefore: true,
};

/** The first render loads the route's code on demand, which can take a while when suites run in parallel. */
export const SCREEN_LOAD = { timeout: 5000 };
/** Whole-screen tests type with debounces of 500 ms; leave room for a busy machine. */
export const SCREEN_TEST_TIMEOUT = 20_000;

/** A fake network on which an administrator is signed in and has `testChurch` (what every admin screen reads first). */
export function fakeAdminNetwork(): FakeNetwork {
  const network = fakeNetwork();
  answerSignedIn(network);
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: testChurch }));
  return network;
}

/** Renders the app at an admin screen's `url` and waits for its title (the page's h1). */
export async function openAdminScreen(url: InitialEntry, title: string | RegExp) {
  const app = renderApp(url);
  await screen.findByRole("heading", { name: title, level: 1 }, SCREEN_LOAD);
  return app;
}

/** For `afterEach`: no toast or stubbed global outlives its test. */
export function cleanUpAdminScreen() {
  act(() => clearToasts());
  vi.unstubAllGlobals();
}

/** Toasts render outside an open dialog (which hides the rest of the page from the accessibility tree). */
export function toastRegion() {
  return within(screen.getByRole("region", { name: /Notificações/, hidden: true }));
}

/** jsdom has no ResizeObserver; Radix measures some primitives (checkbox, popover) with one. */
export function stubResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * Opens a list screen at `url` while its list (`GET apiPath`) has not answered: checks that the
 * title and the loading skeleton show, and hands back `answer` to release the list.
 */
export async function openListWhileLoading(network: FakeNetwork, apiPath: string, url: string, texts: { title: string; loadingLabel: string }) {
  const answer = deferredResponse();
  network.on("GET", apiPath, () => answer.promise);
  const app = renderApp(url);
  // The first render loads the lazy admin routes: findBy gives it time.
  expect(await screen.findByRole("heading", { level: 1, name: texts.title })).toBeInTheDocument();
  expect(screen.getByRole("status", { name: texts.loadingLabel })).toBeInTheDocument();
  return { ...app, answer };
}

/**
 * Answers the list at `GET apiPath` with `{ [key]: rows }`, and `DELETE apiPath/<id>` of
 * `deleted` with 204, after which the list no longer holds it.
 */
export function answerListWithDeletion<T extends { id: string }>(network: FakeNetwork, apiPath: string, key: string, rows: T[], deleted: T) {
  let current = rows;
  network.on("GET", apiPath, () => jsonResponse({ [key]: current }));
  network.on("DELETE", `${apiPath}/${deleted.id}`, () => {
    current = rows.filter((row) => row.id !== deleted.id);
    return new Response(null, { status: 204 });
  });
}

/** A musician of the test church as the admin API returns it: João Silva, on the guitar, unless overridden. */
export function testMusician(overrides: Partial<Musician> = {}): Musician {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    name: "João Silva",
    isMultibanda: false,
    instrument: "Violão",
    bio: null,
    avatarUrl: null,
    email: null,
    phone: null,
    ...overrides,
  };
}
