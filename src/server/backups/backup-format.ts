/**
 * The backup file (docs/decisions/390): one gzip stream of newline-separated JSON.
 *
 *   line 1      the header: {"format":"louvor-backup","formatVersion":1, createdAt, migrations,
 *               tables (name, columns, rows), sequences}
 *   then        per table, in the header's order: {"table":INDEX}, then one JSON array per row
 *               (each value PostgreSQL's text form, or null)
 *   last line   the trailer: {"end":"louvor-backup","rows":{...},"sha256":HEX,"keyId":HEX,
 *               "hmacSha256":HEX}, the sha256 of every byte before it and their HMAC-SHA256 with
 *               the install's backup signing key (keyId names that key; docs/decisions/492)
 *
 * gzip's own CRC and length catch a damaged or cut file; the trailer's sha256 and row counts
 * catch a file cut at a line's end or changed by hand; the first bytes tell a foreign file. Only
 * the signature tells a file this install made from one anybody could write (a forgery carries a
 * good checksum too): a restore needs it to verify with the operator's key.
 */
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from "node:crypto";
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { BackupError, reasonOf } from "./backup-error";

export const BACKUP_FORMAT = "louvor-backup";
export const BACKUP_FORMAT_VERSION = 1;
/** The first bytes of every backup's content, before anything is parsed. */
const MAGIC = `{"format":"${BACKUP_FORMAT}"`;
/** A row (an image of 5 MB is 10 MB of hex) stays far below this; anything longer is not ours. */
const MAX_LINE_BYTES = 256 * 1024 * 1024;

export type BackupKind = "daily" | "manual" | "before-upgrade";

export type BackupTable = { schema: string; name: string; columns: string[]; rows: number };

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  kind: BackupKind;
  /** When the snapshot was taken (the backup holds every transaction committed before it). */
  createdAt: string;
  postgresVersion: string;
  database: string;
  /** drizzle's migrations table as it was: the schema level of the data. */
  migrations: { tag: string | null; createdAt: number; hash: string }[];
  tables: BackupTable[];
  sequences: { schema: string; name: string; lastValue: string; isCalled: boolean }[];
};

export type BackupTrailer = {
  end: typeof BACKUP_FORMAT;
  rows: Record<string, number>;
  sha256: string;
  /** Absent in backups made before decision 492. */
  keyId?: string;
  hmacSha256?: string;
};

/** How a restore checks the signature: with this key; an unsigned file only when allowed. */
export type BackupVerification = { signingKey: string; allowUnsigned?: boolean };

/** A short public name of a signing key (not the key): tells "another key" from "no key" in messages. */
export function backupKeyId(signingKey: string): string {
  return createHash("sha256").update(`louvor-backup-signing-key\0${signingKey}`).digest("hex").slice(0, 16);
}

export function tableKey(table: { schema: string; name: string }): string {
  return `${table.schema}.${table.name}`;
}

/** Builds the file's lines, keeping the checksum and the rows written per table. */
export class BackupEncoder {
  private readonly hash: Hash = createHash("sha256");
  private readonly hmac: Hmac;
  private readonly keyId: string;

  constructor(signingKey: string) {
    this.hmac = createHmac("sha256", signingKey);
    this.keyId = backupKeyId(signingKey);
  }
  private readonly rows: Record<string, number> = {};
  private current: string | undefined;

  header(header: BackupHeader): string {
    return this.line(JSON.stringify(header));
  }

  table(index: number, table: BackupTable): string {
    this.current = tableKey(table);
    this.rows[this.current] = 0;
    return this.line(JSON.stringify({ table: index }));
  }

  /** One row: PostgreSQL's text form of each value, or null. */
  row(values: (string | null)[]): string {
    if (this.current !== undefined) this.rows[this.current] = (this.rows[this.current] ?? 0) + 1;
    return this.line(JSON.stringify(values));
  }

  rowCounts(): Record<string, number> {
    return { ...this.rows };
  }

  /** The last line; nothing may follow it. */
  trailer(): string {
    const trailer: BackupTrailer = {
      end: BACKUP_FORMAT,
      rows: this.rowCounts(),
      sha256: this.hash.digest("hex"),
      keyId: this.keyId,
      hmacSha256: this.hmac.digest("hex"),
    };
    return `${JSON.stringify(trailer)}\n`;
  }

