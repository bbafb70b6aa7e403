import { Hono } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { type AppEnv, type ModuleDeps, validate, notFound } from "../http";
import {
  SONG_CATALOGUE_PAGE_SIZE,
  SONG_HISTORY_PAGE_SIZE,
  songExecutionsQuerySchema,
  songInputSchema,
  songListQuerySchema,
  songNameAvailabilityQuerySchema,
  songImportInputSchema,
  songMatchesInputSchema,
  songOptionsQuerySchema,
  type CreatedSongResponse,
  songMessages,
  type SongExecutionPerformanceResponse,
  type SongExecutionsResponse,
  type SongListResponse,
  type SongNameAvailabilityResponse,
  type SongImportResponse,
  type SongMatchesResponse,
  type SongOptionsResponse,
  type SongResponse,
} from "@shared/schemas/songs";
import { performanceInputSchema } from "@shared/schemas/services";
import {
  createSong, deleteSong, findSong, isSongNameAvailable, listSongOptions, listSongs, matchSongNames, songNotFound, updateSong,
} from "./queries";
import { listSongExecutions, updateSongExecution } from "./executions";
import { heavyJobSlot } from "../heavy-jobs";
import { importSongs, previewSongImport } from "./import";

const songIdSchema = z.object({ id: z.guid() });
const executionIdSchema = z.object({ id: z.guid(), segmentId: z.guid() });

/** A song id in the path; a malformed one names no song of the church, so it is a 404 like any other. */
const songIdParam = validator("param", (value) => {
  const result = songIdSchema.safeParse(value);
  if (!result.success) throw songNotFound();
  return result.data;
});

/** A song and one of its executions in the path; malformed, they name nothing of the church: 404. */
const executionIdParam = validator("param", (value) => {
  const result = executionIdSchema.safeParse(value);
  if (!result.success) throw notFound(songMessages.executionNotFound);
  return result.data;
});

/** Admin API for the song catalogue: /api/admin/songs, scoped to the signed-in administrator's church. */
export function songAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/options", validate("query", songOptionsQuerySchema), async (c) => {
      const { search } = c.req.valid("query");
      return c.json((await listSongOptions(db, c.get("churchId"), search)) satisfies SongOptionsResponse);
    })
    // A read with a body (a service's chapter names): nothing changes (docs/decisions/438).
    .post("/matches", validate("json", songMatchesInputSchema), async (c) => {
      return c.json((await matchSongNames(db, c.get("churchId"), c.req.valid("json").names)) satisfies SongMatchesResponse);
    })
    // 'Importar lista' (docs/decisions/439): what a song list would add, then adding it in one transaction.
    .post("/import/preview", validate("json", songImportInputSchema), async (c) => {
      return c.json((await previewSongImport(db, c.get("churchId"), c.req.valid("json").rows)) satisfies SongImportResponse);
    })
    // A heavy job (decision 488): a slot of its own, or a 503 with Retry-After.
    .post("/import", heavyJobSlot(deps), validate("json", songImportInputSchema), async (c) => {
      return c.json((await importSongs(db, c.get("churchId"), c.req.valid("json").rows, c.get("user"))) satisfies SongImportResponse);
    })
    .get("/name-availability", validate("query", songNameAvailabilityQuerySchema), async (c) => {
      const { name } = c.req.valid("query");
      const available = await isSongNameAvailable(db, c.get("churchId"), name);
      return c.json({ available } satisfies SongNameAvailabilityResponse);
    })
    .get("/", validate("query", songListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const { songs, total } = await listSongs(db, c.get("churchId"), query);
      return c.json({ songs, total, page: query.page, pageSize: SONG_CATALOGUE_PAGE_SIZE } satisfies SongListResponse);
    })
    .post("/", validate("json", songInputSchema), async (c) => {
      const song = await createSong(db, c.get("churchId"), c.req.valid("json"), c.get("user"));
      return c.json({ song } satisfies CreatedSongResponse, 201);
    })
    .get("/:id", songIdParam, async (c) => {
      const song = await findSong(db, c.get("churchId"), c.req.valid("param").id);
      return c.json({ song } satisfies SongResponse);
    })
    .put("/:id", songIdParam, validate("json", songInputSchema), async (c) => {
      const song = await updateSong(db, c.get("churchId"), c.req.valid("param").id, c.req.valid("json"), c.get("user"));
      return c.json({ song } satisfies SongResponse);
    })
    .delete("/:id", songIdParam, async (c) => {
      await deleteSong(db, c.get("churchId"), c.req.valid("param").id, c.get("user"));
      return c.body(null, 204);
    })
    .get("/:id/executions", songIdParam, validate("query", songExecutionsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const { executions, total } = await listSongExecutions(db, c.get("churchId"), c.req.valid("param").id, query);
      return c.json({ executions, total, page: query.page, pageSize: SONG_HISTORY_PAGE_SIZE } satisfies SongExecutionsResponse);
    })
    .patch("/:id/executions/:segmentId", executionIdParam, validate("json", performanceInputSchema), async (c) => {
      const { id, segmentId } = c.req.valid("param");
      const performance = await updateSongExecution(db, c.get("churchId"), id, segmentId, c.req.valid("json"), c.get("user"));
      return c.json({ performance } satisfies SongExecutionPerformanceResponse);
    });
}
