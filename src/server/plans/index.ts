/**
 * Plans of coming services and the escala: asking musicians, their answers, reminders, blockouts,
 * 'Minhas escalas', the calendar, practice pages and the repertoire PDF.
 */
export { escalaMailContext } from "./escala-links";
export { sendEscalaReminders, startEscalaReminders } from "./escala-reminders";
export { escalaPublicRoutes } from "./escala-routes";
export { noIndex, publicPlanRoutes } from "./public-routes";
export { newPlanPublicKey, removeRecordedPlan } from "./queries";
export { planAdminRoutes } from "./routes";
