/**
 * Reads a sample out of Prometheus' text format, as a query would: the metric's name and every
 * label given must match (other labels are ignored); undefined when no such sample is there.
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matches = samples(text, name).filter((found) => Object.entries(labels).every(([key, value]) => found.labels[key] === value));
  if (matches.length > 1) throw new Error(`${matches.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matches[0]?.value;
}

/** Every sample of one metric, with its labels. */
export function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  const found: { labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    found.push({ labels, value: Number(match[3]) });
  }
  return found;
}

/** Sample lines Prometheus could not parse (a value that is not a number, NaN or ±Inf): none, in a good scrape. */
export function unparsableLines(text: string): string[] {
  return text.split("\n").filter((line) => line && !line.startsWith("#") && !/ (-?\d+(\.\d+)?(e[+-]?\d+)?|NaN|[+-]Inf)$/.test(line));
}
