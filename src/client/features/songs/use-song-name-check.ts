import { useSongNameAvailability } from "./api";
import { useDebouncedValue } from "@/hooks/use-debounced";

export type SongNameCheck = "idle" | "checking" | "available" | "taken";

/**
 * Spec (Add song): the duplicate check runs 500 ms after typing stops, ignoring case. Until the
 * answer for what is typed now has arrived, the name counts as being checked. A song's own current
 * name (`currentName`, when editing) is not a duplicate of itself.
 */
export function useSongNameCheck(name: string, currentName?: string): SongNameCheck {
  const typed = name.trim();
  const settled = useDebouncedValue(typed);
  const unchanged = currentName !== undefined && typed.toLowerCase() === currentName.trim().toLowerCase();
  const shouldCheck = typed !== "" && !unchanged;
  const query = useSongNameAvailability(settled, shouldCheck && settled === typed);

  if (!shouldCheck) return "idle";
  if (settled !== typed) return "checking";
  // A failed check does not block the form: the server refuses a duplicate anyway.
  if (query.isError) return "idle";
  if (query.isPending || query.isFetching) return "checking";
  return query.data.available ? "available" : "taken";
}
