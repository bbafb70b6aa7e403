import demoCharts from "./demo-charts.json" with { type: "json" };

/**
 * The demo church's charts ('Cifra', issue 42), kept as data in demo-charts.json (invented lyrics,
 * written for the demo): a song's chart as ChordPro and its original key, or nothing.
 */
const byName = new Map(demoCharts.charts.map((entry) => [entry.song, { chart: entry.chart.join("\n"), originalKey: entry.originalKey }]));

export function demoChart(songName: string): { chart: string; originalKey: string } | Record<string, never> {
  return byName.get(songName) ?? {};
}

/** The songs that have a chart in the demo. */
export const DEMO_CHART_SONGS: readonly string[] = [...byName.keys()];
