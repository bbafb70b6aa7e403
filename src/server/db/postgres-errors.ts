/** The SQLSTATE of a PostgreSQL error, also when drizzle wrapped it (DrizzleQueryError.cause). */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = "23503";
export const UNIQUE_VIOLATION = "23505";
/** A statement cancelled, e.g. by statement_timeout. */
export const QUERY_CANCELED = "57014";

/** SQLSTATEs of a server that is stopping, starting or gone (class 57: operator intervention; 08: connection). */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"]);
/** Node's socket errors when the server is not there at all. */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ENOENT"]);

/**
 * Whether the error says the database is unavailable for a moment (the embedded server being
 * restarted, a connection cut, no connection to be had), not that the request was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === "string" && /Connection terminated|timeout exceeded when trying to connect/.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
