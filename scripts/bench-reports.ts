/**
 * The usage reports' speed against a running app, as a markdown section (issue "What we sang",
 * Speed): the 12-month report at one connection next to the church home's public answer, and
 * the CSV of the church's whole history, streamed to its last byte.
 *
 *   npx tsx scripts/bench-reports.ts --base-url=http://127.0.0.1:3000 --church=<slug> \
 *     (--cookie='<session cookie header>' | --email=<admin e-mail> --password=<password>) \
 *     [--seconds=5] [--out=path.md]
 *
 * The administrator must be the church's (the reports are of the signed-in administrator's
 * church). `benchReports()` is exported for a bigger benchmark script to call and embed.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { args } from "./args";
import { signIn } from "./bench/admin-client";

export type BenchReportsOptions = {
  baseUrl: string;
  /** The Cookie header of a signed-in administrator of the church. */
  cookie: string;
  /** Readable key of the same church (its public home is the yardstick). */
  churchSlug: string;
  /** Seconds per measured endpoint (sequential requests, one connection). */
  seconds?: number;
  /** 'YYYY-MM-DD' taken as today (default: the local today). */
  today?: string;
};

type Timing = { requests: number; p50: number; p95: number; mean: number };

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Reads the whole body (the time includes the last byte) and returns it with its duration in ms. */
async function timed(url: string, cookie: string | undefined): Promise<{ ms: number; body: Uint8Array; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = new Uint8Array(await response.arrayBuffer());
  return { ms: performance.now() - started, body, status: response.status };
}

/**
 * Sequential requests for `seconds` (after two warm-ups): one connection, like a single user.
 * With `before` (an administrator's save), each sample follows it, so nothing kept under the
 * previous content version is used: what the first visitor after a save waits.
 */
async function measure(urls: string[], cookie: string | undefined, seconds: number, before?: () => Promise<void>): Promise<Timing> {
  if (!before) for (let warm = 0; warm < 2; warm++) for (const url of urls) await timed(url, cookie);
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || samples.length < 5) {
    await before?.();
    let total = 0;
    for (const url of urls) {
      const { ms, status } = await timed(url, cookie);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      total += ms;
    }
    samples.push(total);
  }
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    mean: samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length),
  };
}

