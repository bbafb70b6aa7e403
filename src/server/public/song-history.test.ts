import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFactory } from "../../../tests/factories-public-catalogue";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { services } from "../db/schema";
import type { PublicSongDetailResponse } from "../../shared/schemas/public-catalogue";

let app: TestApp;
let make: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  app = await createTestApp();
  make = catalogueFactory(app);
});
afterAll(async () => {
  await app.close();
});

async function songPage(churchSlug: string, songId: string) {
  const response = await app.request(`/api/public/churches/${churchSlug}/catalogue/${songId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PublicSongDetailResponse;
}

describe("the public song page's history", () => {
  it("gives first and last time with their bands, services since the last, the bands and the performances per year", async () => {
    const church = await make.church();
    const agape = await make.band(church.id, { name: "Banda Ágape", year: 2019 });
    const kairos = await make.band(church.id, { name: "Kairós", year: 2023 });
    const song = await make.song(church.id, { name: "Graça Sem Fim" });
    const other = await make.song(church.id, { name: "Outra" });

    const first = await make.service(church.id, agape.id, { date: "2022-05-01", time: "09:00" });
    const second = await make.service(church.id, kairos.id, { date: "2024-02-04", time: "19:00" });
    const last = await make.service(church.id, kairos.id, { date: "2024-03-10", time: "09:00" });
    const sameDayLater = await make.service(church.id, agape.id, { date: "2024-03-10", time: "19:00" });
    const later = await make.service(church.id, agape.id, { date: "2024-06-02", time: "10:00" });
    const inactiveLater = await make.service(church.id, agape.id, { date: "2024-07-07", time: "10:00", active: false });
    await make.segment(first, song.id, { startTime: 300, endTime: 500 });
    await make.segment(first, song.id, { startTime: 0, endTime: 200 });
    await make.segment(second, song.id, { startTime: 0, endTime: 200 });
    await make.segment(last, song.id, { startTime: 0, endTime: 200 });
    await make.segment(sameDayLater, other.id, { startTime: 0, endTime: 200 });
    await make.segment(later, other.id, { startTime: 0, endTime: 200 });
    await make.segment(inactiveLater, song.id, { startTime: 0, endTime: 200 });

    const body = await songPage(church.slug, song.id);
    expect(body.history).toEqual({
      firstPerformance: { date: "2022-05-01", bandName: "Banda Ágape" },
      lastPerformance: { date: "2024-03-10", bandName: "Kairós" },
      servicesSinceLast: 2,
      bands: [
        { name: "Banda Ágape", performances: 2 },
        { name: "Kairós", performances: 2 },
      ],
      perYear: [
        { year: 2022, performances: 2 },
        { year: 2023, performances: 0 },
        { year: 2024, performances: 2 },
      ],
    });
    // The older fields stay as they were.
    expect(body.statistics).toMatchObject({ totalPerformances: 4, lastPerformanceDate: "2024-03-10" });

    // After an edit: the last service becomes inactive, so the last time moves back to February.
    await app.db.update(services).set({ active: false }).where(eq(services.id, last.id));
    await make.refresh([song.id]);
    const edited = await songPage(church.slug, song.id);
    expect(edited.history.lastPerformance).toEqual({ date: "2024-02-04", bandName: "Kairós" });
    expect(edited.history.servicesSinceLast).toBe(2);
    expect(edited.history.bands).toEqual([
      { name: "Banda Ágape", performances: 2 },
      { name: "Kairós", performances: 1 },
    ]);
  });

  it("is empty for a song never sung", async () => {
    const church = await make.church();
    const song = await make.song(church.id, { name: "Nova" });
    expect((await songPage(church.slug, song.id)).history).toEqual({
      firstPerformance: null,
      lastPerformance: null,
      servicesSinceLast: null,
      bands: [],
      perYear: [],
    });
  });
});
