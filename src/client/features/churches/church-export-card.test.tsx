import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answerSignedIn } from "@/test-support/auth-fixtures";
import { cleanUpAdminScreen, SCREEN_LOAD, testChurch } from "@/test-support/admin-screen";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { churchTexts as texts } from "./texts";

function networkWith(church: typeof testChurch | null): FakeNetwork {
  const network = fakeNetwork();
  answerSignedIn(network);
  network.on("GET", "/api/admin/church", () => jsonResponse({ church }));
  return network;
}

afterEach(cleanUpAdminScreen);

describe("'Exportar dados da igreja' on the church settings page", () => {
  it("is a download link to the church's export, with a line that says what the file holds", async () => {
    const network = networkWith(testChurch);
    renderApp("/admin/church");
    const region = await screen.findByRole("region", { name: texts.export.title }, SCREEN_LOAD);
    const link = within(region).getByRole("link", { name: texts.export.download });
    expect(link).toHaveAttribute("href", "/api/admin/church/export");
    expect(link).toHaveAttribute("download");
    expect(within(region).getByText(texts.export.description)).toBeInTheDocument();
    // The browser downloads it: the page itself asks the export endpoint nothing.
    expect(network.requestsTo("GET", "/api/admin/church/export")).toHaveLength(0);
  });

  it("is not offered before the church is registered", async () => {
    networkWith(null);
    renderApp("/admin/church");
    await screen.findByLabelText(texts.fields.name, {}, SCREEN_LOAD);
    expect(screen.queryByRole("link", { name: texts.export.download })).not.toBeInTheDocument();
  });
});
