/**
 * Views while an administrator saves the same service (docs/decisions/196): for --seconds=N
 * (default 30), --viewers=N concurrent visitors (default 30, each request from an address of its
 * own, so every view counts) post song and service views of one demo service, while one editor
 * saves that service again and again: unchanged, with its segments' ends moved, with a segment
 * added and then removed. Prints a markdown section: 5xx answers, save statuses, and the stored
 * view counts next to the views the server said it counted.
 *
 * The app runs in this process (the same createApp and pool size as `npm start`) on the embedded
 * PostgreSQL in a temporary DATA_DIR, with the demo data, over real HTTP on 127.0.0.1.
 * Exits 1 when any check fails.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import type { ServiceEditorState, ServiceInputBody, ServiceListResponse } from "../src/shared/schemas/services";
import { args } from "./args";
import { signInDemoAdmin, startBenchApp, type AdminFetch } from "./bench/demo-app";

const SECONDS = Number(args.get("seconds") ?? 30);
const VIEWERS = Number(args.get("viewers") ?? 30);
const log = (line: string) => process.stderr.write(`${line}\n`);

/** The saved service as the form would send it; `shift` moves the segments' ends, `extra` adds one. */
function serviceBody(state: ServiceEditorState, shift: number, extra: boolean): ServiceInputBody {
  const { segments } = state;
  const entry = (m: { musicianId: string; instrument: string | null; isSubstitute: boolean }) => ({
    musicianId: m.musicianId,
    instrument: m.instrument,
    isSubstitute: m.isSubstitute,
  });
  const sent: ServiceInputBody["segments"] = segments.map((segment) => ({
    id: segment.id,
    songCatalogId: segment.songCatalogId,
    startTime: segment.startTime,
    endTime: Math.max(segment.startTime + 1, segment.endTime - shift),
    isNew: segment.isNew,
    musicians: segment.hasSpecificMusicians ? segment.musicians.map(entry) : null,
  }));
  if (extra) {
    const lastEnd = Math.max(...segments.map((segment) => segment.endTime));
    sent.push({ songCatalogId: segments[0]!.songCatalogId, startTime: lastEnd + 10, endTime: lastEnd + 60 });
  }
  const { id: _, ...fields } = state.service;
  return { ...fields, segments: sent, musicians: state.globalMusicians.map(entry) };
}

