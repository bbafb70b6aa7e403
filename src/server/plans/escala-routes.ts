import { Hono } from "hono";
import { escalaAnswerSchema, escalaLookupSchema, escalaMessages, type EscalaLookupResponse } from "@shared/schemas/escala";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { validate } from "../http/validate";
import { addressLimit } from "../http/address-limit";
import { answerEscala, lookUpEscala } from "./escala";

/**
 * Public API of the escala's answer link (no session, docs/decisions/514): /api/escala/lookup tells
 * the page which service and position the link is for, /api/escala/answer records 'Confirmar' or
 * 'Não posso'. The token travels in the body, never in a URL the logs keep; per address, a budget.
 */
export function escalaPublicRoutes({ db, config }: ModuleDeps) {
  const limit = addressLimit(db, {
    name: "escala",
    max: config.rateLimit.signInPerMinute,
    windowMs: 60_000,
    trustProxy: config.trustProxy,
    message: escalaMessages.tooManyAttempts,
  });
  return new Hono<AppEnv>()
    .use(limit)
    .post("/lookup", validate("json", escalaLookupSchema), async (c) => {
      return c.json({ assignment: await lookUpEscala(db, c.req.valid("json").token) } satisfies EscalaLookupResponse);
    })
    .post("/answer", validate("json", escalaAnswerSchema), async (c) => {
      return c.json({ assignment: await answerEscala(db, c.req.valid("json")) } satisfies EscalaLookupResponse);
    });
}
