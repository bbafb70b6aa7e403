import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * Lucide icons from one cached sprite (docs/decisions/421). In the build (client and server
 * entry alike), `import { EyeIcon } from "lucide-react"` resolves to a module whose icons render
 * `<svg class="lucide"><use href="/assets/icons-<hash>.svg#eye"/></svg>` (src/client/components/
 * sprite-icon.tsx); the client build writes that sprite, with a <symbol> for every icon the app's
 * sources import. A public page then carries a few dozen bytes per icon instead of its paths
 * and lucide's attributes in every copy (the church home shows 85), and the browser caches the
 * sprite for a year like any hashed asset.
 *
 * The icons are found by reading the sources (every named import from "lucide-react" under
 * `sourceDir`) before the build starts, so both builds name the same sprite; an import the
 * reading missed fails the build ("not exported"), never the page. The dev server and the tests
 * keep lucide-react itself.
 */

const MODULE_ID = "\0louvor:lucide-sprite";
const PACKAGE = "lucide-react";

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconData = { name: string; size?: number; node: IconNode };

/** What one build needs: each imported name with its icon, and the sprite that draws them. */
export type IconSprite = { imports: Map<string, string>; fileName: string; svg: string };

/** Every exported icon name of lucide-react ("Eye", "EyeIcon", "LucideEye") with its icon's file name ("eye"). */
function lucideExports(esmDir: string): Map<string, string> {
  const names = new Map<string, string>();
  const index = readFileSync(path.join(esmDir, "lucide-react.mjs"), "utf8");
  for (const [, list, icon] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs';/g)) {
    for (const [, name] of list!.matchAll(/default as (\w+)/g)) names.set(name!, icon!);
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(?:ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names the sources import from lucide-react as values (type-only imports are left out). */
export function importedIconNames(source: string, file = "source"): string[] {
  if (/import\s+(?:\*\s+as\s+[\w$]+|[\w$]+\s*(?:,\s*\{[^}]*\})?)\s*from\s*["']lucide-react["']/.test(source)) {
    throw new Error(`${file}: import lucide icons by name (import { EyeIcon } from "lucide-react"): the icon sprite knows only named imports.`);
  }
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    if (typeOnly) continue;
    for (const specifier of list!.split(",").map((part) => part.trim()).filter(Boolean)) {
      if (specifier.startsWith("type ")) continue;
      names.push(specifier.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One <symbol> per icon, its shapes as lucide draws them (their stroke comes from the page's `svg.lucide` rule). */
export function spriteSvg(icons: IconData[]): string {
  const symbols = icons.map(({ name, size = 24, node }) => {
    const shapes = node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${shapes.join("")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Reads the sources under `sourceDir` and lucide-react's icons: what the sprite holds and what it is called. */
export async function collectIconSprite(sourceDir: string, projectRoot: string): Promise<IconSprite> {
  const require = createRequire(path.join(projectRoot, "package.json"));
  const esmDir = path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), "dist/esm");
  const exported = lucideExports(esmDir);
  const imports = new Map<string, string>();
  for (const file of sourceFiles(sourceDir)) {
    const source = readFileSync(file, "utf8");
    if (!source.includes(PACKAGE)) continue;
    for (const name of importedIconNames(source, path.relative(projectRoot, file))) {
      const icon = exported.get(name);
      // Not an icon (a type imported without `type`, LucideProvider …): the bundler reports it if it is used.
      if (icon) imports.set(name, icon);
    }
  }
  const iconNames = [...new Set(imports.values())].sort();
  const icons = await Promise.all(
    iconNames.map(async (name) => {
      const module = (await import(pathToFileURL(path.join(esmDir, "icons", `${name}.mjs`)).href)) as { __iconData: IconData };
      return { ...module.__iconData, name };
    }),
  );
  const svg = spriteSvg(icons);
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8);
  return { imports: new Map([...imports].sort(([a], [b]) => a.localeCompare(b))), fileName: `assets/icons-${hash}.svg`, svg };
}

/** The module that stands for lucide-react: one sprite icon per imported name. */
export function spriteModule(sprite: IconSprite, componentFile: string): string {
  const lines = [`import { createSpriteIcon } from ${JSON.stringify(componentFile)};`, `const sprite = ${JSON.stringify(`/${sprite.fileName}`)};`];
  for (const [name, icon] of sprite.imports) {
    lines.push(`export const ${name} = /* @__PURE__ */ createSpriteIcon(sprite + "#${icon}", ${JSON.stringify(name)});`);
  }
  return `${lines.join("\n")}\n`;
}

export function iconSprite(options: { sourceDir: string; component: string }): Plugin {
  let sprite: Promise<IconSprite> | undefined;
  let projectRoot = process.cwd();
  let isClientBuild = false;
  return {
    name: "louvor:icon-sprite",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      projectRoot = path.dirname(config.configFile ?? path.join(process.cwd(), "vite.config.ts"));
      isClientBuild = !config.build.ssr;
    },
    buildStart() {
      sprite = collectIconSprite(options.sourceDir, projectRoot);
    },
    resolveId(source, importer) {
      if (source !== PACKAGE || !importer || importer.includes(`${path.sep}node_modules${path.sep}`)) return null;
      return MODULE_ID;
    },
    async load(id) {
      if (id !== MODULE_ID) return null;
      return spriteModule(await sprite!, options.component);
    },
    async generateBundle() {
      if (!isClientBuild) return;
      const { fileName, svg } = await sprite!;
      this.emitFile({ type: "asset", fileName, source: svg });
    },
  };
}
