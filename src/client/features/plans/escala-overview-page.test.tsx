import { configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EscalaOverviewResponse } from "@shared/schemas/escala";
import { localIsoDate } from "@shared/schemas/services";
import { cleanUpAdminScreen, fakeAdminNetwork, openAdminScreen, openListWhileLoading } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { onAPhone } from "@/test-support/phone-width";
import { plansTexts } from "./texts";

configure({ asyncUtilTimeout: 5000 });

const texts = plansTexts.overview;
const status = plansTexts.team.status;
const API = "/api/admin/plans/escalas";

const ana = { musicianId: "11111111-1111-4111-8111-111111111111", musicianName: "Ana Beatriz" };
const bruno = { musicianId: "22222222-2222-4222-8222-222222222222", musicianName: "Bruno Lima" };
const caio = { musicianId: "33333333-3333-4333-8333-333333333333", musicianName: "Caio Souza" };

const overview: EscalaOverviewResponse = {
  from: "2027-06-01",
  until: "2027-07-26",
  servedSince: "2027-03-01",
  plans: [
    {
      id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
      date: "2027-06-06",
      time: "19:00",
      bandName: "Banda Ágape",
      team: [
        { position: "Vocal", musicianId: ana.musicianId, status: "confirmado", declineReason: null },
        { position: "Vocal", musicianId: bruno.musicianId, status: "recusado", declineReason: "Estarei viajando" },
        { position: "Som", musicianId: null, status: "pendente", declineReason: null },
      ],
    },
    {
      id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
      date: "2027-06-13",
      time: "09:30",
      bandName: "Kairós",
      team: [{ position: "Vocal", musicianId: caio.musicianId, status: "pendente", declineReason: null }],
    },
  ],
  // In no particular order: the screen puts who served most first.
  served: [
    { ...bruno, served: 0, upcoming: 0 },
    { ...caio, served: 1, upcoming: 1 },
    { ...ana, served: 5, upcoming: 1 },
  ],
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
});

afterEach(cleanUpAdminScreen);

const openOverview = () => openAdminScreen("/admin/escalas", texts.title);

const grid = async () => within(await screen.findByRole("region", { name: texts.gridLabel }));

describe("'Escalas'", () => {
  it("is the menu's current entry, and asks for the 8 weeks from the browser's today", async () => {
    network.on("GET", API, () => jsonResponse(overview));
    await openOverview();
    expect(screen.getByRole("link", { name: texts.title })).toHaveAttribute("aria-current", "page");
    await grid();
    expect(network.requestsTo("GET", API)[0]!.url.searchParams.get("today")).toBe(localIsoDate());
  });

  it("shows each plan as a column and each position as a row, every name with its answer in words", async () => {
    network.on("GET", API, () => jsonResponse(overview));
    await openOverview();
    const table = await grid();
    const columns = table.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(columns).toEqual([texts.positionHeading, expect.stringContaining("06/06"), expect.stringContaining("13/06")]);
    expect(columns[1]).toContain("19:00 · Banda Ágape");
    expect(columns[1]).toContain(texts.waiting(0));
    expect(columns[2]).toContain("09:30 · Kairós");
    expect(columns[2]).toContain(texts.waiting(1));

    const [, vocal, som] = table.getAllByRole("row");
    const vocalCells = within(vocal!).getAllByRole("cell");
    expect(within(vocal!).getByRole("rowheader")).toHaveTextContent("Vocal");
    const first = within(vocalCells[0]!).getAllByRole("listitem");
    expect(first[0]).toHaveTextContent(`${ana.musicianName}${status.confirmado}`);
    expect(first[1]).toHaveTextContent(`${bruno.musicianName}${status.recusado}${plansTexts.team.declineReason("Estarei viajando")}`);
    expect(vocalCells[1]).toHaveTextContent(`${caio.musicianName}${status.pendente}`);

    const somCells = within(som!).getAllByRole("cell");
    expect(somCells[0]).toHaveTextContent(texts.positionEmpty);
    expect(somCells[1]).toHaveTextContent(texts.notInTeam);
  });

  it("lists how often each musician served in the last 3 months, most first", async () => {
    network.on("GET", API, () => jsonResponse(overview));
    await openOverview();
    const section = within(await screen.findByRole("region", { name: texts.servedTitle }));
    expect(section.getByText(texts.servedDescription("01/03/2027"))).toBeInTheDocument();
    const rows = section.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
    const names = section.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(names).toEqual([ana.musicianName, caio.musicianName, bruno.musicianName]);
    expect(rows).toEqual([
      [texts.servedTimes(5), texts.servedTimes(1)],
      [texts.servedTimes(1), texts.servedTimes(1)],
      [texts.servedTimes(0), texts.servedTimes(0)],
    ]);
  });

  it("says so when no service is planned in the 8 weeks, and still shows who served", async () => {
    network.on("GET", API, () => jsonResponse({ ...overview, plans: [] }));
    await openOverview();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByText(texts.emptyHint)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: texts.gridLabel })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: texts.servedTitle })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: texts.openPlans })).toHaveAttribute("href", "/admin/plans");
  });

  it("shows a skeleton while loading, and a way to try again when the load fails", async () => {
    const { answer, user } = await openListWhileLoading(network, API, "/admin/escalas", texts);
    answer.release(jsonResponse({ error: { code: "bad", message: "x" } }, 400));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(texts.loadFailed);
    network.on("GET", API, () => jsonResponse(overview));
    await user.click(within(alert).getByRole("button", { name: texts.retry }));
    expect(await grid()).toBeTruthy();
  });

  describe("on a phone", () => {
    onAPhone();

    it("keeps the grid in its own scrolling box, the positions as sticky row headers", async () => {
      network.on("GET", API, () => jsonResponse(overview));
      await openOverview();
      const region = await screen.findByRole("region", { name: texts.gridLabel });
      expect(region).toHaveClass("overflow-x-auto");
      expect(region).toHaveAttribute("tabindex", "0");
      for (const header of within(region).getAllByRole("rowheader")) expect(header).toHaveClass("sticky", "left-0");
      expect(within(screen.getByRole("main")).getByRole("link", { name: texts.openPlans })).toHaveClass("max-md:h-11");
    });
  });
});
