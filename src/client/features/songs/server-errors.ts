import type { FieldPath, UseFormSetError } from "react-hook-form";
import type { SongFormValues } from "@shared/schemas/songs";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { songsTexts } from "./texts";

const fields: readonly FieldPath<SongFormValues>[] = ["name", "author", "chordFile", "lyrics", "chart", "originalKey", "ccli"];

/**
 * Puts the server's refusal of a song under the fields it concerns: the duplicate name (409) and
 * the validation issues (422). Returns false when the error is about nothing the user can fix in
 * the form.
 */
export function showSongErrorsOnFields(error: unknown, setError: UseFormSetError<SongFormValues>): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409 && error.code === "duplicate_song") {
    setError("name", { type: "server", message: songsTexts.form.duplicate }, { shouldFocus: true });
    return true;
  }
  if (error.status !== 422) return false;
  return applyServerFieldErrors(error, setError, fields);
}
