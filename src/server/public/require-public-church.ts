import { createMiddleware } from "hono/factory";
import { publicMessages } from "@shared/schemas/public-queries";
import { type AppEnv, notFound } from "../http";
import type { ChurchVersions } from "./church-versions";

/**
 * For public routes below /churches/:churchKey: resolves the key (slug, falling back to id) once
 * and sets `publicChurch`, with its content version; an unknown church is the one 404 of the
 * public API. The public counterpart of the admin's requireChurch.
 */
export function requirePublicChurch(versions: ChurchVersions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Control characters never get here (the URL backstop refuses them); NFC as the text rule says.
    const church = await versions.church((c.req.param("churchKey") ?? "").normalize("NFC"));
    if (!church) throw notFound(publicMessages.churchNotFound);
    c.set("publicChurch", church);
    await next();
  });
}
