import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { churchExportFileName } from "@shared/schemas/church-export";
import { localIsoDate } from "@shared/schemas/services";
import { churches } from "../db";
import { heavyJobSlot } from "../heavy-jobs";
import { type AppEnv, type ModuleDeps, notFound } from "../http";
import { buildChurchExport } from "./export";

/**
 * /api/admin/church/export: the signed-in administrator's own church as one zip
 * (`louvor-{slug}-{YYYY-MM-DD}.zip`). The church is the session's (requireChurch), never one the
 * request names: the route takes no parameter at all. It is a heavy job (decision 488): it waits
 * for a slot or is refused with 503 before anything is read. The zip is built whole into a
 * temporary file and committed first, then sent with its length (decision 487), so a slow
 * download holds neither a slot nor a pool connection, and a failure is an honest error answer
 * instead of a 200 cut short.
 */
export function churchExportAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get("/", heavyJobSlot(deps), async (c) => {
    const churchId = c.get("churchId");
    const [church] = await db.select({ slug: churches.slug }).from(churches).where(eq(churches.id, churchId));
    if (!church) throw notFound();
    const now = new Date();
    const built = await buildChurchExport(db, churchId, now);
    const logger = c.get("logger");
    logger.info({ churchId, counts: built.manifest.counts, bytes: built.size }, "church exported");
    // A read that fails mid-way (or a client that goes away) ends the download short of its
    // Content-Length, which every client takes as a failed download.
    built.stream.once("error", (error) => logger.warn({ err: error, churchId }, "the church export's download ended early"));
    return c.body(Readable.toWeb(built.stream) as ReadableStream<Uint8Array>, 200, {
      "content-type": "application/zip",
      "content-length": String(built.size),
      "content-disposition": `attachment; filename="${churchExportFileName(church.slug, localIsoDate(now))}"`,
      "cache-control": "no-store",
    });
  });
}
