import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; source maps are left alone (only developers fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the framing costs about what compression saves. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string, skip: Set<string>): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* filesUnder(full, skip);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) next to every text file the
 * client build emits, once, at build time; the server sends them to browsers that accept them
 * (docs/decisions/261).
 */
export function precompress(options: { skipDirs?: string[] } = {}): Plugin {
  let outDir = "";
  return {
    name: "louvor:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const skip = new Set(options.skipDirs ?? []);
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir, skip)) {
        jobs.push(
          (async () => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
