import { format } from "date-fns";
import { ptBR } from "date-fns/locale";

/** 'YYYY-MM' as the axis writes it: 'jan/25'. */
export function shortMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return format(new Date(year ?? 2000, (monthNumber ?? 1) - 1, 1), "MMM/yy", { locale: ptBR });
}

/** 'YYYY-MM' in words: 'janeiro de 2025'. */
export function longMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return format(new Date(year ?? 2000, (monthNumber ?? 1) - 1, 1), "MMMM 'de' yyyy", { locale: ptBR });
}
