import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "louvor-config-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("uses the documented defaults and keeps a generated secret in DATA_DIR", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: "http://localhost:3000",
      legacyUploadFolders: [path.join(dataDir, "uploads")],
      outboxDir: path.join(dataDir, "outbox"),
      trustProxy: false,
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(config.authSecret);
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it("reads SMTP_CA_FILE once, and stops start-up when it is missing or holds no certificate", () => {
    const DATA_DIR = tempDir();
    const pem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
    const file = path.join(DATA_DIR, "ca.pem");
    writeFileSync(file, pem);
    expect(loadConfig({ DATA_DIR, SMTP_CA_FILE: file }).smtpCa).toBe(pem);
    expect(loadConfig({ DATA_DIR }).smtpCa).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR, SMTP_CA_FILE: path.join(DATA_DIR, "nao-existe.pem") })).toThrow(/SMTP_CA_FILE: cannot read .*ENOENT/);
    writeFileSync(file, "não é um certificado");
    expect(() => loadConfig({ DATA_DIR, SMTP_CA_FILE: file })).toThrow(ConfigError);
  });

  it("seeds an external database only when SEED_DEMO=true", () => {
    const DATA_DIR = tempDir();
    const DATABASE_URL = "postgres://u:p@db.example.org:5432/louvor";
    expect(loadConfig({ DATA_DIR, DATABASE_URL }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR, DATABASE_URL, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR, SEED_DEMO: "false" }).seedDemo).toBe(false);
  });

  it("loads no demo in production unless SEED_DEMO=true", () => {
    const production = { DATA_DIR: tempDir(), NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), PUBLIC_URL: "https://louvor.example.org" };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("knows whether PUBLIC_URL was set (without it, every address the server answers on is its own)", () => {
    const DATA_DIR = tempDir();
    expect(loadConfig({ DATA_DIR }).publicUrlConfigured).toBe(false);
    expect(loadConfig({ DATA_DIR, PUBLIC_URL: "https://louvor.example.org" }).publicUrlConfigured).toBe(true);
  });

  it("requires a secret and the public URL in production, naming the variable", () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: "production", PUBLIC_URL: "https://louvor.example.org" })).toThrow(
      /AUTH_SECRET is required/,
    );
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: "production", AUTH_SECRET: "s".repeat(40) })).toThrow(/PUBLIC_URL is required/);
    expect(
      loadConfig({ DATA_DIR, NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), PUBLIC_URL: "https://louvor.example.org/" })
        .publicUrl,
    ).toBe("https://louvor.example.org");
  });

  it("rejects malformed values with the variable's name", () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ DATA_DIR, PORT: "porta" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, PORT: "porta" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR, DATABASE_REPLICA_URL: "http://replica" })).toThrow(/DATABASE_REPLICA_URL/);
    expect(loadConfig({ DATA_DIR, DATABASE_REPLICA_URL: "postgres://u:p@replica:5432/louvor" }).databaseReplicaUrl).toBe("postgres://u:p@replica:5432/louvor");
    expect(() => loadConfig({ DATA_DIR, TRUST_PROXY: "talvez" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR, AUTH_SECRET: "curto" })).toThrow(/AUTH_SECRET/);
  });

  it("runs one HTTP worker per core by default, at most 4, and refuses a WEB_CONCURRENCY that is not a count of processes", () => {
    const DATA_DIR = tempDir();
    expect(loadConfig({ DATA_DIR }).webConcurrency).toBe(Math.min(os.availableParallelism(), 4));
    expect(loadConfig({ DATA_DIR, WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR, WEB_CONCURRENCY: "8" }).webConcurrency).toBe(8);
    for (const WEB_CONCURRENCY of ["0", "-2", "2.5", "dois", "auto", "65", " 2"]) {
      expect(() => loadConfig({ DATA_DIR, WEB_CONCURRENCY }), WEB_CONCURRENCY).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR, WEB_CONCURRENCY }), WEB_CONCURRENCY).toThrow(/WEB_CONCURRENCY: must/);
    }
    expect(loadConfig({ DATA_DIR }).drainDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR, SHUTDOWN_DRAIN_DELAY_MS: "5000" }).drainDelayMs).toBe(5000);
    expect(() => loadConfig({ DATA_DIR, SHUTDOWN_DRAIN_DELAY_MS: "logo" })).toThrow(/SHUTDOWN_DRAIN_DELAY_MS/);
  });

  it("reads the backup settings: a daily time or off, how many to keep, and where", () => {
    const DATA_DIR = tempDir();
    const signingKey = expect.stringMatching(/^.{32,}$/) as unknown as string;
    expect(loadConfig({ DATA_DIR }).backups).toEqual({ dir: path.join(DATA_DIR, "backups"), dailyAt: { hour: 3, minute: 0 }, keep: 14, signingKey });
    const custom = loadConfig({ DATA_DIR, BACKUP_TIME: "23:45", BACKUP_KEEP: "3", BACKUP_DIR: path.join(DATA_DIR, "copias") });
    expect(custom.backups).toEqual({ dir: path.join(DATA_DIR, "copias"), dailyAt: { hour: 23, minute: 45 }, keep: 3, signingKey });
    // The key is generated once into DATA_DIR and kept (docs/decisions/492), or the operator's own.
    expect(loadConfig({ DATA_DIR }).backups.signingKey).toBe(loadConfig({ DATA_DIR }).backups.signingKey);
    const operatorKey = "a-signing-key-the-operator-keeps-elsewhere-0123";
    expect(loadConfig({ DATA_DIR, BACKUP_SIGNING_KEY: operatorKey }).backups.signingKey).toBe(operatorKey);
    expect(loadConfig({ DATA_DIR, BACKUP_TIME: "4:05" }).backups.dailyAt).toEqual({ hour: 4, minute: 5 });
    expect(loadConfig({ DATA_DIR, BACKUP_TIME: "off" }).backups.dailyAt).toBeUndefined();
    for (const BACKUP_TIME of ["24:00", "3", "03:60", "três horas", "03:00:00"]) {
      expect(() => loadConfig({ DATA_DIR, BACKUP_TIME })).toThrow(/BACKUP_TIME: must be a time of day HH:MM/);
    }
    for (const BACKUP_KEEP of ["0", "-1", "2.5", "muitos"]) {
      expect(() => loadConfig({ DATA_DIR, BACKUP_KEEP })).toThrow(/BACKUP_KEEP/);
    }
  });
});
