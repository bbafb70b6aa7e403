import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { churchMessages, type Church } from "@shared/schemas/churches";
import { INVALID_IMAGE_MESSAGE } from "@shared/images";
import { answerSignedIn } from "@/test-support/auth-fixtures";
import { deferredResponse, fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { fakeUploads, type FakeUploads } from "@/test-support/fake-upload";
import { cleanUpAdminScreen, testChurch } from "@/test-support/admin-screen";
import { renderApp } from "@/test-support/render-app";
import { churchTexts as texts } from "./texts";

const existing: Church = { ...testChurch, address: "Rua das Flores, 100" };

let network: FakeNetwork;
let uploads: FakeUploads;
let current: Church | null;

beforeEach(() => {
  network = fakeNetwork();
  uploads = fakeUploads();
  answerSignedIn(network);
  current = null;
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: current }));
});

afterEach(cleanUpAdminScreen);

/** Answers the availability check: every slug in `taken` belongs to another church. */
function answerAvailability(taken: string[] = []) {
  network.on("GET", "/api/admin/church/slug-availability", ({ url }) => {
    const slug = url.searchParams.get("slug") ?? "";
    return jsonResponse({ slug, available: !taken.includes(slug) });
  });
}

async function openPage() {
  const app = renderApp("/admin/church");
  const user = userEvent.setup({ applyAccept: false });
  await screen.findByRole("heading", { name: texts.title, level: 1 });
  await screen.findByLabelText(texts.fields.name);
  return { ...app, user };
}

const field = (label: string) => screen.getByLabelText(label);
const menu = () => within(screen.getByRole("navigation", { name: "Menu Principal" }));

function slugStatusLine() {
  const line = document.querySelector<HTMLElement>("[data-slug-state]");
  if (!line) throw new Error("no slug status line");
  return line;
}

