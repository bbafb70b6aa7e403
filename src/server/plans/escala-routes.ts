import { Hono } from "hono";
import { z } from "zod";
import { escalaAnswerSchema, escalaLookupSchema, escalaMessages, type EscalaLookupResponse } from "@shared/schemas/escala";
import { myBlockoutCreateSchema, myBlockoutDeleteSchema, myEscalasAnswerSchema, myEscalasLookupSchema, myEscalasMessages, type MyEscalasResponse } from "@shared/schemas/my-escalas";
import { type AppEnv, type ModuleDeps, validate, addressLimit } from "../http";
import { answerEscala, lookUpEscala } from "./escala";
import { addBlockout, answerMine, myCalendar, myEscalas, removeBlockout } from "./my-escalas";

/**
 * Public API of the escala's links (no session, docs/decisions/514): /api/escala/lookup tells
 * the page which service and position the link is for, /api/escala/answer records 'Confirmar' or
 * 'Não posso'; /api/escala/me… is the musician's own page ('Minhas escalas'). The token travels in
 * the body, never in a URL the logs keep; per address, a budget. The calendar feed is the one
 * exception: calendar apps subscribe by URL only, so its token is in the path.
 */
export function escalaPublicRoutes({ db, config }: ModuleDeps) {
  const limit = addressLimit(db, {
    name: "escala",
    max: config.rateLimit.signInPerMinute,
    windowMs: 60_000,
    trustProxy: config.trustProxy,
    message: escalaMessages.tooManyAttempts,
  });
  // Calendar apps poll from few shared addresses: a budget of its own, larger than the pages'.
  const calendarLimit = addressLimit(db, {
    name: "escala-calendar",
    max: config.rateLimit.signInPerMinute * 10,
    windowMs: 60_000,
    trustProxy: config.trustProxy,
    message: escalaMessages.tooManyAttempts,
  });
  const feedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: myEscalasMessages.invalid }) });
  const blockoutParams = z.object({ id: z.uuid({ error: myEscalasMessages.blockoutNotFound }) });
  return new Hono<AppEnv>()
    .get("/calendario/:file", calendarLimit, validate("param", feedParams), async (c) => {
      const token = c.req.valid("param").file.slice(0, -".ics".length);
      const body = await myCalendar(db, config.publicUrl, token);
      return c.body(body, 200, { "content-type": "text/calendar; charset=utf-8", "content-disposition": 'inline; filename="escalas.ics"' });
    })
    .use(limit)
    .post("/lookup", validate("json", escalaLookupSchema), async (c) => {
      return c.json({ assignment: await lookUpEscala(db, c.req.valid("json").token) } satisfies EscalaLookupResponse);
    })
    .post("/answer", validate("json", escalaAnswerSchema), async (c) => {
      return c.json({ assignment: await answerEscala(db, c.req.valid("json")) } satisfies EscalaLookupResponse);
    })
    .post("/me", validate("json", myEscalasLookupSchema), async (c) => {
      return c.json((await myEscalas(db, config.publicUrl, c.req.valid("json").token)) satisfies MyEscalasResponse);
    })
    .post("/me/answer", validate("json", myEscalasAnswerSchema), async (c) => {
      return c.json((await answerMine(db, config.publicUrl, c.req.valid("json"))) satisfies MyEscalasResponse);
    })
    .post("/me/blockouts", validate("json", myBlockoutCreateSchema), async (c) => {
      const { token, blockout } = c.req.valid("json");
      return c.json((await addBlockout(db, config.publicUrl, token, blockout)) satisfies MyEscalasResponse, 201);
    })
    .delete("/me/blockouts/:id", validate("param", blockoutParams), validate("json", myBlockoutDeleteSchema), async (c) => {
      return c.json((await removeBlockout(db, config.publicUrl, c.req.valid("json").token, c.req.valid("param").id)) satisfies MyEscalasResponse);
    });
}

