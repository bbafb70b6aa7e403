import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { songMessages } from "@shared/schemas/songs";
import { chordChartTexts } from "@/components/chord-chart/texts";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { cleanUpAdminScreen, openAdminScreen, SCREEN_TEST_TIMEOUT } from "@/test-support/admin-screen";
import { answerSongDetail, songDetail } from "@/test-support/songs-fixtures";
import { songsTexts as texts } from "./texts";

let network: FakeNetwork;

const song = songDetail({ name: "Rio de Paz", publicUrl: "/churches/igreja-esperanca/songs/rio-de-paz-0000" });

/** A chart written the Brazilian way, for this test: chords above the lyrics, a label. */
const BRAZILIAN = ["Refrão:", "D      A/C#", "Rio de paz", "Bm       G", "corre em mim"].join("\n");

beforeEach(() => {
  network = fakeNetwork();
  answerSongDetail(network, song);
});

afterEach(cleanUpAdminScreen);

const openDetail = () => openAdminScreen(`/admin/songs/${song.id}`, /Rio de Paz/);

const chartField = () => screen.getByLabelText(texts.chart.label);
const keyField = () => screen.getByRole("combobox", { name: texts.chart.originalKey });
const preview = () => screen.getByRole("region", { name: texts.chart.preview });
const previewChords = () => [...preview().querySelectorAll("[data-chord]")].map((chord) => chord.textContent).filter(Boolean);

describe("the song's 'Cifra' (issue 42)", { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it("turns a chart pasted the Brazilian way into ChordPro, reads its key, previews it and saves it with the song", async () => {
    network.on("PUT", `/api/admin/songs/${song.id}`, ({ body }) => jsonResponse({ song: { ...song, ...(body as object) } }));
    const { user } = await openDetail();
    expect(within(preview()).getByText(texts.chart.empty)).toBeVisible();

    await user.click(chartField());
    await user.paste(BRAZILIAN);

    const chordPro = (chartField() as HTMLTextAreaElement).value;
    expect(chordPro).toContain("[D]Rio de [A/C#]paz");
    expect(chordPro).toContain("{start_of_chorus: Refrão}");
    expect(keyField()).toHaveValue("D");
    expect(previewChords()).toEqual(["D", "A/C#", "Bm", "G"]);

    await user.type(screen.getByLabelText(texts.chart.ccli), "7012345");
    await user.click(screen.getByRole("button", { name: texts.chart.save }));

    expect(await screen.findByText(texts.detail.success)).toBeVisible();
    expect(network.requestsTo("PUT", `/api/admin/songs/${song.id}`)[0]?.body).toMatchObject({
      name: "Rio de Paz",
      chart: chordPro.trim(),
      originalKey: "D",
      ccli: "7012345",
    });
  });

  it("keeps ChordPro pasted as it is, and writes a key corrected by hand into the chart", async () => {
    const { user } = await openDetail();
    await user.click(chartField());
    await user.paste("[G]Luz do [D]dia\n[Em]brilha em [C]nós");
    expect(chartField()).toHaveValue("[G]Luz do [D]dia\n[Em]brilha em [C]nós");
    expect(keyField()).toHaveValue("G");

    await user.selectOptions(keyField(), "Em");
    expect(chartField()).toHaveValue("{key: Em}\n[G]Luz do [D]dia\n[Em]brilha em [C]nós");
    expect(within(preview()).getByRole("combobox", { name: chordChartTexts.key })).toHaveValue("Em");
  });

  it("puts the server's refusal of the CCLI under the field", async () => {
    network.on("PUT", `/api/admin/songs/${song.id}`, () =>
      jsonResponse({ error: { code: "validation_failed", message: "Dados inválidos.", issues: [{ path: "ccli", message: songMessages.ccliInvalid }] } }, 422),
    );
    const { user } = await openDetail();
    await user.type(screen.getByLabelText(texts.chart.ccli), "12");
    await user.click(screen.getByRole("button", { name: texts.chart.save }));
    expect(await screen.findByText(songMessages.ccliInvalid)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(texts.chart.ccli)).toHaveAttribute("aria-invalid", "true"));
  });
});
