import type { SongCreationTexts, SongPickerTexts } from "@/components/song-picker";
import { servicesTexts } from "./texts";

const texts = servicesTexts.segments;

/** The service form's song pickers ('Música', and each row of 'Colar capítulos'). */
export const songPickerTexts: SongPickerTexts = {
  placeholder: texts.songPlaceholder,
  searchLabel: texts.songSearchLabel,
  loading: texts.songsLoading,
  empty: texts.songsEmpty,
  errorTitle: servicesTexts.errorTitle,
  searchError: texts.songSearchError,
};

/** They create a song the catalogue lacks (spec §5). */
export const songCreationTexts: SongCreationTexts = {
  create: texts.createSong,
  closeMatch: texts.closeMatch,
  createError: texts.songCreateError,
};
