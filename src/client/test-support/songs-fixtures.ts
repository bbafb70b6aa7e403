import type { CatalogSong, SongDetail, SongExecution } from "@shared/schemas/songs";
import { paths } from "@/lib/paths";
import { adminChurch, answerAdminWithChurch } from "./admin-church";
import { jsonResponse, type FakeNetwork } from "./fake-network";

/** Canned answers of the song catalogue's API for the client tests. */

let sequence = 0;

export function catalogSong(overrides: Partial<CatalogSong> = {}): CatalogSong {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: `Canção ${sequence}`,
    author: null,
    chordFile: null,
    lyrics: null,
    performanceCount: 0,
    viewCount: 0,
    firstPlayedAt: null,
    lastPlayedAt: null,
    createdAt: "2025-01-10T12:00:00.000Z",
    newMarkedAt: null,
    introducedBy: null,
    ...overrides,
  };
}

export function songDetail(overrides: Partial<SongDetail> = {}): SongDetail {
  const song = catalogSong(overrides);
  return { chart: null, originalKey: null, ccli: null, introducedByBand: null, publicUrl: paths.church.song.href(adminChurch.slug, `cancao-${song.id.slice(0, 4)}`), ...song, ...overrides };
}

export function execution(overrides: Partial<SongExecution> = {}): SongExecution {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    serviceId: "20000000-0000-4000-8000-000000000001",
    serviceDate: "2024-05-05",
    serviceTime: "19:30",
    bandName: "Banda Ágape",
    bandYear: 2019,
    startTime: 95,
    endTime: 312,
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    musicalKey: null,
    tempo: null,
    ...overrides,
  };
}

export function answerSongList(network: FakeNetwork, songs: CatalogSong[], total = songs.length) {
  network.on("GET", "/api/admin/songs", (request) =>
    jsonResponse({ songs, total, page: Number(request.url.searchParams.get("page") ?? 1), pageSize: 30 }),
  );
}

export function answerExecutions(network: FakeNetwork, songId: string, executions: SongExecution[], total = executions.length) {
  network.on("GET", `/api/admin/songs/${songId}/executions`, (request) =>
    jsonResponse({ executions, total, page: Number(request.url.searchParams.get("page") ?? 1), pageSize: 10 }),
  );
}

/**
 * What a song's admin detail screen reads, for a signed-in administrator with the test church:
 * the song, its `executions` ('Histórico de Execuções'), an empty catalogue, and every name free.
 */
export function answerSongDetail(network: FakeNetwork, song: SongDetail, executions: SongExecution[] = [], total = executions.length) {
  answerAdminWithChurch(network);
  answerSongList(network, []);
  network.on("GET", `/api/admin/songs/${song.id}`, () => jsonResponse({ song }));
  network.on("GET", "/api/admin/songs/name-availability", () => jsonResponse({ available: true }));
  answerExecutions(network, song.id, executions, total);
}
