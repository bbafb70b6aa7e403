import { describe, expect, it } from "vitest";
import { createBand } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import type { Church } from "@shared/schemas/churches";
import type { Plan, PublicPlanResponse } from "@shared/schemas/plans";
import type { PublicSongDetailResponse } from "@shared/schemas/public-catalogue";
import type { CatalogSong, SongDetail } from "@shared/schemas/songs";

const ctx = useAdminContext();

/** Charts written for this test. */
const CHART_IN_G = ["{title: Aurora}", "{key: G}", "[G]Nasce a au[D/F#]rora", "[Em7]canta o meu [C7M]ser"].join("\n");
const NEXT_YEAR = `${new Date().getFullYear() + 1}-03-01`;

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function addSong(body: Record<string, unknown>): Promise<SongDetail> {
  const { song } = await json<{ song: CatalogSong }>(await ctx.api("/api/admin/songs", { method: "POST", json: body }));
  return (await json<{ song: SongDetail }>(await ctx.api(`/api/admin/songs/${song.id}`))).song;
}

async function setPublishCharts(publishCharts: boolean) {
  const { church } = await json<{ church: Church }>(await ctx.api("/api/admin/church"));
  await json(await ctx.api("/api/admin/church", { method: "PUT", json: { ...church, publishCharts } }));
}

/** The public song page's answer, as text (what leaves the server) and as data. */
async function publicSong(song: SongDetail) {
  const key = song.publicUrl.split("/").pop()!;
  const response = await ctx.app.request(`/api/public/churches/${ctx.own.church.slug}/catalogue/${key}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, data: JSON.parse(text) as PublicSongDetailResponse };
}

describe("the public song page's chart (issue 42)", () => {
  it("leaves the chart out until the church publishes its charts, and follows the setting both ways", async () => {
    const song = await addSong({ name: "Aurora", chart: CHART_IN_G });

    const unpublished = await publicSong(song);
    expect(unpublished.data.song).toMatchObject({ name: "Aurora", chart: null, originalKey: null });
    expect(unpublished.text).not.toContain("Nasce a au");

    await setPublishCharts(true);
    const published = await publicSong(song);
    expect(published.data.song).toMatchObject({ chart: CHART_IN_G, originalKey: "G" });

    await setPublishCharts(false);
    expect((await publicSong(song)).text).not.toContain("Nasce a au");
  });
});

describe("the plan's rehearsal page carries the charts (issue 42)", () => {
  it("answers each song's chart and original key with the plan in one response, a song without one with nulls", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId, { name: "Banda Aurora" });
    const withChart = await addSong({ name: "Aurora da Manhã", chart: CHART_IN_G });
    const without = await addSong({ name: "Sem Cifra", chordFile: "https://cifras.example.org/sem" });
    const { plan } = await json<{ plan: Plan }>(
      await ctx.api("/api/admin/plans", {
        method: "POST",
        json: { date: NEXT_YEAR, time: "19:00", bandId: band.id, songs: [{ songCatalogId: withChart.id, musicalKey: "A" }, { songCatalogId: without.id }] },
      }),
    );
    const page = async () => json<PublicPlanResponse>(await ctx.app.request(`/api/public/churches/${ctx.own.church.slug}/ensaio/${plan.publicKey}`));

    expect((await page()).plan.songs).toMatchObject([
      { songName: "Aurora da Manhã", musicalKey: "A", chart: CHART_IN_G, originalKey: "G" },
      { songName: "Sem Cifra", chart: null, originalKey: null, chordUrl: "https://cifras.example.org/sem" },
    ]);

    // The church's charts are not published: the plan's page shows them all the same, and a new chart at once.
    const edited = CHART_IN_G.replace("canta o meu", "louva o meu");
    await json(await ctx.api(`/api/admin/songs/${withChart.id}`, { method: "PUT", json: { name: withChart.name, chart: edited } }));
    expect((await page()).plan.songs[0]).toMatchObject({ chart: edited, originalKey: "G" });
  });
});

describe("the chart alone, for 'Modo ensaio' beside a performance (issue 42)", () => {
  const chartOf = async (key: string) => ctx.app.request(`/api/public/churches/${ctx.own.church.slug}/catalogue/${key}/cifra`);

  it("answers the chart and its original key by the song page's rule, nulls without a chart, 404 for an unknown song", async () => {
    await setPublishCharts(false);
    const song = await addSong({ name: "Aurora do Ensaio", chart: CHART_IN_G });
    const key = song.publicUrl.split("/").pop()!;

    const unpublished = await chartOf(key);
    expect(unpublished.status).toBe(200);
    const text = await unpublished.text();
    expect(JSON.parse(text)).toEqual({ chart: null, originalKey: null });
    expect(text).not.toContain("Nasce a au");

    await setPublishCharts(true);
    expect(await json(await chartOf(key))).toEqual({ chart: CHART_IN_G, originalKey: "G" });
    // By the catalogue song's id too, as the service page names its songs.
    expect(await json(await chartOf(song.id))).toEqual({ chart: CHART_IN_G, originalKey: "G" });

    const without = await addSong({ name: "Sem Cifra no Ensaio" });
    expect(await json(await chartOf(without.id))).toEqual({ chart: null, originalKey: null });
    expect((await chartOf("musica-que-nao-existe")).status).toBe(404);
    // Another church's song is unknown here.
    const elsewhere = await json<{ song: CatalogSong }>(
      await ctx.api("/api/admin/songs", { method: "POST", json: { name: "De Outra Igreja", chart: CHART_IN_G } }, ctx.other.cookie),
    );
    expect((await chartOf(elsewhere.song.id)).status).toBe(404);
    await setPublishCharts(false);
  });
});
