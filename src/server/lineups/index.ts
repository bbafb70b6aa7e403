/**
 * Who played in a service and in each of its songs.
 */
export { instrumentHint, replaceLineups, serviceLineup, servicesWithMusician, songLineups } from "./queries";
