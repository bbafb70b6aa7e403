import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { escalaMessages, type EscalaAssignment } from "@shared/schemas/escala";
import { cleanUpAdminScreen } from "@/test-support/admin-screen";
import { openAuthScreen, signedOutNetwork } from "@/test-support/auth-fixtures";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { escalaAnswerTexts as texts } from "./texts";

let network: FakeNetwork;

const assignment: EscalaAssignment = {
  churchName: "Igreja Central",
  musicianName: "Bruno",
  position: "Violão",
  date: "2027-03-08",
  time: "19:00",
  bandName: "Ágape",
  songs: [
    { songName: "Grande é o Senhor", musicalKey: "D" },
    { songName: "Aclame ao Senhor", musicalKey: null },
  ],
  rehearsalPath: "/churches/central/ensaio/abcdefghijklmnopqrstuv",
  status: "pendente",
  declineReason: null,
};

const TOKEN = "t".repeat(43);

beforeEach(() => {
  network = signedOutNetwork();
  network.on("POST", "/api/escala/lookup", () => jsonResponse({ assignment }));
});

afterEach(cleanUpAdminScreen);

describe("the escala's answer page (/escala)", () => {
  it("shows the service, the position and the songs with keys, and confirms in one tap", async () => {
    network.on("POST", "/api/escala/answer", () => jsonResponse({ assignment: { ...assignment, status: "confirmado" } }));
    const { user, router } = await openAuthScreen(`/escala?token=${TOKEN}`, texts.title);
    expect(await screen.findByText(texts.scheduled("Igreja Central", "Violão", "Ágape"))).toBeInTheDocument();
    expect(screen.getByText("08.03.2027 · 19:00")).toBeInTheDocument();
    expect(screen.getByText(texts.keyOf("D"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.rehearsal })).toHaveAttribute("href", assignment.rehearsalPath);
    // The token leaves the address bar at once.
    await waitFor(() => expect(router.state.location.search).toBe(""));

    await user.click(screen.getByRole("button", { name: texts.confirm }));
    expect(await screen.findByText(texts.answered.confirmado)).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/escala/answer").map((request) => request.body)).toEqual([{ token: TOKEN, answer: "confirmado", reason: null }]);
    expect(screen.getByRole("button", { name: texts.change })).toBeInTheDocument();
  });

  it("opens on the reason from the mail's 'Não posso' link and sends it", async () => {
    network.on("POST", "/api/escala/answer", () => jsonResponse({ assignment: { ...assignment, status: "recusado", declineReason: "Estarei viajando" } }));
    const { user } = await openAuthScreen(`/escala?token=${TOKEN}&resposta=nao`, texts.title);
    await user.type(await screen.findByLabelText(texts.reason), "Estarei viajando");
    await user.click(screen.getByRole("button", { name: texts.sendDecline }));
    expect(await screen.findByText(texts.answered.recusado, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(texts.yourReason("Estarei viajando"), { exact: false })).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/escala/answer").map((request) => request.body)).toEqual([
      { token: TOKEN, answer: "recusado", reason: "Estarei viajando" },
    ]);
  });

  it("says why a dead link cannot answer, and offers no button", async () => {
    network.on("POST", "/api/escala/lookup", () => jsonResponse({ error: { code: "escala_passed", message: escalaMessages.passed } }, 410));
    await openAuthScreen(`/escala?token=${TOKEN}`, texts.title);
    expect(await screen.findByRole("alert")).toHaveTextContent(escalaMessages.passed);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
