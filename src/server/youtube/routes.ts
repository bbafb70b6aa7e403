import { Hono } from "hono";
import { importInputSchema, importListQuerySchema, type ImportListResponse, type ImportResponse } from "@shared/schemas/youtube-import";
import { type AppEnv, type ModuleDeps, AppError, validate } from "../http";
import { heavyJobSlot } from "../heavy-jobs";
import { youtubeDataApi, YouTubeApiError } from "./data-api";
import { importVideos, listImportableVideos, youtubeErrorAnswer } from "./import";

const NOT_CONFIGURED = "A importação do YouTube não está configurada neste servidor (YOUTUBE_API_KEY).";

/** 'Importar do YouTube': /api/admin/services/import, scoped to the church (docs/decisions/440). */
export function youtubeImportRoutes(deps: ModuleDeps) {
  const { db, config } = deps;
  const { apiKey, apiUrl } = config.youtube;
  const api = apiKey ? youtubeDataApi({ baseUrl: apiUrl, apiKey }) : null;
  const answerErrors = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw error instanceof YouTubeApiError ? youtubeErrorAnswer(error) : error;
    }
  };

  return new Hono<AppEnv>()
    .get("/", validate("query", importListQuerySchema), async (c) => {
      if (!api) return c.json({ configured: false } satisfies ImportListResponse);
      const { pageToken } = c.req.valid("query");
      return c.json((await answerErrors(() => listImportableVideos(db, api, c.get("churchId"), pageToken))) satisfies ImportListResponse);
    })
    // A heavy job (decision 488): a slot of its own, or a 503 with Retry-After.
    .post("/", heavyJobSlot(deps), validate("json", importInputSchema), async (c) => {
      if (!api) throw new AppError(409, "youtube_not_configured", NOT_CONFIGURED);
      return c.json((await answerErrors(() => importVideos(db, api, c.get("churchId"), c.req.valid("json"), c.get("user")))) satisfies ImportResponse);
    });
}
