/**
 * Musicians: the list, the form, their contacts and their bands, and the link to their escalas.
 */
export { keepEscalaLinkHashes } from "./escala-link";
export { bandEligibleMusicianIds, musiciansOfChurch } from "./queries";
export { musicianAdminRoutes } from "./routes";
