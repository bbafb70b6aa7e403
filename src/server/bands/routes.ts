import { Hono, type Context } from "hono";
import { bandInputSchema, bandListQuerySchema, type BandUsageResponse } from "@shared/schemas/bands";
import { type AppEnv, type ModuleDeps, idShape as checkIdShape, pathId, validate } from "../http";
import { rowImageRoutes, removeReplacedImage } from "../uploads";
import { bandNotFound, bandUsage, deleteBand, findBand, listBands, saveBand, setBandImage } from "./queries";

const bandId = (c: Context<AppEnv>) => pathId(c, "id", bandNotFound);
const idShape = checkIdShape(bandNotFound);

/** Admin API for bands: /api/admin/bands, scoped to the administrator's church. */
export function bandAdminRoutes({ db, storage }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", bandListQuerySchema), async (c) => {
      const bands = await listBands(db, c.get("churchId"), c.req.valid("query"));
      return c.json({ bands });
    })
    .post("/", validate("json", bandInputSchema), async (c) => {
      const band = await saveBand(db, c.get("churchId"), null, c.req.valid("json"), c.get("user"));
      return c.json({ band }, 201);
    })
    .get("/:id", async (c) => {
      const band = await findBand(db, c.get("churchId"), bandId(c));
      if (!band) throw bandNotFound();
      return c.json({ band });
    })
    .get("/:id/usage", async (c) => {
      const usage = await bandUsage(db, c.get("churchId"), bandId(c));
      return c.json({ usage } satisfies BandUsageResponse);
    })
    .put("/:id", idShape, validate("json", bandInputSchema), async (c) => {
      const band = await saveBand(db, c.get("churchId"), bandId(c), c.req.valid("json"), c.get("user"));
      return c.json({ band });
    })
    .delete("/:id", async (c) => {
      const churchId = c.get("churchId");
      const { imageUrl } = await deleteBand(db, churchId, bandId(c), c.get("user"));
      await removeReplacedImage(c, storage, churchId, imageUrl);
      return c.body(null, 204);
    })
    .route(
      "/",
      rowImageRoutes("image", {
        storage,
        id: bandId,
        exists: async (churchId, id) => (await findBand(db, churchId, id)) !== null,
        setImage: async (churchId, id, url, by) => {
          const result = await setBandImage(db, churchId, id, url, by);
          return result && { answer: { band: result.band }, previousUrl: result.previousUrl };
        },
        notFound: bandNotFound,
      }),
    );
}
