import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

/**
 * The deepest nesting of objects and arrays a request body may have (decision 458). Our deepest
 * body (a service with its segments and their lineups) is a handful of levels; a body nested
 * thousands of levels deep only ever comes to exhaust a recursive parser or validator, which
 * overflows the stack and answers a 500.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_CODE = "json_too_deep";
export const JSON_TOO_DEEP_MESSAGE = "O conteúdo enviado tem níveis aninhados demais.";

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the text, read as JSON, opens more than `max` objects or arrays inside each other. One
 * pass over the raw text, brackets inside strings skipped, nothing parsed: it runs before any
 * parser, so a malformed text is left for the parser to refuse.
 */
export function nestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  // A text shorter than the limit cannot open more brackets than it has characters.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** Bodies no route reads as JSON: uploads and plain forms go their own way. */
const NOT_JSON = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)$/;

/**
 * Every request with a body: one nested deeper than MAX_JSON_DEPTH is a 400 in the app's error
 * shape, before any rate limit, parser or handler sees it (decision 458). An AppError, so it is
 * logged as a request line, never as a stack trace.
 */
export const refuseDeepJson = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!NOT_JSON.test(mediaType) && c.req.raw.body !== null) {
    const text = await c.req.raw.clone().text();
    if (nestedDeeperThan(text)) throw new AppError(400, JSON_TOO_DEEP_CODE, JSON_TOO_DEEP_MESSAGE);
  }
  await next();
});
