import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { notFound } from "../http/errors";
import { validate, validateKeys } from "../http/validate";
import { keyText, searchText } from "../../shared/schemas/text";
import type { Database } from "../db/client";
import { churchHome, churchSummary, listChurches } from "./church-queries";
import { resolveBandKey, resolveChurch, resolveMusicianKey, type PublicChurch } from "./keys";
import { DEFAULT_SONG_PAGE_SIZE, listServices, listSongs, type ListingFilter } from "./listing-queries";

export const publicTexts = {
  churchNotFound: "Igreja não encontrada.",
  bandNotFound: "Banda não encontrada.",
  musicianNotFound: "Músico não encontrado.",
} as const;

const key = keyText().min(1);
const search = searchText({ max: 200, tooLong: "A busca deve ter no máximo 200 caracteres." });
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

const churchParam = validateKeys("churchKey");

/** The church named by :churchKey (slug, falling back to id), or a 404. */
async function church(db: Database, churchKey: string): Promise<PublicChurch> {
  const found = await resolveChurch(db, churchKey);
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
    .get("/churches/:churchKey", churchParam, async (c) => {
      const summary = await churchSummary(db, await church(db, c.req.valid("param").churchKey));
      return c.json({ church: summary });
    })
    // The church alone, one indexed row (slug or primary key): for clients that need only its
    // name and logo, and the benchmark's one-row baseline.
    .get("/churches/:churchKey/identity", churchParam, async (c) => {
      return c.json({ church: await church(db, c.req.valid("param").churchKey) });
    })
    .get("/churches/:churchKey/home", churchParam, async (c) => {
      const found = await church(db, c.req.valid("param").churchKey);
      return c.json(await churchHome(db, found.id));
    })
    .get("/churches/:churchKey/services", churchParam, validate("query", servicesQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const found = await church(db, c.req.valid("param").churchKey);
      const filter = await listingFilter(db, found.id, query);
      return c.json(await listServices(db, found.id, { ...query, ...filter }));
    })
    .get("/churches/:churchKey/songs", churchParam, validate("query", songsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const found = await church(db, c.req.valid("param").churchKey);
      const filter = await listingFilter(db, found.id, query);
      return c.json(await listSongs(db, found.id, { ...query, ...filter }));
    });
}
