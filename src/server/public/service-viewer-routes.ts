import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { notFound } from "../http/errors";
import { validate, validateKeys } from "../http/validate";
import { keyText } from "../../shared/schemas/text";
import { resolveChurch, resolveSegmentKey, resolveServiceKey } from "./keys";
import { findCurrentService, getRecommendations } from "./recommendations";
import type { PublicConfigResponse } from "./service-viewer-contract";
import { getServicePage } from "./service-viewer-queries";

export const serviceViewerMessages = {
  churchNotFound: "Igreja não encontrada",
  serviceNotFound: "Serviço não encontrado",
  keyTooLong: "A chave deve ter no máximo 300 caracteres.",
  serviceIdInvalid: "Informe o id do culto.",
  songIdInvalid: "O id da música é inválido.",
} as const;

/** Spec §9: recommendations are fresh for 60 s. */
export const RECOMMENDATIONS_MAX_AGE_SECONDS = 60;

const servicePageQuery = z.object({
  song: keyText({ max: 300, tooLong: serviceViewerMessages.keyTooLong }).optional(),
});

const recommendationsQuery = z.object({
  service: z.uuid({ error: serviceViewerMessages.serviceIdInvalid }),
  song: z.uuid({ error: serviceViewerMessages.songIdInvalid }).optional(),
});

/**
 * Public API of the service viewing page (mounted at /api/public): the page's data in one request,
 * its recommendations, and the analytics ids the client needs to decide whether to load a tag.
 * Keys are the readable keys of public/keys.ts or bare ids; unknown or inactive is a 404.
 */
export function serviceViewerRoutes({ db, config }: ModuleDeps) {
  async function churchOf(churchKey: string) {
    const church = await resolveChurch(db, churchKey);
    if (!church) throw notFound(serviceViewerMessages.churchNotFound);
    return church;
  }

  return new Hono<AppEnv>()
    .get("/config", (c) => {
      const body: PublicConfigResponse = {
        gtmId: config.analytics.gtmId ?? null,
        gaMeasurementId: config.analytics.gaMeasurementId ?? null,
      };
      c.header("Cache-Control", "public, max-age=300");
      return c.json(body);
    })
    .get("/churches/:churchKey/services/:serviceKey", validateKeys("churchKey", "serviceKey"), validate("query", servicePageQuery), async (c) => {
      const { churchKey, serviceKey } = c.req.valid("param");
      const church = await churchOf(churchKey);
      const serviceId = await resolveServiceKey(db, church.id, serviceKey);
      if (!serviceId) throw notFound(serviceViewerMessages.serviceNotFound);
      const { song } = c.req.valid("query");
      const selectedSongId = song ? await resolveSegmentKey(db, serviceId, song) : null;
      const page = await getServicePage(db, church, serviceId, selectedSongId);
      if (!page) throw notFound(serviceViewerMessages.serviceNotFound);
      return c.json(page);
    })
    .get("/churches/:churchKey/recommendations", validateKeys("churchKey"), validate("query", recommendationsQuery), async (c) => {
      const church = await churchOf(c.req.valid("param").churchKey);
      const { service, song } = c.req.valid("query");
      const current = await findCurrentService(db, church.id, service);
      if (!current) throw notFound(serviceViewerMessages.serviceNotFound);
      const recommendations = await getRecommendations(db, church.id, current, song ?? null);
      c.header("Cache-Control", `public, max-age=${RECOMMENDATIONS_MAX_AGE_SECONDS}`);
      return c.json(recommendations);
    });
}