describe("church settings page", () => {
  it("shows a skeleton while loading, then the church in the form", async () => {
    current = existing;
    const app = renderApp("/admin/church");
    expect(await screen.findByRole("heading", { name: texts.title, level: 1 })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByLabelText(texts.fields.name)).toHaveValue(existing.name);
    expect(field(texts.fields.slug)).toHaveValue(existing.slug);
    expect(field(texts.fields.address)).toHaveValue(existing.address);
    expect(field(texts.fields.youtubeChannel)).toHaveValue(existing.youtubeChannel);
    expect(screen.getByText(texts.fields.logoHint)).toBeInTheDocument();
    expect(slugStatusLine()).toHaveAttribute("data-slug-state", "current");
    app.unmount();
  });

  it("shows the spec's message when the church cannot be loaded", async () => {
    network.on("GET", "/api/admin/church", () => jsonResponse({ error: { code: "x", message: "falhou" } }, 400));
    renderApp("/admin/church");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(texts.toast.loadFailed);
    expect(within(alert).getByRole("button", { name: texts.retry })).toBeInTheDocument();
  });

  it("requires name, id and channel with the spec's messages", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(await screen.findByText(churchMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(churchMessages.slugRequired)).toBeInTheDocument();
    expect(screen.getByText(churchMessages.channelRequired)).toBeInTheDocument();
    expect(field(texts.fields.name)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/admin/church")).toHaveLength(0);
  });

  it("shows the typed id normalised and walks through unknown, checking, available and taken", async () => {
    const check = deferredResponse();
    network.on("GET", "/api/admin/church/slug-availability", () => check.promise);
    const { user } = await openPage();
    const slug = field(texts.fields.slug);

    await user.type(slug, "Ig");
    expect(slug).toHaveValue("ig");
    expect(slugStatusLine()).toHaveAttribute("data-slug-state", "unknown");
    expect(slugStatusLine()).toHaveTextContent(texts.slugStatus.unknown);

    await user.type(slug, "reja São João");
    expect(slug).toHaveValue("igreja-sao-joao");
    // Nothing is asked while the user is typing (500 ms debounce).
    expect(slugStatusLine()).toHaveAttribute("data-slug-state", "unknown");
    expect(network.requestsTo("GET", "/api/admin/church/slug-availability")).toHaveLength(0);

    await waitFor(() => expect(slugStatusLine()).toHaveAttribute("data-slug-state", "checking"));
    expect(slugStatusLine()).toHaveTextContent(texts.slugStatus.checking);
    await waitFor(() => expect(network.requestsTo("GET", "/api/admin/church/slug-availability")).toHaveLength(1));
    const requests = network.requestsTo("GET", "/api/admin/church/slug-availability");
    expect(requests[0]?.url.searchParams.get("slug")).toBe("igreja-sao-joao");

    check.release(jsonResponse({ slug: "igreja-sao-joao", available: true }));
    await waitFor(() => expect(slugStatusLine()).toHaveAttribute("data-slug-state", "available"));
    expect(slugStatusLine()).toHaveTextContent(texts.slugStatus.available);

    answerAvailability(["igreja-sao-joao-2"]);
    await user.type(slug, " 2");
    await waitFor(() => expect(slugStatusLine()).toHaveAttribute("data-slug-state", "taken"));
    expect(slugStatusLine()).toHaveTextContent(texts.slugStatus.taken);
  });

  it("creates the church: blocked while the id is taken, saved with a free one, then the menu unlocks", async () => {
    answerAvailability(["igreja-esperanca"]);
    network.on("POST", "/api/admin/church", ({ body }) => {
      current = { ...existing, ...(body as Partial<Church>), id: existing.id, logoUrl: null };
      return jsonResponse({ church: current }, 201);
    });
    const { user } = await openPage();
    expect(await menu().findByRole("link", { name: "Músicos" })).toHaveAttribute("aria-disabled", "true");

    await user.type(field(texts.fields.name), "Igreja Esperança");
    // A new church's id follows its name.
    expect(field(texts.fields.slug)).toHaveValue("igreja-esperanca");
    await user.type(field(texts.fields.youtubeChannel), "@esperanca");
    await waitFor(() => expect(slugStatusLine()).toHaveAttribute("data-slug-state", "taken"));

    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(await screen.findAllByText(churchMessages.slugUnavailable)).not.toHaveLength(0);
    expect(field(texts.fields.slug)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/admin/church")).toHaveLength(0);

    await user.clear(field(texts.fields.slug));
    await user.type(field(texts.fields.slug), "esperanca-bh");
    // Saving before the check ran is blocked too.
    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(network.requestsTo("POST", "/api/admin/church")).toHaveLength(0);

    await waitFor(() => expect(slugStatusLine()).toHaveAttribute("data-slug-state", "available"));
    await user.click(screen.getByRole("button", { name: texts.save }));

    expect(await screen.findByText(texts.toast.saved)).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/admin/church")[0]?.body).toEqual({
      name: "Igreja Esperança",
      slug: "esperanca-bh",
      address: null,
      youtubeChannel: "https://www.youtube.com/@esperanca",
      // A new church starts with its charts unpublished, a reminder 3 days before and the plan sent the day before.
      publishCharts: false,
      escalaReminderDays: 3,
      escalaDayBefore: true,
    });
    await waitFor(() => expect(menu().getByRole("link", { name: "Músicos" })).not.toHaveAttribute("aria-disabled"));
    expect(screen.getByText(texts.descriptionExisting)).toBeInTheDocument();
    expect(slugStatusLine()).toHaveAttribute("data-slug-state", "current");

    // What to do next, in order, each a link (docs/decisions/429).
    const next = screen.getByRole("status", { name: texts.nextSteps.title });
    expect(within(next).getByRole("link", { name: new RegExp(texts.nextSteps.musicians) })).toHaveAttribute("href", "/admin/musicians");
    expect(within(next).getByRole("link", { name: new RegExp(texts.nextSteps.band) })).toHaveAttribute("href", "/admin/bands/new");
    expect(within(next).getByRole("link", { name: new RegExp(texts.nextSteps.service) })).toHaveAttribute("href", "/admin/services/new");
  });

  it("shows 'Salvando...' while saving and updates an existing church without checking its own id", async () => {
    current = existing;
    const save = deferredResponse();
    network.on("PUT", "/api/admin/church", () => save.promise);
    const { user } = await openPage();

    await user.clear(field(texts.fields.name));
    await user.type(field(texts.fields.name), "Igreja Central");
    // An existing church's id does not follow the name.
    expect(field(texts.fields.slug)).toHaveValue(existing.slug);
    await user.click(screen.getByRole("button", { name: texts.save }));

    expect(await screen.findByRole("button", { name: texts.saving })).toBeDisabled();
    current = { ...existing, name: "Igreja Central" };
    save.release(jsonResponse({ church: current }));
    expect(await screen.findByText(texts.toast.saved)).toBeInTheDocument();
    expect(network.requestsTo("PUT", "/api/admin/church")[0]?.body).toMatchObject({ name: "Igreja Central", slug: existing.slug });
    expect(network.requestsTo("GET", "/api/admin/church/slug-availability")).toHaveLength(0);
    // Editing a church that exists is no first step.
    expect(screen.queryByRole("status", { name: texts.nextSteps.title })).not.toBeInTheDocument();
  });

  it("saves 'Publicar cifras', the reminder ('nunca' or days before) and the day-before mail, with the rights' help text", async () => {
    current = { ...existing, escalaReminderDays: 5 };
    network.on("PUT", "/api/admin/church", ({ body }) => {
      current = { ...existing, ...(body as Partial<Church>) };
      return jsonResponse({ church: current });
    });
    const { user } = await openPage();

    const publish = screen.getByRole("checkbox", { name: texts.options.publishCharts });
    expect(publish).not.toBeChecked();
    expect(screen.getByText(/A igreja responde pelos direitos do que publica/)).toBeInTheDocument();
    const reminder = screen.getByRole("combobox", { name: texts.options.reminder });
    expect(reminder).toHaveValue("5");
    expect(within(reminder).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "nunca",
      "1 dia antes",
      ...Array.from({ length: 13 }, (_, index) => `${index + 2} dias antes`),
    ]);
    const dayBefore = screen.getByRole("checkbox", { name: texts.options.dayBefore });
    expect(dayBefore).toBeChecked();

    await user.click(publish);
    await user.selectOptions(reminder, "nunca");
    await user.click(dayBefore);
    await user.click(screen.getByRole("button", { name: texts.save }));

    expect(await screen.findByText(texts.toast.saved)).toBeInTheDocument();
    expect(network.requestsTo("PUT", "/api/admin/church")[0]?.body).toMatchObject({ publishCharts: true, escalaReminderDays: null, escalaDayBefore: false });
    expect(screen.getByRole("checkbox", { name: texts.options.publishCharts })).toBeChecked();

    await user.selectOptions(screen.getByRole("combobox", { name: texts.options.reminder }), "14");
    await user.click(screen.getByRole("button", { name: texts.save }));
    await waitFor(() => expect(network.requestsTo("PUT", "/api/admin/church")).toHaveLength(2));
    expect(network.requestsTo("PUT", "/api/admin/church")[1]?.body).toMatchObject({ escalaReminderDays: 14 });
  });

  it("puts the server's refusal of a taken id under the field", async () => {
    current = existing;
    answerAvailability();
    network.on("PUT", "/api/admin/church", () =>
      jsonResponse({ error: { code: "slug_unavailable", message: churchMessages.slugUnavailable } }, 409),
    );
    const { user } = await openPage();
    await user.clear(field(texts.fields.slug));
    await user.type(field(texts.fields.slug), "outra-igreja");
    await waitFor(() => expect(slugStatusLine()).toHaveAttribute("data-slug-state", "available"));
    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(await screen.findAllByText(churchMessages.slugUnavailable)).not.toHaveLength(0);
    expect(field(texts.fields.slug)).toHaveAttribute("aria-invalid", "true");
  });

  it("toasts the spec's message when saving fails", async () => {
    current = existing;
    network.on("PUT", "/api/admin/church", () => jsonResponse({ error: { code: "internal_error", message: "x" } }, 500));
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.save }));
    expect(await screen.findByText(texts.toast.saveFailed)).toBeInTheDocument();
  });

  it("uploads a new logo at once for an existing church, with progress", async () => {
    current = existing;
    const { user } = await openPage();
    const png = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    await user.upload(field(texts.fields.logo), png);

    const upload = await uploads.next();
    expect(upload.url).toBe("/api/admin/church/logo");
    expect(upload.body.get("file")).toBe(png);
    act(() => upload.progress(50, 100));
    expect(await screen.findByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("button", { name: texts.save })).toBeDisabled();

    current = { ...existing, logoUrl: "/uploads/church-logos/0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f.webp" };
    act(() => upload.respond(200, { church: current }));
    expect(await screen.findByText(texts.toast.logoUpdated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("img", { name: texts.fields.logo })).toHaveAttribute("src", current?.logoUrl),
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("refuses a non-image before uploading, and shows the server's refusal", async () => {
    current = existing;
    const { user } = await openPage();
    await user.upload(field(texts.fields.logo), new File(["oi"], "notas.txt", { type: "text/plain" }));
    expect(await screen.findByText(INVALID_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);

    await user.upload(field(texts.fields.logo), new File(["não é png"], "falso.png", { type: "image/png" }));
    const upload = await uploads.next();
    act(() => upload.respond(422, { error: { code: "invalid_image", message: INVALID_IMAGE_MESSAGE } }));
    expect(await screen.findByText(texts.toast.logoFailed)).toBeInTheDocument();
    expect(screen.getByText(INVALID_IMAGE_MESSAGE)).toBeInTheDocument();
  });

  it("keeps a logo picked before the church exists and uploads it right after creating it", async () => {
    answerAvailability();
    network.on("POST", "/api/admin/church", ({ body }) => {
      current = { ...existing, ...(body as Partial<Church>), logoUrl: null };
      return jsonResponse({ church: current }, 201);
    });
    const { user } = await openPage();
    const png = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    await user.upload(field(texts.fields.logo), png);
    expect(await screen.findByText(texts.fields.logoPendingHint)).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);

    await user.type(field(texts.fields.name), "Igreja Nova");
    await user.type(field(texts.fields.youtubeChannel), "https://www.youtube.com/@nova");
    await waitFor(() => expect(slugStatusLine()).toHaveAttribute("data-slug-state", "available"));
    await user.click(screen.getByRole("button", { name: texts.save }));

    const upload = await uploads.next();
    expect(network.requestsTo("POST", "/api/admin/church")).toHaveLength(1);
    expect(upload.body.get("file")).toBe(png);
    current = { ...(current as Church), logoUrl: "/uploads/church-logos/0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f.webp" };
    act(() => upload.respond(200, { church: current }));
    expect(await screen.findByText(texts.toast.logoUpdated)).toBeInTheDocument();
  });
});
