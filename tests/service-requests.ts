import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Executor } from "../src/server/db/client";
import type { ServiceEditorState, ServiceInputBody } from "../src/shared/schemas/services";
import type { AdminRequest } from "./admin-context";
import { createBand, createBandMember, createMusician, createSong } from "./factories";

/** The services endpoints as the service form calls them, through `api()` (read when called). */
export function serviceRequests(api: () => AdminRequest) {
  return {
    async create(body: ServiceInputBody, as?: string): Promise<ServiceEditorState> {
      const response = await api()("/api/admin/services", { method: "POST", json: body }, as);
      expect(response.status).toBe(201);
      return (await response.json()) as ServiceEditorState;
    },
    async update(id: string, body: ServiceInputBody): Promise<ServiceEditorState> {
      const response = await api()(`/api/admin/services/${id}`, { method: "PUT", json: body });
      expect(response.status).toBe(200);
      return (await response.json()) as ServiceEditorState;
    },
    async editorState(id: string): Promise<ServiceEditorState> {
      const response = await api()(`/api/admin/services/${id}`);
      expect(response.status).toBe(200);
      return (await response.json()) as ServiceEditorState;
    },
  };
}

/** The issues of a 422 validation failure. */
export async function issuesOf(response: Response) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
  expect(body.error.code).toBe("validation_failed");
  return body.error.issues;
}

/** Everything a save writes, to prove a refused request changed nothing. */
export async function serviceSnapshot(db: Executor) {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(s order by s.id), '[]') from (select id, date, time, video_url, band_id, active from services) s) as services,
      (select coalesce(json_agg(d order by d.id), '[]') from (select id, song_catalog_id, start_time, end_time, view_count from song_details) d) as segments,
      (select coalesce(json_agg(g order by g.id), '[]') from (select id, service_id, musician_id, instrument, is_substitute from service_musicians_global) g) as global_lineup,
      (select coalesce(json_agg(i order by i.id), '[]') from (select id, song_detail_id, musician_id, instrument, is_global from service_musicians_individual) i) as song_lineup,
      (select coalesce(json_agg(c order by c.id), '[]') from (select id, performance_count, first_played_at, last_played_at, last_service_id, new_marked_at, introduced_by from songs_catalog) c) as catalogue`);
  return result.rows[0];
}

/** A band 'Banda Ágape' with Ana (Vocal) and Bruno (Baixo), Carla (multibanda, Teclado) and three songs. */
export async function serviceCast(db: Executor, churchId: string) {
  const band = await createBand(db, churchId, { name: "Banda Ágape", year: 2019 });
  const ana = await createMusician(db, churchId, { name: "Ana" });
  const bruno = await createMusician(db, churchId, { name: "Bruno" });
  const carla = await createMusician(db, churchId, { name: "Carla", isMultibanda: true, instrument: "Teclado" });
  await createBandMember(db, churchId, { bandId: band.id, musicianId: ana.id, instrument: ["Vocal"] });
  await createBandMember(db, churchId, { bandId: band.id, musicianId: bruno.id, instrument: ["Baixo"] });
  const songs = await Promise.all([1, 2, 3].map((n) => createSong(db, churchId, { name: `Canção ${n} ${band.id.slice(0, 4)}` })));
  return { band, ana, bruno, carla, songs: songs as [(typeof songs)[0], (typeof songs)[0], (typeof songs)[0]] };
}
