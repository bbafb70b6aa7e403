import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Band } from "@shared/schemas/bands";
import type { Musician } from "@shared/schemas/musicians";
import type { Plan } from "@shared/schemas/plans";
import { localIsoDate } from "@shared/schemas/services";
import { cleanUpAdminScreen, fakeAdminNetwork, SCREEN_TEST_TIMEOUT, stubResizeObserver } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { plansTexts } from "./texts";

configure({ asyncUtilTimeout: 5000 });

const texts = plansTexts.team;

function musician(id: string, name: string, instrument: string | null): Musician {
  return { id, name, instrument, isMultibanda: false, bio: null, avatarUrl: null, email: null, phone: null };
}

const ana = musician("11111111-1111-4111-8111-111111111111", "Ana Beatriz", "Vocal");
const joao = musician("22222222-2222-4222-8222-222222222222", "João Pedro", "Violão");
const lucas = musician("33333333-3333-4333-8333-333333333333", "Lucas Almeida", "Bateria");

const agape: Band = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  name: "Banda Ágape",
  year: 2019,
  imageUrl: null,
  members: [
    { musicianId: ana.id, name: ana.name, isMultibanda: false, instrument: ["Voz", "Violão"] },
    { musicianId: joao.id, name: joao.name, isMultibanda: false, instrument: ["violao"] },
    { musicianId: lucas.id, name: lucas.name, isMultibanda: false, instrument: ["Cajón"] },
  ],
};
const shalom: Band = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", name: "Shalom", year: 2020, imageUrl: null, members: [] };

const today = localIsoDate();
const plan = (values: Partial<Plan>): Plan => ({
  id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc",
  date: today,
  time: "19:00",
  bandId: agape.id,
  bandName: agape.name,
  publicKey: "k".repeat(22),
  songs: [],
  team: [],
  warnings: [],
  ...values,
});

let network: FakeNetwork;

beforeEach(() => {
  stubResizeObserver();
  Element.prototype.scrollIntoView = vi.fn();
  network = fakeAdminNetwork();
  network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: [ana, joao, lucas] }));
  network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [agape, shalom] }));
  network.on("GET", "/api/admin/plans/bloqueados", () => jsonResponse({ date: today, musicianIds: [] }));
});

afterEach(cleanUpAdminScreen);

async function openEditor(plans: Plan[]) {
  network.on("GET", "/api/admin/plans", () => jsonResponse({ upcoming: plans, past: [] }));
  const app = renderApp("/admin/plans");
  await screen.findByRole("heading", { level: 1, name: plansTexts.title });
  return app;
}

const teamList = () => within(screen.getByRole("list", { name: texts.title }));

describe("the plan's team ('Equipe')", () => {
  it(
    "'Usar a banda' puts each member in the position of their usual instrument, all 'Pendente', and is saved with the plan",
    async () => {
      const editing = plan({});
      const { user } = await openEditor([editing]);
      await user.click(await screen.findByRole("button", { name: /Editar/ }));
      const useBand = await screen.findByRole("button", { name: texts.useBand });
      await waitFor(() => expect(useBand).toBeEnabled());
      await user.click(useBand);

      const vocal = within(teamList().getByRole("list", { name: "Vocal" }));
      expect(vocal.getByText("Ana Beatriz")).toBeInTheDocument();
      expect(vocal.getByText("Pendente")).toBeInTheDocument();
      expect(within(teamList().getByRole("list", { name: "Violão" })).getByText("João Pedro")).toBeInTheDocument();
      expect(within(teamList().getByRole("list", { name: "Cajón" })).getByText("Lucas Almeida")).toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Som" }));
      expect(screen.getByRole("status", { name: texts.warningsTitle })).toHaveTextContent(texts.warnings.empty("Som"));

      network.on("PUT", `/api/admin/plans/${editing.id}`, () => jsonResponse({ plan: editing }));
      await user.click(screen.getByRole("button", { name: plansTexts.dialog.save }));
      await waitFor(() => expect(network.requestsTo("PUT", `/api/admin/plans/${editing.id}`)).toHaveLength(1));
      expect(network.requestsTo("PUT", `/api/admin/plans/${editing.id}`)[0]!.body).toMatchObject({
        team: [
          { position: "Vocal", musicianIds: [ana.id] },
          { position: "Violão", musicianIds: [joao.id] },
          { position: "Cajón", musicianIds: [lucas.id] },
          { position: "Som", musicianIds: [] },
        ],
      });
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    "warns, naming who and why, of a musician twice, of one already in another plan at the same time, and of one who blocked the day",
    async () => {
      network.on("GET", "/api/admin/plans/bloqueados", () => jsonResponse({ date: today, musicianIds: [lucas.id] }));
      const other = plan({
        id: "dddddddd-dddd-4ddd-8ddd-dddddddddddd",
        bandId: shalom.id,
        bandName: "Shalom",
        team: [{ position: "Teclado", members: [{ musicianId: joao.id, musicianName: joao.name, status: "pendente", declineReason: null }] }],
      });
      const { user } = await openEditor([plan({}), other]);
      await user.click((await screen.findAllByRole("button", { name: /Editar/ }))[0]!);
      await user.click(await screen.findByRole("button", { name: "Vocal" }));
      await user.click(screen.getByRole("button", { name: "Violão" }));
      await user.click(screen.getByRole("button", { name: "Bateria" }));
      for (const [position, name] of [["Vocal", ana.name], ["Violão", ana.name], ["Violão", joao.name], ["Bateria", lucas.name]] as const) {
        await user.click(screen.getByRole("combobox", { name: texts.addMusician(position) }));
        await user.click(await screen.findByRole("option", { name: new RegExp(name) }));
      }
      const warnings = screen.getByRole("status", { name: texts.warningsTitle });
      expect(warnings).toHaveTextContent(texts.warnings.twice(ana.name, ["Vocal", "Violão"]));
      expect(warnings).toHaveTextContent(texts.warnings.sameTime(joao.name, "Shalom"));
      expect(warnings).toHaveTextContent(texts.warnings.blocked(lucas.name));
      expect(network.requestsTo("GET", "/api/admin/plans/bloqueados")[0]!.url.searchParams.get("date")).toBe(today);

      await user.click(screen.getByRole("button", { name: texts.removeMusician(ana.name, "Violão") }));
      expect(warnings).not.toHaveTextContent(texts.warnings.twice(ana.name, ["Vocal", "Violão"]));
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    "offers 'Usar a banda' only once a band is chosen",
    async () => {
      const { user } = await openEditor([]);
      await user.click(screen.getByRole("button", { name: plansTexts.newPlan }));
      expect(await screen.findByRole("button", { name: texts.useBand })).toBeDisabled();
      expect(screen.getByText(texts.useBandHint)).toBeInTheDocument();
    },
    SCREEN_TEST_TIMEOUT,
  );

  it("shows each name with its answer and the server's warnings on the plan's card", async () => {
    await openEditor([
      plan({
        team: [
          { position: "Vocal", members: [{ musicianId: ana.id, musicianName: ana.name, status: "pendente", declineReason: null }] },
          { position: "Som", members: [] },
        ],
        warnings: [{ kind: "empty", position: "Som" }],
      }),
    ]);
    expect(await screen.findByText(ana.name)).toBeInTheDocument();
    expect(screen.getByText("Pendente")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: texts.warningsTitle })).toHaveTextContent(texts.warnings.empty("Som"));
  });
});
