import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { notFound } from "../http/errors";
import { validate, validateKeys } from "../http/validate";
import { searchText, text } from "../../shared/schemas/text";
import {
  getPublicBand,
  getPublicMusician,
  getPublicSong,
  listPublicBands,
  listPublicCatalogue,
} from "./catalogue-queries";
import { resolveBandKey, resolveChurch, resolveMusicianKey, resolveSongKey } from "./keys";

export const catalogueMessages = {
  churchNotFound: "Igreja não encontrada",
  bandNotFound: "Banda não encontrada",
  musicianNotFound: "Músico não encontrado",
  songNotFound: "Música não encontrada",
  searchTooLong: "A busca deve ter no máximo 100 caracteres.",
  pageInvalid: "A página deve ser um número inteiro entre 1 e 10000.",
} as const;

const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 10_000;

/** An optional search term: trimmed, blank means none. */
const searchSchema = searchText({ max: SEARCH_MAX_LENGTH, tooLong: catalogueMessages.searchTooLong });

const bandsQuery = z.object({ search: searchSchema });
const catalogueQuery = z.object({
  search: searchSchema,
  page: text()
    .regex(/^\d{1,5}$/, catalogueMessages.pageInvalid)
    .transform(Number)
    .pipe(z.number().int().min(1, catalogueMessages.pageInvalid).max(MAX_PAGE, catalogueMessages.pageInvalid))
    .optional()
    .default(1),
});

/**
 * Public API of the bands page, band page, musician page, the older songs page and the song
 * detail page (mounted at /api/public). One request per page; keys are the readable URL keys
 * (or bare ids) of public/keys.ts; a key of another church is a 404 like any unknown key.
 */
export function publicCatalogueRoutes({ db }: ModuleDeps) {
  async function churchIdOf(churchKey: string): Promise<string> {
    const church = await resolveChurch(db, churchKey);
    if (!church) throw notFound(catalogueMessages.churchNotFound);
    return church.id;
  }

  return new Hono<AppEnv>()
    .get("/churches/:churchKey/bands", validateKeys("churchKey"), validate("query", bandsQuery), async (c) => {
      const churchId = await churchIdOf(c.req.valid("param").churchKey);
      return c.json(await listPublicBands(db, churchId, c.req.valid("query").search));
    })
    .get("/churches/:churchKey/bands/:bandKey", validateKeys("churchKey", "bandKey"), async (c) => {
      const { churchKey, bandKey } = c.req.valid("param");
      const churchId = await churchIdOf(churchKey);
      const bandId = await resolveBandKey(db, churchId, bandKey);
      const band = bandId ? await getPublicBand(db, churchId, bandId) : null;
      if (!band) throw notFound(catalogueMessages.bandNotFound);
      return c.json(band);
    })
    .get("/churches/:churchKey/musicians/:musicianKey", validateKeys("churchKey", "musicianKey"), async (c) => {
      const { churchKey, musicianKey } = c.req.valid("param");
      const churchId = await churchIdOf(churchKey);
      const musicianId = await resolveMusicianKey(db, churchId, musicianKey);
      const musician = musicianId ? await getPublicMusician(db, churchId, musicianId) : null;
      if (!musician) throw notFound(catalogueMessages.musicianNotFound);
      return c.json(musician);
    })
    .get("/churches/:churchKey/catalogue", validateKeys("churchKey"), validate("query", catalogueQuery), async (c) => {
      const churchId = await churchIdOf(c.req.valid("param").churchKey);
      return c.json(await listPublicCatalogue(db, churchId, c.req.valid("query")));
    })
    .get("/churches/:churchKey/catalogue/:songKey", validateKeys("churchKey", "songKey"), async (c) => {
      const { churchKey, songKey } = c.req.valid("param");
      const churchId = await churchIdOf(churchKey);
      const songId = await resolveSongKey(db, churchId, songKey);
      const song = songId ? await getPublicSong(db, churchId, songId) : null;
      if (!song) throw notFound(catalogueMessages.songNotFound);
      return c.json(song);
    });
}
