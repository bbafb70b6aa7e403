/**
 * The escala's two measured targets (issue 41), as a markdown section for docs/benchmarks.md:
 *
 * - 'Escalas' (GET /api/admin/plans/escalas) under load, 50 connections, on a church with a plan a
 *   week for the next 8 weeks, each with 20 positions filled: p99 under 50 ms (one prepared statement).
 * - 'Enviar escala' (POST /api/admin/plans/:id/escala) of a plan of 15 musicians with e-mails,
 *   presses 2 s apart: each answers in under 200 ms (the mails go through the queue).
 *
 * The plans, musicians and band are made through the admin API (the plan save), as a leader makes
 * them. `npm run bench` calls `benchEscala()` on its large church (`--only=escala` keeps this
 * section). Alone, against a running app whose administrator's church gets the data:
 *
 *   npx tsx scripts/bench-escala.ts --base-url=http://127.0.0.1:3000 \
 *     (--cookie='<session cookie header>' | --email=<admin e-mail> --password=<password>) [--seconds=10]
 *
 * or, with no --base-url, on the app built in this process (the same createApp and pool as
 * `npm start`) on the embedded PostgreSQL in a temporary DATA_DIR, in a bench church of its own
 * made through the admin API with 3 months of services behind it:
 *
 *   npx tsx scripts/bench-escala.ts [--seconds=10]
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_POSITIONS } from "../src/shared/plan-team";
import type { EscalaOverviewResponse, SendEscalaResponse } from "../src/shared/schemas/escala";
import { createAdministrator } from "../src/server/auth/administrators";
import { call, signIn, type Client } from "./bench/admin-client";
import { startBenchApp } from "./bench/demo-app";
import { GENERATOR, load } from "./bench/load";
import { CONNECTIONS, SECONDS, args, log } from "./bench/options";

const WEEKS = 8;
const POSITIONS = [...DEFAULT_POSITIONS, "Back vocal", "Violino", "Saxofone", "Trompete", "Percussão", "Cajón", "Flauta", "Coral", "Iluminação", "Transmissão", "Recepção"];
const MUSICIANS = POSITIONS.length;
const ESCALA_MUSICIANS = 15;
const ESCALA_SENDS = 10;
const TARGET_P99_MS = 50;
const TARGET_SEND_MS = 200;
/** Between two measured presses of 'Enviar escala'. */
const PRESS_GAP_MS = 2000;

/** The calendar day `offset` days from today, on this machine's clock ('YYYY-MM-DD'). */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** 20 musicians with e-mails, a band, and the plans: 8 weekly ones of 20 positions, and those 'Enviar escala' is pressed on (their ids). */
async function buildEscala(client: Client, history: boolean): Promise<string[]> {
  const tag = randomBytes(3).toString("hex");
  const musicians: string[] = [];
  for (let i = 0; i < MUSICIANS; i++) {
    const created = await call<{ musician: { id: string } }>(client, "POST", "/api/admin/musicians", {
      name: `Escala ${tag} ${i + 1}`,
      instrument: POSITIONS[i],
      email: `escala-${tag}-${i + 1}@example.com`,
    });
    musicians.push(created.musician.id);
  }
  const { band } = await call<{ band: { id: string } }>(client, "POST", "/api/admin/bands", {
    name: `Banda da Escala ${tag}`,
    year: 2020,
    members: musicians.map((musicianId, i) => ({ musicianId, instrument: [POSITIONS[i]!] })),
  });
  if (history) await serveThreeMonths(client, band.id, musicians);
  const save = (date: string, time: string, positions: number, week: number) =>
    call<{ plan: { id: string } }>(client, "POST", "/api/admin/plans", {
      date,
      time,
      bandId: band.id,
      songs: [],
      team: POSITIONS.slice(0, positions).map((position, i) => ({ position, musicianIds: [musicians[(i + week) % MUSICIANS]!] })),
    }).then((body) => body.plan.id);
  for (let week = 0; week < WEEKS; week++) await save(day(1 + week * 7), "19:00", POSITIONS.length, week);
  // After the overview's window, so its 8 plans stay 8.
  const toSend: string[] = [];
  // One more than measured: the first press warms the mail's code paths up, as a running server has them.
  for (let n = 0; n <= ESCALA_SENDS; n++) toSend.push(await save(day(WEEKS * 7 + 7 + n), "10:00", ESCALA_MUSICIANS, n));
  return toSend;
}

