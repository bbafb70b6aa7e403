import { type Context, Hono } from "hono";
import { publicMessages, servicesQuerySchema, songsQuerySchema } from "@shared/schemas/public-queries";
import type { Database } from "../db";
import { type AppEnv, type ModuleDeps, notFound, validate } from "../http";
import { churchHome, churchSummary } from "./church-queries";
import { resolveBandKey, resolveMusicianKey } from "./keys";
import type { FragmentStore } from "./fragment-store";
import type { SearchIndexes } from "./search-index";
import { listServicesJson, listSongsJson, type ListingFilter } from "./listing-queries";

/** The ?band= and ?musician= keys as ids; a key that names nothing is a 404. */
async function listingFilter(db: Database, churchId: string, query: { band?: string; musician?: string }): Promise<ListingFilter> {
  const filter: ListingFilter = {};
  if (query.band) {
    const bandId = await resolveBandKey(db, churchId, query.band);
    if (!bandId) throw notFound(publicMessages.bandNotFound);
    filter.bandId = bandId;
  }
  if (query.musician) {
    const musicianId = await resolveMusicianKey(db, churchId, query.musician);
    if (!musicianId) throw notFound(publicMessages.musicianNotFound);
    filter.musicianId = musicianId;
  }
  return filter;
}

/**
 * The church layout, the church home and the services/songs listings, below
 * /api/public/churches/:churchKey (the church is resolved once by the public router).
 */
export function listingRoutes({ db }: ModuleDeps, fragments: FragmentStore, indexes: SearchIndexes) {
  // PostgreSQL's and the fragment store's JSON text as it is: no parse and stringify of a page.
  const json = { "Content-Type": "application/json" };
  /** The search index for this search, when it answers it; its answer is as old as its view counts, and not kept. */
  const indexed = async (c: Context<AppEnv>, search: { search?: string; musicianId?: string }) => {
    const church = c.get("publicChurch");
    const found = (await indexes.forSearch(db, church.id, church.contentVersion, search)) ?? undefined;
    if (found) c.set("indexAnswer", { asOf: found.index.builtAt });
    return found;
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { id, slug, name, logoUrl } = c.get("publicChurch");
      return c.json({ church: await churchSummary(db, { id, slug, name, logoUrl }) });
    })
    .get("/home", async (c) => c.json(await churchHome(db, c.get("publicChurch").id)))
    .get("/services", validate("query", servicesQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const churchId = c.get("publicChurch").id;
      const listing = { ...query, ...(await listingFilter(db, churchId, query)) };
      return c.body(await listServicesJson(db, fragments, churchId, listing, await indexed(c, listing)), 200, json);
    })
    .get("/songs", validate("query", songsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const churchId = c.get("publicChurch").id;
      const listing = { ...query, ...(await listingFilter(db, churchId, query)) };
      return c.body(await listSongsJson(db, churchId, listing, await indexed(c, listing)), 200, json);
    });
}
