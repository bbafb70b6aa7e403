/** A calendar day 'YYYY-MM-DD' as the reports write it: dd/MM/yyyy ('' when unreadable). */
export function formatReportDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}
