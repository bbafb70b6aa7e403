import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { ServiceEditorState } from "@shared/schemas/services";
import { useAdminContext } from "../../../tests/admin-context";
import { createBand, createSong } from "../../../tests/factories";
import { flowingSongs, shortService } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { resultOf, uploadRecording } from "../../../tests/recording/upload";
import { serviceBody } from "../../../tests/service-body";
import { rows, performanceFingerprints, recordingAnalyses, recordingReviews } from "../db";
import { ffmpegPath } from "./decode";
import { recordingMessages } from "./errors";
import { recordingRouteMessages } from "./routes";

const ctx = useAdminContext();
const folder = mkdtempSync(path.join(os.tmpdir(), "louvor-recording-route-"));
afterAll(() => execFileSync("rm", ["-rf", folder]));

const mapped = serviceRecording(shortService);
const later = serviceRecording(flowingSongs);

const upload = (name: string, bytes: Buffer, cookie = ctx.cookie) =>
  uploadRecording((url, init) => ctx.api(url, init, cookie), name, new Uint8Array(bytes));

const analyses = (churchId: string) => ctx.app.db.select().from(recordingAnalyses).where(eq(recordingAnalyses.churchId, churchId));

describe("POST /api/admin/services/recording ('Analisar gravação')", () => {
  it("proposes the songs, learns from the service saved from them, then names a song it heard in a later recording", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const rocha = await createSong(ctx.app.db, ctx.churchId, { name: "Rocha Eterna" });
    const jubilo = await createSong(ctx.app.db, ctx.churchId, { name: "Júbilo" });

    const first = await upload("culto.wav", readFileSync(mapped.file));
    expect(first.status).toBe(200);
    expect(first.lines[0]).toMatchObject({ type: "progress" });
    const proposals = resultOf(first.lines);
    expect(proposals.durationSeconds).toBeCloseTo(mapped.durationSeconds, 0);
    expect(proposals.segments.map((segment) => [segment.songId, segment.songName])).toEqual([[null, null], [null, null]]);
    expect(await analyses(ctx.churchId)).toHaveLength(1);

    // The video started 2 s after the recording: the segments are typed in the video's time.
    const offset = 2;
    // The team writes Rocha Eterna's tempo as it counts it, in half time.
    const rochaTempo = Math.round(mapped.songs[0]!.bpm / 2);
    const segments = proposals.segments.map((segment, index) => ({
      songCatalogId: [rocha.id, jubilo.id][index]!,
      startTime: Math.round(segment.start) - offset,
      endTime: Math.round(segment.end) - offset,
      ...(index === 0 ? { tempo: rochaTempo } : {}),
    }));
    const saved = await ctx.api("/api/admin/services", { method: "POST", json: serviceBody(band.id, segments, { recording: { analysisId: proposals.analysisId, offsetSeconds: offset } }) });
    expect(saved.status).toBe(201);
    const state = (await saved.json()) as ServiceEditorState;
    const learnt = await ctx.app.db.select().from(performanceFingerprints).where(eq(performanceFingerprints.churchId, ctx.churchId));
    expect(learnt.map((row) => row.songDetailId).sort()).toEqual(state.segments.map((segment) => segment.id).sort());
    expect(learnt.every((row) => row.fingerprint.length > 0 && row.fingerprint.length <= 5000)).toBe(true);
    const rochaSegment = state.segments.find((segment) => segment.songCatalogId === rocha.id)!;
    expect(learnt.find((row) => row.songDetailId === rochaSegment.id)!.tempo).toBe(rochaTempo);
    expect(await analyses(ctx.churchId)).toHaveLength(0);
    const accuracy = await ctx.api("/api/admin/reports/recording-accuracy");
    expect(await accuracy.json()).toEqual({ services: 1, boundaries: { within: 2, total: 2 }, names: { right: 0, total: 0 } });

    const next = resultOf((await upload("culto-seguinte.wav", readFileSync(later.file))).lines);
    expect(next.segments.map((segment) => segment.songName)).toEqual([null, null, "Rocha Eterna"]);
    expect(next.segments[2]!.songId).toBe(rocha.id);
    // Its tempo is proposed at the octave the team wrote it in.
    const played = later.songs[2]!.bpm / 2;
    expect(Math.abs(next.segments[2]!.bpm! - played) / played).toBeLessThanOrEqual(0.04);

    // Another church learns nothing from this church's songs.
    const elsewhere = resultOf((await upload("culto.wav", readFileSync(later.file), ctx.otherCookie)).lines);
    expect(elsewhere.segments.every((segment) => segment.songId === null)).toBe(true);

    // A performance removed from the service takes its fingerprint with it.
    const kept = state.segments.filter((segment) => segment.songCatalogId === rocha.id);
    const resaved = await ctx.api(`/api/admin/services/${state.service.id}`, {
      method: "PUT",
      json: serviceBody(band.id, kept.map((segment) => ({ id: segment.id, songCatalogId: segment.songCatalogId, startTime: segment.startTime, endTime: segment.endTime }))),
    });
    expect(resaved.status).toBe(200);
    const left = await ctx.app.db.select().from(performanceFingerprints).where(eq(performanceFingerprints.churchId, ctx.churchId));
    expect(left.map((row) => row.songDetailId)).toEqual(kept.map((segment) => segment.id));
  });

  it("reads an mp4 whose index sits at its end (spooled to a temporary file first)", async () => {
    const mp4 = path.join(folder, "culto.mp4");
    execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", "-i", mapped.file, "-c:a", "aac", "-b:a", "96k", mp4]);
    const { status, lines } = await upload("Culto de domingo.MP4", readFileSync(mp4));
    expect(status).toBe(200);
    expect(resultOf(lines).segments).toHaveLength(2);
  });

  it("refuses what is no recording with a clear message, before anything is kept", async () => {
    const before = (await analyses(ctx.churchId)).length;
    expect(await upload("letra.txt", Buffer.from("Grande é o Senhor"))).toMatchObject({ status: 415, error: { message: recordingRouteMessages.unsupported } });
    expect(await upload("culto.mp3", Buffer.from("isto não é áudio ".repeat(2000)))).toMatchObject({ status: 422, error: { code: "recording_not_audio", message: recordingMessages["not-audio"] } });
    expect(await upload("culto.wav", Buffer.alloc(0))).toMatchObject({ status: 422, error: { message: recordingRouteMessages.empty } });

    const silence = path.join(folder, "silencio.wav");
    execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "anullsrc=r=22050:cl=mono", "-t", "20", silence]);
    const silent = await upload("silencio.wav", readFileSync(silence));
    expect(silent.lines.at(-1)).toEqual({ type: "error", code: "silent", message: recordingMessages.silent });

    const cut = path.join(folder, "cortado.mp4");
    writeFileSync(cut, readFileSync(path.join(folder, "culto.mp4")).subarray(0, 40_000));
    expect(await upload("cortado.mp4", readFileSync(cut))).toMatchObject({ status: 422, error: { message: recordingMessages.damaged } });
    expect(await analyses(ctx.churchId)).toHaveLength(before);
  });

  it("a save naming another church's analysis learns nothing and leaves it alone", async () => {
    const theirs = resultOf((await upload("culto.wav", readFileSync(mapped.file), ctx.otherCookie)).lines);
    const band = await createBand(ctx.app.db, ctx.churchId);
    const song = await createSong(ctx.app.db, ctx.churchId);
    const saved = await ctx.api("/api/admin/services", {
      method: "POST",
      json: serviceBody(band.id, [{ songCatalogId: song.id, startTime: 10, endTime: 60 }], { recording: { analysisId: theirs.analysisId, offsetSeconds: 0 } }),
    });
    expect(saved.status).toBe(201);
    const [{ count } = { count: -1 }] = await rows<{ count: number }>(ctx.app.db, sql`select count(*)::int as count from recording_analyses where id = ${theirs.analysisId}`);
    expect(count).toBe(1);
    const reviews = await ctx.app.db.select().from(recordingReviews).where(eq(recordingReviews.churchId, ctx.churchId));
    expect(reviews).toHaveLength(1);
  });
});
