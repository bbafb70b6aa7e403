import type { EscalaServedCount } from "@shared/schemas/escala";
import { formatServiceDate } from "@shared/schemas/services";
import { plansTexts } from "./texts";

const texts = plansTexts.overview;

/**
 * How often each musician served in the last 3 months, most first, with how often each is already
 * in the next 8 weeks: who has carried the load, and who could be asked. The bar is the count
 * beside the most served one's, drawn for the eye; the number says it.
 */
export function ServedCounts({ served, since }: { served: EscalaServedCount[]; since: string }) {
  const most = Math.max(1, ...served.map((row) => row.served));
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="escala-served">
      <div className="flex flex-col gap-1">
        <h2 id="escala-served" className="text-lg font-semibold">
          {texts.servedTitle}
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{texts.servedDescription(formatServiceDate(since))}</p>
      </div>
      {served.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noMusicians}</p>
      ) : (
        <table className="w-full table-fixed border-separate border-spacing-0 text-sm" aria-labelledby="escala-served">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="border-b py-2 pr-2 font-medium">
                {texts.servedMusician}
              </th>
              <th scope="col" className="w-20 border-b py-2 pr-2 text-right font-medium md:w-28">
                {texts.servedCount}
              </th>
              <th scope="col" className="w-20 border-b py-2 text-right font-medium md:w-28">
                {texts.upcomingCount}
              </th>
            </tr>
          </thead>
          <tbody>
            {served.map((row) => (
              <tr key={row.musicianId} className={row.served === 0 ? "text-muted-foreground" : undefined}>
                <th scope="row" className="border-b py-2 pr-2 text-left font-medium">
                  <span className="block break-words">{row.musicianName}</span>
                  <span aria-hidden className="mt-1 block h-1.5 rounded-full bg-primary/70" style={{ width: `${(row.served / most) * 100}%` }} />
                </th>
                <td className="border-b py-2 pr-2 text-right tabular-nums">{texts.servedTimes(row.served)}</td>
                <td className="border-b py-2 text-right tabular-nums">{texts.servedTimes(row.upcoming)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