/** An administrator's save that changes the church (its address, alternately two values). */
async function churchSaver(base: string, cookie: string): Promise<{ save: () => Promise<void>; restore: () => Promise<void> }> {
  const response = await fetch(`${base}/api/admin/church`, { headers: { cookie } });
  const { church } = (await response.json()) as { church: { name: string; slug: string; address: string | null; youtubeChannel: string } };
  const put = async (address: string | null) => {
    const saved = await fetch(`${base}/api/admin/church`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: church.name, slug: church.slug, youtubeChannel: church.youtubeChannel, address }),
    });
    if (!saved.ok) throw new Error(`saving the church answered ${saved.status}`);
    await saved.arrayBuffer();
  };
  let turn = 0;
  return { save: () => put(`Rua do Benchmark, ${(turn += 1) % 2}`), restore: () => put(church.address) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function benchReports(options: BenchReportsOptions): Promise<string> {
  const seconds = options.seconds ?? 5;
  const today = options.today ?? day(new Date());
  const yearAgo = new Date(`${today}T12:00:00`);
  yearAgo.setFullYear(yearAgo.getFullYear() - 1);
  yearAgo.setDate(yearAgo.getDate() + 1);
  const period = `de=${day(yearAgo)}&ate=${today}`;
  const base = options.baseUrl.replace(/\/$/, "");

  const home = await measure([`${base}/api/public/churches/${options.churchSlug}/home`], undefined, seconds);
  const overview = await measure([`${base}/api/admin/reports?${period}`], options.cookie, seconds);
  const usage = await measure([`${base}/api/admin/reports/usage?${period}`], options.cookie, seconds);
  // What the page asks for when it opens (its two requests go out together; sequential is the worst case).
  const page = await measure([`${base}/api/admin/reports?${period}`, `${base}/api/admin/reports/usage?${period}`], options.cookie, seconds);

  // After every save: nothing of the previous version is kept (the address is put back at the end).
  const { save, restore } = await churchSaver(base, options.cookie);
  const homeAfterSave = await measure([`${base}/api/public/churches/${options.churchSlug}/home`], undefined, seconds, save);
  const pageAfterSave = await measure(
    [`${base}/api/admin/reports?${period}`, `${base}/api/admin/reports/usage?${period}`],
    options.cookie,
    seconds,
    save,
  );
  await restore();

  const csvRuns: { ms: number; bytes: number; lines: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const { ms: took, body, status } = await timed(`${base}/api/admin/reports/usage.csv?de=1900-01-01&ate=${today}`, options.cookie);
    if (status !== 200) throw new Error(`usage.csv answered ${status}`);
    const text = new TextDecoder().decode(body);
    csvRuns.push({ ms: took, bytes: body.length, lines: text.split("\r\n").length - 2 });
  }
  const csvWorst = Math.max(...csvRuns.map((run) => run.ms));
  const ratio = page.p50 / home.p50;
  const ratioAfterSave = pageAfterSave.p50 / homeAfterSave.p50;

  return [
    "## Usage reports",
    "",
    `Measured on ${new Date().toISOString()} against ${base}, church \`${options.churchSlug}\`, one connection, ${seconds} s per row (p50/p95 of sequential requests, whole body read).`,
    "",
    "| request | requests | p50 | p95 | mean |",
    "|---|---:|---:|---:|---:|",
    `| church home (public) | ${home.requests} | ${ms(home.p50)} | ${ms(home.p95)} | ${ms(home.mean)} |`,
    `| report, 12 months (cards, chart, rotation) | ${overview.requests} | ${ms(overview.p50)} | ${ms(overview.p95)} | ${ms(overview.mean)} |`,
    `| usage table, 12 months, page 1 | ${usage.requests} | ${ms(usage.p50)} | ${ms(usage.p95)} | ${ms(usage.mean)} |`,
    `| report page (both, one after the other) | ${page.requests} | ${ms(page.p50)} | ${ms(page.p95)} | ${ms(page.mean)} |`,
    `| church home, first request after a save | ${homeAfterSave.requests} | ${ms(homeAfterSave.p50)} | ${ms(homeAfterSave.p95)} | ${ms(homeAfterSave.mean)} |`,
    `| report page, first requests after a save | ${pageAfterSave.requests} | ${ms(pageAfterSave.p50)} | ${ms(pageAfterSave.p95)} | ${ms(pageAfterSave.mean)} |`,
    "",
    `- 12-month report page / church home (p50): **${ratio.toFixed(2)}×** (target ≤ 3×): ${ratio <= 3 ? "met" : "NOT met"}.`,
    `- The same, each right after an administrator's save (nothing kept from before the save): **${ratioAfterSave.toFixed(2)}×**.`,
    `- CSV of the whole history: ${csvRuns.map((run) => ms(run.ms)).join(", ")} for ${csvRuns[0]?.lines ?? 0} songs, ${csvRuns[0]?.bytes ?? 0} bytes (target < 2 s): ${csvWorst < 2000 ? "met" : "NOT met"}.`,
    "",
  ].join("\n");
}

/** The Cookie header of a session signed in with this e-mail and password. */
async function main() {
  const baseUrl = args.get("base-url");
  const churchSlug = args.get("church");
  if (!baseUrl || !churchSlug) {
    throw new Error("usage: tsx scripts/bench-reports.ts --base-url=URL --church=SLUG (--cookie=COOKIE | --email=E --password=P) [--seconds=N] [--out=FILE]");
  }
  const email = args.get("email");
  const password = args.get("password");
  const cookie = args.get("cookie") ?? (email && password ? await signIn(baseUrl, email, password) : undefined);
  if (!cookie) throw new Error("give --cookie, or --email and --password of the church's administrator");
  const markdown = await benchReports({ baseUrl, cookie, churchSlug, seconds: Number(args.get("seconds") ?? 5) });
  const out = args.get("out");
  if (out) writeFileSync(path.resolve(out), markdown);
  process.stdout.write(markdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
