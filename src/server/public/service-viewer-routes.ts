import { Hono } from "hono";
import { publicMessages, recommendationsQuerySchema, servicePageQuerySchema } from "@shared/schemas/public-queries";
import { type AppEnv, type ModuleDeps, notFound, validate, validateKeys } from "../http";
import { resolveSegmentKey, resolveServiceKey } from "./keys";
import { findCurrentService, getRecommendations } from "./recommendations";
import { getServicePage } from "./service-viewer-queries";

/** Spec §9: recommendations are fresh for 60 s. */
export const RECOMMENDATIONS_MAX_AGE_SECONDS = 60;

/**
 * The service viewing page's data in one request and its recommendations, below
 * /api/public/churches/:churchKey. Keys are the readable keys of public/keys.ts or bare ids;
 * unknown or inactive is a 404.
 */
export function serviceViewerRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/services/:serviceKey", validateKeys("serviceKey"), validate("query", servicePageQuerySchema), async (c) => {
      const { id, slug, name, logoUrl } = c.get("publicChurch");
      const serviceId = await resolveServiceKey(db, id, c.req.valid("param").serviceKey);
      if (!serviceId) throw notFound(publicMessages.serviceNotFound);
      const { song } = c.req.valid("query");
      const selectedSongId = song ? await resolveSegmentKey(db, serviceId, song) : null;
      const page = await getServicePage(db, { id, slug, name, logoUrl }, serviceId, selectedSongId);
      if (!page) throw notFound(publicMessages.serviceNotFound);
      return c.json(page);
    })
    .get("/recommendations", validate("query", recommendationsQuerySchema), async (c) => {
      const churchId = c.get("publicChurch").id;
      const { service, song } = c.req.valid("query");
      const current = await findCurrentService(db, churchId, service);
      if (!current) throw notFound(publicMessages.serviceNotFound);
      const recommendations = await getRecommendations(db, churchId, current, song ?? null);
      c.header("Cache-Control", `public, max-age=${RECOMMENDATIONS_MAX_AGE_SECONDS}`);
      return c.json(recommendations);
    });
}
