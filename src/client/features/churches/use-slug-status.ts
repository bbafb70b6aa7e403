import { CHURCH_SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from "@shared/schemas/churches";
import { slugify } from "@shared/slugs";
import { useSlugAvailability } from "./api";
import { useDebouncedValue } from "@/hooks/use-debounced";

/** Spec §9: the availability check waits 500 ms after typing stops. */
export const SLUG_CHECK_DEBOUNCE_MS = 500;

/**
 * What the form knows about the slug being typed. The spec's four visible states are unknown,
 * checking, available and taken; "current" is the church's own slug, which needs no check.
 */
export type SlugStatus =
  | { state: "current" }
  | { state: "unknown"; reason: "too-short" | "too-long" | "waiting" | "check-failed" }
  | { state: "checking" }
  | { state: "available" }
  | { state: "taken" };

/** Checks the availability of `typed` (normalised) once typing stops, unless it is `currentSlug`. */
export function useSlugStatus(typed: string, currentSlug: string | null): { slug: string; status: SlugStatus } {
  const slug = slugify(typed);
  const changed = slug !== currentSlug;
  const debounced = useDebouncedValue(slug, SLUG_CHECK_DEBOUNCE_MS);
  const settled = debounced === slug;
  const checkable = changed && slug.length >= SLUG_MIN_LENGTH && slug.length <= CHURCH_SLUG_MAX_LENGTH;
  const availability = useSlugAvailability(debounced, checkable && settled);

  let status: SlugStatus;
  if (!changed) status = { state: "current" };
  else if (slug.length < SLUG_MIN_LENGTH) status = { state: "unknown", reason: "too-short" };
  else if (!checkable) status = { state: "unknown", reason: "too-long" };
  else if (!settled) status = { state: "unknown", reason: "waiting" };
  else if (availability.isFetching) status = { state: "checking" };
  else if (availability.isError) status = { state: "unknown", reason: "check-failed" };
  else if (availability.data) status = { state: availability.data.available ? "available" : "taken" };
  else status = { state: "checking" };
  return { slug, status };
}
