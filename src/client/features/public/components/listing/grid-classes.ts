/**
 * Spec §2: the grid shows 2 columns on mobile; otherwise as many columns of at least 300 px
 * (services) or 240 px (songs) as the width allows, at most 4 (docs/decisions/173).
 */
export const SERVICE_GRID_CLASS =
  "grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fill,minmax(max(300px,calc((100%_-_3rem)/4)),1fr))] md:gap-4";
export const SONG_GRID_CLASS =
  "grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fill,minmax(max(240px,calc((100%_-_3rem)/4)),1fr))] md:gap-4";
