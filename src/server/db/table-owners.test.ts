import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";
import { sharedWriters, tableOwners, type SharedWriter } from "./schema/owners";

/**
 * A table is written only by the module that owns it (issue 40, decision 509): the owners and the
 * few shared writers are data in db/schema/owners.ts; this test reads the server's source (not its
 * tests) for writes, drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and SQL's `insert into`,
 * `update`, `delete from`, `truncate`, and holds each against that map. No database is needed.
 */

const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const schemaFolder = fileURLToPath(new URL("./schema", import.meta.url));
const dbFolder = fileURLToPath(new URL(".", import.meta.url)).replace(/[\\/]$/, "");
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** The export name of each table of the schema → its SQL name. */
const schemaTables = new Map(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);
const tableNames = new Set<string>(schemaTables.values());
const owners: Record<string, string> = tableOwners;

/** A write found in a file: the table's SQL name, or null when the statement names it at run time. */
type Write = { file: string; line: number; table: string | null; how: string };

/** Stands in the SQL text for an interpolation that is not a schema table. */
const UNNAMED = "\u0001";
const SQL_WRITE = new RegExp(
  String.raw`\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?` +
    String.raw`(?:(${UNNAMED})|"?([a-z_][a-z0-9_]*)"?(?:\s*\.\s*"?([a-z_][a-z0-9_]*)"?)?)`,
  "gi",
);

/** The writes of SQL text; tables outside the public schema (drizzle's migration journal) are not ours. */
function sqlWrites(text: string): { table: string | null; how: string }[] {
  const found: { table: string | null; how: string }[] = [];
  for (const match of text.matchAll(SQL_WRITE)) {
    const [statement, verb = "", unnamed, first = "", second] = match;
    const how = (table: string) => `${verb.replace(/\s+/g, " ")} ${table}`;
    if (unnamed !== undefined) {
      // `update ${x}` is a write only when a `set` follows (not a sentence such as "Update ${name}").
      const after = text.slice((match.index ?? 0) + statement.length);
      if (!/^update$/i.test(verb) || /^(\s+(as\s+)?[a-z_]\w*)?\s+set\b/i.test(after)) found.push({ table: null, how: how("${…}") });
      continue;
    }
    const table = (second === undefined ? first : first.toLowerCase() === "public" ? second : "").toLowerCase();
    if (tableNames.has(table)) found.push({ table, how: how(table) });
  }
  return found;
}

/** The schema itself, or db's front door, which passes its tables on under the same names (decision 530). */
function isSchemaModule(file: string, specifier: string): boolean {
  if (!specifier.startsWith(".")) return false;
  const target = path.resolve(path.dirname(file), specifier).replace(/[\\/]index$/, "");
  return target === schemaFolder || path.dirname(target) === schemaFolder || target === dbFolder;
}

/** Every write to a table of the schema in one source file (its absolute path). */
function writesIn(file: string, source: string): Write[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  // The file's names for the schema's tables (`import { songsCatalog as catalogue }` too) and for the schema itself.
  const tableOf = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !isSchemaModule(file, statement.moduleSpecifier.text)) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = schemaTables.get((element.propertyName ?? element.name).text);
        if (table && !element.isTypeOnly) tableOf.set(element.name.text, table);
      }
    }
  }
  const tableIn = (node: ts.Node): string | undefined => {
    if (ts.isIdentifier(node)) return tableOf.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      return schemaTables.get(node.name.text);
    }
    return undefined;
  };

  const writes: Write[] = [];
  const add = (node: ts.Node, table: string | null, how: string) =>
    writes.push({ file: path.relative(serverRoot, file).split(path.sep).join("/"), line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, table, how });
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ["insert", "update", "delete"].includes(node.expression.name.text)) {
      const [target] = node.arguments;
      const table = target && tableIn(target);
      if (table) add(node, table, `.${node.expression.name.text}(${target.getText()})`);
    }
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    if (ts.isTemplateExpression(node)) {
      text = node.head.text + node.templateSpans.map((span) => ` ${tableIn(span.expression) ?? UNNAMED} ${span.literal.text}`).join("");
    }
    if (text !== undefined) for (const write of sqlWrites(text)) add(node, write.table, write.how);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return writes;
}

/** The server's source files (absolute paths); tests are not writers. */
function serverSources(folder = serverRoot): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The module of a path under src/server: its first folder. */
const moduleOf = (file: string) => (file.includes("/") ? file.split("/")[0] : "(the server's root)");
const covers = (entry: SharedWriter, file: string) => file === entry.writer || file.startsWith(`${entry.writer}/`);
const allows = (entry: SharedWriter, table: string | null) => entry.tables === "every" || (table !== null && (entry.tables as readonly string[]).includes(table));

const allWrites = serverSources().flatMap((file) => writesIn(file, readFileSync(file, "utf8")));

