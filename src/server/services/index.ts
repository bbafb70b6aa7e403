/**
 * Worship services (cultos): the video, its song segments, new songs, and saving a service whole.
 */
export { concurrentChange } from "./queries";
export { saveServiceWithin } from "./save";
export { serviceAdminRoutes } from "./routes";
