import { Hono, type Context } from "hono";
import {
  instrumentHintQuerySchema,
  latestTodayOnEarth,
  serviceInputSchema,
  serviceListQuerySchema,
  serviceMessages,
} from "@shared/schemas/services";
import { type AppEnv, type ModuleDeps, notFound, idShape as checkIdShape, pathId, validate } from "../http";
import { instrumentHint } from "../lineups";
import { chapterVerdictsOf } from "../churches";
import { findServiceEditorState, listServices, segmentNotFound, serviceNotFound } from "./queries";
import { deleteSegment, deleteService, saveService } from "./save";

const serviceId = (c: Context<AppEnv>) => pathId(c, "id", serviceNotFound);
const idShape = checkIdShape(serviceNotFound);

/** The server does not know the administrator's time zone: "today" is the latest day on Earth (decision 151). */
const serviceInput = serviceInputSchema(() => latestTodayOnEarth());

/** Admin API for services, their song segments and lineups: /api/admin/services, scoped to the church. */
export function serviceAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", validate("query", serviceListQuerySchema), async (c) => {
      return c.json(await listServices(db, c.get("churchId"), c.req.valid("query")));
    })
    .post("/", validate("json", serviceInput), async (c) => {
      const state = await saveService(db, c.get("churchId"), null, c.req.valid("json"), c.get("user"));
      return c.json(state, 201);
    })
    .get("/instrument-hint", validate("query", instrumentHintQuerySchema), async (c) => {
      const { musicianId, before } = c.req.valid("query");
      const hint = await instrumentHint(db, c.get("churchId"), musicianId, before);
      if (!hint.found) throw notFound(serviceMessages.musicianNotFound);
      return c.json({ instrument: hint.instrument });
    })
    // 'Colar capítulos': the titles the church's preview said are songs or not (docs/decisions/485).
    .get("/chapter-verdicts", async (c) => {
      const verdicts = await chapterVerdictsOf(db, c.get("churchId"));
      return c.json({ verdicts: [...verdicts].map(([key, isSong]) => ({ key, isSong })) });
    })
    .get("/:id", async (c) => {
      const state = await findServiceEditorState(db, c.get("churchId"), serviceId(c));
      if (!state) throw serviceNotFound();
      return c.json(state);
    })
    .put("/:id", idShape, validate("json", serviceInput), async (c) => {
      const state = await saveService(db, c.get("churchId"), serviceId(c), c.req.valid("json"), c.get("user"));
      return c.json(state);
    })
    .delete("/:id", async (c) => {
      await deleteService(db, c.get("churchId"), serviceId(c), c.get("user"));
      return c.body(null, 204);
    })
    .delete("/:id/segments/:segmentId", async (c) => {
      const id = serviceId(c);
      await deleteSegment(db, c.get("churchId"), id, pathId(c, "segmentId", segmentNotFound), c.get("user"));
      return c.body(null, 204);
    });
}
