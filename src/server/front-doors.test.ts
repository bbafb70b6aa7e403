import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The server's walls (issue 40, decisions 508 and 530), read from the source (not the tests):
 * every module, a folder of src/server, has a front door, index.ts, opening with a comment that
 * says what the module is; lint lets other modules in only through it (eslint.config.js). The
 * modules import one another in one direction only, and only the composition (the files of
 * src/server itself, cli/ and cluster/) imports the composition.
 */

const serverRoot = fileURLToPath(new URL(".", import.meta.url));
const COMPOSITION_MODULES = new Set(["cli", "cluster"]);
/** Top-level files every floor may use: the configuration and the logger. */
const GROUND_FILES = new Set(["config.ts", "logger.ts"]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The module of a path under src/server, or null for the top-level files. */
function moduleOf(file: string): string | null {
  const [first, ...rest] = path.relative(serverRoot, file).split(path.sep);
  return rest.length > 0 ? (first ?? null) : null;
}

const modules = readdirSync(serverRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && sources(path.join(serverRoot, entry.name)).length > 0)
  .map((entry) => entry.name);

/** Module → the modules it imports, and the top-level files each module imports. */
function importGraph() {
  const edges = new Map<string, Set<string>>(modules.map((module) => [module, new Set<string>()]));
  const upward: string[] = [];
  for (const file of sources(serverRoot)) {
    const from = moduleOf(file);
    if (from === null) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (!target.startsWith(serverRoot)) continue;
      const isFolder = existsSync(target) && statSync(target).isDirectory();
      const to = moduleOf(isFolder ? path.join(target, "index.ts") : target.endsWith(".ts") ? target : `${target}.ts`);
      if (to === null) {
        const name = `${path.basename(target).replace(/\.ts$/, "")}.ts`;
        if (!GROUND_FILES.has(name) && !COMPOSITION_MODULES.has(from)) upward.push(`${path.relative(serverRoot, file)} → ${name}`);
      } else if (to !== from) edges.get(from)?.add(to);
    }
  }
  return { edges, upward };
}

/** The modules on a cycle of the graph, found by a depth-first walk; empty when it has none. */
function cycle(edges: Map<string, Set<string>>): string[] {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (module: string): string[] => {
    state.set(module, "open");
    trail.push(module);
    for (const next of edges.get(module) ?? []) {
      if (state.get(next) === "open") return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found.length > 0) return found;
      }
    }
    trail.pop();
    state.set(module, "done");
    return [];
  };
  for (const module of modules) {
    if (state.has(module)) continue;
    const found = visit(module);
    if (found.length > 0) return found;
  }
  return [];
}

describe("the server's modules", () => {
  it("are folders the walls know, among them the ground floor and the screens' modules", () => {
    expect(modules).toEqual(expect.arrayContaining(["db", "http", "auth", "services", "public", "embedded-postgres"]));
  });

  it("each have a front door that opens with what the module is", () => {
    const missing = modules.filter((module) => {
      try {
        return !readFileSync(path.join(serverRoot, module, "index.ts"), "utf8").startsWith("/**\n");
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it("import one another in one direction only", () => {
    expect(cycle(importGraph().edges)).toEqual([]);
  });

  it("import no composition file from below it", () => {
    expect(importGraph().upward).toEqual([]);
  });
});
