/**
 * The public pages rendered on the server for the first paint and share previews.
 */
export { EARLY_TAPS_SCRIPT_SOURCE } from "./early-taps-script";
export { createPageCache, indexTemplate, publicSite } from "./public-site";
