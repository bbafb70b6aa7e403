import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ChordChart } from "./chord-chart";
import { chordChartTexts as texts } from "./texts";

/** A short chart in G, written for this test. */
const CHART = [
  "{title: Fiel é o Teu amor}",
  "{key: G}",
  "{start_of_verse: Primeira Parte}",
  "[G]Quando a noite vem [D/F#]chegando",
  "[Em7]Tua voz me faz lem[C7M]brar",
  "{end_of_verse}",
  "",
  "{start_of_chorus: Refrão}",
  "[G]Fiel, fiel é o Teu [Bb°]amor [Am7(11)]",
  "{end_of_chorus}",
].join("\n");

const chords = () => [...document.querySelectorAll("[data-chord]")].map((chord) => chord.textContent).filter(Boolean);

describe("a chart in the key of the day", () => {
  it("shows the chart in the plan's key, each suffix as written and each note as the key spells it", () => {
    render(<ChordChart chart={CHART} keyOfDay="D" />);
    expect(screen.getByRole("article", { name: "Fiel é o Teu amor" })).toBeInTheDocument();
    expect(chords()).toEqual(["D", "A/C#", "Bm7", "G7M", "D", "F°", "Em7(11)"]);
    expect(screen.getByRole("heading", { name: "Refrão" })).toBeInTheDocument();
    expect(screen.getByText("chegando")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: texts.key })).toHaveValue("D");
  });

  it("changes the key for this viewer, offering the chart's own as '(original)'", async () => {
    const user = userEvent.setup();
    render(<ChordChart chart={CHART} keyOfDay="D" />);
    const key = screen.getByRole("combobox", { name: texts.key });
    expect(within(key).getByRole("option", { name: "G (original)" })).toBeInTheDocument();
    await user.selectOptions(key, "Eb");
    expect(chords()).toEqual(["Eb", "Bb/D", "Cm7", "Ab7M", "Eb", "Gb°", "Fm7(11)"]);
  });

  it("with a capo, shows the shapes to play and says which", async () => {
    const user = userEvent.setup();
    render(<ChordChart chart={CHART} keyOfDay="D" />);
    await user.selectOptions(screen.getByRole("combobox", { name: texts.capo }), "2");
    expect(screen.getByText("Capo 2 — formas de C")).toBeInTheDocument();
    expect(chords()).toEqual(["C", "G/B", "Am7", "F7M", "C", "Eb°", "Dm7(11)"]);
  });

  it("'Só letra' leaves the words alone for the singers; the letter grows and the stage view darkens", async () => {
    const user = userEvent.setup();
    render(<ChordChart chart={CHART} />);
    await user.click(screen.getByRole("button", { name: texts.lyricsOnly }));
    expect(chords()).toEqual([]);
    expect(screen.getByText("Quando a noite vem chegando")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: texts.lyricsOnly })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: texts.larger }));
    expect(screen.getByText("Quando a noite vem chegando").closest("[style]")).toHaveStyle({ fontSize: "1.125rem" });
    await user.click(screen.getByRole("button", { name: texts.stage }));
    expect(screen.getByRole("article")).toHaveClass("stage");
  });

  it("shows a chart's every text as text, never as markup", () => {
    const hostile = ["{title: Teste}", "{start_of_verse: <img src=x onerror=alert(1)>}", "[G]<b>negrito</b> & \"aspas\" [D]'fim'", "{comment: <script>alert(2)</script>}", "{end_of_verse}"].join("\n");
    render(<ChordChart chart={hostile} />);
    const chart = screen.getByRole("article", { name: "Teste" });
    expect(chart.querySelector("img, b, script")).toBeNull();
    expect(within(chart).getByRole("heading", { name: "<img src=x onerror=alert(1)>" })).toBeInTheDocument();
    expect(chart).toHaveTextContent(`<b>negrito</b> & "aspas"`);
    expect(chart).toHaveTextContent("'fim'");
    expect(chart).toHaveTextContent("<script>alert(2)</script>");
  });
});
