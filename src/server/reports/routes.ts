import { Hono } from "hono";
import { type AppEnv, type ModuleDeps, validate } from "../http";
import {
  USAGE_PAGE_SIZE,
  reportFilterSchema,
  songCreditsQuerySchema,
  usageCsvFileName,
  usageCsvQuerySchema,
  usageQuerySchema,
  type DashboardUsage,
  type ReportOverview,
  type SongCreditsResponse,
  type UsageResponse,
} from "@shared/schemas/reports";
import { assertBandOfChurch, dashboardUsage, reportOverview, songCredits, usagePage } from "./queries";
import { createReportCache } from "./report-cache";
import { usageCsvStream } from "./usage-csv";

/** Admin API for the usage reports: /api/admin/reports, scoped to the signed-in administrator's church. */
export function reportAdminRoutes({ db }: ModuleDeps) {
  // Figures change only when the administrator writes: answers are kept per content version.
  const cache = createReportCache();
  return new Hono<AppEnv>()
    .get("/", validate("query", reportFilterSchema), async (c) => {
      const query = c.req.valid("query");
      return cache.answer(c, "overview", query, async () => (await reportOverview(db, c.get("churchId"), query)) satisfies ReportOverview);
    })
    .get("/usage", validate("query", usageQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const churchId = c.get("churchId");
      return cache.answer(c, "usage", query, async () => {
        await assertBandOfChurch(db, churchId, query.banda);
        const { rows, total } = await usagePage(db, churchId, query);
        return { rows, total, page: query.page, pageSize: USAGE_PAGE_SIZE } satisfies UsageResponse;
      });
    })
    .get("/usage.csv", validate("query", usageCsvQuerySchema), async (c) => {
      const query = c.req.valid("query");
      await assertBandOfChurch(db, c.get("churchId"), query.banda);
      const body = usageCsvStream(db.$client, c.get("churchId"), query, c.get("logger"));
      return c.body(body, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${usageCsvFileName(query)}"`,
        "cache-control": "no-store",
      });
    })
    .get("/song-credits", validate("query", songCreditsQuerySchema), async (c) => {
      const songs = await songCredits(db, c.get("churchId"), c.req.valid("query").ids);
      return c.json({ songs } satisfies SongCreditsResponse);
    })
    .get("/dashboard", async (c) => c.json((await dashboardUsage(db, c.get("churchId"))) satisfies DashboardUsage));
}
