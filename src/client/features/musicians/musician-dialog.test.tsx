import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { musicianMessages, type Musician } from "@shared/schemas/musicians";
import { cleanUpAdminScreen, fakeAdminNetwork, stubResizeObserver, testMusician, toastRegion } from "@/test-support/admin-screen";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { fakeUploads, type FakeUploads } from "@/test-support/fake-upload";
import { renderApp } from "@/test-support/render-app";
import { musiciansTexts as texts } from "./texts";

// Lazy routes and a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

const joao = testMusician({ bio: "Toca desde criança." });

const AVATAR_URL = "/uploads/musician-avatars/5f0c7a52-8a0e-4c9e-9b1a-2f6d8e4c1a3b.webp";

let network: FakeNetwork;
let uploads: FakeUploads;
let musicians: Musician[];

beforeEach(() => {
  stubResizeObserver();
  network = fakeAdminNetwork();
  uploads = fakeUploads();
  musicians = [joao];
  network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians }));
});

afterEach(cleanUpAdminScreen);

async function openPage() {
  const app = renderApp("/admin/musicians");
  await screen.findByRole("cell", { name: "João Silva" });
  return app;
}

function pngFile(name = "foto.png", size = 1024) {
  return new File([new Uint8Array(size)], name, { type: "image/png" });
}

/** Opens 'Novo Músico', names the musician Eva, picks a photo and saves. */
async function createEvaWithPhoto() {
  const { user } = await openPage();
  await user.click(screen.getByRole("button", { name: texts.newMusician }));
  const dialog = await screen.findByRole("dialog");
  await user.type(within(dialog).getByLabelText(texts.dialog.name), "Eva");
  await user.upload(within(dialog).getByLabelText(texts.dialog.avatar), pngFile());
  await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));
  return { user, dialog };
}

