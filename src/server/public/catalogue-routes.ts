import { Hono } from "hono";
import { bandsQuerySchema, catalogueQuerySchema, publicMessages } from "@shared/schemas/public-queries";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { notFound } from "../http/errors";
import { validate, validateKeys } from "../http/validate";
import {
  getPublicBand,
  getPublicMusician,
  getPublicSong,
  listPublicBands,
  listPublicCatalogue,
} from "./catalogue-queries";
import { resolveBandKey, resolveMusicianKey, resolveSongKey } from "./keys";

/**
 * The bands page, band page, musician page, the older songs page and the song detail page, below
 * /api/public/churches/:churchKey. Keys are the readable URL keys (or bare ids) of public/keys.ts;
 * a key of another church is a 404 like any unknown key.
 */
export function publicCatalogueRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/bands", validate("query", bandsQuerySchema), async (c) => {
      return c.json(await listPublicBands(db, c.get("publicChurch").id, c.req.valid("query").search));
    })
    .get("/bands/:bandKey", validateKeys("bandKey"), async (c) => {
      const churchId = c.get("publicChurch").id;
      const bandId = await resolveBandKey(db, churchId, c.req.valid("param").bandKey);
      const band = bandId ? await getPublicBand(db, churchId, bandId) : null;
      if (!band) throw notFound(publicMessages.bandNotFound);
      return c.json(band);
    })
    .get("/musicians/:musicianKey", validateKeys("musicianKey"), async (c) => {
      const churchId = c.get("publicChurch").id;
      const musicianId = await resolveMusicianKey(db, churchId, c.req.valid("param").musicianKey);
      const musician = musicianId ? await getPublicMusician(db, churchId, musicianId) : null;
      if (!musician) throw notFound(publicMessages.musicianNotFound);
      return c.json(musician);
    })
    .get("/catalogue", validate("query", catalogueQuerySchema), async (c) => {
      return c.json(await listPublicCatalogue(db, c.get("publicChurch").id, c.req.valid("query")));
    })
    .get("/catalogue/:songKey", validateKeys("songKey"), async (c) => {
      const churchId = c.get("publicChurch").id;
      const songId = await resolveSongKey(db, churchId, c.req.valid("param").songKey);
      const song = songId ? await getPublicSong(db, churchId, songId) : null;
      if (!song) throw notFound(publicMessages.songNotFound);
      return c.json(song);
    });
}
