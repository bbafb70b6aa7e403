import { configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plan, PlanInputBody } from "@shared/schemas/plans";
import { localIsoDate } from "@shared/schemas/services";
import { cleanUpAdminScreen, fakeAdminNetwork, openAdminScreen, SCREEN_TEST_TIMEOUT } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { plansTexts } from "./texts";

configure({ asyncUtilTimeout: 5000 });

const texts = plansTexts.escala;
const ana = { id: "11111111-1111-4111-8111-111111111111", name: "Ana Beatriz" };
const bia = { id: "22222222-2222-4222-8222-222222222222", name: "Bia Souza" };
const caio = { id: "33333333-3333-4333-8333-333333333333", name: "Caio Lima" };

const planOnCard: Plan = {
  id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc",
  date: localIsoDate(),
  time: "19:00",
  bandId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  bandName: "Banda Ágape",
  publicKey: "k".repeat(22),
  songs: [],
  team: [
    {
      position: "Vocal",
      members: [
        { musicianId: ana.id, musicianName: ana.name, status: "recusado", declineReason: "Estarei viajando" },
        { musicianId: caio.id, musicianName: caio.name, status: "pendente", declineReason: null },
      ],
    },
  ],
  warnings: [],
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
  network.on("GET", "/api/admin/plans", () => jsonResponse({ upcoming: [planOnCard], past: [] }));
});

afterEach(cleanUpAdminScreen);

const openPlans = () => openAdminScreen("/admin/plans", plansTexts.title);

describe("the escala on the plan's card", () => {
  it("shows who declined with the reason and who has not answered, and 'Enviar escala' says what went", async () => {
    network.on("POST", `/api/admin/plans/${planOnCard.id}/escala`, () => jsonResponse({ sent: 1, updated: 0, alreadySent: 1, withoutEmail: [caio.name] }));
    const { user } = await openPlans();
    expect(await screen.findByText("Recusado")).toBeInTheDocument();
    expect(screen.getByText(`(${plansTexts.team.declineReason("Estarei viajando")})`)).toBeInTheDocument();
    expect(screen.getByText(plansTexts.team.waiting([caio.name]))).toBeInTheDocument();

    const share = new URL(screen.getByRole("link", { name: texts.whatsApp }).getAttribute("href")!);
    expect(share.origin + share.pathname).toBe("https://wa.me/");
    expect(share.searchParams.get("text")).toContain("*Vocal:* Ana Beatriz ❌, Caio Lima");

    await user.click(screen.getByRole("button", { name: texts.send }));
    expect(await screen.findByText(`${texts.sent({ sent: 1, updated: 0, alreadySent: 1 })} ${texts.withoutEmail([caio.name])}`)).toBeInTheDocument();
    expect(network.requestsTo("POST", `/api/admin/plans/${planOnCard.id}/escala`)).toHaveLength(1);
  });

  it(
    "suggests who is free for a declined position, least served first, and one tap puts them in it",
    async () => {
      network.on("GET", `/api/admin/plans/${planOnCard.id}/replacements`, () =>
        jsonResponse({ position: "Vocal", candidates: [{ musicianId: bia.id, musicianName: bia.name, served: 0 }, { musicianId: "x", musicianName: "Zé", served: 3 }] }),
      );
      network.on("PUT", `/api/admin/plans/${planOnCard.id}`, () => jsonResponse({ plan: planOnCard }));
      const { user } = await openPlans();
      await user.click(await screen.findByRole("button", { name: texts.suggest("Vocal") }));
      const dialog = await screen.findByRole("dialog");
      expect(await within(dialog).findByText(bia.name)).toBeInTheDocument();
      expect(within(dialog).getByText(texts.served(0))).toBeInTheDocument();
      expect(within(dialog).getByText(texts.served(3))).toBeInTheDocument();
      expect(network.requestsTo("GET", `/api/admin/plans/${planOnCard.id}/replacements`)[0]!.url.searchParams.get("position")).toBe("Vocal");

      await user.click(within(dialog).getByRole("button", { name: texts.schedule(bia.name) }));
      expect(await screen.findByText(texts.scheduled(bia.name, "Vocal"))).toBeInTheDocument();
      const [saved] = network.requestsTo("PUT", `/api/admin/plans/${planOnCard.id}`);
      expect((saved!.body as PlanInputBody).team).toEqual([{ position: "Vocal", musicianIds: [ana.id, caio.id, bia.id] }]);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
