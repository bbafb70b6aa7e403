import { describe, expect, it } from "vitest";
import type { ServicePageResponse, ViewerMusician } from "@shared/schemas/public-service-viewer";
import { viewerService } from "@/test-support/public-fixtures";
import { toServicePage } from "./api/get-service-page";
import { musiciansOfSong } from "./musicians";

const person = (id: string, instrument: string): ViewerMusician => ({ id, key: id, name: `Nome ${id}`, instrument, avatarUrl: null });
const ana = person("ana", "Violão");
const bruno = person("bruno", "Cajón");
const carla = person("carla", "Teclado");

const answer: ServicePageResponse = {
  service: viewerService({
    viewCount: 3,
    duration: 600,
    band: { id: "b1", key: "banda-agape-2023", name: "Banda Ágape", year: 2023, imageUrl: "https://example.org/b.png" },
    church: { id: "c1", slug: "igreja", name: "Igreja", logoUrl: null },
  }),
  songs: [
    { id: "d1", key: "um-d1aa", songCatalogId: "k1", songKey: "um-k1aa", name: "Um", author: null, startTime: 0, endTime: 300, duration: 300, viewCount: 1, musicalKey: null, tempo: null },
    { id: "d2", key: "dois-d2aa", songCatalogId: "k2", songKey: "dois-k2aa", name: "Dois", author: "A", startTime: 300, endTime: 600, duration: 300, viewCount: 2, musicalKey: null, tempo: null },
  ],
  selectedSongId: "d2",
  // The same people in several lineups, as the API answers them.
  musicians: { bySong: { d1: [ana, bruno], d2: [bruno] }, service: [ana, bruno, carla], band: [carla] },
};

describe("the service page's kept model", () => {
  it("keeps each musician once and the lineups as positions, and only the fields the page shows", () => {
    const page = toServicePage(answer);
    expect(page.musicians.people).toEqual([ana, bruno, carla]);
    expect(page.musicians).toMatchObject({ bySong: { d1: [0, 1], d2: [1] }, service: [0, 1, 2], band: [2] });
    expect(page.service).not.toHaveProperty("thumbnailUrl");
    expect(page.service.band).not.toHaveProperty("imageUrl");
    expect(page.songs[1]).toEqual({ id: "d2", key: "dois-d2aa", songCatalogId: "k2", name: "Dois", author: "A", startTime: 300, endTime: 600, duration: 300, musicalKey: null, tempo: null });
    expect(page.selectedSongId).toBe("d2");
  });

  it("gives a song its own lineup, else the service's, else the band's", () => {
    const { musicians } = toServicePage(answer);
    expect(musiciansOfSong(musicians, "d1")).toEqual([ana, bruno]);
    expect(musiciansOfSong(musicians, "d3")).toEqual([ana, bruno, carla]);
    expect(musiciansOfSong({ ...musicians, service: [] }, "d3")).toEqual([carla]);
    expect(musiciansOfSong(musicians, null)).toEqual([ana, bruno, carla]);
  });
});
