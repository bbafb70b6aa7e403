import { Hono, type Context } from "hono";
import { earliestTodayOnEarth, planInputSchema, planListQuerySchema, type PlanResponse } from "@shared/schemas/plans";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { idShape as checkIdShape, pathId } from "../http/path-id";
import { validate } from "../http/validate";
import { deletePlan, findPlan, listPlans, planNotFound, savePlan } from "./queries";

const planId = (c: Context<AppEnv>) => pathId(c, "id", planNotFound);
const idShape = checkIdShape(planNotFound);

/** The server does not know the administrator's time zone: "today" is the earliest day on Earth. */
const planInput = planInputSchema(() => earliestTodayOnEarth());

/** Admin API for plans of upcoming services ('Próximos cultos'): /api/admin/plans, scoped to the church. */
export function planAdminRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", planListQuerySchema), async (c) => {
      const { today = earliestTodayOnEarth() } = c.req.valid("query");
      return c.json(await listPlans(db, c.get("churchId"), today));
    })
    .post("/", validate("json", planInput), async (c) => {
      const plan = await savePlan(db, c.get("churchId"), null, c.req.valid("json"), c.get("user"));
      return c.json({ plan } satisfies PlanResponse, 201);
    })
    .get("/:id", async (c) => {
      const plan = await findPlan(db, c.get("churchId"), planId(c));
      if (!plan) throw planNotFound();
      return c.json({ plan } satisfies PlanResponse);
    })
    .put("/:id", idShape, validate("json", planInput), async (c) => {
      const plan = await savePlan(db, c.get("churchId"), planId(c), c.req.valid("json"), c.get("user"));
      return c.json({ plan } satisfies PlanResponse);
    })
    .delete("/:id", async (c) => {
      await deletePlan(db, c.get("churchId"), planId(c), c.get("user"));
      return c.body(null, 204);
    });
}
