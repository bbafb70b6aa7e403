import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError, type ApiIssue } from "@/lib/api-client";

/**
 * Which form field a server issue belongs to. Either the list of the form's field names (an
 * issue whose path is exactly one of them goes there), or a function from the issue's dotted
 * path ("members.2.musicianId") to a field, or null for an issue no field shows.
 */
export type ServerFieldMap<T extends FieldValues> = readonly FieldPath<T>[] | ((path: string) => FieldPath<T> | null);

/** An issue's field path as "members.0.musicianId" (our server joins it; an array is joined here). */
export function issuePath(issue: ApiIssue): string {
  const path: unknown = issue.path;
  return Array.isArray(path) ? path.join(".") : String(path);
}

/**
 * Puts the issues of a refused request (the server's 422 or 400 with `error.issues`) under the
 * form fields they concern, with the server's message, as react-hook-form errors of type
 * "server". Issues that map to no field are left out (the caller's toast tells the failure).
 *
 *     catch (error) {
 *       applyServerFieldErrors(error, form.setError, ["name", "bio"]);
 *       toast(...);
 *     }
 *
 * Returns whether at least one issue landed on a field, so a caller can skip a generic toast.
 * With `shouldFocus`, the first such field takes the focus. Any other error (not an ApiError,
 * no issues) changes nothing and returns false.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldMap<T>,
  options: { shouldFocus?: boolean } = {},
): boolean {
  if (!(error instanceof ApiError) || !error.issues) return false;
  const toField = typeof fields === "function" ? fields : (path: string) => fields.find((name) => name === path) ?? null;
  let applied = false;
  for (const issue of error.issues) {
    const field = toField(issuePath(issue));
    if (!field) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: options.shouldFocus === true && !applied });
    applied = true;
  }
  return applied;
}
