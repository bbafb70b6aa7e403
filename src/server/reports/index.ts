/**
 * The administrator's reports and their CSV files (a read model).
 */
export { reportAdminRoutes } from "./routes";
