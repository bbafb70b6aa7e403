import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferredResponse, jsonResponse } from "@/test-support/fake-network";
import { openAdminScreen } from "@/test-support/admin-screen";
import { servicesListSuite } from "@/test-support/service-editor-harness";
import { listItem, listResponse } from "@/test-support/services-fixtures";
import { servicesTexts as texts } from "./texts";

// The routes load their code on demand; the suite loads it once, which keeps the first test within its timeouts.
const suite = servicesListSuite();

const listRequests = () => suite.network.requestsTo("GET", "/api/admin/services").map((r) => Object.fromEntries(r.url.searchParams));

const openList = (url = "/admin/services") => openAdminScreen(url, texts.list.title);

describe("services list", () => {
  it("shows date dd/MM/yyyy, time, band, 'N música(s)' and the actions, latest first as the server answers", async () => {
    suite.network.on("GET", "/api/admin/services", () =>
      jsonResponse(listResponse([listItem(), listItem({ id: "x2", date: "2024-12-25", time: "09:00", bandName: "Banda Kairós", songCount: 1, songs: [] })])),
    );
    await openList();
    const row = (await screen.findByRole("cell", { name: "09/03/2025" })).closest("tr") as HTMLElement;
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["09/03/2025", "19:30", "Banda Ágape", "2 música(s)", ""]);
    expect(within(row).getByRole("link", { name: /Editar culto/ })).toHaveAttribute("href", `/admin/services/${listItem().id}`);
    expect(screen.getByRole("cell", { name: "25/12/2024" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.list.newService })).toHaveAttribute("href", "/admin/services/new");
    expect(screen.getByPlaceholderText(texts.list.searchPlaceholder)).toBeInTheDocument();
    // One page: no pagination.
    expect(screen.queryByRole("navigation", { name: "Paginação" })).not.toBeInTheDocument();
    expect(listRequests()[0]).toEqual({ page: "1" });
  });

  it("'Mostrar inativos' lists the inactive services too, marked, and keeps the choice in the URL", async () => {
    suite.network.on("GET", "/api/admin/services", (request) =>
      jsonResponse(
        listResponse(
          request.url.searchParams.get("inactive") === "1"
            ? [listItem({ id: "x9", date: "2025-04-01", active: false }), listItem()]
            : [listItem()],
          // Three pages, so the list opened on page 2 stays there until the filter changes.
          45,
          Number(request.url.searchParams.get("page") ?? 1),
        ),
      ),
    );
    const { user, router } = await openList("/admin/services?page=2");
    await screen.findByRole("cell", { name: "09/03/2025" });
    expect(screen.queryByText(texts.list.inactive)).not.toBeInTheDocument();

    const filter = screen.getByRole("checkbox", { name: texts.list.showInactive });
    await user.click(filter);
    const inactiveRow = (await screen.findByText(texts.list.inactive)).closest("tr") as HTMLElement;
    expect(within(inactiveRow).getAllByRole("cell")[0]).toHaveTextContent(`01/04/2025${texts.list.inactive}`);
    expect(filter).toBeChecked();
    expect(listRequests().at(-1)).toEqual({ page: "1", inactive: "1" });
    expect(router.state.location.search).toBe("?inactive=1");

    await user.click(filter);
    await waitFor(() => expect(screen.queryByText(texts.list.inactive)).not.toBeInTheDocument());
    expect(filter).not.toBeChecked();
    expect(router.state.location.search).toBe("");
    expect(listRequests()).toEqual([{ page: "2" }, { page: "1", inactive: "1" }, { page: "1" }]);
  });

  it("shows a skeleton during the first load, then the empty state", async () => {
    const pending = deferredResponse();
    suite.network.on("GET", "/api/admin/services", () => pending.promise);
    await openList();
    expect(await screen.findAllByTestId("services-skeleton-row")).not.toHaveLength(0);
    pending.release(jsonResponse(listResponse([])));
    expect(await screen.findByText(texts.list.empty)).toBeInTheDocument();
    expect(screen.queryByTestId("services-skeleton-row")).not.toBeInTheDocument();
  });

  it("searches 500 ms after typing stops and goes back to page 1", async () => {
    suite.network.on("GET", "/api/admin/services", ({ url }) =>
      jsonResponse(listResponse([listItem()], 45, Number(url.searchParams.get("page") ?? 1))),
    );
    const { user } = await openList("/admin/services?page=2");
    await screen.findByRole("cell", { name: "09/03/2025" });
    expect(listRequests()).toEqual([{ page: "2" }]);

    await user.type(screen.getByRole("searchbox", { name: texts.list.searchLabel }), "ágape");
    // Nothing is asked while typing.
    expect(listRequests()).toHaveLength(1);
    await waitFor(() => expect(listRequests()).toContainEqual({ page: "1", search: "ágape" }), { timeout: 2000 });
    expect(listRequests().filter((request) => request.search !== undefined)).toHaveLength(1);
  });

  it("shows the pagination beyond 20 services, with every page number up to 7 pages", async () => {
    suite.network.on("GET", "/api/admin/services", ({ url }) =>
      jsonResponse(listResponse([listItem()], 45, Number(url.searchParams.get("page") ?? 1))),
    );
    const { user } = await openList();
    const nav = await screen.findByRole("navigation", { name: "Paginação" });
    expect(within(nav).getAllByRole("button").map((button) => button.textContent)).toEqual(["Anterior", "1", "2", "3", "Próximo"]);
    expect(within(nav).getByRole("button", { name: "Anterior" })).toBeDisabled();
    await user.click(within(nav).getByRole("button", { name: "Próximo" }));
    await waitFor(() => expect(listRequests()).toContainEqual({ page: "2" }));

  });

  it("with more than 7 pages shows the first, the last, a window around the current page and ellipses", async () => {
    suite.network.on("GET", "/api/admin/services", ({ url }) =>
      jsonResponse(listResponse([listItem()], 400, Number(url.searchParams.get("page") ?? 1))),
    );
    await openList("/admin/services?page=10");
    const nav = await screen.findByRole("navigation", { name: "Paginação" });
    expect(within(nav).getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Anterior",
      "1",
      "9",
      "10",
      "11",
      "20",
      "Próximo",
    ]);
    expect(within(nav).getByRole("button", { name: "Página 10" })).toHaveAttribute("aria-current", "page");
  });

  it("deletes a service after the warning that its songs go too, then reloads the list", async () => {
    suite.network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([listItem()])));
    suite.network.on("DELETE", `/api/admin/services/${listItem().id}`, () => new Response(null, { status: 204 }));
    const { user } = await openList();
    await user.click(await screen.findByRole("button", { name: /Excluir culto 09\/03\/2025/ }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(texts.list.deleteServiceDescription)).toBeInTheDocument();
    expect(texts.list.deleteServiceDescription).toMatch(/músicas mapeadas também serão excluídas/);
    expect(texts.list.deleteServiceDescription).toMatch(/não pode ser desfeita/);
    const before = listRequests().length;
    await user.click(within(dialog).getByRole("button", { name: texts.confirm.delete }));
    expect(await screen.findByText(texts.list.serviceDeleted)).toBeInTheDocument();
    expect(suite.network.requestsTo("DELETE", `/api/admin/services/${listItem().id}`)).toHaveLength(1);
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(before));
  });

  it("says so when a delete fails", async () => {
    suite.network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([listItem()])));
    suite.network.on("DELETE", `/api/admin/services/${listItem().id}`, () => jsonResponse({ error: { code: "x", message: "x" } }, 500));
    const { user } = await openList();
    await user.click(await screen.findByRole("button", { name: /Excluir culto/ }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.confirm.delete }));
    expect(await screen.findByText(texts.list.serviceDeleteError)).toBeInTheDocument();
  });

  it("expands a row to its songs and deletes a single song", async () => {
    const service = listItem();
    const song = service.songs[1]!;
    suite.network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([service])));
    suite.network.on("DELETE", `/api/admin/services/${service.id}/segments/${song.id}`, () => new Response(null, { status: 204 }));
    const { user } = await openList();
    await user.click(await screen.findByRole("button", { name: /2 música\(s\)/ }));
    const songs = screen.getByRole("list", { name: /Músicas 09\/03\/2025/ });
    expect(within(songs).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1.Rei da Glória1:35 – 5:00",
      "2.Mar Aberto6:40 – 10:50",
    ]);
    await user.click(within(songs).getByRole("button", { name: texts.list.deleteSong("Mar Aberto") }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(texts.segments.removeDescription)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: texts.confirm.delete }));
    expect(await screen.findByText(texts.list.songDeleted)).toBeInTheDocument();
    expect(suite.network.requestsTo("DELETE", `/api/admin/services/${service.id}/segments/${song.id}`)).toHaveLength(1);
  });

  it("says so when a single song delete fails", async () => {
    const service = listItem();
    suite.network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([service])));
    suite.network.on("DELETE", `/api/admin/services/${service.id}/segments/${service.songs[0]!.id}`, () =>
      jsonResponse({ error: { code: "not_found", message: "x" } }, 404),
    );
    const { user } = await openList();
    await user.click(await screen.findByRole("button", { name: /2 música\(s\)/ }));
    await user.click(screen.getByRole("button", { name: texts.list.deleteSong("Rei da Glória") }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.confirm.delete }));
    expect(await screen.findByText(texts.list.songDeleteError)).toBeInTheDocument();
  });

  it("tells when the services cannot be loaded", async () => {
    suite.network.on("GET", "/api/admin/services", () => jsonResponse({ error: { code: "bad", message: "x" } }, 422));
    await openList();
    expect(await screen.findByText(texts.list.loadError)).toBeInTheDocument();
  });
});
