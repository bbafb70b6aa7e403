import { format, parseISO } from "date-fns";

/** Spec §9: the catalogue shows dates as dd.MM.yyyy. A calendar day ('YYYY-MM-DD') stays that day in any time zone. */
export function formatCatalogueDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? null : format(date, "dd.MM.yyyy");
}
