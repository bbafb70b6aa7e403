import type { Band } from "@shared/schemas/bands";
import type { Musician } from "@shared/schemas/musicians";
import type { ServiceEditorState, ServiceListItem, ServiceListResponse } from "@shared/schemas/services";
import type { SongOption } from "@shared/schemas/songs";
import { answerAdminWithChurch } from "./admin-church";
import { jsonResponse, type FakeNetwork } from "./fake-network";

/** Canned answers of the services feature's API for the client tests. */

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const musicians: Record<"ana" | "bruno" | "carla" | "duda", Musician> = {
  ana: { id: id("a0000000", 1), name: "Ana Lima", isMultibanda: false, instrument: "Vocal", bio: null, avatarUrl: null, email: null, phone: null },
  bruno: { id: id("a0000000", 2), name: "Bruno Reis", isMultibanda: false, instrument: "Baixo", bio: null, avatarUrl: null, email: null, phone: null },
  carla: { id: id("a0000000", 3), name: "Carla Dias", isMultibanda: true, instrument: "Teclado", bio: null, avatarUrl: null, email: null, phone: null },
  duda: { id: id("a0000000", 4), name: "Duda Melo", isMultibanda: false, instrument: "Bateria", bio: null, avatarUrl: null, email: null, phone: null },
};

export const agape: Band = {
  id: id("b0000000", 1),
  name: "Banda Ágape",
  year: 2019,
  imageUrl: null,
  members: [
    { musicianId: musicians.ana.id, name: musicians.ana.name, isMultibanda: false, instrument: ["Vocal"] },
    { musicianId: musicians.bruno.id, name: musicians.bruno.name, isMultibanda: false, instrument: ["Baixo", "Vocal"] },
  ],
};

export const kairos: Band = { id: id("b0000000", 2), name: "Banda Kairós", year: 2023, imageUrl: null, members: [] };

export const songOptions: SongOption[] = [
  "Rei da Glória",
  "O Céu Se Abre",
  "Fogo no Altar",
  "Pai de Amor",
  "Mar Aberto",
  "Graça Sem Fim",
  "Luz do Mundo",
].map((name, index) => ({ id: id("c0000000", index + 1), name, newMarkedAt: null, introducedBy: null }));

export const markedSong: SongOption = {
  id: id("c0000000", 99),
  name: "Canção Marcada",
  newMarkedAt: "2025-01-05T00:00:00.000Z",
  introducedBy: agape.id,
};

/** A catalogue song whose name a test types differently ('Santo Espírito Vem'). */
export const punctuatedSong: SongOption = { id: id("c0000000", 50), name: "Santo Espírito, Vem", newMarkedAt: null, introducedBy: null };

/**
 * What the server answers for the terms the tests type into the song picker. The search rule is
 * the server's (tested there); any other term finds nothing.
 */
export const songSearchAnswers: Record<string, SongOption[]> = {
  "rei da glória": [songOptions[0]!],
  Marcada: [markedSong],
  "Santo Espírito Vem": [punctuatedSong],
};

/** The close catalogue name the server names for a typed one (its rule is tested on the server). */
export const songCloseMatches: Record<string, SongOption> = { "Santo Espírito Vem": punctuatedSong };

/** A signed-in administrator of a church, with its bands, musicians, song options and instrument hints. */
export function answerServicesBackground(network: FakeNetwork, hints: Record<string, string | null> = {}) {
  answerAdminWithChurch(network);
  network.on("GET", "/api/admin/bands", () => jsonResponse({ bands: [kairos, agape] }));
  network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: Object.values(musicians) }));
  network.on("GET", "/api/admin/songs/options", ({ url }) => {
    const search = url.searchParams.get("search");
    return jsonResponse({
      songs: search ? (songSearchAnswers[search] ?? []) : [...songOptions, markedSong],
      closeMatch: search ? (songCloseMatches[search] ?? null) : null,
    });
  });
  // 'Colar capítulos': the church has said nothing of chapter titles yet (decision 485).
  network.on("GET", "/api/admin/services/chapter-verdicts", () => jsonResponse({ verdicts: [] }));
  network.on("GET", "/api/admin/services/instrument-hint", ({ url }) =>
    jsonResponse({ instrument: hints[url.searchParams.get("musicianId") ?? ""] ?? null }),
  );
}

export function listItem(overrides: Partial<ServiceListItem> = {}): ServiceListItem {
  return {
    id: id("d0000000", 1),
    date: "2025-03-09",
    time: "19:30",
    bandId: agape.id,
    bandName: agape.name,
    songCount: 2,
    active: true,
    songs: [
      { id: id("e0000000", 1), name: "Rei da Glória", startTime: 95, endTime: 300 },
      { id: id("e0000000", 2), name: "Mar Aberto", startTime: 400, endTime: 650 },
    ],
    ...overrides,
  };
}

export function listResponse(services: ServiceListItem[], total = services.length, page = 1): ServiceListResponse {
  return { services, total, page, pageSize: 20 };
}

export const savedServiceId = id("d0000000", 7);

export function editorState(overrides: Partial<ServiceEditorState> = {}): ServiceEditorState {
  return {
    authorship: { created: null, lastChanged: null },
    service: { id: savedServiceId, date: "2025-03-09", time: "19:30", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", bandId: agape.id, active: true },
    globalMusicians: [
      { musicianId: musicians.ana.id, name: musicians.ana.name, isMultibanda: false, instrument: "Vocal", isSubstitute: false },
      { musicianId: musicians.bruno.id, name: musicians.bruno.name, isMultibanda: false, instrument: "Baixo", isSubstitute: false },
    ],
    segments: [
      {
        id: id("e0000000", 12),
        songCatalogId: songOptions[4]!.id,
        songName: "Mar Aberto",
        startTime: 400,
        endTime: 650,
        musicalKey: null,
        tempo: null,
        viewCount: 3,
        songNewMarkedAt: null,
        songIntroducedBy: null,
        isNew: false,
        hasSpecificMusicians: false,
        musicians: [],
      },
      {
        id: id("e0000000", 11),
        songCatalogId: songOptions[0]!.id,
        songName: "Rei da Glória",
        startTime: 95,
        endTime: 300,
        musicalKey: null,
        tempo: null,
        viewCount: 10,
        songNewMarkedAt: null,
        songIntroducedBy: null,
        isNew: false,
        hasSpecificMusicians: false,
        musicians: [],
      },
    ],
    ...overrides,
  };
}
