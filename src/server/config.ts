import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** Raised when the environment cannot make a valid configuration; start-up stops with its message. */
export class ConfigError extends Error {}

/** WEB_CONCURRENCY's default: one worker per core, at most this many (decision 465). */
const DEFAULT_WEB_CONCURRENCY_CAP = 4;
const MAX_WEB_CONCURRENCY = 64;

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_REPLICA_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SEED_DEMO: booleanFlag.optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_CA_FILE: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Louvor <no-reply@louvor.local>"),
  TRUST_PROXY: booleanFlag.default(false),
  /** Read only to move an older version's image folder into the database (decision 275). */
  UPLOADS_DIR: z.string().min(1).optional(),
  CLIENT_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RECOVERY_PER_HOUR: z.coerce.number().int().positive().default(5),
  DEV_CLIENT_ORIGIN: z.url().optional(),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX").optional(),
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXXXXX").optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  PUBLIC_READS_PER_MINUTE: z.coerce.number().int().positive().default(1_200),
  PUBLIC_SEARCH_CONCURRENCY: z.coerce.number().int().positive().default(4),
  BACKUP_TIME: z
    .string()
    .regex(/^(off|([01]?\d|2[0-3]):[0-5]\d)$/, "must be a time of day HH:MM (e.g. 03:00) or off")
    .default("03:00"),
  BACKUP_KEEP: z.coerce.number().int().positive().default(14),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_SIGNING_KEY: z.string().min(32, "must have at least 32 characters").optional(),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  SIGNUP: z.enum(["open", "closed"]).default("closed"),
  YOUTUBE_API_URL: z.url({ protocol: /^https?$/ }).default("https://www.googleapis.com/youtube/v3"),
  // Sent as `Authorization: Bearer <token>`: visible ASCII only, long enough not to be guessed.
  METRICS_TOKEN: z
    .string()
    .min(16, "must have at least 16 characters (e.g. `openssl rand -hex 32`)")
    .regex(/^[\x21-\x7e]+$/, "must be visible ASCII characters without spaces (it travels in an HTTP header)")
    .optional(),
  WEB_CONCURRENCY: z
    .string()
    .regex(/^\d+$/, `must be a whole number of HTTP worker processes, from 1 to ${MAX_WEB_CONCURRENCY}`)
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1 (1: one process)").max(MAX_WEB_CONCURRENCY, `must be at most ${MAX_WEB_CONCURRENCY}`))
    .optional(),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).optional(),
  HEAVY_JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  HEAVY_JOBS_QUEUE: z.coerce.number().int().min(0).max(1_000).optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** External PostgreSQL; when absent the embedded server under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** A streaming replica of that database: the public reads go to it (docs/decisions/477). */
  databaseReplicaUrl: string | undefined;
  seedDemo: boolean;
  /** Where users reach the app (links in e-mails, cookie security, auth origin). */
  publicUrl: string;
  /**
   * True when PUBLIC_URL was set: only its origin may write. Without it the app answers on any
   * address (localhost, 127.0.0.1, a LAN address) and each request's own origin is trusted.
   */
  publicUrlConfigured: boolean;
  authSecret: string;
  smtpUrl: string | undefined;
  /** PEM certificate(s) the SMTP connection trusts besides the system's (SMTP_CA_FILE). */
  smtpCa: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /**
   * Folders where versions before decision 275 kept uploaded images (DATA_DIR/uploads, and
   * UPLOADS_DIR when still set): moved into the database once, at start-up.
   */
  legacyUploadFolders: string[];
  /** The built client the server serves (default dist/client). */
  clientDir: string;
  trustProxy: boolean;
  logLevel: string;
  rateLimit: { signInPerMinute: number; recoveryPerHour: number };
  /** Extra origins better-auth accepts (the Vite dev server). */
  trustedOrigins: string[];
  /** Tag manager and analytics ids; without them no third-party script is loaded. */
  analytics: { gtmId: string | undefined; gaMeasurementId: string | undefined };
  /** Per connection of the pool, in ms (0: none): a runaway statement or an abandoned transaction cannot hold it. */
  databaseTimeouts: { statementMs: number; idleInTransactionMs: number };
  /** The Node HTTP server's limits, in ms (docs/decisions/197). */
  httpTimeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** Public reads (GET /api/public/*, public HTML pages) per client address per minute, and public searches run at once. */
  publicReads: { perMinute: number; searchConcurrency: number };
  /**
   * Backups of the embedded database (docs/decisions/390): the folder (BACKUP_DIR, default
   * DATA_DIR/backups), the local time of the daily one (undefined: BACKUP_TIME=off) and how many
   * daily ones are kept.
   */
  backups: {
    dir: string;
    dailyAt: { hour: number; minute: number } | undefined;
    keep: number;
    /** BACKUP_SIGNING_KEY, or one generated once into DATA_DIR/backup-signing-key (decision 492). */
    signingKey: string;
  };
  /**
   * The YouTube Data API v3 for 'Importar do YouTube' (issue 23): the key (without it the page says
   * how to get one) and the base URL (tests serve the API's answers locally).
   */
  youtube: { apiKey: string | undefined; apiUrl: string };
  /** SIGNUP=open: a new church signs up at /admin/signup (issue 24, docs/decisions/463); closed by default. */
  signupOpen: boolean;
  /** METRICS_TOKEN: GET /metrics answers (Prometheus text) only when set, to that bearer token (decision 473). */
  metricsToken: string | undefined;
  /**
   * HTTP worker processes on the one port (WEB_CONCURRENCY; default: the cores, at most 4). 1 is
   * one process doing everything; more runs node:cluster workers beside a primary that owns the
   * single jobs (docs/decisions/465).
   */
  webConcurrency: number;
  /**
   * After a stop signal, how long /api/health answers 503 "draining" while new connections are
   * still served, so a load balancer notices before the port closes (SHUTDOWN_DRAIN_DELAY_MS,
   * default 0; docs/decisions/466).
   */
  drainDelayMs: number;
  /**
   * Heavy jobs (exports, imports) each process runs at once, and how many may wait for a slot
   * (HEAVY_JOBS_CONCURRENCY, default a quarter of the pool and at least 1; HEAVY_JOBS_QUEUE,
   * default twice the slots); beyond that a 503 with Retry-After (docs/decisions/488).
   */
  heavyJobs: { concurrency: number | undefined; queue: number | undefined };
  /** DB_POOL_SIZE: connections of each process's pool (the primary's and every worker's); main.ts's defaults when absent. */
  databasePoolSize: number | undefined;
};

