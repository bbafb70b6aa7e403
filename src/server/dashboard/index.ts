/**
 * The admin home's figures, read from the other modules' tables (a read model, decision 290).
 */
export { dashboardAdminRoutes } from "./routes";
