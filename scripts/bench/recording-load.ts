/**
 * The public pages while a recording is analysed (issue 43), for `npm run bench:recording`:
 * `npm start` (production, its default workers) on a fresh DATA_DIR with the demo church; wrk on
 * the church's public page (HTML) and on its home API, first idle, then, for the same time each,
 * while the signed-in demo administrator uploads the 90-minute mp3 to 'Analisar gravação'
 * (`POST /api/admin/services/recording`). An analysis that ends before a run does is followed at
 * once by another upload, so one is in progress for the whole run.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { paths } from "../../src/shared/paths";
import { recordingLineSchema } from "../../src/shared/schemas/recording";
import { DEMO_ADMIN } from "../../src/server/demo/seed-demo";
import { DEMO_CHURCH_SLUG } from "../../src/server/demo/plan";
import { RECORDING_UPLOAD_PATH } from "../../src/server/recording";
import { startNpm, type NpmStart } from "../npm-start-process";
import { signIn } from "./admin-client";
import { runWrk, type LoadResult } from "./wrk";

export interface UrlFigures {
  name: string;
  idle: LoadResult;
  during: LoadResult;
}

export interface LoadFigures {
  urls: UrlFigures[];
  /** Seconds from the first upload's first byte to its result, under the load. */
  firstAnalysisSeconds: number | null;
  /** Songs the first analysis proposed. */
  firstAnalysisSongs: number | null;
  /** Analyses started during the measured runs (more than one when one ended before a run did). */
  uploads: number;
  /** HTTP worker processes `npm start` ran (WEB_CONCURRENCY). */
  workers: string;
}

/** One upload in progress: its answer's lines as they come. */
interface Upload {
  /** Resolves once audio is being decoded (the first progress line past 0 s). */
  started: Promise<void>;
  finished: Promise<{ ok: boolean; seconds: number; songs: number | null; detail: string }>;
  abort: () => void;
}

function upload(base: string, cookie: string, file: string): Upload {
  const begun = performance.now();
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const url = new URL(`${RECORDING_UPLOAD_PATH}?name=${encodeURIComponent(path.basename(file).replace(/\.wav\.\d+k/, ""))}`, base);
  const request = http.request(url, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "audio/mpeg", "content-length": String(statSync(file).size) },
  });
  const finished = new Promise<{ ok: boolean; seconds: number; songs: number | null; detail: string }>((resolve) => {
    const done = (ok: boolean, songs: number | null, detail: string) => {
      markStarted();
      resolve({ ok, seconds: (performance.now() - begun) / 1000, songs, detail });
    };
    request.on("error", (error) => done(false, null, error.message));
    request.on("response", (response) => {
      let buffered = "";
      let last = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffered += chunk;
        let newline: number;
        while ((newline = buffered.indexOf("\n")) >= 0) {
          last = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          const line = recordingLineSchema.safeParse(JSON.parse(last));
          if (line.success && line.data.type === "progress" && line.data.seconds > 0) markStarted();
          if (line.success && line.data.type === "result") done(true, line.data.segments.length, "");
          if (line.success && line.data.type === "error") done(false, null, `${line.data.code}: ${line.data.message}`);
        }
      });
      response.on("end", () => done(false, null, `HTTP ${response.statusCode}: ${(buffered || last).slice(0, 200)}`));
      response.on("error", (error) => done(false, null, error.message));
    });
  });
  createReadStream(file).pipe(request);
  return { started, finished, abort: () => request.destroy() };
}

/** The demo administrator's password: `npm start` prints it once, on the start that seeded the demo. */
async function demoPassword(app: NpmStart): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const password = /senha:\s+(\S+)/.exec(app.output())?.[1];
    if (password) return password;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm start printed no demo password:\n${app.output().slice(-2000)}`);
}

export async function publicPagesDuringAnalysis(options: { mp3: string; seconds: number; connections: number; log: (line: string) => void }): Promise<LoadFigures> {
  const { mp3, seconds, connections, log } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-recording-"));
  const environment = {
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    // The load generator is one address: the per-address public read limit would answer 429.
    PUBLIC_READS_PER_MINUTE: "100000000",
  };
  log("npm start (production) on a fresh DATA_DIR with the demo church...");
  const app = await startNpm(dataDir, environment);
  try {
    const cookie = await signIn(app.url, DEMO_ADMIN.email, await demoPassword(app));
    const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    const targets = [
      { name: `HTML church page \`${paths.church.root.href(DEMO_CHURCH_SLUG)}\``, url: `${app.url}${paths.church.root.href(DEMO_CHURCH_SLUG)}`, headers: html },
      { name: `API \`/api/public/churches/${DEMO_CHURCH_SLUG}/home\``, url: `${app.url}/api/public/churches/${DEMO_CHURCH_SLUG}/home`, headers: {} },
    ];
    const idle: LoadResult[] = [];
    for (const target of targets) {
      const probe = await fetch(target.url, { headers: target.headers });
      await probe.arrayBuffer();
      if (probe.status !== 200) throw new Error(`${target.name} answered ${probe.status}`);
      await runWrk({ url: target.url, connections, seconds: 1, headers: target.headers });
      idle.push(await runWrk({ url: target.url, connections, seconds, headers: target.headers }));
      log(`  idle   ${target.name}: p50 ${idle.at(-1)!.p50} ms, p99 ${idle.at(-1)!.p99} ms`);
    }

    log(`uploading ${path.basename(mp3)} as the demo administrator...`);
    let uploads = 0;
    let current = upload(app.url, cookie, mp3);
    uploads++;
    let measuring = true;
    const first = current.finished;
    // Another upload as soon as one ends, while the runs last.
    const keepAnalysing = (async () => {
      while (measuring) {
        const outcome = await current.finished;
        if (!outcome.ok) log(`  upload ended without a result: ${outcome.detail}`);
        if (!measuring) break;
        current = upload(app.url, cookie, mp3);
        uploads++;
        await current.started;
      }
    })();
    await current.started;
    const during: LoadResult[] = [];
    for (const target of targets) {
      during.push(await runWrk({ url: target.url, connections, seconds, headers: target.headers }));
      log(`  during ${target.name}: p50 ${during.at(-1)!.p50} ms, p99 ${during.at(-1)!.p99} ms`);
    }
    measuring = false;
    const firstOutcome = await first;
    current.abort();
    await keepAnalysing;
    // npm start's default (src/server/config.ts): one worker per core, at most 4.
    const workers = process.env.WEB_CONCURRENCY ?? String(Math.min(os.availableParallelism(), 4));
    return {
      urls: targets.map((target, index) => ({ name: target.name, idle: idle[index]!, during: during[index]! })),
      firstAnalysisSeconds: firstOutcome.ok ? firstOutcome.seconds : null,
      firstAnalysisSongs: firstOutcome.songs,
      uploads,
      workers,
    };
  } finally {
    await app.stop("SIGINT");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
