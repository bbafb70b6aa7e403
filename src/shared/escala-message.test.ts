import { describe, expect, it } from "vitest";
import type { Plan } from "./schemas/plans";
import { escalaMessage, whatsAppShareUrl } from "./escala-message";

const plan: Plan = {
  id: "p",
  date: "2026-12-06",
  time: "19:30",
  bandId: "b",
  bandName: "Ministério Shekinah",
  publicKey: "k".repeat(22),
  songs: [
    { songCatalogId: "s1", songName: "Fogo no Altar", musicalKey: "G", note: null },
    { songCatalogId: "s2", songName: "Rei da Glória", musicalKey: null, note: null },
  ],
  team: [
    {
      position: "Vocal",
      members: [
        { musicianId: "a", musicianName: "Ana", status: "confirmado", declineReason: null },
        { musicianId: "j", musicianName: "Júlia", status: "pendente", declineReason: null },
      ],
    },
    { position: "Guitarra", members: [{ musicianId: "t", musicianName: "Thiago", status: "recusado", declineReason: "Viagem" }] },
    { position: "Som", members: [] },
  ],
  warnings: [],
};

describe("the escala as a WhatsApp message", () => {
  it("lists the date, band, team with answers, songs with keys and the rehearsal page, without anyone's reason", () => {
    const message = escalaMessage(plan, "https://louvor.example/churches/x/ensaio/k");
    expect(message).toBe(
      [
        "*Escala — 06.12.2026 às 19:30*",
        "Banda: Ministério Shekinah",
        "",
        "*Vocal:* Ana ✅, Júlia",
        "*Guitarra:* Thiago ❌",
        "*Som:* a definir",
        "",
        "*Músicas*",
        "1. Fogo no Altar (G)",
        "2. Rei da Glória",
        "",
        "Ensaio: https://louvor.example/churches/x/ensaio/k",
      ].join("\n"),
    );
    expect(message).not.toContain("Viagem");
  });

  it("opens WhatsApp with the text typed in", () => {
    expect(whatsAppShareUrl("Escala & músicas")).toBe("https://wa.me/?text=Escala%20%26%20m%C3%BAsicas");
  });
});
