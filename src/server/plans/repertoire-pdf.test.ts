import { describe, expect, it } from "vitest";
import { createBand } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import { pdfPages, pdfText } from "../../../tests/support/pdf-text";
import type { Plan } from "@shared/schemas/plans";
import type { CatalogSong } from "@shared/schemas/songs";

const ctx = useAdminContext({ emptyEachTest: true });

/** Charts written for this test: one in G, one in Em with a line of every Portuguese accent. */
const CHART_IN_G = ["{title: Aurora}", "{key: G}", "{start_of_verse}", "[G]Nasce a au[D/F#]rora", "[Em7]canta o meu [C7M]ser", "{end_of_verse}"].join("\n");
const CHART_IN_EM = ["{key: Em}", "[Em]Ação de graças, [C]ó Pai,", "[D]ânimo, fé e [B7]perdão: à Tua [Em]mão"].join("\n");
const NEXT_YEAR = `${new Date().getFullYear() + 1}-12-06`;

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function addSong(body: Record<string, unknown>): Promise<CatalogSong> {
  return (await json<{ song: CatalogSong }>(await ctx.api("/api/admin/songs", { method: "POST", json: body }))).song;
}

async function makePlan(): Promise<{ plan: Plan; aurora: CatalogSong }> {
  const band = await createBand(ctx.app.db, ctx.churchId, { name: "Banda Aurora", year: 2024 });
  const aurora = await addSong({ name: "Aurora da Manhã", chart: CHART_IN_G });
  const gracas = await addSong({ name: "Ação de Graças", chart: CHART_IN_EM });
  const none = await addSong({ name: "Sem Cifra", chordFile: "https://cifras.example.org/sem" });
  const { plan } = await json<{ plan: Plan }>(
    await ctx.api("/api/admin/plans", {
      method: "POST",
      json: {
        date: NEXT_YEAR,
        time: "19:30",
        bandId: band.id,
        songs: [{ songCatalogId: aurora.id, musicalKey: "A" }, { songCatalogId: gracas.id, musicalKey: "Dm" }, { songCatalogId: none.id }],
      },
    }),
  );
  return { plan, aurora };
}

const pdfUrl = (planKey: string, query = "") => `/api/public/churches/${ctx.own.church.slug}/ensaio/${planKey}/repertorio.pdf${query}`;

async function download(planKey: string, query = "") {
  const response = await ctx.app.request(pdfUrl(planKey, query));
  expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
  return { response, pdf: Buffer.from(await response.arrayBuffer()) };
}

describe("'Baixar PDF': the plan's repertoire as a file (issue 42)", () => {
  it("answers an A4 PDF named after the service's day, each song's chart in the plan's key, accents and all", async () => {
    const { plan } = await makePlan();
    const { response, pdf } = await download(plan.publicKey);

    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="repertorio-${NEXT_YEAR}.pdf"`);
    // The plan's page is unlisted, and so is its file.
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // A4 is 595.28 × 841.89 points.
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const text = pdfText(pdf);
    const [day, month, year] = [NEXT_YEAR.slice(8), NEXT_YEAR.slice(5, 7), NEXT_YEAR.slice(0, 4)];
    expect(text).toContain(`Repertório do culto de ${day}.${month}.${year}`);
    expect(text).toContain("Banda: Banda Aurora (2024)");
    expect(text).toContain("1. Aurora da Manhã   Tom: A");
    // The chart in G, printed in A: each chord over its syllable, in a monospaced line.
    expect(text).toContain("A         E/G#\nNasce a aurora");
    expect(text).toContain("F#m7        D7M\ncanta o meu ser");
    expect(text).not.toContain("D/F#");
    // In Dm, spelled as Dm spells it; every accent as written.
    expect(text).toContain("2. Ação de Graças   Tom: Dm");
    expect(text).toContain(`Dm${" ".repeat(14)}Bb\nAção de graças, ó Pai,`);
    expect(text).toContain("C           A7            Dm\nânimo, fé e perdão: à Tua mão");
    // A song without a chart says so.
    expect(text).toContain("3. Sem Cifra   Tom a definir\nEsta música ainda não tem cifra.");
  });

  it("puts one song on each page by default, or runs them on ('continuo'), and refuses another layout", async () => {
    const { plan } = await makePlan();
    const perSong = pdfPages((await download(plan.publicKey)).pdf);
    expect(perSong).toHaveLength(3);
    expect(perSong.map((page) => /\d\. [^\n]+/.exec(page.split("\n").slice(2).join("\n"))?.[0])).toEqual([
      "1. Aurora da Manhã   Tom: A",
      "2. Ação de Graças   Tom: Dm",
      "3. Sem Cifra   Tom a definir",
    ]);
    expect(perSong.at(-1)).toContain("Página 3 de 3");

    const continuous = pdfPages((await download(plan.publicKey, "?paginas=continuo")).pdf);
    expect(continuous).toHaveLength(1);
    expect(continuous[0]).toContain("3. Sem Cifra");

    const refused = await ctx.app.request(pdfUrl(plan.publicKey, "?paginas=duas"));
    expect(refused.status).toBe(422);
  });

  it("follows an edited chart at once, the file name kept by an answer served again", async () => {
    const { plan, aurora } = await makePlan();
    const first = await download(plan.publicKey);
    const again = await download(plan.publicKey);
    expect(again.response.headers.get("content-disposition")).toBe(`attachment; filename="repertorio-${NEXT_YEAR}.pdf"`);
    expect(again.pdf.equals(first.pdf)).toBe(true);

    const edited = CHART_IN_G.replace("canta o meu", "louva o meu");
    await json(await ctx.api(`/api/admin/songs/${aurora.id}`, { method: "PUT", json: { name: aurora.name, chart: edited } }));
    expect(pdfText((await download(plan.publicKey)).pdf)).toContain("louva o meu ser");
  });

  it("is the plan link's, as the page: 404 for an unknown plan, and for another church's plan", async () => {
    const unknown = await ctx.app.request(pdfUrl("A".repeat(22)));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: "Plano não encontrado" } });

    const { plan } = await makePlan();
    const elsewhere = await ctx.app.request(`/api/public/churches/${ctx.other.church.slug}/ensaio/${plan.publicKey}/repertorio.pdf`);
    expect(elsewhere.status).toBe(404);
  });
});
