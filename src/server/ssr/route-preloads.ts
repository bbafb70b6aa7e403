/** One chunk of Vite's build manifest (.vite/manifest.json), keyed by source path under src/client. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a public route needs beyond the entry (which index.html already loads and preloads):
 * the route modules' chunks and what they import statically, with their CSS; dynamic imports
 * (the player, the toasts) stay on demand.
 */
export function routePreloads(manifest: Manifest, sources: string[]): { scripts: string[]; styles: string[] } {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry);

  const needed = new Set<string>();
  for (const source of sources) walk(source, needed);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of needed) {
    if (loadedByEntry.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
