/**
 * 'Modo ensaio' on the song-within-service page (issue 27, docs/decisions/445): its state lives in
 * the URL (`?ensaio=1&repetir=0&velocidade=0.75`) so a leader can send a musician straight to it.
 * Read the same way by the page and by the server's page query (ssr/page-query.ts), which keys the
 * rendered page on it.
 */

/** The speeds offered, as the video host's player takes them. */
export const PRACTICE_RATES = [0.5, 0.75, 1, 1.25] as const;
export type PracticeRate = (typeof PRACTICE_RATES)[number];

export const PRACTICE_PARAMS = { on: "ensaio", loop: "repetir", rate: "velocidade" } as const;

export type PracticeSettings = {
  /** The practice panel is open (the other two apply only then). */
  on: boolean;
  /** Repeat this song: on unless `repetir=0`. */
  loop: boolean;
  rate: PracticeRate;
};

export const PRACTICE_OFF: PracticeSettings = { on: false, loop: true, rate: 1 };

/** A speed as written in the URL ("0.75", "0,75", ".5"); anything else is normal speed. */
export function readPracticeRate(value: string | null): PracticeRate {
  if (value === null) return 1;
  const rate = Number(value.trim().replace(",", "."));
  return PRACTICE_RATES.find((offered) => offered === rate) ?? 1;
}

/** The settings a URL's query names; without `ensaio=1` practice is off and the rest is ignored. */
export function readPracticeSettings(params: URLSearchParams): PracticeSettings {
  if (params.get(PRACTICE_PARAMS.on)?.trim() !== "1") return PRACTICE_OFF;
  return { on: true, loop: params.get(PRACTICE_PARAMS.loop)?.trim() !== "0", rate: readPracticeRate(params.get(PRACTICE_PARAMS.rate)) };
}

/** The query parameters of `settings`, in name order, defaults left out (practice off: none). */
export function practiceParams(settings: PracticeSettings): [string, string][] {
  if (!settings.on) return [];
  const params: [string, string][] = [[PRACTICE_PARAMS.on, "1"]];
  if (!settings.loop) params.push([PRACTICE_PARAMS.loop, "0"]);
  if (settings.rate !== 1) params.push([PRACTICE_PARAMS.rate, String(settings.rate)]);
  return params;
}

/** "?ensaio=1&…" for `settings`, or "" when practice is off. */
export function practiceSearch(settings: PracticeSettings): string {
  const query = new URLSearchParams(practiceParams(settings)).toString();
  return query === "" ? "" : `?${query}`;
}
