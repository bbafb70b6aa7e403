import { Hono } from "hono";
import { type AppEnv, type ModuleDeps, clientAddress, AppError, notFound } from "../http";
import { asUuid } from "../db";
import type { ViewResponse } from "@shared/schemas/public-service-viewer";
import { deleteExpiredViewLimits, recordServiceView, recordSongView, type ViewOutcome } from "./queries";

export const viewMessages = {
  serviceNotFound: "Serviço não encontrado",
  songNotFound: "Música não encontrada",
  tooMany: "Muitas visualizações em pouco tempo. Tente novamente em um minuto.",
} as const;

/** About one request in this many also clears expired limits, so no timer or job is needed. */
const CLEANUP_EVERY = 500;

/**
 * View counting: /api/views. `POST /services/:serviceId` and `POST /songs/:songDetailId` count one
 * view each, at most once per window per client address (decision 181). Answers:
 * 200 { counted: true, viewCount }, 200 { counted: false, viewCount } for a repeat within the
 * window, 404 for an unknown or inactive id, 429 past the per-minute limit.
 */
export function viewRoutes({ db, config }: ModuleDeps) {
  function answer(outcome: ViewOutcome, missing: string) {
    if (outcome.status === "not-found") throw notFound(missing);
    if (outcome.status === "too-many") throw new AppError(429, "too_many_views", viewMessages.tooMany);
    const body: ViewResponse = { counted: outcome.status === "counted", viewCount: outcome.viewCount };
    return body;
  }

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      if (Math.random() * CLEANUP_EVERY < 1) {
        deleteExpiredViewLimits(db).catch((error: unknown) => {
          c.get("logger").warn({ err: error }, "views: could not delete expired limits");
        });
      }
    })
    .post("/services/:serviceId", async (c) => {
      const serviceId = asUuid(c.req.param("serviceId"));
      if (!serviceId) throw notFound(viewMessages.serviceNotFound);
      const outcome = await recordServiceView(db, serviceId, clientAddress(c, config.trustProxy));
      return c.json(answer(outcome, viewMessages.serviceNotFound));
    })
    .post("/songs/:songDetailId", async (c) => {
      const songDetailId = asUuid(c.req.param("songDetailId"));
      if (!songDetailId) throw notFound(viewMessages.songNotFound);
      const outcome = await recordSongView(db, songDetailId, clientAddress(c, config.trustProxy));
      return c.json(answer(outcome, viewMessages.songNotFound));
    });
}
