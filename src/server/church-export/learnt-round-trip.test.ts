import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBand, createSong, signedInAdmin } from "../../../tests/factories";
import { shortService } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { resultOf, uploadRecording } from "../../../tests/recording/upload";
import { serviceBody } from "../../../tests/service-body";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { rows } from "../db";
import { importChurch } from "./import";

/**
 * What 'Analisar gravação' taught a church (decision 526) goes with its export (format 6): each
 * performance's fingerprint with the key and tempo heard, and each save's review, so the imported
 * church names its songs and shows its 'acerto das propostas' as before.
 */

let source: TestApp;
let target: TestApp;

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
}, 60_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});

const learnt = sql`select
  (select json_agg(f order by f.song_detail_id) from (select song_detail_id, encode(fingerprint, 'hex') as fingerprint, musical_key, tempo, created_at from performance_fingerprints) f) as fingerprints,
  (select json_agg(r order by r.id) from (select id, service_id, segments, boundaries_within, names_proposed, names_right, created_at from recording_reviews) r) as reviews`;

describe("a church's learnt performances in its export", () => {
  it("are imported with the church, fingerprint for fingerprint, with its accuracy figures", async () => {
    const { church, cookie } = await signedInAdmin(source);
    const send = (url: string, init: RequestInit & { json?: unknown } = {}) => source.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
    const band = await createBand(source.db, church.id);
    const songs = [await createSong(source.db, church.id, { name: "Rocha Eterna" }), await createSong(source.db, church.id, { name: "Júbilo" })];
    const result = resultOf((await uploadRecording(send, "culto.wav", readFileSync(serviceRecording(shortService).file))).lines);
    const segments = result.segments.map((segment, index) => ({ songCatalogId: songs[index]!.id, startTime: Math.round(segment.start), endTime: Math.round(segment.end) }));
    const saved = await send("/api/admin/services", { method: "POST", json: serviceBody(band.id, segments, { recording: { analysisId: result.analysisId, offsetSeconds: 0 } }) });
    expect(saved.status).toBe(201);

    const exported = await send("/api/admin/church/export");
    expect(exported.status).toBe(200);
    await importChurch(target.db, Buffer.from(await exported.arrayBuffer()), { adminEmail: "importado@example.com" });

    const [before] = await rows<{ fingerprints: unknown[]; reviews: unknown[] }>(source.db, learnt);
    expect(before!.fingerprints).toHaveLength(2);
    expect(before!.reviews).toHaveLength(1);
    expect(await rows(target.db, learnt)).toEqual([before]);
  }, 60_000);
});