/**
 * Reads and validates the whole configuration in one place. Only `main.ts` and the CLI call
 * this with `process.env`; everything else receives the resulting object.
 */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === "production";
  if (production && !values.AUTH_SECRET) {
    throw new ConfigError(
      "AUTH_SECRET is required when NODE_ENV=production (a random string of at least 32 characters, e.g. `openssl rand -base64 48`).",
    );
  }
  if (production && !values.PUBLIC_URL) {
    throw new ConfigError("PUBLIC_URL is required when NODE_ENV=production (the address users open, e.g. https://louvor.example.org).");
  }

  if (values.HTTP_HEADERS_TIMEOUT_MS > values.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError("HTTP_HEADERS_TIMEOUT_MS must not be greater than HTTP_REQUEST_TIMEOUT_MS.");
  }

  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseReplicaUrl: values.DATABASE_REPLICA_URL,
    // Demo data goes into the embedded database unless switched off, into an external one only when
    // asked for explicitly, and never in production unless SEED_DEMO=true (then with a random password).
    seedDemo: values.SEED_DEMO ?? (values.DATABASE_URL === undefined && !production),
    publicUrl,
    publicUrlConfigured: values.PUBLIC_URL !== undefined,
    authSecret: values.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    smtpCa: values.SMTP_CA_FILE ? readCertificateFile(values.SMTP_CA_FILE) : undefined,
    mailFrom: values.MAIL_FROM,
    outboxDir: path.join(dataDir, "outbox"),
    legacyUploadFolders: [...new Set([path.join(dataDir, "uploads"), ...(values.UPLOADS_DIR ? [path.resolve(values.UPLOADS_DIR)] : [])])],
    clientDir: path.resolve(values.CLIENT_DIR ?? fileURLToPath(new URL("../../dist/client", import.meta.url))),
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL ?? (production ? "info" : values.NODE_ENV === "test" ? "silent" : "info"),
    rateLimit: {
      signInPerMinute: values.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      recoveryPerHour: values.RATE_LIMIT_RECOVERY_PER_HOUR,
    },
    trustedOrigins: values.DEV_CLIENT_ORIGIN ? [values.DEV_CLIENT_ORIGIN] : [],
    analytics: { gtmId: values.GTM_ID, gaMeasurementId: values.GA_MEASUREMENT_ID },
    databaseTimeouts: { statementMs: values.DB_STATEMENT_TIMEOUT_MS, idleInTransactionMs: values.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS },
    httpTimeouts: {
      headersMs: values.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: values.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    publicReads: { perMinute: values.PUBLIC_READS_PER_MINUTE, searchConcurrency: values.PUBLIC_SEARCH_CONCURRENCY },
    backups: {
      dir: path.resolve(values.BACKUP_DIR ?? path.join(dataDir, "backups")),
      dailyAt: backupTime(values.BACKUP_TIME),
      keep: values.BACKUP_KEEP,
      signingKey: values.BACKUP_SIGNING_KEY ?? localSecret(dataDir, "backup-signing-key"),
    },
    youtube: { apiKey: values.YOUTUBE_API_KEY, apiUrl: values.YOUTUBE_API_URL },
    signupOpen: values.SIGNUP === "open",
    metricsToken: values.METRICS_TOKEN,
    webConcurrency: values.WEB_CONCURRENCY ?? Math.min(os.availableParallelism(), DEFAULT_WEB_CONCURRENCY_CAP),
    drainDelayMs: values.SHUTDOWN_DRAIN_DELAY_MS,
    heavyJobs: { concurrency: values.HEAVY_JOBS_CONCURRENCY, queue: values.HEAVY_JOBS_QUEUE },
    databasePoolSize: values.DB_POOL_SIZE,
  };
}

/** BACKUP_TIME, already checked against its pattern: "off" or H:MM / HH:MM. */
function backupTime(value: string): { hour: number; minute: number } | undefined {
  if (value === "off") return undefined;
  const [hour, minute] = value.split(":").map(Number);
  return { hour: hour ?? 0, minute: minute ?? 0 };
}

/** Outside production a secret is generated once and kept in the data folder. */
function localSecret(dataDir: string, name = "auth-secret"): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process (the CLI beside the app) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

/** SMTP_CA_FILE: a PEM file read once at start-up; a missing or non-PEM file stops start-up. */
function readCertificateFile(file: string): string {
  let contents: string;
  try {
    contents = readFileSync(path.resolve(file), "utf8");
  } catch (error) {
    throw new ConfigError(`SMTP_CA_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
  if (!contents.includes("-----BEGIN CERTIFICATE-----")) {
    throw new ConfigError(`SMTP_CA_FILE: ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----).`);
  }
  return contents;
}
