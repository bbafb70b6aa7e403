import type { PublicPlanResponse, PublicPlanSong } from "@shared/schemas/plans";
import type { ServicePageResponse } from "@shared/schemas/public-service-viewer";
import { TEST_CHURCH } from "./church-pages";

/** The service of a public service page as the API answers it: Banda Ágape's 'Culto 19h' of 05/05/2024, unless overridden. */
export function viewerService(overrides: Partial<ServicePageResponse["service"]> = {}): ServicePageResponse["service"] {
  return {
    id: "s1",
    key: "05-05-2024-19h-banda-agape",
    date: "2024-05-05",
    time: "19:30",
    shift: "evening",
    title: "Culto 19h",
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    videoId: "dQw4w9WgXcQ",
    thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    viewCount: 1234,
    duration: 900,
    band: { id: "b1", key: "banda-agape-2023", name: "Banda Ágape", year: 2023, imageUrl: null },
    church: { id: "c1", slug: TEST_CHURCH, name: "Igreja Esperança", logoUrl: null },
    ...overrides,
  };
}

/** A song of a public rehearsal plan: only its name ('Canção') unless overridden. */
export function planSong(overrides: Partial<PublicPlanSong>): PublicPlanSong {
  return {
    position: 0,
    songName: "Canção",
    author: null,
    musicalKey: null,
    note: null,
    chordUrl: null,
    lyricsUrl: null,
    songKey: null,
    practice: null,
    chart: null,
    originalKey: null,
    ...overrides,
  };
}

/** A public rehearsal plan as the API answers it: Banda Kairós on 01/03/2099 at 19:00, with `songs`. */
export function publicPlan(songs: PublicPlanSong[]): PublicPlanResponse {
  return {
    church: { slug: TEST_CHURCH, name: "Igreja Esperança" },
    plan: { date: "2099-03-01", time: "19:00", band: { name: "Banda Kairós", year: 2024, key: null }, musicians: [], songs },
  };
}
