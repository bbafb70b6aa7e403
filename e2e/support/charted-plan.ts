import type { PlaywrightWorkerArgs } from "@playwright/test";
import type { Plan } from "../../src/shared/schemas/plans";
import { json } from "./routes";
import { expect, type ChurchAdmin } from "./test";

/**
 * The charts specs' set-up (issue 42), through the admin API as the forms save it: the spec's own
 * church (e2e/fixtures/church.ts) gets a chart in G for 'Graça Sem Fim' and a plan `daysAhead` from
 * now with it in D and 'Deus de Promessas' (no chart) in A. Each spec takes its own day.
 */

/** A chart in G, written for these tests. */
export const CHART_IN_G = [
  "{title: Graça Sem Fim}",
  "{key: G}",
  "{start_of_verse: Primeira parte}",
  "[G]Quando a manhã [D/F#]chega devagar",
  "[Em7]lembro do Teu [C7M]cuidado",
  "{end_of_verse}",
].join("\n");

/** A day `days` from now in the tests' time zone (São Paulo), as a plan's date. */
export function daysAhead(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

export async function chartedPlan(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, churchAdmin: ChurchAdmin, date: string): Promise<Plan> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await api.post("/api/auth/sign-in/email", { data: { email: churchAdmin.email, password: churchAdmin.password } })).ok()).toBe(true);
    const { songs } = await json<{ songs: { id: string; name: string }[] }>(api, "/api/admin/songs");
    const { bands } = await json<{ bands: { id: string; name: string }[] }>(api, "/api/admin/bands");
    const graca = songs.find((song) => song.name === "Graça Sem Fim")!;
    const promessas = songs.find((song) => song.name === "Deus de Promessas")!;
    const charted = await api.put(`/api/admin/songs/${graca.id}`, { data: { name: graca.name, chart: CHART_IN_G } });
    expect(charted.ok(), await charted.text()).toBe(true);
    const created = await api.post("/api/admin/plans", {
      data: {
        date,
        time: "19:30",
        bandId: bands.find((band) => band.name === "Banda Ágape")!.id,
        songs: [
          { songCatalogId: graca.id, musicalKey: "D" },
          { songCatalogId: promessas.id, musicalKey: "A" },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { plan: Plan }).plan;
  } finally {
    await api.dispose();
  }
}
