import { ApiError, type ApiIssue } from "@/lib/api-client";

/**
 * The toast text for a failed action: the spec's message, followed by the server's reason when it
 * explains something the user can act on (e.g. "participou de 2 cultos"), never a generic one.
 */
export function errorDescription(fallback: string, error: unknown): string {
  if (error instanceof ApiError && [404, 409, 413, 422].includes(error.status) && error.code !== "validation_failed") {
    return `${fallback} ${error.message}`;
  }
  return fallback;
}

/** An issue's field path as "members.0.musicianId" (our server sends it joined already). */
export function issuePath(issue: ApiIssue): string {
  const path: unknown = issue.path;
  return Array.isArray(path) ? path.join(".") : String(path);
}
