/**
 * The song catalogue: list, detail, statistics, executions and the song list import.
 */
export { insertCatalogueSongs, lockCatalogueAdditions, matchSongNames } from "./queries";
export { songAdminRoutes } from "./routes";
export { lockSongs, markSongsAsNew, refreshSongStatistics, songNamesOfChurch, songsLastPlayedIn } from "./statistics";
