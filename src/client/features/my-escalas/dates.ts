import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";
import { formatDate } from "@shared/formatting";

/** The weekday of a 'YYYY-MM-DD' day: 'domingo', 'segunda-feira'. */
export function weekdayOf(day: string): string {
  return format(parseISO(day), "EEEE", { locale: ptBR });
}

/** A day as the page writes it: 'domingo, 07.03.2027'. */
export function dayLabel(day: string): string {
  return `${weekdayOf(day)}, ${formatDate(day)}`;
}

/** Today in the browser's time zone, 'YYYY-MM-DD' (what a date field holds). */
export function today(): string {
  return format(new Date(), "yyyy-MM-dd");
}
