import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Band } from "@shared/schemas/bands";
import type { Musician } from "@shared/schemas/musicians";
import { cleanUpAdminScreen, fakeAdminNetwork, openAdminScreen, stubResizeObserver, toastRegion } from "@/test-support/admin-screen";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { fakeUploads, type FakeUploads } from "@/test-support/fake-upload";
import { renderApp } from "@/test-support/render-app";
import { bandsTexts } from "./texts";

// Lazy routes and a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

const texts = bandsTexts.form;

function musician(id: string, name: string, instrument: string | null, isMultibanda = false): Musician {
  return { id, name, instrument, isMultibanda, bio: null, avatarUrl: null, email: null, phone: null };
}

const ana = musician("11111111-1111-4111-8111-111111111111", "Ana Beatriz", "Vocal");
const joao = musician("22222222-2222-4222-8222-222222222222", "João Pedro", "Violão");
const lucas = musician("33333333-3333-4333-8333-333333333333", "Lucas Almeida", "Bateria");
const raquel = musician("44444444-4444-4444-8444-444444444444", "Raquel Mendes", "Violino", true);

const agape: Band = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  name: "Banda Ágape",
  year: 2019,
  imageUrl: null,
  members: [{ musicianId: ana.id, name: ana.name, isMultibanda: false, instrument: ["Vocal", "Violão"] }],
};

const IMAGE_URL = "/uploads/band-images/5f0c7a52-8a0e-4c9e-9b1a-2f6d8e4c1a3b.webp";

let network: FakeNetwork;
let uploads: FakeUploads;

beforeEach(() => {
  stubResizeObserver();
  Element.prototype.scrollIntoView = vi.fn();
  network = fakeAdminNetwork();
  uploads = fakeUploads();
  // The server answers only non-multibanda musicians to ?multibanda=false; Raquel is here to show
  // the picker would not offer a multibanda musician even if one came back.
  network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: [ana, joao, lucas, raquel] }));
  network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [agape] }));
  network.on("GET", `/api/admin/bands/${agape.id}`, () => jsonResponse({ band: agape }));
});

afterEach(cleanUpAdminScreen);

async function pickerOptions(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(screen.getByRole("combobox", { name: bandsTexts.picker.add }));
  const list = await screen.findByRole("listbox");
  await waitFor(() => expect(within(list).queryByText(bandsTexts.picker.loading)).not.toBeInTheDocument());
  return within(list)
    .queryAllByRole("option")
    .map((option) => option.textContent);
}

async function addMember(user: ReturnType<typeof renderApp>["user"], name: string) {
  await user.click(screen.getByRole("combobox", { name: bandsTexts.picker.add }));
  await user.click(await screen.findByRole("option", { name: new RegExp(name) }));
}

