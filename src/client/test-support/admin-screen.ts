import { act, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { clearToasts } from "@/components/ui/use-toast";
import { answerSignedIn } from "./auth-fixtures";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "./fake-network";

/** The signed-in administrator's church in client tests of the admin screens. */
export const testChurch = {
  id: "0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f",
  name: "Igreja Batista Central",
  slug: "igreja-batista-central",
  address: null,
  youtubeChannel: "https://www.youtube.com/@ibcentral",
  logoUrl: null,
};

/** A fake network on which an administrator is signed in and has `testChurch` (what every admin screen reads first). */
export function fakeAdminNetwork(): FakeNetwork {
  const network = fakeNetwork();
  answerSignedIn(network);
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: testChurch }));
  return network;
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
