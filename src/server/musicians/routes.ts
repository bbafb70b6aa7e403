import { Hono, type Context } from "hono";
import { musicianInputSchema, musicianListQuerySchema, type MusicianUsageResponse } from "@shared/schemas/musicians";
import { type AppEnv, type ModuleDeps, idShape as checkIdShape, pathId, validate } from "../http";
import { rowImageRoutes, removeReplacedImage } from "../uploads";
import {
  createMusician, deleteMusician, findMusician, listMusicians, musicianNotFound, musicianUsage, setMusicianAvatar, updateMusician,
} from "./queries";

const musicianId = (c: Context<AppEnv>) => pathId(c, "id", musicianNotFound);
const idShape = checkIdShape(musicianNotFound);

/** Admin API for musicians: /api/admin/musicians, scoped to the administrator's church. */
export function musicianAdminRoutes({ db, storage }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", musicianListQuerySchema), async (c) => {
      const musicians = await listMusicians(db, c.get("churchId"), c.req.valid("query"));
      return c.json({ musicians });
    })
    .post("/", validate("json", musicianInputSchema), async (c) => {
      const musician = await createMusician(db, c.get("churchId"), c.req.valid("json"), c.get("user"));
      return c.json({ musician }, 201);
    })
    .get("/:id", async (c) => {
      const musician = await findMusician(db, c.get("churchId"), musicianId(c));
      if (!musician) throw musicianNotFound();
      return c.json({ musician });
    })
    .get("/:id/usage", async (c) => {
      const usage = await musicianUsage(db, c.get("churchId"), musicianId(c));
      return c.json({ usage } satisfies MusicianUsageResponse);
    })
    .put("/:id", idShape, validate("json", musicianInputSchema), async (c) => {
      const musician = await updateMusician(db, c.get("churchId"), musicianId(c), c.req.valid("json"), c.get("user"));
      return c.json({ musician });
    })
    .delete("/:id", async (c) => {
      const churchId = c.get("churchId");
      const { avatarUrl } = await deleteMusician(db, churchId, musicianId(c), c.get("user"));
      await removeReplacedImage(c, storage, churchId, avatarUrl);
      return c.body(null, 204);
    })
    .route(
      "/",
      rowImageRoutes("avatar", {
        storage,
        id: musicianId,
        exists: async (churchId, id) => (await findMusician(db, churchId, id)) !== null,
        setImage: async (churchId, id, url, by) => {
          const result = await setMusicianAvatar(db, churchId, id, url, by);
          return result && { answer: { musician: result.musician }, previousUrl: result.previousUrl };
        },
        notFound: musicianNotFound,
      }),
    );
}