/** A member's row, found through its instruments field. */
function memberRow(name: string) {
  const row = screen.getByLabelText(texts.instrumentsOf(name)).closest("li");
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

function memberList() {
  return within(screen.getByRole("list", { name: texts.members }));
}

describe("new band form", { timeout: 20_000 }, () => {
  it("requires a name and a year, and sends nothing without them", async () => {
    const { user } = await openAdminScreen("/admin/bands/new", texts.createTitle);
    await user.click(screen.getByRole("button", { name: texts.save }));

    expect(await screen.findByText("O nome da banda é obrigatório.")).toBeInTheDocument();
    expect(screen.getByText("O ano da banda é obrigatório.")).toBeInTheDocument();
    expect(screen.getByLabelText(texts.name)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(texts.year)).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText(texts.year), "1850");
    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(await screen.findByText("Informe um ano entre 1900 e 2200.")).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/admin/bands")).toHaveLength(0);
  });

  it("offers only musicians who are not multibanda and not yet in the band", async () => {
    const { user } = await openAdminScreen("/admin/bands/new", texts.createTitle);
    expect(await pickerOptions(user)).toEqual(["Ana BeatrizVocal", "João PedroViolão", "Lucas AlmeidaBateria"]);
    expect(network.requestsTo("GET", "/api/admin/musicians")[0]?.url.searchParams.get("multibanda")).toBe("false");

    await user.click(screen.getByRole("option", { name: /João Pedro/ }));
    expect(await pickerOptions(user)).toEqual(["Ana BeatrizVocal", "Lucas AlmeidaBateria"]);
  });

  it("finds a musician in the picker ignoring accents", async () => {
    const { user } = await openAdminScreen("/admin/bands/new", texts.createTitle);
    await user.click(screen.getByRole("combobox", { name: bandsTexts.picker.add }));
    await user.type(await screen.findByPlaceholderText(bandsTexts.picker.searchPlaceholder), "joao");
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["João PedroViolão"]);
  });

  it("creates the band and its members in one request, with instruments parsed from the typed line", async () => {
    const created: Band = { ...agape, id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", name: "Banda Nova", year: 2025 };
    const answer = deferredResponse();
    network.on("POST", "/api/admin/bands", () => answer.promise);
    const { user, router } = await openAdminScreen("/admin/bands/new", texts.createTitle);

    await user.type(screen.getByLabelText(texts.name), "Banda Nova");
    await user.type(screen.getByLabelText(texts.year), "2025");
    await addMember(user, "João Pedro");
    await addMember(user, "Lucas Almeida");

    // The musician's main instrument comes prefilled; the admin types the full list.
    const joaoInstruments = screen.getByLabelText(texts.instrumentsOf("João Pedro"));
    expect(joaoInstruments).toHaveValue("Violão");
    await user.clear(joaoInstruments);
    await user.type(joaoInstruments, "Violão; Vocal, Teclado");
    expect(memberList().getAllByText(/^(Violão|Vocal|Teclado)$/).map((badge) => badge.textContent)).toEqual(["Violão", "Vocal", "Teclado"]);

    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(await screen.findByRole("button", { name: texts.saving })).toBeDisabled();
    expect(network.requestsTo("POST", "/api/admin/bands")).toHaveLength(1);
    expect(network.requestsTo("POST", "/api/admin/bands")[0]?.body).toEqual({
      name: "Banda Nova",
      year: 2025,
      members: [
        { musicianId: joao.id, instrument: ["Violão", "Vocal", "Teclado"] },
        { musicianId: lucas.id, instrument: ["Bateria"] },
      ],
    });
    answer.release(jsonResponse({ band: created }, 201));

    expect(await toastRegion().findByText("Banda cadastrada com sucesso!")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/bands"));
  });

  it("removes a member before saving", async () => {
    network.on("POST", "/api/admin/bands", () => jsonResponse({ band: agape }, 201));
    const { user } = await openAdminScreen("/admin/bands/new", texts.createTitle);
    await user.type(screen.getByLabelText(texts.name), "Banda");
    await user.type(screen.getByLabelText(texts.year), "2024");
    await addMember(user, "João Pedro");
    await addMember(user, "Ana Beatriz");
    await user.click(screen.getByRole("button", { name: texts.removeMember("João Pedro") }));
    expect(screen.queryByLabelText(texts.instrumentsOf("João Pedro"))).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: texts.save }));
    await toastRegion().findByText("Banda cadastrada com sucesso!");
    expect(network.requestsTo("POST", "/api/admin/bands")[0]?.body).toMatchObject({ members: [{ musicianId: ana.id, instrument: ["Vocal"] }] });
  });

  it("shows 'ID de músico inválido.' under the member the server refused", async () => {
    network.on("POST", "/api/admin/bands", () =>
      jsonResponse(
        {
          error: {
            code: "invalid_musician",
            message: "ID de músico inválido.",
            issues: [{ path: "members.1.musicianId", message: "ID de músico inválido." }],
          },
        },
        422,
      ),
    );
    const { user, router } = await openAdminScreen("/admin/bands/new", texts.createTitle);
    await user.type(screen.getByLabelText(texts.name), "Banda");
    await user.type(screen.getByLabelText(texts.year), "2024");
    await addMember(user, "Ana Beatriz");
    await addMember(user, "Lucas Almeida");
    await user.click(screen.getByRole("button", { name: texts.save }));

    expect(await toastRegion().findByText("Não foi possível salvar a banda. ID de músico inválido.")).toBeInTheDocument();
    expect(memberRow("Lucas Almeida").getByText("ID de músico inválido.")).toBeInTheDocument();
    expect(memberRow("Ana Beatriz").queryByText("ID de músico inválido.")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/bands/new");
  });

  it("uploads the chosen image after creating the band, with progress", async () => {
    const created: Band = { ...agape, id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", members: [] };
    network.on("POST", "/api/admin/bands", () => jsonResponse({ band: created }, 201));
    const { user, router } = await openAdminScreen("/admin/bands/new", texts.createTitle);
    await user.type(screen.getByLabelText(texts.name), "Banda Ágape");
    await user.type(screen.getByLabelText(texts.year), "2019");
    await user.upload(screen.getByLabelText(texts.image), new File([new Uint8Array(2048)], "banda.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: texts.save }));

    const upload = await uploads.next();
    expect(upload.url).toBe(`/api/admin/bands/${created.id}/image`);
    act(() => upload.progress(1024, 2048));
    expect(await screen.findByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    act(() => upload.respond(200, { band: { ...created, imageUrl: IMAGE_URL } }));

    expect(await toastRegion().findByText("Banda cadastrada com sucesso!")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/bands"));
  });

  it("refuses an image over 5MB before sending it", async () => {
    const { user } = await openAdminScreen("/admin/bands/new", texts.createTitle);
    await user.upload(screen.getByLabelText(texts.image), new File([new Uint8Array(5 * 1024 * 1024 + 1)], "grande.png", { type: "image/png" }));
    expect(await screen.findByText("A imagem deve ter no máximo 5MB.")).toBeInTheDocument();
  });
});

describe("edit band form", { timeout: 20_000 }, () => {
  it("loads the band, with the instruments joined by ', ', and saves the whole member list", async () => {
    network.on("PUT", `/api/admin/bands/${agape.id}`, () => jsonResponse({ band: agape }));
    const { user, router } = await openAdminScreen(`/admin/bands/${agape.id}`, texts.editTitle);

    expect(screen.getByLabelText(texts.name)).toHaveValue("Banda Ágape");
    expect(screen.getByLabelText(texts.year)).toHaveValue("2019");
    expect(screen.getByLabelText(texts.instrumentsOf("Ana Beatriz"))).toHaveValue("Vocal, Violão");
    expect(await pickerOptions(user)).toEqual(["João PedroViolão", "Lucas AlmeidaBateria"]);
    await user.click(screen.getByRole("option", { name: /Lucas Almeida/ }));

    const name = screen.getByLabelText(texts.name);
    await user.clear(name);
    await user.type(name, "Banda Ágape Renovada");
    await user.click(screen.getByRole("button", { name: texts.save }));

    expect(await toastRegion().findByText("Banda atualizada com sucesso!")).toBeInTheDocument();
    expect(network.requestsTo("PUT", `/api/admin/bands/${agape.id}`)[0]?.body).toEqual({
      name: "Banda Ágape Renovada",
      year: 2019,
      members: [
        { musicianId: ana.id, instrument: ["Vocal", "Violão"] },
        { musicianId: lucas.id, instrument: ["Bateria"] },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/bands"));
  });

  it("says 'Não foi possível salvar a banda.' when saving fails", async () => {
    network.on("PUT", `/api/admin/bands/${agape.id}`, () => jsonResponse({ error: { code: "internal_error", message: "Erro interno do servidor." } }, 500));
    const { user, router } = await openAdminScreen(`/admin/bands/${agape.id}`, texts.editTitle);
    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(await toastRegion().findByText("Não foi possível salvar a banda.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/bands/${agape.id}`);
    expect(screen.getByRole("button", { name: texts.save })).toBeEnabled();
  });

  it("shows 'Banda não encontrada' for an unknown id", async () => {
    const missing = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";
    network.on("GET", `/api/admin/bands/${missing}`, () => jsonResponse({ error: { code: "not_found", message: "Banda não encontrada" } }, 404));
    const { user, router } = await openAdminScreen(`/admin/bands/${missing}`, texts.notFound);
    await user.click(screen.getByRole("link", { name: texts.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/bands"));
  });

  it("goes back to the list with 'Não foi possível carregar os dados da banda.' when loading fails", async () => {
    network.on("GET", `/api/admin/bands/${agape.id}`, () => jsonResponse({ error: { code: "bad_request", message: "Requisição inválida." } }, 400));
    const { router } = renderApp(`/admin/bands/${agape.id}`);
    expect(await toastRegion().findByText("Não foi possível carregar os dados da banda.", {})).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/bands"));
  });
});
