import { createMiddleware } from "hono/factory";
import { hasForbiddenCharacter, textMessages } from "@shared/schemas/text";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

/**
 * Backstops of the text rule (src/shared/schemas/text.ts) for what no zod schema of ours sees
 * first: the URL of every request, and the bodies of better-auth's endpoints. PostgreSQL cannot
 * hold a NUL, so a request carrying one must be a 400 before it reaches a query, never a 500.
 */

export const INVALID_CHARACTERS_CODE = "invalid_characters";

const invalidCharacters = (path: string) =>
  new AppError(400, INVALID_CHARACTERS_CODE, textMessages.invalidCharacters, [{ path, message: textMessages.invalidCharacters }]);

/** Percent-escapes of control characters: C0, DEL and C1 (encoded as UTF-8, %C2%80–%C2%9F). */
const ESCAPED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;

const PLAIN_URL = /^[!-$&-~]*$/;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // Malformed escapes stay as they are: Hono leaves them undecoded too, so they are plain text.
    return part;
  }
}

/**
 * Where the URL carries a control character: "path", the name of the first query parameter whose
 * name or value has one, or null when the URL is clean.
 */
export function urlPartWithControlCharacter(url: string): string | null {
  // Printable ASCII without a percent-escape cannot hold a control character, before or after
  // decoding: most URLs need no parsing (decision 243).
  if (PLAIN_URL.test(url)) return null;
  const parsed = new URL(url);
  if (ESCAPED_CONTROL.test(parsed.pathname) || hasForbiddenCharacter(decoded(parsed.pathname))) return "path";
  for (const [name, value] of parsed.searchParams) {
    if (hasForbiddenCharacter(name) || hasForbiddenCharacter(value)) return hasForbiddenCharacter(name) ? "query" : name;
  }
  return null;
}

/** Every request: a NUL or other control character in the path or the query string is a 400 naming it. */
export const refuseControlCharactersInUrl = createMiddleware<AppEnv>(async (c, next) => {
  const part = urlPartWithControlCharacter(c.req.url);
  if (part !== null) throw invalidCharacters(part);
  await next();
});

/** The dotted path of the first string in a JSON value that breaks the text rule, or null. */
export function jsonPathWithForbiddenText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasForbiddenCharacter(value, { multiline: true }) ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = jsonPathWithForbiddenText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenCharacter(key)) return [...path, key].join(".");
      const found = jsonPathWithForbiddenText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Before better-auth's handler (/api/auth/*), whose schemas are not ours. Its endpoints take a
 * JSON object only: another content type is a 415, and malformed JSON or JSON that is not an
 * object a 400 here (better-auth would refuse them too, but print an error for each). A string in
 * the body with a NUL, another control character (new lines and tabs aside) or a lone surrogate is
 * a 400 naming the field. All in the app's error shape.
 */
export const refuseControlCharactersInAuthBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    const body = await c.req.raw.clone().text();
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    // An empty body is no body, unless it claims to be JSON (better-auth would fail to parse it).
    if (body !== "" || mediaType === "application/json") {
      if (mediaType !== "application/json") {
        throw new AppError(415, "unsupported_media_type", "Envie os dados em JSON.");
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      // Every better-auth endpoint takes an object.
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        throw new AppError(400, "invalid_json", "O corpo da requisição deve ser um objeto JSON.");
      }
      const path = jsonPathWithForbiddenText(parsed);
      if (path !== null) throw invalidCharacters(path);
    }
  }
  await next();
});
