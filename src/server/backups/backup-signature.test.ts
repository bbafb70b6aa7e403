import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupError } from "./backup-error";
import { BackupEncoder, backupKeyId, checkBackupFile, type BackupHeader } from "./backup-format";
import { restoreBackup } from "./restore-backup";

// The signature is checked while the file is read whole, before a restore touches anything: these
// files never reach PostgreSQL (backups.test.ts restores real, signed backups).
const SIGNING_KEY = "chave-de-assinatura-do-operador-0123456789abcdef";
const OTHER_KEY = "uma-chave-que-nao-e-a-do-operador-0123456789";
const logger = pino({ level: "silent" });

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "louvor-backup-signature-"));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const header: BackupHeader = {
  format: "louvor-backup",
  formatVersion: 1,
  kind: "manual",
  createdAt: "2025-03-09T03:00:00.000Z",
  postgresVersion: "18",
  database: "louvor",
  migrations: [],
  tables: [{ schema: "public", name: "users", columns: ["id", "email"], rows: 1 }],
  sequences: [],
};

/** A well-formed backup signed with `key`, its row `email` chosen. */
async function backupFile(name: string, key: string, email = "dona@example.com"): Promise<string> {
  const encoder = new BackupEncoder(key);
  const content = encoder.header(header) + encoder.table(0, header.tables[0]!) + encoder.row(["1", email]) + encoder.trailer();
  const file = path.join(root, name);
  await fs.writeFile(file, gzipSync(content));
  return file;
}

/** The file's lines, the trailer apart. */
async function linesOf(file: string): Promise<{ body: string; trailer: Record<string, unknown> }> {
  const lines = gunzipSync(await fs.readFile(file)).toString("utf8").trim().split("\n");
  const trailer = JSON.parse(lines.pop() ?? "{}") as Record<string, unknown>;
  return { body: lines.map((line) => `${line}\n`).join(""), trailer };
}

/** What a forger writes: content of their choosing with a correct checksum and `signature` fields. */
async function forged(name: string, from: string, signature: (trailer: Record<string, unknown>) => Record<string, unknown>): Promise<string> {
  const { body, trailer } = await linesOf(from);
  const content = body.replace("dona@example.com", "atacante@example.com");
  const sha256 = createHash("sha256").update(content).digest("hex");
  const { keyId: _keyId, hmacSha256: _hmac, ...unsigned } = trailer;
  const file = path.join(root, name);
  await fs.writeFile(file, gzipSync(`${content}${JSON.stringify({ ...unsigned, ...signature(trailer), sha256 })}\n`));
  return file;
}

describe("backup signatures (decision 492)", () => {
  it("a backup carries the signing key's name and its HMAC, and reads whole with that key", async () => {
    const file = await backupFile("good.backup", SIGNING_KEY);
    const { trailer } = await linesOf(file);
    expect(trailer).toMatchObject({ keyId: backupKeyId(SIGNING_KEY), hmacSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(trailer)).not.toContain(SIGNING_KEY);
    await expect(checkBackupFile(file, { verify: { signingKey: SIGNING_KEY } })).resolves.toMatchObject({ createdAt: header.createdAt });
  });

  it("restore refuses a file this install's key did not sign, and says plainly when a file carries no signature, changing nothing", async () => {
    const dataDir = path.join(root, "data");
    await fs.mkdir(path.join(dataDir, "postgres", "pgdata"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "postgres", "pgdata", "PG_VERSION"), "18\n");
    const before = await fs.readdir(dataDir, { recursive: true });

    const good = await backupFile("mine.backup", SIGNING_KEY);
    const otherKey = await backupFile("other-key.backup", OTHER_KEY);
    const sameNameWrongSignature = await forged("forged.backup", good, (trailer) => trailer);
    const unsigned = await forged("unsigned.backup", good, () => ({}));
    const cases: [string, RegExp][] = [
      [otherKey, /is not signed by this install's backup signing key \(it names the key [0-9a-f]{16}; this install's is [0-9a-f]{16}\).*BACKUP_SIGNING_KEY.*Nothing was changed\.$/],
      [sameNameWrongSignature, /is not signed by this install's backup signing key: its signature does not match its content.*Nothing was changed\.$/],
      [unsigned, /carries no signature, so nothing shows that this install \(or its operator\) made it.*--allow-unsigned.*Nothing was changed\.$/],
    ];
    for (const [file, message] of cases) {
      const failure = await restoreBackup({ file, dataDir, signingKey: SIGNING_KEY, logger }).then(() => undefined, (error: unknown) => error);
      expect(failure, file).toBeInstanceOf(BackupError);
      expect((failure as Error).message, file).toMatch(message);
      expect(await fs.readdir(dataDir, { recursive: true }), file).toEqual(before);
    }
  });

  it("allowing unsigned files lets one with no signature through the check, never one signed by another key", async () => {
    const good = await backupFile("mine-2.backup", SIGNING_KEY);
    const unsigned = await forged("unsigned-2.backup", good, () => ({}));
    const verify = { signingKey: SIGNING_KEY, allowUnsigned: true };
    await expect(checkBackupFile(unsigned, { verify })).resolves.toMatchObject({ createdAt: header.createdAt });
    await expect(checkBackupFile(await backupFile("other-2.backup", OTHER_KEY), { verify })).rejects.toThrow(/not signed by this install/);
    await expect(checkBackupFile(await forged("forged-2.backup", good, (trailer) => trailer), { verify })).rejects.toThrow(/its signature does not match its content/);
  });
});
