/**
 * Counting a public page's views.
 */
export { viewRoutes } from "./routes";
