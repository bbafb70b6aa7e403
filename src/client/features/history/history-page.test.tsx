import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { HistoryEntry, HistoryResponse } from "@shared/schemas/history";
import { cleanUpAdminScreen, fakeAdminNetwork } from "@/test-support/admin-screen";
import { stubBrowserGaps } from "@/test-support/browser-gaps";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { onAPhone } from "@/test-support/phone-width";
import { renderApp } from "@/test-support/render-app";
import { formatWhen } from "./history-page";
import { historyTexts as texts } from "./texts";

const MARIA = "3c1d2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
const PEDRO = "9a8b7c6d-3d4e-4f5a-8b9c-0d1e2f3a4b5c";

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: crypto.randomUUID(),
  at: "2026-05-12T22:05:00.000Z",
  userId: MARIA,
  userName: "Maria Souza",
  kind: "service",
  recordId: null,
  action: "create",
  summary: "Culto de 12/05/2026 criado",
  ...overrides,
});

const page = (entries: HistoryEntry[], total = entries.length): HistoryResponse => ({
  entries,
  total,
  page: 1,
  pageSize: 50,
  members: [
    { id: MARIA, name: "Maria Souza" },
    { id: PEDRO, name: "Pedro Alves" },
  ],
});

let network: FakeNetwork;
beforeEach(() => {
  stubBrowserGaps();
  network = fakeAdminNetwork();
  network.on("GET", "/api/admin/history", () =>
    jsonResponse(page([entry({}), entry({ userId: null, userName: "João (removido)", kind: "band", summary: 'Banda "Louvor Sede" excluída' })], 120)),
  );
});
afterEach(cleanUpAdminScreen);

const lastQuery = () => Object.fromEntries(network.requestsTo("GET", "/api/admin/history").at(-1)!.url.searchParams);

describe("'Histórico'", () => {
  it("lists when, who, what and the summary, a removed member under their name", async () => {
    renderApp("/admin/team/history");
    expect(await screen.findByRole("heading", { name: texts.title, level: 1 })).toBeInTheDocument();
    const table = within(await screen.findByRole("table", { name: texts.title }));
    const rows = await table.findAllByRole("row");
    expect(rows[1]).toHaveTextContent(`${formatWhen("2026-05-12T22:05:00.000Z")}Maria SouzaCultoCulto de 12/05/2026 criado`);
    expect(rows[2]).toHaveTextContent('João (removido)BandaBanda "Louvor Sede" excluída');
    expect(screen.getByText(texts.total(120))).toBeInTheDocument();
  });

  it("filters by member and kind, keeps the filters in the URL, and pages", async () => {
    const { router, user } = renderApp("/admin/team/history");
    await screen.findByRole("table", { name: texts.title });

    await user.click(screen.getByRole("combobox", { name: texts.memberLabel }));
    await user.click(await screen.findByRole("option", { name: "Pedro Alves" }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: "1", member: PEDRO }));

    await user.click(screen.getByRole("combobox", { name: texts.kindLabel }));
    await user.click(await screen.findByRole("option", { name: "Banda" }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: "1", member: PEDRO, kind: "band" }));
    expect(router.state.location.search).toBe(`?member=${PEDRO}&kind=band`);

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: "2", member: PEDRO, kind: "band" }));
  });

  it("shows skeletons while loading, then the empty state", async () => {
    const pending = deferredResponse();
    network.on("GET", "/api/admin/history", () => pending.promise);
    renderApp("/admin/team/history");
    expect((await screen.findAllByTestId("history-row-skeleton")).length).toBeGreaterThan(0);
    pending.release(jsonResponse(page([])));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  describe("on a phone", () => {
    onAPhone();

    it("shows each change as a card", async () => {
      renderApp("/admin/team/history");
      const list = within(await screen.findByRole("list", { name: texts.title }));
      expect(list.getByRole("article", { name: "Culto de 12/05/2026 criado" })).toHaveTextContent("Maria Souza");
    });
  });
});
