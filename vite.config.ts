import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite/precompress";
import { ssrBuild } from "./scripts/vite/ssr-build";

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // The server renders public pages with this bundle (docs/decisions/260) ...
    ssrBuild({ entry: fileURLToPath(new URL("./src/client/entry-server.tsx", import.meta.url)), dirName: ".ssr" }),
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
});
