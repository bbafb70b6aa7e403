import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { serviceMessages } from "@shared/schemas/services";
import { createBand, createSegment, createService, createSong } from "../../../tests/factories";
import { songRequests } from "../../../tests/song-requests";
import { useAdminContext } from "../../../tests/admin-context";
import { services, songDetails, songsCatalog } from "../db";

/** A performance's key and tempo, set from the catalogue song's execution history (issue 27, docs/decisions/442). */

const ctx = useAdminContext();

beforeEach(async () => {
  await ctx.app.db.delete(services);
  await ctx.app.db.delete(songsCatalog);
});

const { get, send, body } = songRequests(() => ctx.app);

describe("PATCH /api/admin/songs/:id/executions/:segmentId", () => {
  async function playedSong() {
    const band = await createBand(ctx.app.db, ctx.own.church.id);
    const service = await createService(ctx.app.db, ctx.own.church.id, { bandId: band.id });
    const song = await createSong(ctx.app.db, ctx.own.church.id, { name: "Tom Certo" });
    const segment = await createSegment(ctx.app.db, service.churchId, { serviceId: service.id, songCatalogId: song.id });
    return { song, segment };
  }
  const stored = async (segmentId: string) =>
    (await ctx.app.db.select({ musicalKey: songDetails.musicalKey, tempo: songDetails.tempo }).from(songDetails).where(eq(songDetails.id, segmentId)))[0];

  const contentVersion = async () =>
    (await ctx.app.db.execute<{ version: string }>(sql`select content_version::text as version from churches where id = ${ctx.own.church.id}`)).rows[0]!.version;

  it("sets the key as musicians write it and the tempo, and clears them; the public pages are told of it", async () => {
    const { song, segment } = await playedSong();
    const url = `/api/admin/songs/${song.id}/executions/${segment.id}`;
    const before = await contentVersion();
    const response = await send(ctx.own, "PATCH", url, { musicalKey: "f# min", tempo: 72 });
    // The church's content version moves: no public answer cached before the change is served after it.
    expect(BigInt(await contentVersion())).toBeGreaterThan(BigInt(before));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ performance: { musicalKey: "F#m", tempo: 72 } });
    expect(await stored(segment.id)).toEqual({ musicalKey: "F#m", tempo: 72 });
    const executions = await body<{ executions: { musicalKey: string | null; tempo: number | null }[] }>(await get(ctx.own, `/api/admin/songs/${song.id}/executions`));
    expect(executions.executions[0]).toMatchObject({ musicalKey: "F#m", tempo: 72 });

    expect((await send(ctx.own, "PATCH", url, { musicalKey: "", tempo: null })).status).toBe(200);
    expect(await stored(segment.id)).toEqual({ musicalKey: null, tempo: null });
  });

  it("refuses a key that is none of the 24 and a tempo out of 30–250 with 422, changing nothing", async () => {
    const { song, segment } = await playedSong();
    const url = `/api/admin/songs/${song.id}/executions/${segment.id}`;
    await send(ctx.own, "PATCH", url, { musicalKey: "Bb", tempo: 90 });
    for (const [input, message] of [
      [{ musicalKey: "H", tempo: 90 }, serviceMessages.keyInvalid],
      [{ musicalKey: "Cb" }, serviceMessages.keyInvalid],
      [{ musicalKey: "G", tempo: 251 }, serviceMessages.tempoInvalid],
      [{ tempo: 72.5 }, serviceMessages.tempoInvalid],
      [{ tempo: "120" }, serviceMessages.tempoInvalid],
    ] as const) {
      const response = await send(ctx.own, "PATCH", url, input);
      expect(response.status, JSON.stringify(input)).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect(await stored(segment.id)).toEqual({ musicalKey: "Bb", tempo: 90 });
  });

  it("answers 404 for another song's execution, an unknown one, or another church's, and changes nothing", async () => {
    const { song, segment } = await playedSong();
    const other = await createSong(ctx.app.db, ctx.own.church.id, { name: "Outra" });
    for (const [who, url] of [
      [ctx.own, `/api/admin/songs/${other.id}/executions/${segment.id}`],
      [ctx.own, `/api/admin/songs/${song.id}/executions/00000000-0000-4000-8000-000000000000`],
      [ctx.own, `/api/admin/songs/${song.id}/executions/nao-e-um-id`],
      [ctx.other, `/api/admin/songs/${song.id}/executions/${segment.id}`],
    ] as const) {
      const response = await send(who, "PATCH", url, { musicalKey: "D", tempo: 100 });
      expect(response.status, url).toBe(404);
    }
    expect(await stored(segment.id)).toEqual({ musicalKey: null, tempo: null });
  });
});
