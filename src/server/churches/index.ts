/**
 * The church record: its page, its readable key, 'Colar capítulos' verdicts, and the guard that
 * puts the signed-in administrator's church on each admin request.
 */
export { chapterVerdictsOf, rememberChapterVerdicts } from "./chapter-verdicts";
export { NO_CHURCH_MESSAGE, requireChurch } from "./require-church";
export { churchAdminRoutes } from "./routes";
