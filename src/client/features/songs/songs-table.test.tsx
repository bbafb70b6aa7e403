import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sortSelectTexts } from "@/components/sort-select";
import { answerAdminWithChurch } from "@/test-support/admin-church";
import { cleanUpAdminScreen, SCREEN_LOAD, SCREEN_TEST_TIMEOUT } from "@/test-support/admin-screen";
import { stubBrowserGaps } from "@/test-support/browser-gaps";
import { fakeNetwork, type FakeNetwork } from "@/test-support/fake-network";
import { onAPhone } from "@/test-support/phone-width";
import { renderApp } from "@/test-support/render-app";
import { answerSongList, catalogSong } from "@/test-support/songs-fixtures";
import { songsTexts as texts } from "./texts";

let network: FakeNetwork;

beforeEach(() => {
  stubBrowserGaps();
  network = fakeNetwork();
  answerAdminWithChurch(network);
});

afterEach(cleanUpAdminScreen);

const listRequests = () => network.requestsTo("GET", "/api/admin/songs").map((r) => Object.fromEntries(r.url.searchParams));

/** A figure of a song's card: the value under its label. */
const figure = (card: ReturnType<typeof within>, label: string) => card.getByText(label).nextElementSibling?.textContent;

describe("song catalogue on a phone (docs/decisions/432)", { timeout: SCREEN_TEST_TIMEOUT }, () => {
  onAPhone();

  it("shows each song as a card with its figures and its three actions, and no table", async () => {
    answerSongList(network, [
      catalogSong({ name: "Graça Sem Fim", author: "Clara Monteiro", performanceCount: 12, viewCount: 1234, lastPlayedAt: "2024-05-05" }),
    ]);
    renderApp("/admin/songs");

    const card = within(await screen.findByRole("article", { name: "Graça Sem Fim" }, SCREEN_LOAD));
    expect(card.getByRole("link", { name: "Graça Sem Fim" })).toHaveAttribute("href", expect.stringMatching(/^\/admin\/songs\//));
    expect(card.getByText("Clara Monteiro")).toBeInTheDocument();
    expect(figure(card, texts.catalogue.columns.performanceCount)).toBe("12");
    expect(figure(card, texts.catalogue.columns.viewCount)).toBe("1.234");
    expect(figure(card, texts.catalogue.columns.lastPlayedAt)).toBe("05.05.2024");
    expect(card.getByRole("button", { name: texts.catalogue.actions.details("Graça Sem Fim") })).toBeInTheDocument();
    expect(card.getByRole("link", { name: texts.catalogue.actions.open("Graça Sem Fim") })).toBeInTheDocument();
    expect(card.getByRole("button", { name: texts.catalogue.actions.delete("Graça Sem Fim") })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("sorts with 'Ordenar por' as the column heads do: a column's first direction, then the order flipped", async () => {
    answerSongList(network, [catalogSong()]);
    const { user, router } = renderApp("/admin/songs");
    await screen.findAllByRole("article", undefined, SCREEN_LOAD);

    await user.click(screen.getByRole("combobox", { name: sortSelectTexts.label }));
    await user.click(await screen.findByRole("option", { name: texts.catalogue.columns.performanceCount }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ sort: "performance_count", direction: "desc", page: "1" }));
    expect(screen.getByRole("combobox", { name: sortSelectTexts.label })).toHaveTextContent(texts.catalogue.columns.performanceCount);

    await user.click(screen.getByRole("button", { name: sortSelectTexts.direction("desc") }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ sort: "performance_count", direction: "asc", page: "1" }));
    expect(router.state.location.search).toBe("?sort=performance_count&direction=asc");
  });
});
