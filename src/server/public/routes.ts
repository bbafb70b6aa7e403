import { Hono } from "hono";
import { directoryQuerySchema } from "@shared/schemas/public-queries";
import type { PublicConfigResponse } from "@shared/schemas/public-service-viewer";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { validate } from "../http/validate";
import { createAnswerCache, type AnswerCache } from "./answer-cache";
import { noIndex, publicPlanRoutes } from "../plans/public-routes";
import { publicCatalogueRoutes } from "./catalogue-routes";
import { listChurches } from "./church-queries";
import type { ChurchVersions } from "./church-versions";
import { createFragmentStore } from "./fragment-store";
import { listingRoutes } from "./listing-routes";
import { requirePublicChurch } from "./require-public-church";
import { serviceViewerRoutes } from "./service-viewer-routes";

/**
 * The public read API (/api/public): anonymous, one request per page. Below
 * /churches/:churchKey the church is resolved once (requirePublicChurch) and every answer is
 * cached by its content version (answer-cache.ts); the directory by the version of all churches.
 */
/** The owner of the directory's kept answers: no church's id. */
const DIRECTORY_OWNER = "directory";

export function publicRoutes(deps: ModuleDeps, versions: ChurchVersions, cache: AnswerCache = createAnswerCache()) {
  const church = new Hono<AppEnv>()
    .use(requirePublicChurch(versions))
    .use("/ensaio/*", noIndex)
    .use(cache.middleware)
    .route("/", listingRoutes(deps, createFragmentStore()))
    .route("/", serviceViewerRoutes(deps))
    .route("/", publicCatalogueRoutes(deps))
    .route("/", publicPlanRoutes(deps));

  return new Hono<AppEnv>()
    .get("/config", (c) => {
      const body: PublicConfigResponse = {
        gtmId: deps.config.analytics.gtmId ?? null,
        gaMeasurementId: deps.config.analytics.gaMeasurementId ?? null,
      };
      c.header("Cache-Control", "public, max-age=300");
      return c.json(body);
    })
    .get("/churches", validate("query", directoryQuerySchema), async (c) => {
      // Kept under the version of every church, as the directory's page is (decision 245).
      const scope = { owner: DIRECTORY_OWNER, version: await versions.directory() };
      return cache.answer(c, scope, async () => {
        c.res = c.json({ churches: await listChurches(deps.db, c.req.valid("query").search) });
      });
    })
    .route("/churches/:churchKey", church);
}
