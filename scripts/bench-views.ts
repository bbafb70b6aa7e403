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
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth/auth";
import { createMailer } from "../src/server/auth/mailer";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database-server";
import { DEMO_ADMIN, seedDemoData } from "../src/server/demo/seed-demo";
import { createLocalStorage } from "../src/server/storage/storage";
import type { ServiceEditorState, ServiceInputBody, ServiceListResponse } from "../src/shared/schemas/services";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, "").split("=");
    return [name ?? "", value ?? "true"] as const;
  }),
);
const SECONDS = Number(args.get("seconds") ?? 30);
const VIEWERS = Number(args.get("viewers") ?? 30);
const log = (line: string) => process.stderr.write(`${line}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function main(): Promise<boolean> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-views-"));
  const logger = pino({ level: "warn" }, pino.destination(2));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: workDir,
    AUTH_SECRET: "bench-views-secret-that-is-long-enough-for-better-auth",
    PUBLIC_URL: "http://127.0.0.1",
    TRUST_PROXY: "true",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  });
  log("starting the embedded PostgreSQL and loading the demo data...");
  const database = await openDatabase(config, logger);
  const { db } = database;
  const mailer = createMailer({ from: config.mailFrom, outboxDir: config.outboxDir, logger });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // better-auth checks the Origin of POSTs against the public URL.
  const appConfig = { ...config, publicUrl: base };
  const auth = createAuth({ db, config: appConfig, mailer, logger });
  const app = createApp({ db, config: appConfig, auth, logger, storage: createLocalStorage(config.uploadsDir) });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(started as Server));
  });

  try {
    await seedDemoData(db, auth);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(";")[0])
      .join("; ");
    const admin = (url: string, init: RequestInit = {}) =>
      fetch(`${base}${url}`, { ...init, headers: { cookie, origin: base, "content-type": "application/json", ...init.headers } });

    const list = (await (await admin("/api/admin/services")).json()) as ServiceListResponse;
    const target = list.services.find((service) => service.songCount >= 3) ?? list.services[0];
    if (!target) throw new Error("the demo church has no service");
    const state = (await (await admin(`/api/admin/services/${target.id}`)).json()) as ServiceEditorState;
    const serviceId = state.service.id;
    const segments = state.segments;
    const extraSong = segments[0]!.songCatalogId;
    const lastEnd = Math.max(...segments.map((segment) => segment.endTime));

    /** The saved service as the form would send it; `shift` moves the segments' ends, `extra` adds one. */
    function body(shift: number, extra: boolean): ServiceInputBody {
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
      if (extra) sent.push({ songCatalogId: extraSong, startTime: lastEnd + 10, endTime: lastEnd + 60 });
      const { id: _, ...fields } = state.service;
      return { ...fields, segments: sent, musicians: state.globalMusicians.map(entry) };
    }

    const before = await storedCounts();
    let running = true;
    let address = 0;
    const viewStatuses = new Map<number, number>();
    const counted = new Map<string, number>();
    const add = (map: Map<string | number, number>, key: string | number) => map.set(key, (map.get(key) ?? 0) + 1);
    const saveStatuses = new Map<number, number>();
    const saveKinds = { unchanged: 0, moved: 0, added: 0 };

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
            if (serviceView) add(counted, `service:${serviceId}`);
            else {
              add(counted, `segment:${segment.id}`);
              add(counted, `song:${segment.songCatalogId}`);
            }
          }
        } catch {
          status = 0;
        }
        add(viewStatuses, status);
      }
    }

    async function editor() {
      for (let n = 0; running; n++) {
        const kind = n % 3 === 0 ? "unchanged" : n % 3 === 1 ? "moved" : "added";
        const sent = kind === "unchanged" ? body(0, false) : kind === "moved" ? body(n % 2 === 0 ? 2 : 1, false) : body(0, true);
        const response = await admin(`/api/admin/services/${serviceId}`, { method: "PUT", body: JSON.stringify(sent) });
        await response.arrayBuffer();
        add(saveStatuses, response.status);
        saveKinds[kind] += 1;
      }
      // Leave the service as it was.
      await (await admin(`/api/admin/services/${serviceId}`, { method: "PUT", body: JSON.stringify(body(0, false)) })).arrayBuffer();
    }

    log(`running ${VIEWERS} viewers and one editor on one service for ${SECONDS} s...`);
    const timer = setTimeout(() => {
      running = false;
    }, SECONDS * 1000);
    await Promise.all([editor(), ...Array.from({ length: VIEWERS }, (_, index) => viewer(index))]);
    clearTimeout(timer);

    const after = await storedCounts();
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
      if (kind === "segment") return `segment ${segments.findIndex((segment) => segment.id === id) + 1}`;
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
    process.stdout.write(`${lines.join("\n")}\n`);
    return passed;

    async function storedCounts(): Promise<Record<string, number>> {
      const result = await db.execute<{ key: string; n: number }>(sql`
        select 'service:' || id as key, view_count as n from services where id = ${serviceId}
        union all select 'segment:' || id, view_count from song_details where service_id = ${serviceId}
        union all select 'song:' || c.id, c.view_count from songs_catalog c
          where c.id in (select song_catalog_id from song_details where service_id = ${serviceId})`);
      return Object.fromEntries(result.rows.map((row) => [row.key, row.n]));
    }
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    mailer.close();
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    log(`bench-views failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
