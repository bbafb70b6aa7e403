import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { chordChartTexts } from "@/components/chord-chart/texts";
import { paths } from "@/lib/paths";
import { answerChurchAndConfig, renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { planSong, publicPlan } from "@/test-support/public-fixtures";
import { PlanPage } from "./plan-page";
import { planPageTexts as texts } from "./texts";

const PLAN_KEY = "k".repeat(22);

/** A chart in G, written for this test. */
const CHART = ["{title: Luz do Amanhecer}", "{key: G}", "[G]Luz do aman[D/F#]hecer", "[Em7]brilha em [C7M]mim"].join("\n");

const plan = publicPlan([
  planSong({ position: 0, songName: "Luz do Amanhecer", musicalKey: "A", chart: CHART, originalKey: "G", chordUrl: "https://cifras.example.org/luz" }),
  planSong({ position: 1, songName: "Sem Cifra", musicalKey: "D", chordUrl: "https://cifras.example.org/sem", lyricsUrl: "https://letras.example.org/sem" }),
  planSong({ position: 2, songName: "Tom a Definir", chart: CHART, originalKey: "G" }),
]);

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  answerChurchAndConfig(network);
  network.on("GET", `${TEST_CHURCH_API}/ensaio/${PLAN_KEY}`, () => jsonResponse(plan));
});

const chordsIn = (element: HTMLElement) => [...element.querySelectorAll("[data-chord]")].map((chord) => chord.textContent).filter(Boolean);

describe("the plan's rehearsal page with charts (issue 42)", () => {
  it("shows each song's chart in the plan's key, and keeps the links of a song without one", async () => {
    renderChurchRoutes([{ path: paths.church.plan.pattern, element: <PlanPage /> }], paths.church.plan.href(TEST_CHURCH, PLAN_KEY));

    const inA = await screen.findByRole("region", { name: texts.chartOf("Luz do Amanhecer") });
    expect(chordsIn(inA)).toEqual(["A", "E/G#", "F#m7", "D7M"]);
    expect(within(inA).getByRole("combobox", { name: chordChartTexts.key })).toHaveValue("A");
    // The church's own chart takes the place of the link to one elsewhere.
    const first = screen.getByRole("heading", { name: /1\. Luz do Amanhecer/ }).closest<HTMLElement>("[data-slot=card]")!;
    expect(within(first).queryByRole("link", { name: texts.chords })).not.toBeInTheDocument();

    // Without a key in the plan, the chart's own.
    expect(chordsIn(screen.getByRole("region", { name: texts.chartOf("Tom a Definir") }))).toEqual(["G", "D/F#", "Em7", "C7M"]);

    expect(screen.queryByRole("region", { name: texts.chartOf("Sem Cifra") })).not.toBeInTheDocument();
    const second = screen.getByRole("heading", { name: /2\. Sem Cifra/ }).closest<HTMLElement>("[data-slot=card]")!;
    expect(within(second).getByRole("link", { name: texts.chords })).toHaveAttribute("href", "https://cifras.example.org/sem");
    expect(within(second).getByRole("link", { name: texts.lyrics })).toHaveAttribute("href", "https://letras.example.org/sem");
  });
});
