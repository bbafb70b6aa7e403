import { Hono } from "hono";
import { bandsQuerySchema, catalogueQuerySchema, publicMessages } from "@shared/schemas/public-queries";
import type { Database } from "../db";
import { type AppEnv, type ModuleDeps, notFound, validate, validateKeys } from "../http";
import {
  getPublicBand, getPublicMusician, getPublicSong, getPublicSongChart, listPublicBands, listPublicCatalogue,
} from "./catalogue-queries";
import { resolveBandKey, resolveMusicianKey, resolveSongKey } from "./keys";
import type { SearchIndexes } from "./search-index";

/**
 * The bands page, band page, musician page, the older songs page, the song detail page and its
 * chart alone (for 'Modo ensaio'), below /api/public/churches/:churchKey. Keys are the readable URL
 * keys (or bare ids) of public/keys.ts; a key of another church is a 404 like any unknown key.
 */
/**
 * A detail page's answer: the key resolved within the church, then its read model; a key that
 * names nothing, or a row with no public page, is the page's own 404.
 */
function detail<T>(
  db: Database,
  resolve: (db: Database, churchId: string, key: string) => Promise<string | null>,
  read: (db: Database, churchId: string, id: string) => Promise<T | null>,
  notFoundText: string,
) {
  return async (churchId: string, key: string): Promise<T> => {
    const id = await resolve(db, churchId, key);
    const found = id ? await read(db, churchId, id) : null;
    if (!found) throw notFound(notFoundText);
    return found;
  };
}

export function publicCatalogueRoutes({ db }: ModuleDeps, indexes: SearchIndexes) {
  const band = detail(db, resolveBandKey, getPublicBand, publicMessages.bandNotFound);
  const musician = detail(db, resolveMusicianKey, getPublicMusician, publicMessages.musicianNotFound);
  const song = detail(db, resolveSongKey, getPublicSong, publicMessages.songNotFound);
  const chart = detail(db, resolveSongKey, getPublicSongChart, publicMessages.songNotFound);
  return new Hono<AppEnv>()
    .get("/bands", validate("query", bandsQuerySchema), async (c) => {
      return c.json(await listPublicBands(db, c.get("publicChurch").id, c.req.valid("query").search));
    })
    .get("/bands/:bandKey", validateKeys("bandKey"), async (c) => {
      return c.json(await band(c.get("publicChurch").id, c.req.valid("param").bandKey));
    })
    .get("/musicians/:musicianKey", validateKeys("musicianKey"), async (c) => {
      return c.json(await musician(c.get("publicChurch").id, c.req.valid("param").musicianKey));
    })
    .get("/catalogue", validate("query", catalogueQuerySchema), async (c) => {
      const church = c.get("publicChurch");
      const query = c.req.valid("query");
      // No view count in a catalogue answer: the index's answer is exact at its version.
      const found = (await indexes.forSearch(db, church.id, church.contentVersion, query)) ?? undefined;
      if (found) c.set("indexAnswer", {});
      return c.json(await listPublicCatalogue(db, church.id, query, found));
    })
    .get("/catalogue/:songKey", validateKeys("songKey"), async (c) => {
      return c.json(await song(c.get("publicChurch").id, c.req.valid("param").songKey));
    })
    // The chart alone, for 'Modo ensaio' beside a performance (issue 42): the song page's rule.
    .get("/catalogue/:songKey/cifra", validateKeys("songKey"), async (c) => {
      return c.json(await chart(c.get("publicChurch").id, c.req.valid("param").songKey));
    });
}
