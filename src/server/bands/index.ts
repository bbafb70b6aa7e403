/**
 * Bands and their members (musicians with instruments): the list, the form, the memberships.
 */
export { isBandOfChurch } from "./memberships";
export { findBand } from "./queries";
export { bandAdminRoutes } from "./routes";
