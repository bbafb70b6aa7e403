import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { planMessages } from "@shared/schemas/plans";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { notFound } from "../http/errors";
import { validateKeys } from "../http/validate";
import { getPublicPlan } from "./public-queries";

/** Search engines leave a plan's page and its data out (the page is unlisted: docs/decisions/447). */
export const NOINDEX = "noindex, nofollow";

/** Marks the answer noindex, kept answers too (put before the answer cache). */
export const noIndex = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", NOINDEX);
});

/** A plan's page data, below /api/public/churches/:churchKey: /ensaio/:planKey. */
export function publicPlanRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>().get("/ensaio/:planKey", validateKeys("planKey"), async (c) => {
    const { id, slug, name } = c.get("publicChurch");
    const plan = await getPublicPlan(db, { id, slug, name }, c.req.valid("param").planKey);
    if (!plan) throw notFound(planMessages.notFound);
    return c.json(plan);
  });
}
