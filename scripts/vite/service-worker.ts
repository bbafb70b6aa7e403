import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * Builds the service worker (`entry`, TypeScript) into one self-contained classic script,
 * `fileName` at the build's root, beside the client's files (issue 42, the rehearsal page's
 * offline copy). A worker's address decides what it may control, so it cannot sit under
 * /assets/ with a hashed name, and a script of its own keeps it free of the app's chunks: the
 * browser compares its bytes on each visit to see whether it changed. The server sends it like
 * every unhashed file, revalidated every time (src/server/http/static-client.ts).
 */
export function serviceWorker(options: { entry: string; fileName: string; tsconfig: string }): Plugin {
  let isClientBuild = false;
  return {
    name: "louvor:service-worker",
    apply: "build",
    configResolved(config) {
      isClientBuild = !config.build.ssr;
    },
    async generateBundle() {
      if (!isClientBuild) return;
      const result = await build({
        entryPoints: [options.entry],
        absWorkingDir: path.dirname(options.tsconfig),
        tsconfig: options.tsconfig,
        bundle: true,
        write: false,
        format: "iife",
        platform: "browser",
        target: "es2022",
        minify: true,
        legalComments: "none",
        logLevel: "warning",
      });
      const [output] = result.outputFiles;
      if (!output) throw new Error(`The service worker ${options.entry} built to nothing.`);
      this.emitFile({ type: "asset", fileName: options.fileName, source: output.text });
    },
  };
}
