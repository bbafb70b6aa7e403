import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/README.md indexes every decision record with its status, and each record says its
 * status on the line right under its title (Accepted, Amended by, Superseded by, Retired). A new
 * record never rewrites an old one: it says what it changes, and the old one's status line (here
 * and in the index) is updated.
 */
const folder = path.join(process.cwd(), "docs/decisions");
const recordName = /^\d{3}-[a-z0-9-]+\.md$/;
const statusLine = /^Status: (Accepted|Retired: .+|(Amended|Superseded) by \[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\)( and \[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\))*(: .+)?)$/;
const indexLine = /^- \[(\d{3})\. .+\]\((\d{3}-[a-z0-9-]+\.md)\) — (.+)$/;

const records = readdirSync(folder).filter((name) => recordName.test(name)).sort();
const readme = readFileSync(path.join(folder, "README.md"), "utf8");
const indexed = new Map<string, string>();
for (const line of readme.split("\n")) {
  const match = indexLine.exec(line);
  if (match) indexed.set(match[2]!, match[3]!);
}

function statusOf(name: string): string | undefined {
  // Title, a blank line, then the status.
  const line = readFileSync(path.join(folder, name), "utf8").split("\n")[2] ?? "";
  return line.startsWith("Status: ") ? line.slice("Status: ".length) : undefined;
}

/** What the index and the record must agree on: the kind and the records it points to. */
function statusKey(status: string): string {
  return status.startsWith("Retired") ? "Retired" : status.split(":")[0]!;
}

describe("decision records", () => {
  it("finds the records", () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it("gives every record a status line right under its title", () => {
    const without = records.filter((name) => !statusLine.test(`Status: ${statusOf(name) ?? ""}`));
    expect(without, "records without a well-formed 'Status:' line on their third line").toEqual([]);
  });

  it("lists every record in the README's index", () => {
    expect(records.filter((name) => !indexed.has(name)), "records missing from docs/decisions/README.md").toEqual([]);
  });

  it("shows in the index the status each record states", () => {
    const disagreeing = records
      .filter((name) => indexed.has(name) && statusOf(name) !== undefined)
      .filter((name) => statusKey(indexed.get(name)!) !== statusKey(statusOf(name)!))
      .map((name) => `${name}: index says "${indexed.get(name)}", record says "${statusOf(name)}"`);
    expect(disagreeing).toEqual([]);
  });

  it("links only to records that exist, and a status only to a later record", () => {
    expect([...indexed.keys()].filter((name) => !records.includes(name)), "index entries with no record").toEqual([]);
    const wrong: string[] = [];
    for (const name of records) {
      for (const [, target] of (statusOf(name) ?? "").matchAll(/\]\(([^)]+)\)/g)) {
        if (!records.includes(target!) || target! <= name) wrong.push(`${name} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
