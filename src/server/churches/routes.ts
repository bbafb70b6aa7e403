import { Hono } from "hono";
import {
  CHURCH_SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  churchInputSchema,
  churchMessages,
  slugAvailabilityQuerySchema,
  type GetChurchResponse,
  type ChurchInput,
} from "@shared/schemas/churches";
import { signupMessages } from "@shared/schemas/signup";
import { SLUG_PATTERN, slugify } from "@shared/slugs";
import { mayRegisterChurch, hasConfirmedEmail, requireAdministrator, findMembership } from "../auth";
import type { Database } from "../db";
import { type AppEnv, type ModuleDeps, AppError, validate } from "../http";
import { deleteStoredImage, storeUploadedImage } from "../uploads";
import {
  CHURCH_ADMIN_UNIQUE, CHURCH_SLUG_UNIQUE, findChurchOfMember, insertChurch, isSlugFree, replaceChurchLogo, updateChurchOfAdmin,
  violatedUniqueConstraint, type Church,
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
 * /api/admin/church: the signed-in member's own church (one per user). Every query is keyed by the
 * session's user, so no request can name another church. Every member reads it (each screen shows
 * the church's name); only an Administrador writes it (decision 451).
 */
export function churchAdminRoutes({ db, storage, config }: ModuleDeps) {
  const administrator = requireAdministrator(db);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const userId = c.get("user").id;
      const [church, membership] = await Promise.all([findChurchOfMember(db, userId), c.get("sessionChurch") ?? findMembership(db, userId)]);
      return c.json({ church, role: church ? (membership?.role ?? null) : null } satisfies GetChurchResponse);
    })
    .post("/", administrator, validate("json", churchInputSchema), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      if (await findChurchOfMember(db, userId)) throw churchExists();
      // A sign-up (SIGNUP=open) registers a church only after opening its confirmation link.
      if (!(await hasConfirmedEmail(db, userId))) throw new AppError(403, "email_not_confirmed", signupMessages.confirmFirst);
      // With sign-up closed, only an account made to start a church may (decision 491).
      if (!config.signupOpen && !(await mayRegisterChurch(db, userId))) {
        // A creation racing this one uses the grant up in the transaction that adds the church: read again.
        if (await findChurchOfMember(db, userId)) throw churchExists();
        throw new AppError(403, "church_registration_closed", signupMessages.registrationClosed);
      }
      await ensureSlugFree(db, input, userId);
      const church = await writeChurch(() => insertChurch(db, c.get("user"), input));
      return c.json({ church }, 201);
    })
    .put("/", administrator, validate("json", churchInputSchema), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      await ensureSlugFree(db, input, userId);
      const church = await writeChurch(() => updateChurchOfAdmin(db, c.get("user"), input));
      if (!church) throw churchRequired();
      return c.json({ church });
    })
    .get("/slug-availability", administrator, validate("query", slugAvailabilityQuerySchema), async (c) => {
      const slug = slugify(c.req.valid("query").slug);
      const valid = SLUG_PATTERN.test(slug) && slug.length >= SLUG_MIN_LENGTH && slug.length <= CHURCH_SLUG_MAX_LENGTH;
      const available = valid && (await isSlugFree(db, slug, c.get("user").id));
      return c.json({ slug, available });
    })
    .post("/logo", administrator, async (c) => {
      const userId = c.get("user").id;
      const church = await findChurchOfMember(db, userId);
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
