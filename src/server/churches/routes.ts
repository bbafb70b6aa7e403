import { Hono } from "hono";
import {
  CHURCH_SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  churchInputSchema,
  churchMessages,
  slugAvailabilityQuerySchema,
  type ChurchInput,
} from "@shared/schemas/churches";
import { SLUG_PATTERN, slugify } from "@shared/slugs";
import type { Database } from "../db/client";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { AppError } from "../http/errors";
import { validate } from "../http/validate";
import { deleteStoredImage, storeUploadedImage } from "../uploads/images";
import {
  CHURCH_ADMIN_UNIQUE,
  CHURCH_SLUG_UNIQUE,
  findChurchOfAdmin,
  insertChurch,
  isSlugFree,
  replaceChurchLogo,
  updateChurchOfAdmin,
  violatedUniqueConstraint,
  type Church,
} from "./queries";
import { NO_CHURCH_MESSAGE } from "./require-church";

const churchExists = () => new AppError(409, "church_exists", churchMessages.alreadyExists);
const slugUnavailable = () =>
  new AppError(409, "slug_unavailable", churchMessages.slugUnavailable, [{ path: "slug", message: churchMessages.slugUnavailable }]);
const churchRequired = () => new AppError(409, "church_required", NO_CHURCH_MESSAGE);

/** Runs a church write; the unique constraints have the last word when two requests race. */
async function writeChurch(write: () => Promise<Church | null>): Promise<Church | null> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === CHURCH_SLUG_UNIQUE) throw slugUnavailable();
    if (constraint === CHURCH_ADMIN_UNIQUE) throw churchExists();
    throw error;
  }
}

async function ensureSlugFree(db: Database, input: ChurchInput, userId: string) {
  if (!(await isSlugFree(db, input.slug, userId))) throw slugUnavailable();
}

/**
 * /api/admin/church: the signed-in administrator's own church (one per administrator). Every
 * query is keyed by the session's user, so no request can name another church.
 */
export function churchAdminRoutes({ db, storage }: ModuleDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const church = await findChurchOfAdmin(db, c.get("user").id);
      return c.json({ church });
    })
    .post("/", validate("json", churchInputSchema), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      if (await findChurchOfAdmin(db, userId)) throw churchExists();
      await ensureSlugFree(db, input, userId);
      const church = await writeChurch(() => insertChurch(db, c.get("user"), input));
      return c.json({ church }, 201);
    })
    .put("/", validate("json", churchInputSchema), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      await ensureSlugFree(db, input, userId);
      const church = await writeChurch(() => updateChurchOfAdmin(db, c.get("user"), input));
      if (!church) throw churchRequired();
      return c.json({ church });
    })
    .get("/slug-availability", validate("query", slugAvailabilityQuerySchema), async (c) => {
      const slug = slugify(c.req.valid("query").slug);
      const valid = SLUG_PATTERN.test(slug) && slug.length >= SLUG_MIN_LENGTH && slug.length <= CHURCH_SLUG_MAX_LENGTH;
      const available = valid && (await isSlugFree(db, slug, c.get("user").id));
      return c.json({ slug, available });
    })
    .post("/logo", async (c) => {
      const userId = c.get("user").id;
      const church = await findChurchOfAdmin(db, userId);
      if (!church) throw churchRequired();
      const stored = await storeUploadedImage(c, storage, church.id);
      let replaced: Awaited<ReturnType<typeof replaceChurchLogo>>;
      try {
        replaced = await replaceChurchLogo(db, c.get("user"), stored.url);
      } catch (error) {
        await deleteStoredImage(storage, church.id, stored.url);
        throw error;
      }
      if (!replaced) {
        await deleteStoredImage(storage, church.id, stored.url);
        throw churchRequired();
      }
      await deleteStoredImage(storage, church.id, replaced.previousLogoUrl).catch((error: unknown) => {
        c.get("logger").warn({ err: error, url: replaced.previousLogoUrl }, "could not delete the previous church logo");
      });
      return c.json({ church: replaced.church });
    });
}