describe("table owners (db/schema/owners.ts)", () => {
  it("names an owner for every table of the schema, and only for those", () => {
    const problems = [
      ...[...tableNames].filter((table) => !(table in owners)).map((table) => `table ${table} has no owner: add it to tableOwners in db/schema/owners.ts`),
      ...Object.keys(owners).filter((table) => !tableNames.has(table)).map((table) => `tableOwners names ${table}, which is no table of db/schema`),
      ...Object.entries(owners)
        .filter(([, owner]) => !existsSync(path.join(serverRoot, owner)))
        .map(([table, owner]) => `${table}'s owner ${owner} is no folder of src/server`),
    ];
    expect(problems).toEqual([]);
  });

  it("knows every table the migrations leave, so none is made in SQL alone", () => {
    const tables = new Set<string>();
    for (const file of readdirSync(migrationsFolder).filter((name) => name.endsWith(".sql")).sort()) {
      const sql = readFileSync(path.join(migrationsFolder, file), "utf8");
      for (const [, table = ""] of sql.matchAll(/create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?(?:"?public"?\.)?"?(\w+)"?/gi)) tables.add(table);
      for (const [, table = ""] of sql.matchAll(/drop\s+table\s+(?:if\s+exists\s+)?(?:"?public"?\.)?"?(\w+)"?/gi)) tables.delete(table);
    }
    expect([...tables].filter((table) => !(table in owners)).map((table) => `migrations create ${table}, which has no owner`)).toEqual([]);
  });

  it("finds every kind of write, and no comment or map call", () => {
    const source = [
      'import { songsCatalog, bands as bandTable, type plans } from "./schema";',
      'import * as tables from "./schema";',
      "// delete from churches, in a comment",
      "await tx.insert(songsCatalog).values(row);",
      "await db\n  .update(bandTable)\n  .set(values);",
      "await tx.delete(tables.musicians);",
      "cache.delete(songsCatalog.id); names.update(plans);",
      'await db.execute(sql`UPDATE "songs_catalog" AS c SET name = ${name}`);',
      "await db.execute(sql`update ${songsCatalog} set view_count = 0`);",
      'await pool.query("insert into public.mail_queue (id) values ($1)");',
      "await admin.query(`TRUNCATE ${list}`);",
      "await db.execute(sql`insert into ${sql.identifier(table)} (a) values (1)`);",
      "await db.execute(sql`update ${sql.identifier(table)} t set public_key = r.key`);",
      'log.info(`Update ${name} to restore it`); query("for update of c"); query("on conflict do update set count = 1");',
      'await client.query("INSERT INTO drizzle.__drizzle_migrations (hash) VALUES ($1)");',
    ].join("\n");
    const found = writesIn(path.join(serverRoot, "db/sample.ts"), source).map(({ line, table, how }) => `${line} ${table ?? "?"} ${how}`);
    expect(found).toEqual([
      "4 songs_catalog .insert(songsCatalog)",
      "5 bands .update(bandTable)",
      "8 musicians .delete(tables.musicians)",
      "10 songs_catalog UPDATE songs_catalog",
      "11 songs_catalog update songs_catalog",
      "12 mail_queue insert into mail_queue",
      "13 ? TRUNCATE ${…}",
      "14 ? insert into ${…}",
      "15 ? update ${…}",
    ]);
  });

  it("sees each table written by its owner only, or by a shared writer with its reason", () => {
    const wrong = allWrites.flatMap(({ file, line, table, how }) => {
      if (sharedWriters.some((entry) => covers(entry, file) && allows(entry, table))) return [];
      if (table === null) return [`${file}:${line} writes a table it names at run time (${how}): only a writer of "every" table may`];
      const owner = owners[table];
      // A table without an owner is the first test's failure.
      if (owner === undefined || moduleOf(file) === owner) return [];
      return [`${file}:${line} writes ${table} (${how}), which ${owner} owns: call a function of ${owner}, or list the file in sharedWriters with why`];
    });
    expect(wrong).toEqual([]);
  });

  it("keeps no shared writer that no longer writes what it lists", () => {
    const stale = sharedWriters.flatMap((entry) => {
      if (!existsSync(path.join(serverRoot, entry.writer))) return [`${entry.writer} is no file or folder of src/server`];
      if (entry.reason.trim() === "") return [`${entry.writer} gives no reason`];
      const writes = allWrites.filter((write) => covers(entry, write.file) && (write.table === null || owners[write.table] !== moduleOf(write.file)));
      if (entry.tables === "every") return writes.length > 0 ? [] : [`${entry.writer} writes no other module's table now`];
      return entry.tables.filter((table) => !writes.some((write) => write.table === table)).map((table) => `${entry.writer} no longer writes ${table}`);
    });
    expect(stale).toEqual([]);
  });
});
