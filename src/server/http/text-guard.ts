import { createMiddleware } from "hono/factory";
import { hasForbiddenCharacter, textMessages } from "../../shared/schemas/text";
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
 * Before better-auth's handler (/api/auth/*), whose schemas are not ours: a body string (JSON or
 * form) with a NUL, another control character (new lines and tabs aside) or a lone surrogate is a
 * 400 in the app's error shape, naming the field. Bodies that are not JSON or a form are left to
 * better-auth, which refuses them itself.
 */
export const refuseControlCharactersInAuthBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    const body = await c.req.raw.clone().text();
    let path: string | null = null;
    if (type.includes("application/x-www-form-urlencoded")) {
      for (const [key, value] of new URLSearchParams(body)) {
        if (hasForbiddenCharacter(key) || hasForbiddenCharacter(value, { multiline: true })) {
          path = key;
          break;
        }
      }
    } else if (body !== "") {
      try {
        path = jsonPathWithForbiddenText(JSON.parse(body));
      } catch {
        // Not JSON: better-auth answers it (400) without reaching the database.
        if (hasForbiddenCharacter(body, { multiline: true })) path = "";
      }
    }
    if (path !== null) throw invalidCharacters(path);
  }
  await next();
});
