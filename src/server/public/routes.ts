import { Hono } from "hono";
import { directoryQuerySchema } from "@shared/schemas/public-queries";
import type { PublicConfigResponse } from "@shared/schemas/public-service-viewer";
import { type AppEnv, type ModuleDeps, validate } from "../http";
import { primaryReads, type ReadDatabase } from "../db";
import { createAnswerCache, type AnswerCache } from "./answer-cache";
import { noIndex, publicPlanRoutes } from "../plans";
import { publicCatalogueRoutes } from "./catalogue-routes";
import { listChurches } from "./church-queries";
import type { ChurchVersions } from "./church-versions";
import { createFragmentStore } from "./fragment-store";
import { keepCardsAhead } from "./listing-queries";
import { listingRoutes } from "./listing-routes";
import { DIRECTORY_OWNER, readFromReplica, replicaHolds } from "./replica-reads";
import { requirePublicChurch } from "./require-public-church";
import { createSearchIndexes } from "./search-index";
import { serviceViewerRoutes } from "./service-viewer-routes";

/**
 * The public read API (/api/public): anonymous, one request per page. Below
 * /churches/:churchKey the church is resolved once (requirePublicChurch) and every answer is
 * cached by its content version (answer-cache.ts); the directory by the version of all churches.
 * What is not kept is read through `reads` (a replica when there is one, decision 477): the
 * versions always come from the primary, the data from a server that has reached them.
 */
export function publicRoutes(deps: ModuleDeps, versions: ChurchVersions, cache: AnswerCache = createAnswerCache(), reads: ReadDatabase = primaryReads(deps.db)) {
  const readDeps: ModuleDeps = { ...deps, db: reads.db };
  const fragments = createFragmentStore();
  const indexes = createSearchIndexes({
    logger: deps.logger,
    now: cache.now,
    onBuilt: (churchId, index) => keepCardsAhead(fragments, churchId, index),
  });
  const church = new Hono<AppEnv>()
    .use(requirePublicChurch(versions))
    .use("/ensaio/*", noIndex)
    .use(cache.middleware)
    .use(readFromReplica(reads))
    .route("/", listingRoutes(readDeps, fragments, indexes))
    .route("/", serviceViewerRoutes(readDeps))
    .route("/", publicCatalogueRoutes(readDeps, indexes))
    .route("/", publicPlanRoutes(readDeps));

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
      return cache.answer(c, scope, () =>
        reads.run(replicaHolds(scope), async () => {
          c.res = c.json({ churches: await listChurches(reads.db, c.req.valid("query").search) });
        }),
      );
    })
    .route("/churches/:churchKey", church);
}
