/**
 * Yesterday in the tests' time zone (São Paulo, where the e2e churches are): the latest day a
 * service date may have in every time zone the form's "not after today" rule may meet.
 */
export function yesterday(): { iso: string; year: string; month: string; day: string; shown: string } {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(Date.now() - 86_400_000))
    .split("-") as [string, string, string];
  return { iso: `${year}-${month}-${day}`, year, month, day, shown: `${day}/${month}/${year}` };
}
