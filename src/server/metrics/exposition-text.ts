/**
 * prom-client writes a value that is not a number as "Nan" (the event loop's mean delay before its
 * first sample, in a process just started). Prometheus reads any case, but "NaN" is the format's
 * own spelling, the one every other reader of the text format expects: the scrape says that.
 */
export function withCanonicalNaN(exposition: string): string {
  return exposition.replace(/ Nan$/gm, " NaN");
}
