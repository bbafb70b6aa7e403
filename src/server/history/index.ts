/**
 * The change history: every write records who changed what (recordChange), and the history pages read it.
 */
export { recordAuthorship } from "./queries";
export { type Actor, recordChange } from "./record";
export { historyAdminRoutes } from "./routes";
export { historySummaries } from "./summaries";
