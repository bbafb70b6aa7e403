import { describe, expect, it } from "vitest";
import type { EscalaOverviewAssignment, EscalaOverviewPlan, EscalaServedCount } from "@shared/schemas/escala";
import { escalaRows, servedInOrder } from "./escala-layout";

const musician = (id: string, name: string, served = 0, upcoming = 0): EscalaServedCount => ({ musicianId: id, musicianName: name, served, upcoming });
const ana = musician("a", "Ana");
const bia = musician("b", "Bia");
const caio = musician("c", "Caio");

const assigned = (position: string, who: EscalaServedCount | null, status: EscalaOverviewAssignment["status"] = "pendente", declineReason: string | null = null) => ({
  position,
  musicianId: who?.musicianId ?? null,
  status,
  declineReason,
});
const plan = (id: string, team: EscalaOverviewAssignment[]): EscalaOverviewPlan => ({ id, date: "2027-06-06", time: "19:00", bandName: "Ágape", team });
const member = (who: EscalaServedCount, status = "pendente", declineReason: string | null = null) => ({ musicianId: who.musicianId, musicianName: who.musicianName, status, declineReason });

describe("escalaRows", () => {
  it("makes a row of each position, a cell of each plan: its musicians with their answers, [] for nobody yet, null for not in the team", () => {
    const rows = escalaRows(
      [
        plan("p1", [assigned("Vocal", ana, "confirmado"), assigned("Vocal", bia, "recusado", "Viagem"), assigned("Som", null)]),
        plan("p2", [assigned("vocal", caio)]),
      ],
      [ana, bia, caio],
    );
    expect(rows).toEqual([
      { position: "Vocal", cells: [[member(ana, "confirmado"), member(bia, "recusado", "Viagem")], [member(caio)]] },
      { position: "Som", cells: [[], null] },
    ]);
  });

  it("keeps the order the plans list their positions in, a position another plan adds before that plan's next one", () => {
    const rows = escalaRows(
      [
        plan("p1", [assigned("Ministro", ana), assigned("Vocal", bia), assigned("Baixo", caio), assigned("Som", null)]),
        plan("p2", [assigned("Ministro", ana), assigned("Violão", bia), assigned("Bateria", caio), assigned("Som", null), assigned("Projeção", null)]),
        plan("p3", [assigned("Dirigente", ana), assigned("Ministro", bia)]),
      ],
      [ana, bia, caio],
    );
    expect(rows.map((row) => row.position)).toEqual(["Dirigente", "Ministro", "Vocal", "Baixo", "Violão", "Bateria", "Som", "Projeção"]);
  });

  it("has no rows without plans", () => {
    expect(escalaRows([], [ana])).toEqual([]);
  });
});

describe("servedInOrder", () => {
  it("puts who served most first, then who is most scheduled ahead, then the names as Portuguese sorts them", () => {
    const list = [musician("1", "Zé", 1, 0), musician("2", "Álvaro", 1, 0), musician("3", "bruna", 1, 2), musician("4", "Carla", 4, 0), musician("5", "Ana", 0, 0)];
    expect(servedInOrder(list).map((row) => row.musicianName)).toEqual(["Carla", "bruna", "Álvaro", "Zé", "Ana"]);
  });
});
