import type { SortDirection } from "@shared/schemas/public-listing";

export type SortState<Field extends string> = { field: Field; direction: SortDirection };

/** Spec §4: choosing the same field toggles the direction; a new field starts descending. */
export function nextSort<Field extends string>(current: SortState<Field>, field: Field): SortState<Field> {
  if (current.field === field) return { field, direction: current.direction === "desc" ? "asc" : "desc" };
  return { field, direction: "desc" };
}

/** The arrow of a sorted column (↑ ascending, ↓ descending). */
export const sortArrow = (direction: SortDirection) => (direction === "asc" ? "↑" : "↓");
