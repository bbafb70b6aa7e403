import path from "node:path";
import { build, type Plugin } from "vite";

/**
 * After the client build, builds the server-side entry (src/client/entry-server.tsx) into
 * `<outDir>/.ssr/`, so one `vite build` (with or without --outDir) yields both halves and
 * `npm start`, the end-to-end run and the benchmark need no second command (docs/decisions/260).
 * The server never serves that folder. Dependencies are bundled in, so it runs from any folder.
 */
export function ssrBuild(options: { entry: string; dirName: string }): Plugin {
  let outDir = "";
  let configFile: string | false | undefined;
  let isClientBuild = false;
  return {
    name: "louvor:ssr-build",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      isClientBuild = !config.build.ssr;
    },
    async closeBundle() {
      if (!isClientBuild || !outDir) return;
      await build({
        configFile,
        logLevel: "warn",
        // Self-contained: the build folder may live anywhere (the end-to-end run builds into a
        // temporary folder), far from node_modules.
        ssr: { noExternal: true },
        build: {
          ssr: options.entry,
          outDir: path.join(outDir, options.dirName),
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: "entry-server.js" } },
        },
      });
    },
  };
}
