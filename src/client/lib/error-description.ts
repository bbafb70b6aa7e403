import { ApiError } from "@/lib/api-client";

/** Statuses whose message says something the user can act on (not found, conflict, too large, refused). */
const EXPLAINED_STATUSES = [404, 409, 413, 422];

/**
 * The toast text for a failed action: the spec's message, followed by the server's reason when it
 * explains something the user can act on (e.g. "participou de 2 cultos"), never a generic one.
 * Field validation failures are told under the fields (lib/server-field-errors.ts), not here.
 */
export function errorDescription(fallback: string, error: unknown): string {
  if (error instanceof ApiError && EXPLAINED_STATUSES.includes(error.status) && error.code !== "validation_failed") {
    return `${fallback} ${error.message}`;
  }
  return fallback;
}

/** What a refused request says: the server's own words when it refused it (4xx, e.g. an expired link), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isClientError ? error.message : fallback;
}
