/**
 * 'Importar do YouTube': a channel's videos as services, through the YouTube Data API.
 */
export { youtubeImportRoutes } from "./routes";
