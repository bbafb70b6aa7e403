import { expect } from "vitest";
import type { ReportOverview, UsageResponse } from "../src/shared/schemas/reports";
import type { ServiceInputBody } from "../src/shared/schemas/services";
import { createBand, createSong, signedInAdmin } from "./factories";
import { serviceBody } from "./service-body";
import type { TestApp } from "./test-app";

export type Segment = ServiceInputBody["segments"][number];
export const segment = (songCatalogId: string, startTime: number, overrides: Partial<Segment> = {}): Segment => ({
  songCatalogId,
  startTime,
  endTime: startTime + 240,
  ...overrides,
});

/** The period whose figures `buildChurch` knows by hand. */
export const PERIOD = "de=2025-01-01&ate=2025-03-31";

/** The reports endpoints and the church their tests share, on the app `app()` (read when called). */
export function reportRequests(app: () => TestApp) {
  async function saveService(cookie: string, body: ServiceInputBody, id?: string): Promise<{ id: string; segments: { id: string; songCatalogId: string }[] }> {
    const response = await app().request(id ? `/api/admin/services/${id}` : "/api/admin/services", {
      method: id ? "PUT" : "POST",
      headers: { cookie },
      json: body,
    });
    expect(response.status, await response.clone().text()).toBe(id ? 200 : 201);
    const state = (await response.json()) as { service: { id: string }; segments: { id: string; songCatalogId: string }[] };
    return { id: state.service.id, segments: state.segments };
  }

  /**
   * A church whose figures for 2025-01-01..2025-03-31 are known by hand:
   * - 05/01 Banda Alfa: Grande é o Senhor twice (in A# and G), Aclame ao Senhor (in D);
   * - 09/02 Banda Beta: Grande é o Senhor (in Bb), Oceanos; Onde meus pés, Nova (introduced here);
   * - 16/02 Banda Alfa, inactive: Aclame ao Senhor (in E), Oceanos (not counted);
   * - 31/12/2024 Alfa and 01/04/2025 Beta, 01/05/2025 Alfa: outside the period;
   * - 2024-03-03 and 2024-06-01 Alfa: Antiga (twice) and Esquecida (once), long forgotten.
   */
  async function buildChurch() {
    const { church, cookie } = await signedInAdmin(app());
    const alfa = await createBand(app().db, church.id, { name: "Banda Alfa" });
    const beta = await createBand(app().db, church.id, { name: "Banda Beta" });
    const grande = await createSong(app().db, church.id, { name: "Grande é o Senhor", author: "Adhemar de Campos", ccli: "1234567" });
    const aclame = await createSong(app().db, church.id, { name: "Aclame ao Senhor" });
    const oceanos = await createSong(app().db, church.id, { name: "Oceanos; Onde meus pés", author: 'Hillsong "United"' });
    const nova = await createSong(app().db, church.id, { name: "Nova" });
    const antiga = await createSong(app().db, church.id, { name: "Antiga" });
    const esquecida = await createSong(app().db, church.id, { name: "Esquecida" });

    const january = await saveService(
      cookie,
      serviceBody(
        alfa.id,
        [segment(grande.id, 0, { musicalKey: "A#" }), segment(grande.id, 1000, { musicalKey: "G" }), segment(aclame.id, 400, { musicalKey: "D" })],
        { date: "2025-01-05" },
      ),
    );
    const february = await saveService(
      cookie,
      serviceBody(beta.id, [segment(grande.id, 60, { musicalKey: "Bb" }), segment(oceanos.id, 400), segment(nova.id, 800, { isNew: true })], { date: "2025-02-09" }),
    );
    await saveService(cookie, serviceBody(alfa.id, [segment(aclame.id, 0, { musicalKey: "E" }), segment(oceanos.id, 300)], { date: "2025-02-16", active: false }));
    await saveService(cookie, serviceBody(alfa.id, [segment(grande.id, 0), segment(aclame.id, 300)], { date: "2024-12-31" }));
    await saveService(cookie, serviceBody(beta.id, [segment(nova.id, 0), segment(aclame.id, 300)], { date: "2025-04-01" }));
    await saveService(cookie, serviceBody(alfa.id, [segment(nova.id, 0)], { date: "2025-05-01" }));
    await saveService(cookie, serviceBody(alfa.id, [segment(antiga.id, 0)], { date: "2024-03-03" }));
    await saveService(cookie, serviceBody(alfa.id, [segment(antiga.id, 0), segment(esquecida.id, 300)], { date: "2024-06-01" }));

    return { church, cookie, alfa, beta, songs: { grande, aclame, oceanos, nova, antiga, esquecida }, january, february };
  }

  async function getJson<T>(cookie: string, url: string): Promise<T> {
    const response = await app().request(url, { headers: { cookie } });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  }

  const overview = (cookie: string, query = PERIOD) => getJson<ReportOverview>(cookie, `/api/admin/reports?${query}`);
  const usage = (cookie: string, query = PERIOD) => getJson<UsageResponse>(cookie, `/api/admin/reports/usage?${query}`);

  async function csv(cookie: string, query = PERIOD) {
    const response = await app().request(`/api/admin/reports/usage.csv?${query}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  }

  return { saveService, buildChurch, getJson, overview, usage, csv };
}
