import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { planRepertoire } from "@shared/repertoire";
import { planMessages } from "@shared/schemas/plans";
import { repertoireFileName, repertoireLayoutParam, repertoireQuerySchema, REPERTOIRE_PDF_SEGMENT } from "@shared/schemas/plan-repertoire";
import { type AppEnv, type ModuleDeps, notFound, validate, validateKeys } from "../http";
import { getPublicPlan } from "./public-queries";
import { repertoirePdf } from "./repertoire-pdf";

/** Search engines leave a plan's page and its data out (the page is unlisted: docs/decisions/447). */
export const NOINDEX = "noindex, nofollow";

/** Marks the answer noindex, kept answers too (put before the answer cache). */
export const noIndex = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", NOINDEX);
});

/**
 * A plan's page data, below /api/public/churches/:churchKey: /ensaio/:planKey; and its repertoire
 * as a PDF file ('Baixar PDF', issue 42), /ensaio/:planKey/repertorio.pdf, for whoever holds the
 * plan's link, as the page.
 */
export function publicPlanRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/ensaio/:planKey", validateKeys("planKey"), async (c) => {
      const { id, slug, name } = c.get("publicChurch");
      const plan = await getPublicPlan(db, { id, slug, name }, c.req.valid("param").planKey);
      if (!plan) throw notFound(planMessages.notFound);
      return c.json(plan);
    })
    .get(`/ensaio/:planKey/${REPERTOIRE_PDF_SEGMENT}`, validateKeys("planKey"), validate("query", repertoireQuerySchema), async (c) => {
      const { id, slug, name } = c.get("publicChurch");
      const plan = await getPublicPlan(db, { id, slug, name }, c.req.valid("param").planKey);
      if (!plan) throw notFound(planMessages.notFound);
      const pdf = await repertoirePdf(planRepertoire(plan), c.req.valid("query")[repertoireLayoutParam]);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${repertoireFileName(plan.plan.date)}"`,
      });
    });
}
