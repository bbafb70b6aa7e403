import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanUpAdminScreen, testChurch } from "@/test-support/admin-screen";
import { answerSignedIn } from "@/test-support/auth-fixtures";
import { deferredResponse, fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { adminShellTexts as texts } from "./texts";

const church = { ...testChurch, address: "Rua das Flores, 100" };

const blockedEntries = [
  texts.nav.dashboard,
  texts.nav.musicians,
  texts.nav.bands,
  texts.nav.services,
  texts.nav.escalas,
  texts.nav.songs,
  texts.nav.reports,
  texts.nav.team,
];

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  answerSignedIn(network);
});

afterEach(cleanUpAdminScreen);

function answerChurch(value: typeof church | null) {
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: value }));
}

async function openAdmin(url: string) {
  const app = renderApp(url);
  await screen.findByRole("heading", { name: texts.menuHeading });
  return app;
}

function menu() {
  return within(screen.getByRole("navigation", { name: texts.menuHeading }));
}

describe("admin layout", () => {
  it("lists the entries in the spec's order under 'Menu Principal', 'Próximos cultos' and 'Escalas' after 'Cultos'", async () => {
    answerChurch(church);
    await openAdmin("/admin/church");

    const labels = menu()
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual([
      texts.nav.dashboard,
      texts.nav.church,
      texts.nav.musicians,
      texts.nav.bands,
      texts.nav.services,
      texts.nav.plans,
      texts.nav.escalas,
      texts.nav.songs,
      texts.nav.reports,
      texts.nav.team,
    ]);
    expect(menu().getByRole("link", { name: texts.nav.church })).toHaveAttribute("aria-current", "page");
  });

  it("hides 'Igreja' and 'Equipe' from an Editor", async () => {
    network.on("GET", "/api/admin/church", () => jsonResponse({ church, role: "editor" }));
    network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: [] }));
    await openAdmin("/admin/musicians");
    await screen.findByRole("heading", { level: 1, name: texts.pageTitles.musicians });
    const labels = menu()
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual([
      texts.nav.dashboard,
      texts.nav.musicians,
      texts.nav.bands,
      texts.nav.services,
      texts.nav.plans,
      texts.nav.escalas,
      texts.nav.songs,
      texts.nav.reports,
    ]);
  });

  it.each(["/admin/church", "/admin/team"])("tells an Editor who opens %s that they may not", async (url) => {
    network.on("GET", "/api/admin/church", () => jsonResponse({ church, role: "editor" }));
    await openAdmin(url);
    expect(await screen.findByRole("heading", { level: 1, name: texts.forbidden })).toBeVisible();
  });

  it("blocks the entries that need a church until one exists", async () => {
    answerChurch(null);
    const { user, router } = await openAdmin("/admin/church");

    for (const label of blockedEntries) {
      expect(await menu().findByRole("link", { name: label })).toHaveAttribute("aria-disabled", "true");
    }
    expect(menu().getByRole("link", { name: texts.nav.church })).not.toHaveAttribute("aria-disabled");

    await user.click(menu().getByRole("link", { name: texts.nav.bands }));

    const toastRegion = screen.getByRole("region", { name: /Notificações/ });
    expect(await within(toastRegion).findByText(texts.churchRequired)).toBeVisible();
    expect(within(toastRegion).getByText(texts.errorTitle)).toBeVisible();
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.location.pathname).toBe("/admin/church");
    expect(screen.getByRole("heading", { level: 1, name: texts.pageTitles.church })).toBeVisible();
  });

  it("keeps a tap on an entry made while the church is still read: once it is known, the toast and the church form", async () => {
    const reading = deferredResponse();
    network.on("GET", "/api/admin/church", () => reading.promise);
    const { user, router } = await openAdmin("/admin/church");

    await user.click(menu().getByRole("link", { name: texts.nav.bands }));
    reading.release(jsonResponse({ church: null }));

    const toastRegion = screen.getByRole("region", { name: /Notificações/ });
    expect(await within(toastRegion).findByText(texts.churchRequired)).toBeVisible();
    expect(await screen.findByRole("heading", { level: 1, name: texts.pageTitles.church })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/church");
    expect(network.requestsTo("GET", "/api/admin/bands")).toHaveLength(0);
  });

  it("keeps a tap on an entry made while the church is still read: once it is there, the entry's page", async () => {
    const reading = deferredResponse();
    network.on("GET", "/api/admin/church", () => reading.promise);
    network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [] }));
    const { user, router } = await openAdmin("/admin/church");

    await user.click(menu().getByRole("link", { name: texts.nav.bands }));
    reading.release(jsonResponse({ church }));

    expect(await screen.findByRole("heading", { level: 1, name: texts.pageTitles.bands })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/bands");
    expect(screen.queryByText(texts.churchRequired)).not.toBeInTheDocument();
  });

  it.each(["/admin/musicians", "/admin/bands/new", "/admin/services?page=2", "/admin/songs/new"])(
    "opening %s directly before the church exists behaves like the menu: the toast and the church form",
    async (url) => {
      answerChurch(null);
      const { router } = await openAdmin(url);

      expect(await screen.findByRole("heading", { level: 1, name: texts.pageTitles.church })).toBeVisible();
      expect(router.state.location.pathname).toBe("/admin/church");
      const toastRegion = screen.getByRole("region", { name: /Notificações/ });
      expect(await within(toastRegion).findByText(texts.churchRequired)).toBeVisible();
      expect(within(toastRegion).getAllByText(texts.churchRequired)).toHaveLength(1);
      expect(network.requestsTo("GET", "/api/admin/musicians")).toHaveLength(0);
    },
  );

  it("opens every entry once the church exists", async () => {
    answerChurch(church);
    const { user, router } = await openAdmin("/admin/church");

    await waitFor(() =>
      expect(menu().getByRole("link", { name: texts.nav.bands })).not.toHaveAttribute("aria-disabled"),
    );
    for (const label of blockedEntries) {
      expect(menu().getByRole("link", { name: label })).not.toHaveAttribute("aria-disabled");
    }

    await user.click(menu().getByRole("link", { name: texts.nav.bands }));

    expect(await screen.findByRole("heading", { level: 1, name: texts.pageTitles.bands })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/bands");
    expect(menu().getByRole("link", { name: texts.nav.bands })).toHaveAttribute("aria-current", "page");
    expect(menu().getByRole("link", { name: texts.nav.church })).not.toHaveAttribute("aria-current");
    expect(screen.queryByText(texts.churchRequired)).not.toBeInTheDocument();
  });

  it("keeps an entry highlighted on its sub-pages, and the dashboard only on its own", async () => {
    answerChurch(church);
    await openAdmin("/admin/services/new");

    expect(menu().getByRole("link", { name: texts.nav.services })).toHaveAttribute("aria-current", "page");
    expect(menu().getByRole("link", { name: texts.nav.dashboard })).not.toHaveAttribute("aria-current");
  });

  it("toggles with Ctrl+B and remembers the choice in the sidebar_state cookie", async () => {
    answerChurch(church);
    const { user } = await openAdmin("/admin/church");
    const trigger = screen.getByRole("button", { name: texts.toggleSidebar });
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{Control>}b{/Control}");

    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(document.cookie).toContain("sidebar_state=false");

    await user.keyboard("{Meta>}b{/Meta}");

    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(document.cookie).toContain("sidebar_state=true");
  });

  it("starts collapsed when the cookie says so", async () => {
    document.cookie = "sidebar_state=false; path=/";
    answerChurch(church);
    await openAdmin("/admin/church");

    expect(screen.getByRole("button", { name: texts.toggleSidebar })).toHaveAttribute("aria-expanded", "false");
  });

  describe("on a phone", () => {
    let desktopWidth: number;

    beforeEach(() => {
      desktopWidth = window.innerWidth;
      window.innerWidth = 500;
    });

    afterEach(() => {
      window.innerWidth = desktopWidth;
    });

    it("shows the menu as a sheet opened from the top bar, closing it after a choice", async () => {
      answerChurch(church);
      const { user, router } = renderApp("/admin/church");
      const trigger = await screen.findByRole("button", { name: texts.toggleSidebar });
      expect(screen.queryByRole("navigation", { name: texts.menuHeading })).not.toBeInTheDocument();

      await user.click(trigger);

      const sheet = await screen.findByRole("dialog", { name: texts.mobileMenuTitle });
      await user.click(within(sheet).getByRole("link", { name: texts.nav.songs }));

      expect(await screen.findByRole("heading", { level: 1, name: texts.pageTitles.songs })).toBeVisible();
      expect(router.state.location.pathname).toBe("/admin/songs");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });
});
