import { Hono, type Context } from "hono";
import {
  blockedQuerySchema,
  earliestTodayOnEarth,
  planInputSchema,
  planMessages,
  planListQuerySchema,
  replacementsQuerySchema,
  type BlockedResponse,
  type PlanResponse,
  type ReplacementsResponse,
} from "@shared/schemas/plans";
import { escalaOverviewQuerySchema, type SendEscalaResponse } from "@shared/schemas/escala";
import { type AppEnv, type ModuleDeps, idShape as checkIdShape, pathId, validate, AppError } from "../http";
import { deletePlan, findPlan, listPlans, planNotFound, savePlan } from "./queries";
import { sendEscala } from "./escala";
import { escalaMailContext } from "./escala-links";
import { replacementsFor } from "./replacements";
import { musiciansBlockedOn } from "./blockouts";
import { keptEscalaOverviewJson } from "./escala-overview";

const planId = (c: Context<AppEnv>) => pathId(c, "id", planNotFound);
const idShape = checkIdShape(planNotFound);

/** The server does not know the administrator's time zone: "today" is the earliest day on Earth. */
const planInput = planInputSchema(() => earliestTodayOnEarth());

/** Admin API for plans of upcoming services ('Próximos cultos'): /api/admin/plans, scoped to the church. */
export function planAdminRoutes({ db, config }: ModuleDeps) {
  const mail = escalaMailContext(config);
  return new Hono<AppEnv>()
    .get("/", validate("query", planListQuerySchema), async (c) => {
      const { today = earliestTodayOnEarth() } = c.req.valid("query");
      return c.json(await listPlans(db, c.get("churchId"), today));
    })
    .post("/", validate("json", planInput), async (c) => {
      const plan = await savePlan(db, mail, c.get("churchId"), null, c.req.valid("json"), c.get("user"));
      return c.json({ plan } satisfies PlanResponse, 201);
    })
    // 'Escalas': the next 8 weeks' plans with their teams, and who served in the last 3 months (before "/:id").
    .get("/escalas", validate("query", escalaOverviewQuerySchema), async (c) => {
      const { today = earliestTodayOnEarth() } = c.req.valid("query");
      // PostgreSQL's JSON text as it is (EscalaOverviewResponse): no parse and stringify of it.
      const scope = { churchId: c.get("churchId"), contentVersion: c.get("churchContentVersion"), plansVersion: c.get("churchPlansVersion") };
      return c.body(await keptEscalaOverviewJson(db, scope, today), 200, { "Content-Type": "application/json" });
    })
    // Who blocked a day, for the plan form's live warnings (before "/:id").
    .get("/bloqueados", validate("query", blockedQuerySchema), async (c) => {
      const { date } = c.req.valid("query");
      return c.json({ date, musicianIds: await musiciansBlockedOn(db, c.get("churchId"), date) } satisfies BlockedResponse);
    })
    .get("/:id", async (c) => {
      const plan = await findPlan(db, c.get("churchId"), planId(c));
      if (!plan) throw planNotFound();
      return c.json({ plan } satisfies PlanResponse);
    })
    .put("/:id", idShape, validate("json", planInput), async (c) => {
      const plan = await savePlan(db, mail, c.get("churchId"), planId(c), c.req.valid("json"), c.get("user"));
      return c.json({ plan } satisfies PlanResponse);
    })
    // 'Enviar escala': mails whoever in the team has not had it, and updates whoever's changed.
    .post("/:id/escala", async (c) => {
      const result = await sendEscala(db, mail, c.get("churchId"), planId(c), c.get("user"));
      if (!result) throw planNotFound();
      return c.json(result satisfies SendEscalaResponse);
    })
    // Who could fill a declined or empty position: free that day, who served least first.
    .get("/:id/replacements", idShape, validate("query", replacementsQuerySchema), async (c) => {
      const { position } = c.req.valid("query");
      const candidates = await replacementsFor(db, c.get("churchId"), planId(c), position ?? "");
      if (!candidates) throw planNotFound();
      if (!position) throw new AppError(422, "validation_failed", "Dados inválidos.", [{ path: "position", message: planMessages.positionRequired }]);
      return c.json({ position, candidates } satisfies ReplacementsResponse);
    })
    .delete("/:id", async (c) => {
      await deletePlan(db, c.get("churchId"), planId(c), c.get("user"));
      return c.body(null, 204);
    });
}
