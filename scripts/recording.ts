/**
 * The recording's analysis from the command line (issue 43), for a church with an archive of
 * recordings on disk:
 *
 *   npx tsx scripts/recording.ts analyse FILE [--json] [--learnt learnt.json]
 *   npx tsx scripts/recording.ts learn FILE --segments segments.json --out learnt.json
 *
 * `analyse` prints the proposals (`--json`: `{ durationSeconds, segments: [...] }`, as the issue
 * gives it). `learn` reads the service's mapped songs (`[{ start, end, songId, songName }]`, in
 * seconds) and writes their fingerprints to a learnt file that `analyse --learnt` uses.
 * `--church SLUG` (the church's learnt performances from the database) is not wired yet.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import {
  type MappedSegment,
  type RecordingProposals,
  type StoredPerformance,
  analyse,
  learn,
  learntFingerprints,
} from "../src/server/recording/analyse";
import { RecordingError } from "../src/server/recording/errors";

const usage = [
  "Uso: npx tsx scripts/recording.ts analyse ARQUIVO [--json] [--learnt aprendidas.json]",
  "     npx tsx scripts/recording.ts learn ARQUIVO --segments segmentos.json --out aprendidas.json",
].join("\n");

const mappedSegments = z.array(
  z.object({ start: z.number().min(0), end: z.number().positive(), songId: z.string().min(1), songName: z.string().min(1) }),
);
/** The learnt file: performances with their fingerprint in base64. */
const learntFile = z.object({
  performances: z.array(z.object({ songId: z.string(), songName: z.string(), key: z.string(), bpm: z.number(), fingerprint: z.string() })),
});

function readLearnt(file: string): StoredPerformance[] {
  const parsed = learntFile.parse(JSON.parse(readFileSync(file, "utf8")));
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

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: "boolean" },
      learnt: { type: "string" },
      church: { type: "string" },
      segments: { type: "string" },
      out: { type: "string" },
    },
  });
  const [command, file] = positionals;
  if (!file || (command !== "analyse" && command !== "learn")) {
    process.stderr.write(`${usage}\n`);
    return 1;
  }
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  const onProgress = progressPrinter();
  if (command === "analyse") {
    if (values.church !== undefined) {
      process.stderr.write("--church ainda não lê o banco de dados; use --learnt com um arquivo de `learn`.\n");
      return 1;
    }
    const learnt = values.learnt ? learntFingerprints(readLearnt(values.learnt)) : [];
    const proposals = await analyse(file, { learnt, signal: controller.signal, onProgress });
    if (onProgress) process.stderr.write("\n");
    if (values.json) process.stdout.write(`${JSON.stringify(proposals, null, 2)}\n`);
    else printProposals(proposals);
    return 0;
  }
  if (!values.segments || !values.out) {
    process.stderr.write(`learn precisa de --segments e --out.\n${usage}\n`);
    return 1;
  }
  const segments: MappedSegment[] = mappedSegments.parse(JSON.parse(readFileSync(values.segments, "utf8")));
  const performances = await learn(file, segments, { signal: controller.signal, onProgress });
  const stored = performances.map(({ fingerprint, ...performance }) => ({ ...performance, fingerprint: Buffer.from(fingerprint).toString("base64") }));
  writeFileSync(values.out, `${JSON.stringify({ performances: stored }, null, 2)}\n`);
  process.stdout.write(`${stored.length} execução(ões) aprendida(s) em ${values.out}\n`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof RecordingError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
