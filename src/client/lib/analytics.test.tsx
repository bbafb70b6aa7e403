import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeNetwork, jsonResponse } from "@/test-support/fake-network";

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

async function freshAnalytics() {
  vi.resetModules();
  return import("./analytics");
}

const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]')];

afterEach(() => {
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
  for (const script of tagScripts()) script.remove();
});

/** The objects pushed for GTM (gtag pushes arguments objects, which are not plain objects with `event`). */
const gtmEvents = () =>
  ((window as GtagWindow).dataLayer ?? []).filter(
    (entry): entry is Record<string, unknown> => !!entry && typeof entry === "object" && "event" in entry && !("length" in entry),
  );
const gtagCalls = () =>
  ((window as GtagWindow).dataLayer ?? []).filter((entry) => !!entry && typeof entry === "object" && "length" in entry).map((args) => Array.from(args as ArrayLike<unknown>));

describe("analytics", () => {
  it("loads no script and sends nothing when no id is configured", async () => {
    const network = fakeNetwork();
    network.on("GET", "/api/public/config", () => jsonResponse({ gtmId: null, gaMeasurementId: null }));
    const { track, initAnalytics } = await freshAnalytics();

    track("click_band_card", { church_id: "c1", band_id: "b1", band_name: "Banda" });
    await initAnalytics();
    track("navigate_to", { destination: "/churches/x" });

    expect(tagScripts()).toEqual([]);
    expect((window as GtagWindow).dataLayer).toBeUndefined();
    expect(network.requestsTo("GET", "/api/public/config")).toHaveLength(1);
  });

  it("loads the tag manager and analytics scripts and sends queued and later events to both", async () => {
    const network = fakeNetwork();
    network.on("GET", "/api/public/config", () => jsonResponse({ gtmId: "GTM-AB12CD3", gaMeasurementId: "G-XYZ123456" }));
    const { track, initAnalytics } = await freshAnalytics();

    track("view_church_home", { church_id: "c1", church_name: "Igreja" });
    await waitFor(() => expect(tagScripts()).toHaveLength(2));
    await initAnalytics();
    track("click_service_card", { church_id: "c1", service_id: "s1" });

    expect(tagScripts().map((s) => s.src)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3",
      "https://www.googletagmanager.com/gtag/js?id=G-XYZ123456",
    ]);
    expect(gtmEvents()).toEqual([
      { "gtm.start": expect.any(Number), event: "gtm.js" },
      { event: "view_church_home", church_id: "c1", church_name: "Igreja" },
      { event: "click_service_card", church_id: "c1", service_id: "s1" },
    ]);
    expect(gtagCalls()).toEqual([
      ["js", expect.any(Date)],
      ["config", "G-XYZ123456", { send_page_view: false }],
      ["event", "view_church_home", { church_id: "c1", church_name: "Igreja" }],
      ["event", "click_service_card", { church_id: "c1", service_id: "s1" }],
    ]);
  });

  it("only logs when the configuration cannot be read, and then stays off", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const network = fakeNetwork();
    network.on("GET", "/api/public/config", () => jsonResponse({ error: { code: "internal_error", message: "x" } }, 500));
    const { track, initAnalytics } = await freshAnalytics();

    expect(() => track("click_song_card", { song_id: "x" })).not.toThrow();
    await initAnalytics();
    track("click_song_card", { song_id: "y" });

    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Analytics"), expect.anything());
    expect(tagScripts()).toEqual([]);
    expect(network.requestsTo("GET", "/api/public/config")).toHaveLength(1);
  });

  it("sends a page_view with the path and the spec's page title on every route change", async () => {
    const network = fakeNetwork();
    network.on("GET", "/api/public/config", () => jsonResponse({ gtmId: "GTM-AB12CD3", gaMeasurementId: null }));
    const { PageViews, initAnalytics } = await freshAnalytics();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageViews />
              <Outlet />
            </>
          ),
          children: [
            { path: "/churches/:slug", element: <Link to="/churches/igreja/services?tab=musicas">Cultos</Link> },
            { path: "/churches/:slug/services", element: <p>Lista</p> },
          ],
        },
      ],
      { initialEntries: ["/churches/igreja"] },
    );
    render(<RouterProvider router={router} />);
    await initAnalytics();
    await userEvent.click(await screen.findByRole("link", { name: "Cultos" }));

    await waitFor(() =>
      expect(gtmEvents().filter((e) => e.event === "page_view")).toEqual([
        expect.objectContaining({ page_path: "/churches/igreja", page_title: "Church Home" }),
        expect.objectContaining({ page_path: "/churches/igreja/services?tab=musicas", page_title: "Church Services" }),
      ]),
    );
  });

  it("sends the reset-password page view without its query string: the token never reaches analytics", async () => {
    const network = fakeNetwork();
    network.on("GET", "/api/public/config", () => jsonResponse({ gtmId: "GTM-AB12CD3", gaMeasurementId: "G-XYZ123456" }));
    const { PageViews, initAnalytics } = await freshAnalytics();
    const token = "segredo-do-link-9f8e7d";
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageViews />
              <Outlet />
            </>
          ),
          children: [{ path: "/reset-password", element: <p>Redefinir</p> }],
        },
      ],
      { initialEntries: [`/reset-password?token=${token}`] },
    );
    render(<RouterProvider router={router} />);
    await initAnalytics();

    await waitFor(() =>
      expect(gtmEvents().filter((e) => e.event === "page_view")).toEqual([
        expect.objectContaining({ page_path: "/reset-password", page_location: `${window.location.origin}/reset-password` }),
      ]),
    );
    expect(gtagCalls().filter(([kind, name]) => kind === "event" && name === "page_view")).toHaveLength(1);
    const everythingSent = JSON.stringify([...((window as GtagWindow).dataLayer ?? [])].map((entry) =>
      entry && typeof entry === "object" && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    ));
    expect(everythingSent).toContain("/reset-password");
    expect(everythingSent).not.toContain(token);
  });

  it("keeps every mailed link's token out of the tracked path", async () => {
    const { trackedPath } = await freshAnalytics();

    expect(trackedPath("/reset-password", "?token=segredo")).toBe("/reset-password");
    expect(trackedPath("/convite", "?token=segredo")).toBe("/convite");
    expect(trackedPath("/admin/signup/confirm", "?token=segredo")).toBe("/admin/signup/confirm");
    expect(trackedPath("/churches/igreja/services", "?tab=musicas")).toBe("/churches/igreja/services?tab=musicas");
  });

  it("names pages as the spec's table, with the brand for anything else", async () => {
    const { pageTitleFor } = await freshAnalytics();
    const cases: [string, string][] = [
      ["/", "Church Directory"],
      ["/admin/login", "Admin Login"],
      ["/admin/forgot-password", "Forgot Password"],
      ["/admin/church", "Church Settings"],
      ["/admin/musicians", "Musicians Manager"],
      ["/admin/bands/new", "Bands Manager"],
      ["/admin/services/123", "Services Manager"],
      ["/admin/songs", "Songs Catalog"],
      ["/admin", "Admin Dashboard"],
      ["/churches/igreja", "Church Home"],
      ["/churches/igreja/services", "Church Services"],
      ["/churches/igreja/services/05-05-2024-19h/songs/santo-ab12", "Church Services"],
      ["/churches/igreja/bands/banda-2020", "Church Bands"],
      ["/churches/igreja/songs/santo-ab12", "Church Songs"],
      ["/churches/igreja/musicians/ana-lima", "Musician Details"],
      ["/reset-password", "Louvor"],
    ];
    for (const [path, title] of cases) expect(pageTitleFor(path), path).toBe(title);
  });
});
