import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/lib/paths";
import { answerChurchAndConfig, renderChurchRoutes, TEST_CHURCH, TEST_CHURCH_API } from "@/test-support/church-pages";
import { fakeNetwork, jsonResponse } from "@/test-support/fake-network";
import { planSong, publicPlan } from "@/test-support/public-fixtures";
import { PlanPage } from "./plan-page";
import { planPageTexts as texts } from "./texts";

const PLAN_KEY = "r".repeat(22);

/** A chart in G, written for this test. */
const CHART = ["{title: Luz do Amanhecer}", "{key: G}", "{start_of_verse}", "[G]Luz do aman[D/F#]hecer", "[Em7]brilha em [C7M]mim", "{end_of_verse}"].join("\n");

const plan = publicPlan([
  planSong({ position: 0, songName: "Luz do Amanhecer", author: "Autora da Casa", musicalKey: "A", chart: CHART, originalKey: "G", note: "Começa só no violão" }),
  planSong({ position: 1, songName: "Sem Cifra", musicalKey: "D", chordUrl: "https://cifras.example.org/sem" }),
  planSong({ position: 2, songName: "Tom a Definir", chart: CHART, originalKey: "G" }),
]);

let print: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  const network = fakeNetwork();
  answerChurchAndConfig(network);
  network.on("GET", `${TEST_CHURCH_API}/ensaio/${PLAN_KEY}`, () => jsonResponse(plan));
  // The browser's print dialog: what the page asks of it is the test's to see.
  print = vi.spyOn(window, "print").mockImplementation(() => {});
});

afterEach(() => {
  print.mockRestore();
});

async function openPlan() {
  const view = renderChurchRoutes([{ path: paths.church.plan.pattern, element: <PlanPage /> }], paths.church.plan.href(TEST_CHURCH, PLAN_KEY));
  const controls = await screen.findByRole("form", { name: texts.repertoire });
  return { ...view, controls, printed: () => screen.getByTestId("printable-repertoire") };
}

const textsOf = (element: Element, selector: string) => [...element.querySelectorAll(selector)].map((node) => node.textContent);

describe("'Imprimir repertório' and 'Baixar PDF' on the plan's page (issue 42)", () => {
  it("prints through the browser a document of the whole set, each song's chart in the plan's key, one song a page", async () => {
    const { user, controls, printed } = await openPlan();
    expect(within(controls).getByRole("radio", { name: texts.layouts.musica })).toBeChecked();
    expect(within(controls).getByRole("radio", { name: texts.layouts.continuo })).not.toBeChecked();

    await user.click(within(controls).getByRole("button", { name: texts.print }));
    expect(print).toHaveBeenCalledTimes(1);

    // The printed document: on screen it is not shown (nor read), in print it is all there is, on A4.
    const document = printed();
    expect(document).toHaveStyle({ display: "none" });
    expect(document.querySelector("style")?.textContent).toContain("@page { size: A4;");
    expect(screen.getByRole("heading", { level: 1 }).closest(".print\\:hidden")).not.toBeNull();
    expect(controls).toHaveClass("print:hidden");

    // A header on each page, with the date, the church and the band.
    expect(textsOf(document, "header p:first-child")).toEqual(Array(3).fill("Repertório do culto de 01.03.2099"));
    expect(document).toHaveTextContent("01.03.2099 às 19:00 · Igreja Esperança · Banda: Banda Kairós (2024)");
    // Each song with its key: the plan's, or the chart's own when the plan gives none.
    expect(textsOf(document, "h2")).toEqual(["1. Luz do AmanhecerTom: A", "2. Sem CifraTom: D", "3. Tom a DefinirTom: G (original)"]);
    expect(document).toHaveTextContent("Autora da Casa");
    expect(document).toHaveTextContent("Observação: Começa só no violão");
    expect(document).toHaveTextContent("Esta música ainda não tem cifra.");
    // Monospaced lines: the chart in A, each chord over its syllable; the song without a key in G.
    const over = (chord: string, lyricBefore: string, next: string) => chord.padEnd(lyricBefore.length) + next;
    expect(textsOf(document, "[data-printed-chords]")).toEqual([
      over("A", "Luz do aman", "E/G#"),
      over("F#m7", "brilha em ", "D7M"),
      over("G", "Luz do aman", "D/F#"),
      over("Em7", "brilha em ", "C7M"),
    ]);
    expect(textsOf(document, "[data-printed-chords] + p")).toEqual(["Luz do amanhecer", "brilha em mim", "Luz do amanhecer", "brilha em mim"]);
    const sections = document.querySelectorAll("section");
    expect([...sections].map((section) => section.classList.contains("break-before-page"))).toEqual([false, true, true]);
  });

  it("runs the songs on with 'Contínuo', under one header, also when the browser's own print is used", async () => {
    const { user, controls, printed } = await openPlan();
    await user.click(within(controls).getByRole("radio", { name: texts.layouts.continuo }));
    // Not drawn until a print is asked for (the page's charts are drawn once); the browser's menu or Ctrl+P draws it.
    expect(screen.queryByTestId("printable-repertoire")).toBeNull();
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(printed()).toHaveAttribute("data-layout", "continuo");
    expect(textsOf(printed(), "header")).toHaveLength(1);
    expect([...printed().querySelectorAll("section")].some((section) => section.classList.contains("break-before-page"))).toBe(false);

    await user.click(within(controls).getByRole("radio", { name: texts.layouts.musica }));
    expect(printed()).toHaveAttribute("data-layout", "musica");
  });

  it("'Baixar PDF' asks the server for the same document, with the choice, as a form that works before the scripts", async () => {
    const { controls } = await openPlan();
    const form = controls as HTMLFormElement;
    expect(form.method).toBe("get");
    expect(new URL(form.action).pathname).toBe(`${TEST_CHURCH_API}/ensaio/${PLAN_KEY}/repertorio.pdf`);
    expect(within(controls).getByRole("button", { name: texts.downloadPdf })).toHaveAttribute("type", "submit");
    expect(within(controls).getByRole("radio", { name: texts.layouts.continuo })).toHaveAttribute("name", "paginas");
    expect(within(controls).getByRole("radio", { name: texts.layouts.continuo })).toHaveAttribute("value", "continuo");
  });
});
