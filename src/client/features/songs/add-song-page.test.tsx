import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { songMessages } from "@shared/schemas/songs";
import { deferredResponse, fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { answerAdminWithChurch } from "@/test-support/admin-church";
import { cleanUpAdminScreen, openAdminScreen, SCREEN_TEST_TIMEOUT } from "@/test-support/admin-screen";
import { answerSongList, catalogSong } from "@/test-support/songs-fixtures";
import { songsTexts as texts } from "./texts";

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  answerAdminWithChurch(network);
  answerSongList(network, []);
  network.on("GET", "/api/admin/songs/name-availability", (request) =>
    jsonResponse({ available: request.url.searchParams.get("name")?.toLowerCase() !== "amor" }),
  );
});

afterEach(cleanUpAdminScreen);

const openAddSong = () => openAdminScreen("/admin/songs/new", texts.add.title);

const nameField = () => screen.getByLabelText(texts.form.name);
const submit = () => screen.getByRole("button", { name: texts.add.submit });
const availabilityRequests = () =>
  network.requestsTo("GET", "/api/admin/songs/name-availability").map((r) => r.url.searchParams.get("name"));

describe("add song", { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it("checks the name 500 ms after typing stops and blocks submit while it exists in the catalogue", async () => {
    const { user } = await openAddSong();

    await user.type(nameField(), "Amor");

    expect(screen.getByText(texts.form.checking)).toBeVisible();
    expect(submit()).toBeDisabled();
    expect(await screen.findByText(texts.form.duplicate)).toBeVisible();
    expect(availabilityRequests()).toEqual(["Amor"]);
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
    expect(submit()).toBeDisabled();

    await user.click(submit());
    expect(network.requestsTo("POST", "/api/admin/songs")).toHaveLength(0);

    await user.type(nameField(), " Maior");
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText(texts.form.duplicate)).toBeNull();
  });

  it("adds the song with empty optional fields as null, showing 'Salvando...', then returns to the catalogue", async () => {
    const creation = deferredResponse();
    network.on("POST", "/api/admin/songs", () => creation.promise);
    const { user, router } = await openAddSong();

    await user.type(nameField(), "  Graça Sem Fim ");
    await user.type(screen.getByLabelText(texts.form.chordFile), "https://www.cifraclub.com.br/graca");
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByRole("button", { name: texts.form.saving })).toBeDisabled();
    expect(network.requestsTo("POST", "/api/admin/songs")[0]?.body).toEqual({
      name: "Graça Sem Fim",
      author: null,
      chordFile: "https://www.cifraclub.com.br/graca",
      lyrics: null,
    });
    creation.release(jsonResponse({ song: catalogSong({ name: "Graça Sem Fim" }) }, 201));

    expect(await screen.findByText(texts.add.success)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/songs"));
  });

  it("requires the name and http(s) links, without calling the server", async () => {
    const { user } = await openAddSong();

    await user.type(screen.getByLabelText(texts.form.lyrics), "letras.mus.br/graca");
    await user.click(submit());

    expect(await screen.findByText(songMessages.nameRequired)).toBeVisible();
    expect(screen.getByText(songMessages.invalidLink)).toBeVisible();
    expect(screen.getByLabelText(texts.form.lyrics)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(texts.form.chordFile)).toHaveAttribute("type", "url");
    expect(network.requestsTo("POST", "/api/admin/songs")).toHaveLength(0);
  });

  it("shows the duplicate under the name when the server refuses it (another tab added it meanwhile)", async () => {
    network.on("POST", "/api/admin/songs", () =>
      jsonResponse({ error: { code: "duplicate_song", message: songMessages.duplicate } }, 409),
    );
    const { user } = await openAddSong();

    await user.type(nameField(), "Nova");
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByText(songMessages.duplicate)).toBeVisible();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
  });

  it("falls back to 'Não foi possível adicionar a música.' when the server fails", async () => {
    network.on("POST", "/api/admin/songs", () => jsonResponse({ error: { code: "internal_error", message: "Erro interno do servidor." } }, 500));
    const { user, router } = await openAddSong();

    await user.type(nameField(), "Nova");
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByText(texts.add.failed)).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/songs/new");
    expect(submit()).toBeEnabled();
  });

  it("titles a refusal naming a church deleted meanwhile 'Erro de Referência', with the spec's text", async () => {
    network.on("POST", "/api/admin/songs", () =>
      jsonResponse({ error: { code: "reference_missing", message: songMessages.referenceMissing } }, 409),
    );
    const { user, router } = await openAddSong();

    await user.type(nameField(), "Nova");
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByText(texts.add.referenceTitle)).toBeVisible();
    expect(screen.getByText(songMessages.referenceMissing)).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/songs/new");
  });

  it("goes back to the catalogue with Voltar", async () => {
    const { user, router } = await openAddSong();
    await user.click(screen.getByRole("link", { name: texts.form.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/songs"));
  });
});
