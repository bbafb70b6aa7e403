/** The initial JavaScript of each public page (gzip), from a production build's manifest. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root, type Section } from "./options";

const PUBLIC_PAGES: [string, string[]][] = [
  ["/ (directory)", []],
  ["/churches/{slug} (home)", ["features/public/church-layout/church-layout.tsx", "features/public/church-home/church-home-page.tsx"]],
  ["/churches/{slug}/services (Cultos tab)", ["features/public/church-layout/church-layout.tsx", "features/public/church-services/church-services-page.tsx"]],
  [
    "/churches/{slug}/services?tab=musicas",
    ["features/public/church-layout/church-layout.tsx", "features/public/church-services/church-services-page.tsx", "features/public/components/listing/songs-tab.tsx"],
  ],
  ["/churches/{slug}/services/{service}", ["features/public/church-layout/church-layout.tsx", "features/public/service-viewer/service-viewer-page.tsx"]],
  ["/churches/{slug}/bands", ["features/public/church-layout/church-layout.tsx", "features/public/church-bands/church-bands-page.tsx"]],
  ["/churches/{slug}/bands/{band}", ["features/public/church-layout/church-layout.tsx", "features/public/church-bands/band-detail-page.tsx"]],
  ["/churches/{slug}/musicians/{musician}", ["features/public/church-layout/church-layout.tsx", "features/public/church-musicians/musician-detail-page.tsx"]],
  ["/churches/{slug}/songs", ["features/public/church-layout/church-layout.tsx", "features/public/church-songs/church-songs-page.tsx"]],
  ["/churches/{slug}/songs/{song}", ["features/public/church-layout/church-layout.tsx", "features/public/church-songs/song-detail-page.tsx"]],
];

export function buildClient(outDir: string) {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (built.status !== 0) throw new Error("vite build failed");
}

export function bundleSection(outDir: string): Section {
  return {
    title: "Initial JavaScript of the public pages (gzip, level 9)",
    produce: async () => {
      type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
      const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
      const closure = (key: string, seen: Set<string>) => {
        if (seen.has(key) || !manifest[key]) return;
        seen.add(key);
        for (const imported of manifest[key].imports ?? []) closure(imported, seen);
      };
      const gzipped = (key: string) => gzipSync(readFileSync(path.join(outDir, manifest[key]!.file)), { level: 9 }).length;
      const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
      if (!entry) throw new Error("no entry chunk in the manifest");
      const rows = PUBLIC_PAGES.map(([page, lazyModules]) => {
        const keys = new Set<string>();
        closure(entry, keys);
        for (const module of lazyModules) closure(module, keys);
        return `| ${page} | ${([...keys].reduce((sum, key) => sum + gzipped(key), 0) / 1024).toFixed(1)} KiB |`;
      });
      return [
        "The entry chunk with its static imports, plus the lazily loaded church layout and page of the route.",
        "",
        "| Page | gzip |",
        "|---|---:|",
        ...rows,
      ];
    },
  };
}
