import { beforeEach, describe, expect, it } from "vitest";
import { createSong } from "../../../tests/factories";
import { songRequests } from "../../../tests/song-requests";
import { useAdminContext } from "../../../tests/admin-context";
import { songsCatalog } from "../db";
import { SONG_CHART_MAX_LENGTH, songMessages, type CatalogSong, type SongDetail } from "@shared/schemas/songs";

const ctx = useAdminContext();

beforeEach(async () => {
  await ctx.app.db.delete(songsCatalog);
});

const { get, send, body, songRow } = songRequests(() => ctx.app);

/** Charts written for this test. */
const CHART_IN_A = ["{title: Manhã de Graça}", "{key: A}", "[A]Cedo eu can[E/G#]to", "[F#m]Tua luz me a[D]corda"].join("\n");
const CHART_WITHOUT_KEY = ["[D]Rio de [A/C#]paz", "[Bm]corre em [G]mim", "[D]Rio de [A]paz"].join("\n");

async function issues(response: Response) {
  return (await body<{ error: { issues: { path: string; message: string }[] } }>(response)).error.issues;
}

describe("a song's chart, original key and CCLI number (issue 42)", () => {
  it("stores the chart with its own key as the original key, and answers them on the song", async () => {
    const created = await send(ctx.own, "POST", "/api/admin/songs", { name: "Manhã de Graça", chart: CHART_IN_A, ccli: " 7012345 " });
    expect(created.status).toBe(201);
    const { song } = await body<{ song: CatalogSong }>(created);

    expect(await songRow(song.id)).toMatchObject({ chart: CHART_IN_A, originalKey: "A", ccli: "7012345" });
    const { song: detail } = await body<{ song: SongDetail }>(await get(ctx.own, `/api/admin/songs/${song.id}`));
    expect(detail).toMatchObject({ chart: CHART_IN_A, originalKey: "A", ccli: "7012345" });
  });

  it("reads the original key from the chords when the chart says none, and keeps a key the administrator corrected", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "Rio de Paz" });

    const read = await send(ctx.own, "PUT", `/api/admin/songs/${song.id}`, { name: "Rio de Paz", chart: CHART_WITHOUT_KEY });
    expect(read.status).toBe(200);
    expect((await songRow(song.id))?.originalKey).toBe("D");

    const corrected = await send(ctx.own, "PUT", `/api/admin/songs/${song.id}`, { name: "Rio de Paz", chart: CHART_WITHOUT_KEY, originalKey: "bm" });
    expect(corrected.status).toBe(200);
    expect((await body<{ song: SongDetail }>(corrected)).song.originalKey).toBe("Bm");
  });

  it("keeps the chart when a save leaves it out, and clears it when sent blank", async () => {
    const created = await body<{ song: CatalogSong }>(await send(ctx.own, "POST", "/api/admin/songs", { name: "Manhã", chart: CHART_IN_A, ccli: "12" }));
    const id = created.song.id;

    expect((await send(ctx.own, "PUT", `/api/admin/songs/${id}`, { name: "Manhã de Graça" })).status).toBe(200);
    expect(await songRow(id)).toMatchObject({ name: "Manhã de Graça", chart: CHART_IN_A, originalKey: "A", ccli: "12" });

    expect((await send(ctx.own, "PUT", `/api/admin/songs/${id}`, { name: "Manhã de Graça", chart: "  ", ccli: "", originalKey: null })).status).toBe(200);
    expect(await songRow(id)).toMatchObject({ chart: null, originalKey: null, ccli: null });
  });

  it("refuses a CCLI that is not digits, a key that is none and a chart too long with Portuguese 422s, changing nothing", async () => {
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "Intacta" });
    const before = await songRow(song.id);

    const cases = [
      [{ ccli: "12-34" }, "ccli", songMessages.ccliInvalid],
      [{ ccli: "12345678901" }, "ccli", songMessages.ccliInvalid],
      [{ originalKey: "H" }, "originalKey", songMessages.originalKeyInvalid],
      [{ originalKey: "Cb" }, "originalKey", songMessages.originalKeyInvalid],
      [{ chart: "a".repeat(SONG_CHART_MAX_LENGTH + 1) }, "chart", songMessages.chartTooLong],
    ] as const;
    for (const [fields, path, message] of cases) {
      for (const [method, url] of [
        ["POST", "/api/admin/songs"],
        ["PUT", `/api/admin/songs/${song.id}`],
      ] as const) {
        const response = await send(ctx.own, method, url, { name: "Outra", ...fields });
        expect(response.status, `${method} ${JSON.stringify(fields).slice(0, 40)}`).toBe(422);
        expect(await issues(response)).toEqual([{ path, message }]);
      }
    }

    expect(await songRow(song.id)).toEqual(before);
    expect(await ctx.app.db.select({ id: songsCatalog.id }).from(songsCatalog)).toHaveLength(1);
  });

  it("accepts a chart of exactly the longest length", async () => {
    const response = await send(ctx.own, "POST", "/api/admin/songs", { name: "Longa", chart: `[G]${"a".repeat(SONG_CHART_MAX_LENGTH - 3)}` });
    expect(response.status).toBe(201);
  });
});
