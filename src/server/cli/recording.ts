/**
 * The recording's analysis from the command line (issue 43), for a church with an archive of
 * recordings on disk; with the app running (it attaches to the same database) or stopped:
 *
 *   npm run recording -- analyse ARQUIVO [--church SLUG] [--json] [--learnt aprendidas.json]
 *   npm run recording -- learn ARQUIVO --service ID
 *   npm run recording -- learn ARQUIVO --segments segmentos.json --out aprendidas.json
 *
 * `analyse` prints the proposals (`--json`: `{ durationSeconds, segments: [...] }`, as the issue
 * gives it), naming the songs from the church's learnt performances (`--church`) or from a learnt
 * file. `learn --service` teaches the church from a service already mapped in the app: each of its
 * segments keeps its fingerprint, as a save from 'Analisar gravação' does. `learn --segments`
 * (`[{ start, end, songId, songName, bpm? }]`, in seconds; `bpm` the tempo played, when known) writes
 * the fingerprints to a file instead.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { TEMPO_MAX, TEMPO_MIN } from "@shared/musical-keys";
import { loadConfig } from "../config";
import { openDatabase } from "../database-server";
import {
  analyse, extractFeatures, learn, learntFingerprints, type MappedSegment, type RecordingProposals, type StoredPerformance, RecordingError,
  churchIdOf, keepFingerprints, learntPerformances, learntSegments, mappedService,
} from "../recording";
import { commandLogger, pathFromCommandLine, runCommand } from "./command";

const usage = [
  "Uso: npm run recording -- analyse ARQUIVO [--church SLUG] [--json] [--learnt aprendidas.json]",
  "     npm run recording -- learn ARQUIVO --service ID",
  "     npm run recording -- learn ARQUIVO --segments segmentos.json --out aprendidas.json",
].join("\n");

const mappedSegments = z.array(
  z.object({ start: z.number().min(0), end: z.number().positive(), songId: z.string().min(1), songName: z.string().min(1), bpm: z.number().min(TEMPO_MIN).max(TEMPO_MAX).nullish() }),
);
/** The learnt file: performances with their fingerprint in base64. */
const learntFile = z.object({
  performances: z.array(z.object({ songId: z.string(), songName: z.string(), key: z.string(), bpm: z.number(), fingerprint: z.string() })),
});
const uuid = z.uuid();

/** A failure the command tells in words. */
class UsageError extends Error {}

function readLearnt(file: string): StoredPerformance[] {
  const parsed = learntFile.parse(JSON.parse(readFileSync(pathFromCommandLine(file), "utf8")));
  return parsed.performances.map((entry) => ({ ...entry, fingerprint: new Uint8Array(Buffer.from(entry.fingerprint, "base64")) }));
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const parts = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return parts.map((part) => String(part).padStart(2, "0")).join(":");
}

function printProposals(proposals: RecordingProposals): void {
  process.stdout.write(`Gravação de ${clock(proposals.durationSeconds)}: ${proposals.segments.length} música(s) encontrada(s)\n`);
  for (const segment of proposals.segments) {
    const name = segment.songName ? `${segment.songName} (${Math.round(segment.confidence * 100)} %)` : "Música não reconhecida";
    process.stdout.write(`${clock(segment.start)}–${clock(segment.end)}  ${name}  Tom ${segment.key ?? "?"}  ${segment.bpm ?? "?"} BPM\n`);
  }
}

function progressPrinter(): ((seconds: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  let last = 0;
  return (seconds) => {
    if (seconds - last < 30) return;
    last = seconds;
    process.stderr.write(`\rAnalisando... ${clock(seconds)}`);
  };
}

/** Runs `work` with the app's database (attached to a running app's embedded server, or started for it). */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig(process.env), commandLogger(), { poolSize: 2 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function analyseCommand(file: string, values: { church?: string; learnt?: string; json?: boolean }, signal: AbortSignal): Promise<number> {
  let stored: StoredPerformance[] = values.learnt ? readLearnt(values.learnt) : [];
  if (values.church !== undefined) {
    const slug = values.church;
    stored = await withDatabase(async (db) => {
      const churchId = await churchIdOf(db, slug);
      if (!churchId) throw new UsageError(`Nenhuma igreja com o id "${slug}".`);
      return learntPerformances(db, churchId);
    });
  }
  const onProgress = progressPrinter();
  const proposals = await analyse(file, { learnt: learntFingerprints(stored), signal, onProgress });
  if (onProgress) process.stderr.write("\n");
  if (values.json) process.stdout.write(`${JSON.stringify(proposals, null, 2)}\n`);
  else printProposals(proposals);
  return 0;
}

async function learnFromService(file: string, serviceId: string, signal: AbortSignal): Promise<number> {
  if (!uuid.safeParse(serviceId).success) throw new UsageError(`"${serviceId}" não é o id de um culto.`);
  return withDatabase(async (db) => {
    const service = await mappedService(db, serviceId);
    if (!service) throw new UsageError(`Nenhum culto com o id ${serviceId}.`);
    if (service.segments.length === 0) throw new UsageError("Esse culto não tem músicas mapeadas: mapeie-as no app antes de ensinar.");
    const features = await extractFeatures(file, { signal, onProgress: progressPrinter() });
    const learnt = learntSegments(features, service.segments);
    await keepFingerprints(db, service.churchId, learnt);
    process.stdout.write(`${learnt.length} de ${service.segments.length} música(s) do culto aprendida(s).\n`);
    return 0;
  });
}

async function learnToFile(file: string, segmentsFile: string, out: string, signal: AbortSignal): Promise<number> {
  const segments: MappedSegment[] = mappedSegments.parse(JSON.parse(readFileSync(pathFromCommandLine(segmentsFile), "utf8")));
  const performances = await learn(file, segments, { signal, onProgress: progressPrinter() });
  const stored = performances.map(({ fingerprint, ...performance }) => ({ ...performance, fingerprint: Buffer.from(fingerprint).toString("base64") }));
  writeFileSync(pathFromCommandLine(out), `${JSON.stringify({ performances: stored }, null, 2)}\n`);
  process.stdout.write(`${stored.length} execução(ões) aprendida(s) em ${out}\n`);
  return 0;
}

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: "boolean" },
      learnt: { type: "string" },
      church: { type: "string" },
      service: { type: "string" },
      segments: { type: "string" },
      out: { type: "string" },
    },
  });
  const [command, given] = positionals;
  if (!given || (command !== "analyse" && command !== "learn")) throw new UsageError(usage);
  const file = pathFromCommandLine(given);
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  if (command === "analyse") return analyseCommand(file, values, controller.signal);
  if (values.service) return learnFromService(file, values.service, controller.signal);
  if (values.segments && values.out) return learnToFile(file, values.segments, values.out, controller.signal);
  throw new UsageError(`learn precisa de --service, ou de --segments e --out.\n${usage}`);
}

await runCommand(run, [RecordingError, UsageError]);
