import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createChurch, createSegmentIn, createService, createSong } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { refreshSongStatistics } from "../songs";
import { services } from "../db";
import type { PublicSongDetailResponse } from "@shared/schemas/public-catalogue";

const app = useTestApp();

async function songPage(churchSlug: string, songId: string) {
  const response = await app.request(`/api/public/churches/${churchSlug}/catalogue/${songId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PublicSongDetailResponse;
}

describe("the public song page's history", () => {
  it("gives first and last time with their bands, services since the last, the bands and the performances per year", async () => {
    const church = await createChurch(app.db);
    const agape = await createBand(app.db, church.id, { name: "Banda Ágape", year: 2019 });
    const kairos = await createBand(app.db, church.id, { name: "Kairós", year: 2023 });
    const song = await createSong(app.db, church.id, { name: "Graça Sem Fim" });
    const other = await createSong(app.db, church.id, { name: "Outra" });

    const first = await createService(app.db, church.id, { bandId: agape.id, date: "2022-05-01", time: "09:00" });
    const second = await createService(app.db, church.id, { bandId: kairos.id, date: "2024-02-04", time: "19:00" });
    const last = await createService(app.db, church.id, { bandId: kairos.id, date: "2024-03-10", time: "09:00" });
    const sameDayLater = await createService(app.db, church.id, { bandId: agape.id, date: "2024-03-10", time: "19:00" });
    const later = await createService(app.db, church.id, { bandId: agape.id, date: "2024-06-02", time: "10:00" });
    const inactiveLater = await createService(app.db, church.id, { bandId: agape.id, date: "2024-07-07", time: "10:00", active: false });
    await createSegmentIn(app.db, first, song.id, { startTime: 300, endTime: 500 });
    await createSegmentIn(app.db, first, song.id, { startTime: 0, endTime: 200 });
    await createSegmentIn(app.db, second, song.id, { startTime: 0, endTime: 200 });
    await createSegmentIn(app.db, last, song.id, { startTime: 0, endTime: 200 });
    await createSegmentIn(app.db, sameDayLater, other.id, { startTime: 0, endTime: 200 });
    await createSegmentIn(app.db, later, other.id, { startTime: 0, endTime: 200 });
    await createSegmentIn(app.db, inactiveLater, song.id, { startTime: 0, endTime: 200 });

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
    await refreshSongStatistics(app.db, [song.id]);
    const edited = await songPage(church.slug, song.id);
    expect(edited.history.lastPerformance).toEqual({ date: "2024-02-04", bandName: "Kairós" });
    expect(edited.history.servicesSinceLast).toBe(2);
    expect(edited.history.bands).toEqual([
      { name: "Banda Ágape", performances: 2 },
      { name: "Kairós", performances: 1 },
    ]);
  });

  it("is empty for a song never sung", async () => {
    const church = await createChurch(app.db);
    const song = await createSong(app.db, church.id, { name: "Nova" });
    expect((await songPage(church.slug, song.id)).history).toEqual({
      firstPerformance: null,
      lastPerformance: null,
      servicesSinceLast: null,
      bands: [],
      perYear: [],
    });
  });
});
