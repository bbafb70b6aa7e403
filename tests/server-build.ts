import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The processes the tests start, as built entries (decision 523): the app as `npm start` runs it,
 * its command lines, and the embedded-PostgreSQL fixture of tests/support. Node starts a built
 * entry in about a second; through the TypeScript loader each start compiled some two thousand
 * modules again (five to eight seconds of this machine's cores), sixty-odd times a run.
 */
const ENTRIES: Record<string, string> = {
  "src/server/main.ts": "main",
  "src/server/cli/admin-create.ts": "admin-create",
  "src/server/cli/admin-invite.ts": "admin-invite",
  "src/server/cli/backup.ts": "backup",
  "src/server/cli/church-import.ts": "church-import",
  "src/server/cli/reminders.ts": "reminders",
  "src/server/cli/restore.ts": "restore",
  "src/server/cli/recording.ts": "recording",
  "tests/support/embedded-postgres-child.ts": "embedded-postgres-child",
};

/** Builds every entry into `outDir` with the app's own build script; rejects with its output when it fails. */
export function buildServerEntries(outDir: string): Promise<void> {
  const entries = Object.entries(ENTRIES)
    .filter(([, name]) => name !== "main")
    .flatMap(([source, name]) => ["--entry", `${name}=${source}`]);
  const args = [path.join(root, "scripts/build-server.mjs"), "--out", outDir, ...entries];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, env: { ...process.env, NODE_ENV: "production" } }, (error, stdout, stderr) =>
      error ? reject(new Error(`the server build failed:\n${stdout}${stderr}`)) : resolve(),
    );
  });
}

/**
 * The Node arguments that run `source` (a path from the repository's root): its built entry in
 * `builtDir`, or the source through the TypeScript loader when it is not one of the entries.
 */
export function nodeArguments(builtDir: string, source: string): string[] {
  const name = ENTRIES[source.startsWith(root) ? path.relative(root, source) : source];
  return name ? [path.join(builtDir, `${name}.js`)] : ["--import", "tsx", path.resolve(root, source)];
}
