import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Band } from "@shared/schemas/bands";
import { answerListWithDeletion, cleanUpAdminScreen, fakeAdminNetwork, openListWhileLoading, toastRegion } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { bandsTexts } from "./texts";

// Lazy routes and a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

const texts = bandsTexts.list;

const kairos: Band = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  name: "Banda Kairós",
  year: 2023,
  imageUrl: "/uploads/band-images/5f0c7a52-8a0e-4c9e-9b1a-2f6d8e4c1a3b.webp",
  members: [
    { musicianId: "11111111-1111-4111-8111-111111111111", name: "Ana", isMultibanda: false, instrument: ["Vocal"] },
    { musicianId: "22222222-2222-4222-8222-222222222222", name: "Bruno", isMultibanda: false, instrument: ["Baixo"] },
  ],
};
const agape: Band = {
  id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  name: "Banda Ágape",
  year: 2019,
  imageUrl: null,
  members: [{ musicianId: "33333333-3333-4333-8333-333333333333", name: "Carla", isMultibanda: false, instrument: [] }],
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
});

afterEach(cleanUpAdminScreen);

function card(band: Band) {
  return within(screen.getByRole("article", { name: `${band.name} (${band.year})` }));
}

describe("bands page", { timeout: 20_000 }, () => {
  it("shows a skeleton, then each band's image, name, year and member count", async () => {
    const { answer } = await openListWhileLoading(network, "/api/admin/bands", "/admin/bands", texts);

    answer.release(jsonResponse({ bands: [kairos, agape] }));
    expect(await screen.findByRole("heading", { name: "Banda Kairós" })).toBeInTheDocument();
    const list = within(screen.getByRole("list", { name: texts.title }));
    expect(list.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Banda Kairós", "Banda Ágape"]);
    expect(card(kairos).getByText("2023")).toBeInTheDocument();
    expect(card(kairos).getByText("2 músicos")).toBeInTheDocument();
    expect(card(agape).getByText("1 músico")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Banda Kairós (2023)" }).querySelector("img")).toHaveAttribute("src", kairos.imageUrl);
    expect(card(kairos).getByRole("link", { name: "Editar Banda Kairós" })).toHaveAttribute("href", `/admin/bands/${kairos.id}`);
    expect(screen.getByRole("link", { name: texts.newBand })).toHaveAttribute("href", "/admin/bands/new");
  });

  it("says 'Nenhuma banda encontrada' when there is none", async () => {
    network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [] }));
    renderApp("/admin/bands");
    expect(await screen.findByText("Nenhuma banda encontrada", {})).toBeInTheDocument();
  });

  it("searches 500 ms after typing stops", async () => {
    network.on("GET", "/api/admin/bands", ({ url }) => jsonResponse({ bands: url.searchParams.get("search") === "agape" ? [agape] : [kairos, agape] }));
    const { user } = renderApp("/admin/bands");
    await screen.findByRole("heading", { name: "Banda Kairós" });

    await user.type(screen.getByRole("searchbox", { name: texts.searchLabel }), "agape");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Banda Kairós" })).not.toBeInTheDocument());
    expect(network.requestsTo("GET", "/api/admin/bands").map(({ url }) => url.searchParams.get("search"))).toEqual([null, "agape"]);
  });

  it("shows 'Não foi possível carregar as bandas.' when the list fails", async () => {
    network.on("GET", "/api/admin/bands", () => jsonResponse({ error: { code: "bad_request", message: "x" } }, 400));
    renderApp("/admin/bands");
    expect(await toastRegion().findByText("Não foi possível carregar as bandas.", {})).toBeInTheDocument();
  });

  it("deletes a band after a confirmation that says what happens and warns it cannot be undone", async () => {
    answerListWithDeletion(network, "/api/admin/bands", "bands", [kairos, agape], agape);
    network.on("GET", `/api/admin/bands/${agape.id}/usage`, () => jsonResponse({ usage: { services: 0, members: 2 } }));
    const { user } = renderApp("/admin/bands");
    await screen.findByRole("heading", { name: "Banda Ágape" });

    await user.click(card(agape).getByRole("button", { name: "Excluir Banda Ágape" }));
    const dialog = await screen.findByRole("alertdialog", { name: bandsTexts.deleteDialog.title });
    await waitFor(() => expect(dialog).toHaveTextContent("Tem certeza que deseja excluir a banda Banda Ágape (2019)?"));
    expect(dialog).toHaveTextContent("os 2 músicos continuam cadastrados, mas deixam de fazer parte dela.");
    expect(dialog).toHaveTextContent("Esta ação não pode ser desfeita.");
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));

    expect(await toastRegion().findByText("Banda excluída com sucesso!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Banda Ágape" })).not.toBeInTheDocument());
  });

  it("says before any confirmation that a band with services cannot be deleted, and why (docs/decisions/429)", async () => {
    network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [agape] }));
    network.on("GET", `/api/admin/bands/${agape.id}/usage`, () => jsonResponse({ usage: { services: 3, members: 2 } }));
    const { user } = renderApp("/admin/bands");
    await screen.findByRole("heading", { name: "Banda Ágape" });

    await user.click(card(agape).getByRole("button", { name: "Excluir Banda Ágape" }));
    const dialog = await screen.findByRole("alertdialog", { name: bandsTexts.blockedTitle });
    expect(dialog).toHaveTextContent(
      "Esta banda tem 3 cultos registrados e não pode ser excluída, para que os cultos passados continuem com a sua banda.",
    );
    expect(within(dialog).queryByRole("button", { name: "Excluir" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(network.requestsTo("DELETE", `/api/admin/bands/${agape.id}`)).toHaveLength(0);
  });

  it("still tells the server's refusal when a service named the band after the check", async () => {
    network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [agape] }));
    network.on("GET", `/api/admin/bands/${agape.id}/usage`, () => jsonResponse({ usage: { services: 0, members: 2 } }));
    const reason = "Esta banda tem 3 cultos registrados e não pode ser excluída, para que os cultos passados continuem com a sua banda.";
    network.on("DELETE", `/api/admin/bands/${agape.id}`, () => jsonResponse({ error: { code: "band_in_services", message: reason } }, 409));
    const { user } = renderApp("/admin/bands");
    await screen.findByRole("heading", { name: "Banda Ágape" });

    await user.click(card(agape).getByRole("button", { name: "Excluir Banda Ágape" }));
    await user.click(await within(await screen.findByRole("alertdialog")).findByRole("button", { name: "Excluir" }));

    expect(await toastRegion().findByText(`Não foi possível excluir a banda. ${reason}`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Banda Ágape" })).toBeInTheDocument();
  });
});
