/**
 * A church's data as one archive (export) and back (import), for moving a church between installs.
 */
export { importChurch } from "./import";
export { ChurchImportError } from "./import-errors";
export { churchExportAdminRoutes } from "./routes";
