import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "@/test-support/fake-network";
import { onAPhone } from "@/test-support/phone-width";
import { renderApp } from "@/test-support/render-app";
import { servicesListSuite } from "@/test-support/service-editor-harness";
import { listItem, listResponse } from "@/test-support/services-fixtures";
import { servicesTexts as texts } from "./texts";

const suite = servicesListSuite();

describe("services list on a phone (docs/decisions/432)", () => {
  onAPhone();

  it("shows each service as a card with its date, time, band and both actions, and no table", async () => {
    suite.network.on("GET", "/api/admin/services", () =>
      jsonResponse(listResponse([listItem(), listItem({ id: "x2", date: "2025-04-01", active: false, songs: [], songCount: 0 })])),
    );
    renderApp("/admin/services");

    const card = within(await screen.findByRole("article", { name: "09/03/2025" }));
    expect(card.getByRole("heading", { name: "09/03/2025" })).toBeInTheDocument();
    expect(card.getByText(texts.list.columns.time).nextElementSibling).toHaveTextContent("19:30");
    expect(card.getByText(texts.list.columns.band).nextElementSibling).toHaveTextContent("Banda Ágape");
    expect(card.getByRole("link", { name: "Editar culto 09/03/2025" })).toHaveAttribute("href", `/admin/services/${listItem().id}`);
    expect(card.getByRole("button", { name: "Excluir culto 09/03/2025" })).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "01/04/2025" })).getByText(texts.list.inactive)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("opens a card's songs, each with its times and its delete button", async () => {
    suite.network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([listItem()])));
    const { user } = renderApp("/admin/services");

    const card = within(await screen.findByRole("article", { name: "09/03/2025" }));
    await user.click(card.getByRole("button", { name: /2 música\(s\)/ }));
    const songs = card.getByRole("list", { name: /Músicas 09\/03\/2025/ });
    expect(within(songs).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1.Rei da Glória1:35 – 5:00",
      "2.Mar Aberto6:40 – 10:50",
    ]);
    await user.click(within(songs).getByRole("button", { name: texts.list.deleteSong("Mar Aberto") }));
    expect(within(await screen.findByRole("alertdialog")).getByText(texts.segments.removeDescription)).toBeInTheDocument();
  });

  it("says when there is no service", async () => {
    suite.network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([])));
    renderApp("/admin/services");
    expect(await screen.findByText(texts.list.empty, undefined)).toBeInTheDocument();
  });
});