  private line(text: string): string {
    const line = `${text}\n`;
    this.hash.update(line);
    this.hmac.update(line);
    return line;
  }
}

/** What reading a backup yields, in file order; the reader throws at the first sign of damage. */
export type BackupEntry =
  | { kind: "header"; header: BackupHeader }
  | { kind: "table"; index: number; table: BackupTable }
  /** `json` is the row's line as written: a JSON array with one value per column. */
  | { kind: "row"; table: BackupTable; json: string };

/**
 * Reads and checks a backup file as it streams: its format, every table's rows against the
 * header, and at the end the trailer's checksum and counts. The last entry is yielded only once
 * the whole file has proven whole, so a consumer that commits after the loop commits a good file.
 * With `verify`, whole means signed with that key too (or, when allowed, carrying no signature).
 */
export async function* readBackup(file: string, options: { signal?: AbortSignal; verify?: BackupVerification } = {}): AsyncGenerator<BackupEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const hash = new LineDigests(options.verify?.signingKey);
  let header: BackupHeader | undefined;
  let table: BackupTable | undefined;
  let tableIndex = -1;
  let tableRows = 0;
  const rows: Record<string, number> = {};
  let trailer: BackupTrailer | undefined;
  let lineNumber = 0;
  try {
    for await (const line of lines(gunzip, file)) {
      options.signal?.throwIfAborted();
      lineNumber++;
      if (trailer !== undefined) throw damaged(file, "there is data after its end");
      if (header === undefined) {
        header = parseHeader(line, file);
        hash.update(line).update("\n");
        yield { kind: "header", header };
        continue;
      }
      const text = line.toString("utf8");
      if (text.startsWith("[")) {
        if (table === undefined) throw damaged(file, `line ${lineNumber} is a row outside any table`);
        tableRows++;
        if (tableRows > table.rows) throw damaged(file, `the table ${tableKey(table)} has more rows than its header says`);
        hash.update(line).update("\n");
        yield { kind: "row", table, json: text };
        continue;
      }
      const parsed = parseJson(text, file, lineNumber) as { table?: unknown; end?: unknown };
      if (table !== undefined) {
        if (tableRows !== table.rows) throw damaged(file, `the table ${tableKey(table)} has ${tableRows} rows instead of ${table.rows}`);
        rows[tableKey(table)] = tableRows;
      }
      if (parsed.end === BACKUP_FORMAT) {
        trailer = parsed as BackupTrailer;
        if (tableIndex !== header.tables.length - 1) throw truncated(file, "tables are missing before its end");
        continue;
      }
      if (parsed.table !== tableIndex + 1) throw damaged(file, `line ${lineNumber} is not the table that should follow`);
      tableIndex++;
      table = header.tables[tableIndex];
      if (table === undefined) throw damaged(file, `line ${lineNumber} names a table its header does not list`);
      tableRows = 0;
      hash.update(line).update("\n");
      yield { kind: "table", index: tableIndex, table };
    }
  } catch (error) {
    if (error instanceof BackupError || options.signal?.aborted) throw error;
    throw unreadable(file, error, header !== undefined);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (header === undefined) throw foreign(file, "it is empty");
  if (trailer === undefined) throw truncated(file, "its last part is missing");
  const digests = hash.digest();
  if (trailer.sha256 !== digests.sha256) throw damaged(file, "its checksum does not match its content");
  for (const expected of header.tables) {
    const key = tableKey(expected);
    if (rows[key] !== expected.rows || trailer.rows[key] !== expected.rows) {
      throw damaged(file, `the row count of ${key} does not match its header`);
    }
  }
  if (options.verify) checkSignature(file, trailer, digests.hmacSha256, options.verify);
}

/** The sha256 of the lines and, with a key, their HMAC-SHA256. */
class LineDigests {
  private readonly hash = createHash("sha256");
  private readonly hmac: Hmac | undefined;
  constructor(signingKey: string | undefined) {
    this.hmac = signingKey === undefined ? undefined : createHmac("sha256", signingKey);
  }
  update(data: Buffer | string): this {
    this.hash.update(data);
    this.hmac?.update(data);
    return this;
  }
  digest(): { sha256: string; hmacSha256: string | undefined } {
    return { sha256: this.hash.digest("hex"), hmacSha256: this.hmac?.digest("hex") };
  }
}

