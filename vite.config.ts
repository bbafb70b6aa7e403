import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/vite/icon-sprite";
import { precompress } from "./scripts/vite/precompress";
import { serviceWorker } from "./scripts/vite/service-worker";
import { ssrBuild } from "./scripts/vite/ssr-build";

const apiPort = process.env.API_PORT ?? "3001";

/**
 * The libraries the entry imports, each in a chunk of its own, so that the boot script evaluates
 * them one task at a time before the entry (docs/decisions/423). Only the browser's build: the
 * server loads its entry once (scripts/vite/ssr-build.ts).
 */
const ENTRY_LIBRARIES = [
  { name: "react-dom", test: /node_modules[\\/](react-dom|react|scheduler)[\\/]/ },
  { name: "react-router", test: /node_modules[\\/]react-router[\\/]/ },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // lucide-react's icons drawn from one cached sprite, in both builds (docs/decisions/421).
    iconSprite({
      sourceDir: fileURLToPath(new URL("./src/client", import.meta.url)),
      component: fileURLToPath(new URL("./src/client/components/sprite-icon.tsx", import.meta.url)),
    }),
    // The server renders public pages with this bundle (docs/decisions/260) ...
    ssrBuild({ entry: fileURLToPath(new URL("./src/client/entry-server.tsx", import.meta.url)), dirName: ".ssr" }),
    // The rehearsal page's offline copy (issue 42): /sw.js, at the root, before the compression ...
    serviceWorker({
      entry: fileURLToPath(new URL("./src/client/features/public/church-plan/offline/service-worker.ts", import.meta.url)),
      fileName: "sw.js", // SERVICE_WORKER_URL in offline-policy.ts
      tsconfig: fileURLToPath(new URL("./tsconfig.json", import.meta.url)),
    }),
    // ... and sends the client's files compressed at build time (docs/decisions/261).
    precompress({ skipDirs: [".ssr", ".vite"] }),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src/client", import.meta.url)),
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload each public route's chunks and to link the CSS.
    manifest: true,
    rolldownOptions: {
      ...(!isSsrBuild && { output: { codeSplitting: { groups: ENTRY_LIBRARIES } } }),
      input: {
        index: fileURLToPath(new URL("./src/client/index.html", import.meta.url)),
        // What server-rendered pages load first: the app once the page has painted (docs/decisions/263).
        boot: fileURLToPath(new URL("./src/client/boot.ts", import.meta.url)),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/uploads": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