describe("new musician dialog", { timeout: 20_000 }, () => {
  it("requires a name and sends nothing without one", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.newMusician }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialog.createTitle });

    await user.type(within(dialog).getByLabelText(texts.dialog.name), "   ");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await within(dialog).findByText("O nome é obrigatório.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(texts.dialog.name)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/admin/musicians")).toHaveLength(0);
  });

  it("creates the musician with every field, shows 'Salvando...', and closes", async () => {
    const created: Musician = { id: "33333333-3333-4333-8333-333333333333", name: "Ana Paula", isMultibanda: true, instrument: "Flauta", bio: "Flautista.", avatarUrl: null, email: null, phone: null };
    const answer = deferredResponse();
    network.on("POST", "/api/admin/musicians", () => answer.promise);
    const { user } = await openPage();

    await user.click(screen.getByRole("button", { name: texts.newMusician }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialog.createTitle });
    await user.type(within(dialog).getByLabelText(texts.dialog.name), "  Ana Paula ");
    await user.click(within(dialog).getByRole("checkbox", { name: texts.dialog.multibanda }));
    await user.type(within(dialog).getByLabelText(texts.dialog.instrument), "Flauta");
    await user.type(within(dialog).getByLabelText(texts.dialog.bio), "Flautista.");
    await user.type(within(dialog).getByLabelText(texts.dialog.email), "Ana.Paula@Example.com");
    await user.type(within(dialog).getByLabelText(texts.dialog.phone), "(21) 99876-5432");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await within(dialog).findByRole("button", { name: texts.dialog.saving })).toBeDisabled();
    expect(network.requestsTo("POST", "/api/admin/musicians")[0]?.body).toEqual({
      name: "Ana Paula",
      isMultibanda: true,
      instrument: "Flauta",
      bio: "Flautista.",
      email: "ana.paula@example.com",
      phone: "5521998765432",
    });
    musicians = [created, joao];
    answer.release(jsonResponse({ musician: created }, 201));

    expect(await toastRegion().findByText("Músico cadastrado com sucesso!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("cell", { name: "Ana Paula" })).toBeInTheDocument();
  });

  it("sends empty optional fields as null", async () => {
    network.on("POST", "/api/admin/musicians", () => jsonResponse({ musician: { ...joao, id: "44444444-4444-4444-8444-444444444444", name: "Davi" } }, 201));
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.newMusician }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(texts.dialog.name), "Davi");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    await toastRegion().findByText("Músico cadastrado com sucesso!");
    expect(network.requestsTo("POST", "/api/admin/musicians")[0]?.body).toEqual({
      name: "Davi",
      isMultibanda: false,
      instrument: null,
      bio: null,
      email: null,
      phone: null,
    });
  });

  it("refuses a WhatsApp without its DDD and an e-mail without a domain, naming each, and sends nothing", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.newMusician }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(texts.dialog.name), "Davi");
    await user.type(within(dialog).getByLabelText(texts.dialog.email), "davi@");
    await user.type(within(dialog).getByLabelText(texts.dialog.phone), "9876-5432");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await within(dialog).findByText(musicianMessages.emailInvalid)).toBeVisible();
    expect(within(dialog).getByText(musicianMessages.phoneInvalid)).toBeVisible();
    expect(within(dialog).getByLabelText(texts.dialog.phone)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/admin/musicians")).toHaveLength(0);
  });

  it("shows a saved WhatsApp as a person reads it", async () => {
    musicians = [{ ...joao, email: "joao@example.com", phone: "5511987654321" }];
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.editMusician("João Silva") }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialog.editTitle });
    expect(within(dialog).getByLabelText(texts.dialog.email)).toHaveValue("joao@example.com");
    expect(within(dialog).getByLabelText(texts.dialog.phone)).toHaveValue("+55 (11) 98765-4321");
  });

  it("says 'Não foi possível criar o músico.' and keeps the dialog open when the server fails", async () => {
    network.on("POST", "/api/admin/musicians", () => jsonResponse({ error: { code: "internal_error", message: "Erro interno do servidor." } }, 500));
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.newMusician }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(texts.dialog.name), "Davi");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await toastRegion().findByText("Não foi possível criar o músico.")).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: texts.dialog.save })).toBeEnabled();
  });

  it("puts the server's field errors under the fields", async () => {
    network.on("POST", "/api/admin/musicians", () =>
      jsonResponse(
        { error: { code: "validation_failed", message: "Dados inválidos.", issues: [{ path: "bio", message: "A biografia deve ter no máximo 2000 caracteres." }] } },
        422,
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.newMusician }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(texts.dialog.name), "Davi");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await within(dialog).findByText("A biografia deve ter no máximo 2000 caracteres.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(texts.dialog.bio)).toHaveAttribute("aria-invalid", "true");
  });

  it("uploads the chosen photo after creating the musician, with a progress bar", async () => {
    const created: Musician = { ...joao, id: "55555555-5555-4555-8555-555555555555", name: "Eva" };
    network.on("POST", "/api/admin/musicians", () => jsonResponse({ musician: created }, 201));
    const { dialog } = await createEvaWithPhoto();

    const upload = await uploads.next();
    expect(upload.url).toBe(`/api/admin/musicians/${created.id}/avatar`);
    expect(upload.body.get("file")).toBeInstanceOf(File);
    act(() => upload.progress(512, 1024));
    expect(await within(dialog).findByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    act(() => upload.respond(200, { musician: { ...created, avatarUrl: AVATAR_URL } }));

    expect(await toastRegion().findByText("Músico cadastrado com sucesso!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("refuses a non-image before any upload, with the spec's message", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.newMusician }));
    const dialog = await screen.findByRole("dialog");
    const input = within(dialog).getByLabelText(texts.dialog.avatar);
    // As if the browser's file dialog let any file through (its filter is only a hint).
    await userEvent.setup({ applyAccept: false }).upload(input, new File(["%PDF"], "doc.pdf", { type: "application/pdf" }));
    expect(await within(dialog).findByText("Por favor, selecione um arquivo de imagem válido.")).toBeInTheDocument();
  });

  it("keeps the musician and shows the reason when the photo is refused; saving again updates it", async () => {
    const created: Musician = { ...joao, id: "66666666-6666-4666-8666-666666666666", name: "Eva" };
    network.on("POST", "/api/admin/musicians", () => jsonResponse({ musician: created }, 201));
    network.on("PUT", `/api/admin/musicians/${created.id}`, () => jsonResponse({ musician: created }));
    const { user, dialog } = await createEvaWithPhoto();

    const upload = await uploads.next();
    act(() => upload.respond(422, { error: { code: "invalid_image", message: "Por favor, selecione um arquivo de imagem válido." } }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Por favor, selecione um arquivo de imagem válido.");
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    // The form finishes its submission right after the message shows: 'Salvando...' becomes 'Salvar'.
    await user.click(await within(dialog).findByRole("button", { name: texts.dialog.save }));
    expect(await toastRegion().findByText("Músico cadastrado com sucesso!")).toBeVisible();
    expect(network.requestsTo("POST", "/api/admin/musicians")).toHaveLength(1);
    expect(network.requestsTo("PUT", `/api/admin/musicians/${created.id}`)).toHaveLength(1);
  });
});

describe("edit musician dialog", { timeout: 20_000 }, () => {
  it("opens with the musician's data and saves the changes", async () => {
    network.on("PUT", `/api/admin/musicians/${joao.id}`, () => jsonResponse({ musician: { ...joao, name: "João Pedro Silva" } }));
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Editar João Silva" }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialog.editTitle });

    expect(within(dialog).getByLabelText(texts.dialog.name)).toHaveValue("João Silva");
    expect(within(dialog).getByLabelText(texts.dialog.instrument)).toHaveValue("Violão");
    expect(within(dialog).getByLabelText(texts.dialog.bio)).toHaveValue("Toca desde criança.");
    expect(within(dialog).getByRole("checkbox", { name: texts.dialog.multibanda })).not.toBeChecked();

    const name = within(dialog).getByLabelText(texts.dialog.name);
    await user.clear(name);
    await user.type(name, "João Pedro Silva");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await toastRegion().findByText("Músico atualizado com sucesso!")).toBeVisible();
    expect(network.requestsTo("PUT", `/api/admin/musicians/${joao.id}`)[0]?.body).toEqual({
      name: "João Pedro Silva",
      isMultibanda: false,
      instrument: "Violão",
      bio: "Toca desde criança.",
      email: null,
      phone: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says 'Não foi possível salvar o músico.' with the server's reason", async () => {
    const reason = "Este músico faz parte de uma banda: Banda Ágape (2019). Remova-o da banda antes de marcá-lo como multi banda.";
    network.on("PUT", `/api/admin/musicians/${joao.id}`, () => jsonResponse({ error: { code: "musician_in_bands", message: reason } }, 409));
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Editar João Silva" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("checkbox", { name: texts.dialog.multibanda }));
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await toastRegion().findByText(`Não foi possível salvar o músico. ${reason}`)).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("removes the photo when asked", async () => {
    musicians = [{ ...joao, avatarUrl: AVATAR_URL }];
    network.on("PUT", `/api/admin/musicians/${joao.id}`, () => jsonResponse({ musician: { ...joao, avatarUrl: AVATAR_URL } }));
    network.on("DELETE", `/api/admin/musicians/${joao.id}/avatar`, () => jsonResponse({ musician: joao }));
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Editar João Silva" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("img", { name: texts.dialog.avatar })).toHaveAttribute("src", AVATAR_URL);

    await user.click(within(dialog).getByRole("button", { name: texts.dialog.removeAvatar }));
    expect(within(dialog).queryByRole("img", { name: texts.dialog.avatar })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));

    expect(await toastRegion().findByText("Músico atualizado com sucesso!")).toBeVisible();
    expect(network.requestsTo("DELETE", `/api/admin/musicians/${joao.id}/avatar`)).toHaveLength(1);
  });
});