type Tally<K> = Map<K, number>;
const add = <K>(map: Tally<K>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

type LoadOutcome = {
  viewStatuses: Tally<number>;
  /** Views the server said it counted, by counter key (service:id, segment:id, song:id). */
  counted: Tally<string>;
  saveStatuses: Tally<number>;
  saveKinds: { unchanged: number; moved: number; added: number };
};

/** VIEWERS visitors posting views of the service and its songs while one editor saves it, for SECONDS. */
async function viewsDuringSaves(base: string, admin: AdminFetch, state: ServiceEditorState): Promise<LoadOutcome> {
  const serviceId = state.service.id;
  const { segments } = state;
  const outcome: LoadOutcome = { viewStatuses: new Map(), counted: new Map(), saveStatuses: new Map(), saveKinds: { unchanged: 0, moved: 0, added: 0 } };
  let running = true;
  let address = 0;

  async function viewer(index: number) {
    while (running) {
      address += 1;
      const from = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
      const segment = segments[(address + index) % segments.length]!;
      const serviceView = address % 4 === 0;
      let status = 0;
      try {
        const response = await fetch(`${base}/api/views/${serviceView ? `services/${serviceId}` : `songs/${segment.id}`}`, {
          method: "POST",
          headers: { "x-forwarded-for": from },
        });
        status = response.status;
        const answer = (await response.json()) as { counted?: boolean };
        if (status === 200 && answer.counted) {
          if (serviceView) add(outcome.counted, `service:${serviceId}`);
          else {
            add(outcome.counted, `segment:${segment.id}`);
            add(outcome.counted, `song:${segment.songCatalogId}`);
          }
        }
      } catch {
        status = 0;
      }
      add(outcome.viewStatuses, status);
    }
  }

  async function editor() {
    for (let n = 0; running; n++) {
      const kind = n % 3 === 0 ? "unchanged" : n % 3 === 1 ? "moved" : "added";
      const sent = kind === "unchanged" ? serviceBody(state, 0, false) : kind === "moved" ? serviceBody(state, n % 2 === 0 ? 2 : 1, false) : serviceBody(state, 0, true);
      const response = await admin(`/api/admin/services/${serviceId}`, { method: "PUT", body: JSON.stringify(sent) });
      await response.arrayBuffer();
      add(outcome.saveStatuses, response.status);
      outcome.saveKinds[kind] += 1;
    }
    // Leave the service as it was.
    await (await admin(`/api/admin/services/${serviceId}`, { method: "PUT", body: JSON.stringify(serviceBody(state, 0, false)) })).arrayBuffer();
  }

  log(`running ${VIEWERS} viewers and one editor on one service for ${SECONDS} s...`);
  const timer = setTimeout(() => {
    running = false;
  }, SECONDS * 1000);
  await Promise.all([editor(), ...Array.from({ length: VIEWERS }, (_, index) => viewer(index))]);
  clearTimeout(timer);
  return outcome;
}

/** The stored view counts of the service, its segments and their catalogue songs, by counter key. */
async function storedCounts(db: Database, serviceId: string): Promise<Record<string, number>> {
  const result = await db.execute<{ key: string; n: number }>(sql`
    select 'service:' || id as key, view_count as n from services where id = ${serviceId}
    union all select 'segment:' || id, view_count from song_details where service_id = ${serviceId}
    union all select 'song:' || c.id, c.view_count from songs_catalog c
      where c.id in (select song_catalog_id from song_details where service_id = ${serviceId})`);
  return Object.fromEntries(result.rows.map((row) => [row.key, row.n]));
}

/** The markdown section, and whether every check passed. */
function report(state: ServiceEditorState, outcome: LoadOutcome, before: Record<string, number>, after: Record<string, number>) {
  const { viewStatuses, counted, saveStatuses, saveKinds } = outcome;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const countRows = keys.map((key) => {
    const stored = (after[key] ?? 0) - (before[key] ?? 0);
    const said = counted.get(key) ?? 0;
    return { key, stored, said, exact: stored === said };
  });
  const views = [...viewStatuses.values()].reduce((sum, n) => sum + n, 0);
  const serverErrors = [...viewStatuses.entries()].filter(([status]) => status >= 500 || status === 0).reduce((sum, [, n]) => sum + n, 0);
  const saves = [...saveStatuses.values()].reduce((sum, n) => sum + n, 0);
  const savesOk = saveStatuses.get(200) ?? 0;
  const exact = countRows.every((row) => row.exact);
  const passed = serverErrors === 0 && savesOk === saves && saves > 0 && exact;

  const label = (key: string) => {
    const [kind, id] = key.split(":");
    if (kind === "service") return "service";
    if (kind === "segment") return `segment ${state.segments.findIndex((segment) => segment.id === id) + 1}`;
    return `catalogue song ${id!.slice(0, 8)}`;
  };
  const lines = [
    "## Views during saves of the same service",
    "",
    `${VIEWERS} concurrent visitors (one address per request) posting song and service views of one service for ${SECONDS} s, ` +
      `while its administrator saves it again and again (unchanged ${saveKinds.unchanged}, segments' ends moved ${saveKinds.moved}, ` +
      `a segment added and removed ${saveKinds.added}). Run ${new Date().toISOString()} (\`npx tsx scripts/bench-views.ts\`).`,
    "",
    "| check | result |",
    "|---|---|",
    `| view requests | ${views} (${(views / SECONDS).toFixed(0)}/s): ${[...viewStatuses.entries()].sort().map(([status, n]) => `${n} × ${status || "network error"}`).join(", ")} |`,
    `| 5xx answers | ${serverErrors} × 5xx |`,
    `| saves | ${saves}: ${[...saveStatuses.entries()].sort().map(([status, n]) => `${n} × ${status}`).join(", ")} |`,
    `| every save 200 | ${savesOk === saves && saves > 0 ? "yes" : "NO"} |`,
    `| counts exact | ${exact ? "yes" : "NO"} |`,
    "",
    "| counter | views counted (answers) | stored increase |",
    "|---|---:|---:|",
    ...countRows
      .map((row) => ({ ...row, label: label(row.key) }))
      .sort((a, b) => a.label.localeCompare(b.label, "en", { numeric: true }))
      .map((row) => `| ${row.label} | ${row.said} | ${row.stored}${row.exact ? "" : " ✗"} |`),
    "",
  ];
  return { markdown: `${lines.join("\n")}\n`, passed };
}

async function main(): Promise<boolean> {
  const app = await startBenchApp();
  try {
    const admin = await signInDemoAdmin(app.base);
    const list = (await (await admin("/api/admin/services")).json()) as ServiceListResponse;
    const target = list.services.find((service) => service.songCount >= 3) ?? list.services[0];
    if (!target) throw new Error("the demo church has no service");
    const state = (await (await admin(`/api/admin/services/${target.id}`)).json()) as ServiceEditorState;

    const before = await storedCounts(app.db, state.service.id);
    const outcome = await viewsDuringSaves(app.base, admin, state);
    const after = await storedCounts(app.db, state.service.id);
    const { markdown, passed } = report(state, outcome, before, after);
    process.stdout.write(markdown);
    return passed;
  } finally {
    await app.close();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    log(`bench-views failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
