import { PassThrough, Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { churchExportFileName } from "@shared/schemas/church-export";
import { localIsoDate } from "@shared/schemas/services";
import { churches } from "../db/schema";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { notFound } from "../http/errors";
import { exportChurch } from "./export";

/**
 * /api/admin/church/export: the signed-in administrator's own church as one zip
 * (`louvor-{slug}-{YYYY-MM-DD}.zip`), streamed as it is read. The church is the session's
 * (requireChurch), never one the request names: the route takes no parameter at all.
 */
export function churchExportAdminRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const churchId = c.get("churchId");
    const [church] = await db.select({ slug: churches.slug }).from(churches).where(eq(churches.id, churchId));
    if (!church) throw notFound();
    const now = new Date();
    const body = new PassThrough();
    const logger = c.get("logger");
    exportChurch(db, churchId, body, now).then(
      (manifest) => logger.info({ churchId, counts: manifest.counts }, "church exported"),
      (error: unknown) => {
        // The download stops short instead of ending as a truncated zip that looks whole.
        if ((error as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err: error, churchId }, "church export failed");
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return c.body(Readable.toWeb(body) as ReadableStream<Uint8Array>, 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${churchExportFileName(church.slug, localIsoDate(now))}"`,
      "cache-control": "no-store",
    });
  });
}
