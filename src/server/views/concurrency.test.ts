import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createSong } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { useSignedInAdmin } from "../../../tests/support/signed-in-admin";
import { useTestApp } from "../../../tests/test-app";
import type { ServiceEditorState, ServiceInputBody } from "@shared/schemas/services";

/**
 * Views of a service and its songs while its administrator saves it (docs/decisions/196): no view
 * may fail, no save may fail, and every view counts exactly once. Real concurrency: the views go
 * out many at a time on the pool while the saves run one after the other, as an editor clicks.
 */

const app = useTestApp({ TRUST_PROXY: "true" });
const admin = useSignedInAdmin(app);

const SAVES = 24;
const VIEWERS = 16;

async function viewCounts(serviceId: string, segmentIds: string[], songIds: string[]) {
  const result = await app.db.execute<{ kind: string; id: string; n: number }>(sql`
    select 'service' as kind, id::text, view_count as n from services where id = ${serviceId}
    union all select 'segment', id::text, view_count from song_details where id = any(${`{${segmentIds.join(",")}}`}::uuid[])
    union all select 'song', id::text, view_count from songs_catalog where id = any(${`{${songIds.join(",")}}`}::uuid[])`);
  return Object.fromEntries(result.rows.map((row) => [`${row.kind}:${row.id}`, row.n]));
}

describe("views while the service is being saved", () => {
  it("never fail a save, never fail themselves, and count exactly", async () => {
    const band = await createBand(app.db, admin.church.id);
    const songs = [await createSong(app.db, admin.church.id), await createSong(app.db, admin.church.id), await createSong(app.db, admin.church.id)];
    const created = await app.request("/api/admin/services", {
      method: "POST",
      headers: { cookie: admin.cookie },
      json: serviceBody(band.id, [
        { songCatalogId: songs[0]!.id, startTime: 0, endTime: 100 },
        { songCatalogId: songs[1]!.id, startTime: 100, endTime: 200 },
        { songCatalogId: songs[0]!.id, startTime: 200, endTime: 300 },
      ]),
    });
    expect(created.status).toBe(201);
    const state = (await created.json()) as ServiceEditorState;
    const serviceId = state.service.id;
    const viewed = state.segments.map((segment) => ({ id: segment.id, songCatalogId: segment.songCatalogId }));

    /** The saved segments with their ids; `shift` moves their ends, `extra` adds an unviewed segment. */
    function body(shift: number, extra: boolean): ServiceInputBody {
      const segments: ServiceInputBody["segments"] = state.segments.map((segment) => ({
        id: segment.id,
        songCatalogId: segment.songCatalogId,
        startTime: segment.startTime,
        endTime: segment.endTime - shift,
      }));
      if (extra) segments.push({ songCatalogId: songs[2]!.id, startTime: 400, endTime: 450 });
      return serviceBody(band.id, segments);
    }

    let saving = true;
    let address = 0;
    const viewStatuses: number[] = [];
    const counted = new Map<string, number>();
    const countOne = (key: string) => counted.set(key, (counted.get(key) ?? 0) + 1);

    async function viewer(index: number) {
      while (saving) {
        address += 1;
        const from = { "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
        const segment = viewed[(address + index) % viewed.length]!;
        const serviceView = address % 4 === 0;
        const response = await app.request(serviceView ? `/api/views/services/${serviceId}` : `/api/views/songs/${segment.id}`, {
          method: "POST",
          headers: from,
        });
        viewStatuses.push(response.status);
        if (response.status !== 200) continue;
        const answer = (await response.json()) as { counted: boolean };
        if (!answer.counted) continue;
        if (serviceView) countOne(`service:${serviceId}`);
        else {
          countOne(`segment:${segment.id}`);
          countOne(`song:${segment.songCatalogId}`);
        }
      }
    }

    async function editor() {
      const statuses: number[] = [];
      try {
        for (let n = 0; n < SAVES; n++) {
          // Unchanged saves, saves that move the segments' ends, saves that add and then remove a segment.
          const next = n % 3 === 0 ? body(0, false) : n % 3 === 1 ? body(n % 2 === 0 ? 10 : 5, false) : body(0, true);
          const response = await app.request(`/api/admin/services/${serviceId}`, { method: "PUT", headers: { cookie: admin.cookie }, json: next });
          statuses.push(response.status);
        }
      } finally {
        saving = false;
      }
      return statuses;
    }

    const [saveStatuses] = await Promise.all([editor(), ...Array.from({ length: VIEWERS }, (_, index) => viewer(index))]);

    expect(saveStatuses).toEqual(Array.from({ length: SAVES }, () => 200));
    expect(viewStatuses.filter((status) => status !== 200)).toEqual([]);
    expect(viewStatuses.length).toBeGreaterThan(SAVES);

    const songIds = songs.map((song) => song.id);
    const stored = await viewCounts(serviceId, viewed.map((segment) => segment.id), songIds);
    const expected = Object.fromEntries([
      [`service:${serviceId}`, counted.get(`service:${serviceId}`) ?? 0],
      ...viewed.map((segment) => [`segment:${segment.id}`, counted.get(`segment:${segment.id}`) ?? 0]),
      ...songIds.map((id) => [`song:${id}`, counted.get(`song:${id}`) ?? 0]),
    ]);
    expect(stored).toEqual(expected);
    expect(counted.get(`service:${serviceId}`)).toBeGreaterThan(0);
  }, 120_000);
});
