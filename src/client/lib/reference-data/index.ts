/**
 * The church's reference lists, the ones every admin form picks from: its bands, its musicians
 * and the song pickers' options. Each has one query key, which the screens that show the list
 * and the pickers that offer it share, and which every write of that kind of record invalidates
 * (docs/decisions/505). The key factories of the three nouns live here for that reason; each
 * feature adds its own keys under them.
 */
export { bandKeys, bandListQuery, bandOptionsQuery, useBandOptions } from "./bands";
export { musicianKeys, musicianListQuery, musicianOptionsQuery, musicianWrites, useMusicianOptions } from "./musicians";
export { songKeys, songOptionsQuery, useCreateSongByName, useSongOptions } from "./songs";
