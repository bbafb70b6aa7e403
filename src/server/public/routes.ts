import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";
import type { Database } from "../db/client";
import { churchHome, churchSummary, listChurches } from "./church-queries";
import { resolveBandKey, resolveChurch, resolveMusicianKey, type PublicChurch } from "./keys";
import { DEFAULT_SONG_PAGE_SIZE, listServices, listSongs, type ListingFilter } from "./listing-queries";

export const publicTexts = {
  churchNotFound: "Igreja não encontrada.",
  bandNotFound: "Banda não encontrada.",
  musicianNotFound: "Músico não encontrado.",
} as const;

const key = z.string().trim().min(1).max(300);
const search = z.string().max(200).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const directionSchema = z.enum(["asc", "desc"]).default("desc");
const filters = { band: key.optional(), musician: key.optional() };

export const directoryQuerySchema = z.object({ search });

export const servicesQuerySchema = z.object({
  search,
  sort: z.enum(["date", "view_count"]).default("date"),
  direction: directionSchema,
  page,
  ...filters,
});

export const songsQuerySchema = z.object({
  search,
  sort: z.enum(["name", "service_date", "view_count", "duration"]).default("service_date"),
  direction: directionSchema,
  page,
  pageSize: z
    .enum(["25", "50", "100"], { message: "pageSize deve ser 25, 50 ou 100." })
    .default(String(DEFAULT_SONG_PAGE_SIZE) as "50")
    .transform(Number),
  ...filters,
});

/** The church named by :churchKey (slug, falling back to id), or a 404. */
async function church(db: Database, c: Context<AppEnv>): Promise<PublicChurch> {
  const found = await resolveChurch(db, c.req.param("churchKey") ?? "");
  if (!found) throw notFound(publicTexts.churchNotFound);
  return found;
}

/** The ?band= and ?musician= keys as ids; a key that names nothing is a 404. */
async function listingFilter(db: Database, churchId: string, query: { band?: string; musician?: string }): Promise<ListingFilter> {
  const filter: ListingFilter = {};
  if (query.band) {
    const bandId = await resolveBandKey(db, churchId, query.band);
    if (!bandId) throw notFound(publicTexts.bandNotFound);
    filter.bandId = bandId;
  }
  if (query.musician) {
    const musicianId = await resolveMusicianKey(db, churchId, query.musician);
    if (!musicianId) throw notFound(publicTexts.musicianNotFound);
    filter.musicianId = musicianId;
  }
  return filter;
}

/**
 * Public read API of the directory, the church layout, the church home and the services/songs
 * listings: /api/public. Anonymous; one request per page; answers may be cached briefly.
 */
export function publicRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/churches", validate("query", directoryQuerySchema), async (c) => {
      const churches = await listChurches(db, c.req.valid("query").search);
      return c.json({ churches });
    })
    .get("/churches/:churchKey", async (c) => {
      const summary = await churchSummary(db, await church(db, c));
      return c.json({ church: summary });
    })
    // The church alone, one indexed row (slug or primary key): for clients that need only its
    // name and logo, and the benchmark's one-row baseline.
    .get("/churches/:churchKey/identity", async (c) => {
      return c.json({ church: await church(db, c) });
    })
    .get("/churches/:churchKey/home", async (c) => {
      const found = await church(db, c);
      return c.json(await churchHome(db, found.id));
    })
    .get("/churches/:churchKey/services", validate("query", servicesQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const found = await church(db, c);
      const filter = await listingFilter(db, found.id, query);
      return c.json(await listServices(db, found.id, { ...query, ...filter }));
    })
    .get("/churches/:churchKey/songs", validate("query", songsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const found = await church(db, c);
      const filter = await listingFilter(db, found.id, query);
      return c.json(await listSongs(db, found.id, { ...query, ...filter }));
    });
}