/** Refuses a file this install's key did not sign; says plainly when it carries no signature. */
function checkSignature(file: string, trailer: BackupTrailer, expected: string | undefined, verify: BackupVerification): void {
  if (typeof trailer.hmacSha256 !== "string") {
    if (verify.allowUnsigned) return;
    throw new BackupError(
      `The backup ${file} carries no signature, so nothing shows that this install (or its operator) made it: ` +
        `backups made before Louvor signed them (decision 492) have none, and neither has a file anyone else wrote. ` +
        `If you know where it came from, restore it with --allow-unsigned. Nothing was changed.`,
    );
  }
  const given = Buffer.from(trailer.hmacSha256, "hex");
  const wanted = Buffer.from(expected ?? "", "hex");
  if (given.length === wanted.length && timingSafeEqual(given, wanted)) return;
  const otherKey = typeof trailer.keyId === "string" && trailer.keyId !== backupKeyId(verify.signingKey);
  throw new BackupError(
    `The backup ${file} is not signed by this install's backup signing key` +
      (otherKey
        ? ` (it names the key ${trailer.keyId}; this install's is ${backupKeyId(verify.signingKey)}). If it is yours, made before the key ` +
          `changed or on another machine, restore with that key in BACKUP_SIGNING_KEY.`
        : `: its signature does not match its content, so it was changed after it was made or forged.`) +
      ` Nothing was changed.`,
  );
}

/** Reads a whole backup only to check it; returns its header. */
export async function checkBackupFile(file: string, options: { signal?: AbortSignal; verify?: BackupVerification } = {}): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const entry of readBackup(file, options)) if (entry.kind === "header") header = entry.header;
  if (header === undefined) throw foreign(file, "it has no header");
  return header;
}

function parseHeader(line: Buffer, file: string): BackupHeader {
  if (!line.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC))) throw foreign(file, "it does not start like one");
  const header = parseJson(line.toString("utf8"), file, 1) as Partial<BackupHeader>;
  if (typeof header.formatVersion !== "number") throw damaged(file, "its header has no format version");
  if (header.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup ${file} was made by a newer version of Louvor (backup format ${header.formatVersion}; this version reads ` +
        `format ${BACKUP_FORMAT_VERSION}). Update Louvor to restore it.`,
    );
  }
  if (!Array.isArray(header.tables) || !Array.isArray(header.migrations) || !Array.isArray(header.sequences)) {
    throw damaged(file, "its header is incomplete");
  }
  return header as BackupHeader;
}

function parseJson(text: string, file: string, lineNumber: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw damaged(file, `line ${lineNumber} cannot be read`);
  }
}

/** The decompressed content split at newlines, without them. */
async function* lines(stream: AsyncIterable<Buffer>, file: string): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, newline);
      yield pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
      pending = [];
      pendingBytes = 0;
      start = newline + 1;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_LINE_BYTES) throw foreign(file, "it holds a line far longer than any backup's");
    }
  }
  if (pendingBytes > 0) throw truncated(file, "it ends in the middle of a line");
}

function unreadable(file: string, error: unknown, sawHeader: boolean): BackupError {
  const code = (error as { code?: string }).code;
  if (code === "ENOENT") return new BackupError(`The backup file ${file} does not exist.`, { cause: error });
  if (code === "Z_BUF_ERROR") return truncated(file, "the file ends too early", error);
  // No gzip header at all: something else entirely. Anything wrong further in: damage.
  if (!sawHeader && code === "Z_DATA_ERROR" && /incorrect header check/i.test(reasonOf(error))) {
    return foreign(file, "it is not a compressed Louvor backup", error);
  }
  if (code === "Z_DATA_ERROR") return damaged(file, `its compressed data is damaged (${reasonOf(error)})`, error);
  return new BackupError(`Cannot read the backup ${file}: ${reasonOf(error)}.`, { cause: error });
}

function foreign(file: string, why: string, cause?: unknown): BackupError {
  return new BackupError(`The file ${file} is not a Louvor backup (${why}). Nothing was changed.`, { cause });
}

function truncated(file: string, why: string, cause?: unknown): BackupError {
  return new BackupError(`The backup ${file} is incomplete (${why}): it was cut short, so it cannot be used. Nothing was changed.`, {
    cause,
  });
}

function damaged(file: string, why: string, cause?: unknown): BackupError {
  return new BackupError(`The backup ${file} is damaged (${why}), so it cannot be used. Nothing was changed.`, { cause });
}
