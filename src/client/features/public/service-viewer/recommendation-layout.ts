import type { RecommendedService, RecommendedSong } from "@shared/schemas/public-service-viewer";

export type Recommendation = RecommendedService | RecommendedSong;

/** Spec §4: one service, one song, then the rest shuffled. */
export function layoutRecommendations(
  services: readonly RecommendedService[],
  songs: readonly RecommendedSong[],
  random: () => number = Math.random,
): Recommendation[] {
  const [firstService, ...otherServices] = services;
  const [firstSong, ...otherSongs] = songs;
  const rest: Recommendation[] = [...otherServices, ...otherSongs];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [...(firstService ? [firstService] : []), ...(firstSong ? [firstSong] : []), ...rest];
}
