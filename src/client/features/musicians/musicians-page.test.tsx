import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerListWithDeletion, cleanUpAdminScreen, fakeAdminNetwork, openListWhileLoading, testMusician } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { musiciansTexts as texts } from "./texts";

// Lazy routes and a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

const joao = testMusician();
const raquel = testMusician({
  id: "22222222-2222-4222-8222-222222222222",
  name: "Raquel Mendes",
  isMultibanda: true,
  instrument: "Violino",
  bio: "Violinista.",
  avatarUrl: "/uploads/musician-avatars/5f0c7a52-8a0e-4c9e-9b1a-2f6d8e4c1a3b.webp",
});

let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
});

afterEach(cleanUpAdminScreen);

function rowOf(name: string) {
  const cell = screen.getByRole("cell", { name });
  const row = cell.closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe("musicians page", { timeout: 20_000 }, () => {
  it("shows a skeleton, then the musicians with instrument and status", async () => {
    const { answer } = await openListWhileLoading(network, "/api/admin/musicians", "/admin/musicians", texts);

    answer.release(jsonResponse({ musicians: [joao, raquel] }));
    expect(await screen.findByRole("cell", { name: "João Silva" })).toBeInTheDocument();
    expect(rowOf("João Silva").getByText("Violão")).toBeInTheDocument();
    expect(rowOf("João Silva").getByText("Regular")).toBeInTheDocument();
    expect(rowOf("Raquel Mendes").getByText("Multi banda")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: texts.loadingLabel })).not.toBeInTheDocument();
  });

  it("says 'Nenhum músico encontrado' when there is none", async () => {
    network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: [] }));
    renderApp("/admin/musicians");
    expect(await screen.findByText("Nenhum músico encontrado")).toBeInTheDocument();
  });

  it("searches 500 ms after typing stops, with one request for the whole term", async () => {
    network.on("GET", "/api/admin/musicians", ({ url }) =>
      jsonResponse({ musicians: url.searchParams.get("search") === "joao" ? [joao] : [joao, raquel] }),
    );
    const { user } = renderApp("/admin/musicians");
    await screen.findByRole("cell", { name: "Raquel Mendes" });

    await user.type(screen.getByRole("searchbox", { name: texts.searchLabel }), "joao");
    expect(network.requestsTo("GET", "/api/admin/musicians").filter(({ url }) => url.searchParams.has("search"))).toEqual([]);

    await waitFor(() => expect(screen.queryByRole("cell", { name: "Raquel Mendes" })).not.toBeInTheDocument());
    const searches = network.requestsTo("GET", "/api/admin/musicians").map(({ url }) => url.searchParams.get("search"));
    expect(searches).toEqual([null, "joao"]);
    expect(screen.getByRole("cell", { name: "João Silva" })).toBeInTheDocument();
  });

  it("shows the spec's error when the list cannot be loaded", async () => {
    network.on("GET", "/api/admin/musicians", () => jsonResponse({ error: { code: "bad", message: "Dados inválidos." } }, 422));
    renderApp("/admin/musicians");
    const toasts = screen.getByRole("region", { name: /Notificações/ });
    expect(await within(toasts).findByText("Não foi possível carregar os músicos.")).toBeVisible();
    expect(within(toasts).getByText("Erro")).toBeVisible();
  });

  it("deletes after a confirmation that says what happens and warns it cannot be undone", async () => {
    answerListWithDeletion(network, "/api/admin/musicians", "musicians", [joao, raquel], joao);
    network.on("GET", `/api/admin/musicians/${joao.id}/usage`, () =>
      jsonResponse({ usage: { services: 0, bands: ["Banda Ágape (2019)", "Banda Kairós (2023)"] } }),
    );
    const { user } = renderApp("/admin/musicians");
    await screen.findByRole("cell", { name: "João Silva" });

    await user.click(screen.getByRole("button", { name: "Excluir João Silva" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir músico" });
    await waitFor(() => expect(dialog).toHaveTextContent("Tem certeza que deseja excluir o músico João Silva?"));
    expect(dialog).toHaveTextContent("Ele não tocou em nenhum culto e sai das bandas Banda Ágape (2019) e Banda Kairós (2023).");
    expect(dialog).toHaveTextContent("Esta ação não pode ser desfeita.");
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));

    expect(await screen.findByText("Músico excluído com sucesso!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("cell", { name: "João Silva" })).not.toBeInTheDocument());
    expect(network.requestsTo("DELETE", `/api/admin/musicians/${joao.id}`)).toHaveLength(1);
  });

  it("cancelling the confirmation deletes nothing", async () => {
    network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: [joao] }));
    network.on("GET", `/api/admin/musicians/${joao.id}/usage`, () => jsonResponse({ usage: { services: 0, bands: [] } }));
    const { user } = renderApp("/admin/musicians");
    await screen.findByRole("cell", { name: "João Silva" });

    await user.click(screen.getByRole("button", { name: "Excluir João Silva" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(network.requestsTo("DELETE", `/api/admin/musicians/${joao.id}`)).toHaveLength(0);
  });

  it("says before any confirmation that a musician who played in services cannot be deleted, and why (docs/decisions/429)", async () => {
    network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: [joao] }));
    network.on("GET", `/api/admin/musicians/${joao.id}/usage`, () => jsonResponse({ usage: { services: 2, bands: ["Banda Ágape (2019)"] } }));
    const { user } = renderApp("/admin/musicians");
    await screen.findByRole("cell", { name: "João Silva" });

    await user.click(screen.getByRole("button", { name: "Excluir João Silva" }));
    const dialog = await screen.findByRole("alertdialog", { name: texts.blockedTitle });
    expect(dialog).toHaveTextContent(
      "Este músico participou de 2 cultos e não pode ser excluído, para que o histórico dos cultos não mude. " +
        "Remova-o das escalas desses cultos antes de excluí-lo.",
    );
    expect(within(dialog).queryByRole("button", { name: "Excluir" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(network.requestsTo("DELETE", `/api/admin/musicians/${joao.id}`)).toHaveLength(0);
  });

  it("asks the usual question when the check itself fails (the server still guards the deletion)", async () => {
    answerListWithDeletion(network, "/api/admin/musicians", "musicians", [joao], joao);
    network.on("GET", `/api/admin/musicians/${joao.id}/usage`, () => jsonResponse({ error: { code: "internal", message: "x" } }, 500));
    const { user } = renderApp("/admin/musicians");
    await screen.findByRole("cell", { name: "João Silva" });

    await user.click(screen.getByRole("button", { name: "Excluir João Silva" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir músico" });
    await waitFor(() => expect(dialog).toHaveTextContent(texts.deleteDialog.description("João Silva")));
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Músico excluído com sucesso!")).toBeInTheDocument();
  });

  it("still tells the server's refusal when a service named the musician after the check", async () => {
    network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: [joao] }));
    network.on("GET", `/api/admin/musicians/${joao.id}/usage`, () => jsonResponse({ usage: { services: 0, bands: [] } }));
    const reason = "Este músico participou de 2 cultos e não pode ser excluído, para que o histórico dos cultos não mude.";
    network.on("DELETE", `/api/admin/musicians/${joao.id}`, () =>
      jsonResponse({ error: { code: "musician_in_services", message: reason } }, 409),
    );
    const { user } = renderApp("/admin/musicians");
    await screen.findByRole("cell", { name: "João Silva" });

    await user.click(screen.getByRole("button", { name: "Excluir João Silva" }));
    await user.click(await within(await screen.findByRole("alertdialog")).findByRole("button", { name: "Excluir" }));

    expect(await screen.findByText(`Não foi possível excluir o músico. ${reason}`)).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "João Silva" })).toBeInTheDocument();
  });
});
