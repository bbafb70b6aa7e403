import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RecordingAccuracy } from "@shared/schemas/recording";
import type { ReportOverview, UsageResponse } from "@shared/schemas/reports";
import { cleanUpAdminScreen, fakeAdminNetwork } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { onAPhone } from "@/test-support/phone-width";
import { renderApp } from "@/test-support/render-app";
import { localToday, quickRange } from "./report-url-state";
import { reportsTexts as texts } from "./texts";

const BAND = "7d7c2b1e-9a4f-4c1b-8e6d-2f3a4b5c6d7e";

const overview: ReportOverview = {
  filter: { de: "2025-01-01", ate: "2025-03-31", banda: null },
  summary: { services: 12, executions: 61, distinctSongs: 27, newSongs: 3 },
  monthly: [
    { month: "2025-01", executions: 20 },
    { month: "2025-02", executions: 25 },
    { month: "2025-03", executions: 16 },
  ],
  forgotten: { songs: [{ id: "f1", name: "Antiga", author: null, lastPlayedAt: "2024-06-01", executions: 9 }], total: 1 },
  adoption: [],
};
const usage: UsageResponse = {
  rows: [
    {
      id: "s1",
      name: "Grande é o Senhor",
      author: "Adhemar de Campos",
      executions: 3,
      services: 2,
      firstPlayedAt: "2025-01-05",
      lastPlayedAt: "2025-02-09",
      bands: ["Banda Alfa", "Banda Beta"],
      mostPlayedKey: "Bb",
      ccli: "1234567",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

const noAnalysedService: RecordingAccuracy = { services: 0, boundaries: { within: 0, total: 0 }, names: { right: 0, total: 0 } };

let network: FakeNetwork;
beforeEach(() => {
  network = fakeAdminNetwork();
  network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [{ id: BAND, name: "Banda Alfa", year: 2024, imageUrl: null, members: [] }] }));
  network.on("GET", "/api/admin/reports", () => jsonResponse(overview));
  network.on("GET", "/api/admin/reports/usage", () => jsonResponse(usage));
  network.on("GET", "/api/admin/reports/recording-accuracy", () => jsonResponse(noAnalysedService));
});
afterEach(cleanUpAdminScreen);

const lastQuery = (path: string) => Object.fromEntries(network.requestsTo("GET", path).at(-1)!.url.searchParams);

describe("reports page", () => {
  it("reads the period and band from the URL, asks the server for them and shows the figures", async () => {
    const { router } = renderApp(`/admin/reports?de=2025-01-01&ate=2025-03-31&banda=${BAND}`);
    expect(await screen.findByRole("heading", { name: texts.title, level: 1 })).toBeInTheDocument();
    expect(await within(screen.getByRole("region", { name: texts.cards.executions })).findByText("61")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: texts.cards.services })).getByText("12")).toBeInTheDocument();
    expect(lastQuery("/api/admin/reports")).toEqual({ de: "2025-01-01", ate: "2025-03-31", banda: BAND });
    expect(lastQuery("/api/admin/reports/usage")).toMatchObject({ de: "2025-01-01", ate: "2025-03-31", banda: BAND, page: "1" });

    const table = within(screen.getByRole("table", { name: texts.usage.title }));
    expect(table.getByRole("link", { name: "Grande é o Senhor" })).toHaveAttribute("href", "/admin/songs/s1");
    expect(table.getByText("05/01/2025")).toBeInTheDocument();
    expect(table.getByText("Banda Alfa, Banda Beta")).toBeInTheDocument();
    expect(table.getByRole("columnheader", { name: texts.usage.ccli })).toBeInTheDocument();
    expect(table.getByText("1234567")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.usage.download })).toHaveAttribute(
      "href",
      `/api/admin/reports/usage.csv?de=2025-01-01&ate=2025-03-31&banda=${BAND}&sort=executions&direction=desc`,
    );
    expect(screen.getByRole("table", { name: texts.chart.title })).toHaveTextContent("fevereiro de 2025");
    expect(router.state.location.search).toBe(`?de=2025-01-01&ate=2025-03-31&banda=${BAND}`);
  });

  it("replaces invalid values with the defaults, in the URL too", async () => {
    const { router } = renderApp("/admin/reports?de=ontem&ate=2025-02-30&banda=xyz");
    await screen.findByRole("heading", { name: texts.title, level: 1 });
    const period = quickRange("days90", localToday());
    await waitFor(() => expect(router.state.location.search).toBe(`?de=${period.de}&ate=${period.ate}`));
    await waitFor(() => expect(lastQuery("/api/admin/reports")).toEqual(period));
  });

  it("says when 'De' is after 'Até' and asks for nothing", async () => {
    renderApp("/admin/reports?de=2025-03-01&ate=2025-02-01");
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.period.orderError);
    expect(screen.getByLabelText(texts.period.from)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("GET", "/api/admin/reports")).toHaveLength(0);
    expect(screen.queryByRole("table", { name: texts.usage.title })).not.toBeInTheDocument();
  });

  it("moves the period with a quick choice and sorts by a column, keeping both in the URL", async () => {
    const { router, user } = renderApp("/admin/reports?de=2025-01-01&ate=2025-03-31");
    await screen.findByRole("heading", { name: texts.title, level: 1 });
    await user.click(screen.getByRole("button", { name: texts.period.quick.thisYear }));
    const thisYear = quickRange("thisYear", localToday());
    await waitFor(() => expect(router.state.location.search).toBe(`?de=${thisYear.de}&ate=${thisYear.ate}`));
    expect(screen.getByRole("button", { name: texts.period.quick.thisYear })).toHaveAttribute("aria-pressed", "true");

    await user.click(await screen.findByRole("button", { name: texts.usage.columns.name }));
    await waitFor(() => expect(router.state.location.search).toBe(`?de=${thisYear.de}&ate=${thisYear.ate}&ordem=name&direcao=asc`));
    await waitFor(() => expect(lastQuery("/api/admin/reports/usage")).toMatchObject({ sort: "name", direction: "asc" }));
  });

  it("keeps both dates typed one right after the other, the second before the first is drawn", async () => {
    const { router } = renderApp("/admin/reports?de=2025-01-01&ate=2025-03-31");
    await screen.findByRole("heading", { name: texts.title, level: 1 });
    // One act: React may hold the first change's drawing back until both are typed, as a busy phone does.
    act(() => {
      fireEvent.change(screen.getByLabelText(texts.period.from), { target: { value: "2024-01-01" } });
      fireEvent.change(screen.getByLabelText(texts.period.to), { target: { value: "2024-06-30" } });
    });
    await waitFor(() => expect(router.state.location.search).toBe("?de=2024-01-01&ate=2024-06-30"));
  });

  it("shows the empty state of the table", async () => {
    network.on("GET", "/api/admin/reports/usage", () => jsonResponse({ ...usage, rows: [], total: 0 }));
    renderApp("/admin/reports?de=2025-01-01&ate=2025-03-31");
    expect(await screen.findByText(texts.usage.empty)).toBeInTheDocument();
  });
});

