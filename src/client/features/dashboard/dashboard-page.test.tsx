import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import { cleanUpAdminScreen, fakeAdminNetwork } from "@/test-support/admin-screen";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { dashboardTexts as texts } from "./texts";


let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
  network.on("GET", "/api/admin/reports/dashboard", () =>
    jsonResponse({
      monthly: [
        { month: "2025-02", executions: 14 },
        { month: "2025-03", executions: 9 },
      ],
      topSongs: [
        { id: "s1", name: "Grande é o Senhor", author: null, executions: 7 },
        { id: "s2", name: "Aclame ao Senhor", author: null, executions: 1 },
      ],
    }),
  );
});

afterEach(cleanUpAdminScreen);

const card = (title: string) => within(screen.getByRole("region", { name: title }));

/** The figure shown above a label inside a card. */
function figure(cardTitle: string, label: string) {
  const term = card(cardTitle).getByText(label);
  return term.parentElement?.querySelector("dd")?.textContent;
}

describe("dashboard", () => {
  it("shows skeletons while loading, then the four cards with the spec's figures and links", async () => {
    const counts = deferredResponse();
    network.on("GET", "/api/admin/dashboard", () => counts.promise);
    renderApp("/admin");

    // The first test also waits for the lazily loaded route module.
    expect(await screen.findByRole("heading", { name: texts.title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText(texts.cards.musicians.total)).toHaveAttribute("data-slot", "skeleton");

    counts.release(jsonResponse({ musicians: 12, bands: 3, services: 40, servicesLast30Days: 4, songs: 85, songsLast30Days: 6 }));
    expect(await card("Músicos").findByText("12")).toBeInTheDocument();
    expect(figure("Músicos", "Total de Músicos")).toBe("12");
    expect(figure("Bandas", "Total de Bandas")).toBe("3");
    expect(figure("Cultos", "Total de Cultos")).toBe("40");
    expect(figure("Cultos", "Últimos 30 Dias")).toBe("4");
    expect(figure("Músicas", "Total de Músicas")).toBe("85");
    expect(figure("Músicas", "Novas (30 Dias)")).toBe("6");

    const links: [string, string][] = [
      ["Músicos", paths.admin.musicians.href()],
      ["Bandas", paths.admin.bands.list.href()],
      ["Cultos", paths.admin.services.list.href()],
      ["Músicas", paths.admin.songs.list.href()],
    ];
    for (const [title, href] of links) {
      expect(card(title).getByRole("link", { name: texts.viewDetails })).toHaveAttribute("href", href);
    }
    expect(card("Músicos").getByText(texts.cards.musicians.description)).toBeInTheDocument();
    expect(card("Bandas").getByText(texts.cards.bands.description)).toBeInTheDocument();
    expect(card("Cultos").getByText(texts.cards.services.description)).toBeInTheDocument();
    expect(card("Músicas").getByText(texts.cards.songs.description)).toBeInTheDocument();
  });

  it("shows 0 for a figure the answer lacks", async () => {
    network.on("GET", "/api/admin/dashboard", () => jsonResponse({ musicians: 2 }));
    renderApp("/admin");
    // The chart library may still be loading from the previous test.
    await screen.findByRole("region", { name: "Músicos" });
    expect(await card("Músicos").findByText("2")).toBeInTheDocument();
    expect(figure("Bandas", "Total de Bandas")).toBe("0");
    expect(figure("Cultos", "Últimos 30 Dias")).toBe("0");
    expect(figure("Músicas", "Novas (30 Dias)")).toBe("0");
  });

  it("opens a section from 'Ver Detalhes'", async () => {
    network.on("GET", "/api/admin/dashboard", () =>
      jsonResponse({ musicians: 1, bands: 1, services: 1, servicesLast30Days: 1, songs: 1, songsLast30Days: 1 }),
    );
    const { router, user } = renderApp("/admin");
    await screen.findByRole("region", { name: "Bandas" });
    await card("Bandas").findByText("1");
    await user.click(card("Bandas").getByRole("link", { name: texts.viewDetails }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.bands.list.href()));
  });

  it("invites an administrator without a church to register one instead of showing an error", async () => {
    network.on("GET", "/api/admin/church", () => jsonResponse({ church: null }));
    network.on("GET", "/api/admin/dashboard", () =>
      jsonResponse({ error: { code: "church_required", message: "Você precisa cadastrar uma igreja primeiro." } }, 409),
    );
    renderApp("/admin");
    expect(await screen.findByText(texts.noChurch.title)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.noChurch.action })).toHaveAttribute("href", paths.admin.church.href());
    expect(screen.queryByRole("region", { name: "Músicos" })).not.toBeInTheDocument();
  });

  it("says when the figures cannot be loaded, with a retry", async () => {
    network.on("GET", "/api/admin/dashboard", () => jsonResponse({ error: { code: "bad", message: "x" } }, 400));
    const { user } = renderApp("/admin");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(texts.loadFailed.description);

    network.on("GET", "/api/admin/dashboard", () =>
      jsonResponse({ musicians: 5, bands: 0, services: 0, servicesLast30Days: 0, songs: 0, songsLast30Days: 0 }),
    );
    await user.click(within(alert).getByRole("button", { name: texts.loadFailed.retry }));
    await screen.findByRole("region", { name: "Músicos" });
    expect(await card("Músicos").findByText("5")).toBeInTheDocument();
  });

  it("shows executions per month and the five most sung songs of 90 days, with a link to the reports", async () => {
    network.on("GET", "/api/admin/dashboard", () =>
      jsonResponse({ musicians: 1, bands: 1, services: 1, servicesLast30Days: 1, songs: 1, songsLast30Days: 1 }),
    );
    renderApp("/admin");
    const top = within(await screen.findByRole("region", { name: texts.usage.topTitle }));
    await top.findByText("Grande é o Senhor");
    expect(top.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Grande é o Senhor7 execuções",
      "Aclame ao Senhor1 execução",
    ]);
    expect(top.getByRole("link", { name: texts.usage.viewReports })).toHaveAttribute("href", paths.admin.reports.href());
    const chart = within(screen.getByRole("region", { name: texts.usage.chartTitle }));
    expect(chart.getByRole("row", { name: "fevereiro de 2025 14" })).toBeInTheDocument();
  });
});