/** Two services a week for the 13 weeks before today, five of the musicians in each (the 3 months the overview counts). */
async function serveThreeMonths(client: Client, bandId: string, musicians: string[]) {
  const { song } = await call<{ song: { id: string } }>(client, "POST", "/api/admin/songs", { name: `Canção da Escala ${randomBytes(3).toString("hex")}` });
  for (let n = 0; n < 26; n++) {
    await call(client, "POST", "/api/admin/services", {
      date: day(-(3 + Math.floor(n / 2) * 7)),
      time: n % 2 === 0 ? "19:00" : "09:00",
      videoUrl: `https://www.youtube.com/watch?v=${randomBytes(8).toString("base64url").slice(0, 11)}`,
      bandId,
      active: true,
      segments: [{ songCatalogId: song.id, startTime: 60, endTime: 300 }],
      musicians: [0, 1, 2, 3, 4].map((j) => ({ musicianId: musicians[(n * 5 + j) % musicians.length]!, instrument: null, isSubstitute: false })),
    });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const met = (ok: boolean) => (ok ? "met" : "NOT met");

export type BenchEscalaOptions = {
  baseUrl: string;
  /** The Cookie header of a signed-in Administrador or Editor of the church that gets the data. */
  cookie: string;
  /** Add 3 months of services through the API (a church without a history of its own). */
  history?: boolean;
};

export async function benchEscala(options: BenchEscalaOptions): Promise<string> {
  const client: Client = { base: options.baseUrl.replace(/\/$/, ""), cookie: options.cookie };
  const { church } = await call<{ church: { slug: string } }>(client, "GET", "/api/admin/church");
  log(`escala: building ${WEEKS} plans of ${POSITIONS.length} positions and ${ESCALA_SENDS} of ${ESCALA_MUSICIANS} in ${church.slug}...`);
  const toSend = await buildEscala(client, options.history ?? false);

  const url = `${client.base}/api/admin/plans/escalas?today=${day(0)}`;
  const overview = await call<EscalaOverviewResponse>(client, "GET", url.slice(client.base.length));
  const filled = overview.plans.every((plan) => new Set(plan.team.filter((row) => row.musicianId !== null).map((row) => row.position)).size === POSITIONS.length);
  if (overview.plans.length !== WEEKS || !filled) throw new Error(`the overview holds ${overview.plans.length} plans, not ${WEEKS} of ${POSITIONS.length} positions filled`);
  // Beside the app's own yardsticks in the same run (the machine is shared): its health check, and
  // the cheapest signed-in read (the session with its church, then the church's row).
  const measure = async (name: string, target: string) => {
    log(`escala: ${name} (${target}) at ${CONNECTIONS} connections for ${SECONDS} s...`);
    const result = await load({ url: `${client.base}${target}`, headers: { cookie: client.cookie } });
    log(`escala:   ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`);
    return result;
  };
  const health = await measure("health", "/api/health");
  const signedIn = await measure("signed-in baseline", "/api/admin/church");
  const loaded = await measure("'Escalas'", url.slice(client.base.length));

  const sends: number[] = [];
  for (const [index, planId] of toSend.entries()) {
    // Presses 2 s apart, as a leader sends one plan after another: the previous press's 15 mails are
    // then mostly delivered, as they would be; back to back, each press would also wait on them.
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, PRESS_GAP_MS));
    const started = performance.now();
    const result = await call<SendEscalaResponse>(client, "POST", `/api/admin/plans/${planId}/escala`);
    if (index > 0) sends.push(performance.now() - started);
    if (result.sent !== ESCALA_MUSICIANS) throw new Error(`'Enviar escala' sent ${result.sent} mails, not ${ESCALA_MUSICIANS}`);
  }
  const sorted = [...sends].sort((a, b) => a - b);
  const slowest = sorted[sorted.length - 1] ?? 0;
  log(`escala: 'Enviar escala' ${sends.map(ms).join(", ")}`);

  return [
    "## The escala: 'Escalas' and 'Enviar escala'",
    "",
    `Measured on ${new Date().toISOString()} against ${client.base}, church \`${church.slug}\` (${overview.served.length} musicians), by scripts/bench-escala.ts. ` +
      `${WEEKS} plans, one a week from tomorrow, each with ${POSITIONS.length} positions filled by ${MUSICIANS} musicians with e-mails, ` +
      `and ${ESCALA_SENDS} plans of ${ESCALA_MUSICIANS} after the window, all made with the plan save (POST /api/admin/plans).`,
    "",
    "| request | load | req/s | p50 | p99 / slowest | errors | target |",
    "|---|---|---:|---:|---:|---:|---|",
    `| \`GET /api/health\` (app, the yardstick) | ${GENERATOR}, ${CONNECTIONS} connections, ${SECONDS} s | ${health.rps.toFixed(0)} | ${ms(health.p50)} | ${ms(health.p99)} | ${health.errors} | |`,
    `| \`GET /api/admin/church\` (signed in: the session with its church, then the church) | ${GENERATOR}, ${CONNECTIONS} connections, ${SECONDS} s | ` +
      `${signedIn.rps.toFixed(0)} | ${ms(signedIn.p50)} | ${ms(signedIn.p99)} | ${signedIn.errors} | |`,
    `| 'Escalas' \`GET /api/admin/plans/escalas\` (${WEEKS} plans × ${POSITIONS.length} positions, 3-month counts) | ` +
      `${GENERATOR}, ${CONNECTIONS} connections, ${SECONDS} s | ${loaded.rps.toFixed(0)} | ${ms(loaded.p50)} | ${ms(loaded.p99)} | ${loaded.errors} | ` +
      `p99 < ${TARGET_P99_MS} ms: ${met(loaded.p99 < TARGET_P99_MS && loaded.errors === 0)} |`,
    `| 'Enviar escala' \`POST /api/admin/plans/:id/escala\`, ${ESCALA_MUSICIANS} musicians (${ESCALA_MUSICIANS} mails queued) | ` +
      `${sends.length} presses, ${PRESS_GAP_MS / 1000} s apart (after one unmeasured) | | ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)} | ${ms(slowest)} | 0 | each < ${TARGET_SEND_MS} ms: ${met(slowest < TARGET_SEND_MS)} |`,
    "",
  ].join("\n");
}

async function main() {
  const baseUrl = args.get("base-url");
  if (baseUrl) {
    const email = args.get("email");
    const password = args.get("password");
    const cookie = args.get("cookie") ?? (email && password ? await signIn(baseUrl, email, password) : undefined);
    if (!cookie) throw new Error("give --cookie, or --email and --password of an Administrador of the church");
    process.stdout.write(await benchEscala({ baseUrl, cookie }));
    return;
  }
  const app = await startBenchApp();
  try {
    const email = "escala-bench@example.com";
    const password = randomBytes(12).toString("hex");
    await createAdministrator(app.db, app.auth, { email, password });
    const cookie = await signIn(app.base, email, password);
    await call({ base: app.base, cookie }, "POST", "/api/admin/church", { name: "Igreja Bench Escala", slug: "igreja-bench-escala", youtubeChannel: "https://www.youtube.com/@igrejabenchescala" });
    process.stdout.write(await benchEscala({ baseUrl: app.base, cookie, history: true }));
  } finally {
    await app.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