describe("'Acerto das propostas' (issue 43)", () => {
  const card = async () => within(await screen.findByRole("region", { name: texts.recordingAccuracy.title }));

  it("says how close the recording analyses came, over the services saved from them", async () => {
    const figures: RecordingAccuracy = { services: 3, boundaries: { within: 18, total: 20 }, names: { right: 9, total: 10 } };
    network.on("GET", "/api/admin/reports/recording-accuracy", () => jsonResponse(figures));
    renderApp("/admin/reports?de=2025-01-01&ate=2025-03-31");
    const accuracy = await card();
    expect(await accuracy.findByText("Limites a até 5 s: 18 de 20 (90 %)")).toBeInTheDocument();
    expect(accuracy.getByText("Músicas reconhecidas certas: 9 de 10 (90 %)")).toBeInTheDocument();
    expect(accuracy.getByText("Em 3 cultos analisados")).toBeInTheDocument();
  });

  it("says when no service was saved from an analysed recording yet", async () => {
    renderApp("/admin/reports?de=2025-01-01&ate=2025-03-31");
    expect(await (await card()).findByText(texts.recordingAccuracy.empty)).toBeInTheDocument();
  });
});

describe("reports page on a phone (docs/decisions/432)", () => {
  onAPhone();

  it("shows the songs used and the forgotten ones as cards with their figures, and no table", async () => {
    renderApp("/admin/reports?de=2025-01-01&ate=2025-03-31");
    const used = within(await screen.findByRole("article", { name: "Grande é o Senhor" }));
    expect(used.getByRole("link", { name: "Grande é o Senhor" })).toHaveAttribute("href", "/admin/songs/s1");
    expect(used.getByText("Adhemar de Campos")).toBeInTheDocument();
    expect(used.getByText(texts.usage.columns.executions).nextElementSibling).toHaveTextContent("3");
    expect(used.getByText(texts.usage.columns.first).nextElementSibling).toHaveTextContent("05/01/2025");
    expect(used.getByText(texts.usage.columns.bands).nextElementSibling).toHaveTextContent("Banda Alfa, Banda Beta");
    expect(used.getByText(texts.usage.ccli).nextElementSibling).toHaveTextContent("1234567");

    const forgotten = within(screen.getByRole("list", { name: texts.rotation.forgotten.title }));
    expect(forgotten.getByRole("link", { name: "Antiga" })).toHaveAttribute("href", "/admin/songs/f1");
    expect(forgotten.getByText(texts.rotation.forgotten.lastPlayed).nextElementSibling).toHaveTextContent("01/06/2024");
    expect(screen.queryByRole("table", { name: texts.usage.title })).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: texts.rotation.forgotten.title })).not.toBeInTheDocument();
  });
});
