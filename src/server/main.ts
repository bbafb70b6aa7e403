import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { backupStatus, createBackup, operatorBackups, startBackupSchedule, type BackupSchedule } from "./backups";
import { createAuth, type Auth } from "./auth/auth";
import { createMailer, type Mailer } from "./auth/mailer";
import { createMailSender, type MailSender } from "./mail-queue/sender";
import { ConfigError, loadConfig, type Config } from "./config";
import type { Database } from "./db/client";
import { openDatabase, type OpenDatabase } from "./db/database-server";
import type { Server } from "node:http";
import { EmbeddedPostgresError } from "./db/embedded-postgres";
import { MigrationError } from "./db/migrate";
import {
  DEMO_ADMIN,
  DEMO_EDITOR,
  DEMO_CHURCH_SLUG,
  DemoSeedError,
  isDatabaseEmpty,
  randomDemoPassword,
  replacePublishedDemoPassword,
  seedDemoData,
} from "./demo/seed-demo";
import { churches, churchMembers, users } from "./db/schema";
import { eq } from "drizzle-orm";
import { httpServerOptions } from "./http/http-timeouts";
import { createLogger, type Logger } from "./logger";
import { listenForChurchChanges, type ChurchVersions } from "./public/church-versions";
import { moveUploadFolders } from "./storage/move-upload-folder";
import { createDatabaseStorage } from "./storage/storage";

/** In-flight requests get this long to finish after a shutdown signal. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * What a terminal or a service manager sends to stop the app (to the whole process group: the
 * embedded PostgreSQL runs in its own, so it is stopped by us, after the requests and the pool).
 */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * An older version's uploads folder moves into the database once (decision 275). A failure stops
 * start-up with the reason, having deleted nothing.
 */
async function moveOldUploadFolders(database: OpenDatabase, config: Config, logger: Logger) {
  try {
    await moveUploadFolders(database.db, config.legacyUploadFolders, logger);
  } catch (error) {
    logger.fatal({ err: error }, "moving the uploaded images into the database failed; nothing was deleted");
    const reason = String((error as Error)?.message ?? error);
    process.stderr.write(`\nNão foi possível mover as imagens enviadas para o banco de dados (nada foi apagado):\n${reason}\n`);
    await database.close();
    process.exit(1);
  }
}

async function main() {
  // Once the terminal is gone (SIGHUP), writing to it fails: that must not cut the shutdown short.
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
  const stopSignals = listenForStopSignals();
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, pretty: config.env === "development" && process.stdout.isTTY });

  const database = await openDatabaseOrExit(config, logger);
  if (stopSignals.received !== undefined) {
    await database.close();
    process.exit(0);
  }
  const { db } = database;
  await moveOldUploadFolders(database, config, logger);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, smtpCa: config.smtpCa, from: config.mailFrom, outboxDir: config.outboxDir, logger });
  const auth = createAuth({ db, config, logger });
  const newDemoPassword = await prepareDemoData(db, auth, config, logger);

  // Public pages know each church's version without asking the database while this listens (decision 370).
  const churchVersions = listenForChurchChanges(db, logger);
  // Delivers the mail requests queue, with retries (decision 400); safe beside other processes.
  const mailSender = createMailSender({ db, mailer, authSecret: config.authSecret, logger });
  mailSender.start();
  const backups = startDailyBackups(database, config, logger);
  const app = createApp({
    db,
    config,
    auth,
    logger,
    storage: createDatabaseStorage(db),
    clientDir: config.clientDir,
    churchVersions,
    backups: database.backupSource ? backupStatus(config.backups.dir) : operatorBackups,
  });
  const serverOptions = httpServerOptions(config.httpTimeouts);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
    logger.info({ port: info.port, url: config.publicUrl }, "listening");
    void printWelcome(db, config, newDemoPassword, database.backupSource !== undefined);
  }) as Server;

  server.on("error", (error) => {
    // e.g. the port is taken: say so, and do not leave the embedded server behind.
    logger.fatal({ err: error }, "HTTP server failed");
    process.stderr.write(`\nO servidor HTTP não pôde iniciar: ${(error as Error).message}\n`);
    void mailSender
      .close()
      .then(() => backups?.stop())
      .then(() => churchVersions.close())
      .then(() => database.close())
      .finally(() => process.exit(1));
  });

  stopSignals.handleWith(shutdownSteps({ server, mailSender, mailer, churchVersions, backups, database, logger }));
}

/**
 * The daily backup runs in the process that owns the embedded server (not with DATABASE_URL,
 * not in a process that attached to another's server), unless BACKUP_TIME=off.
 */
function startDailyBackups(database: OpenDatabase, config: Config, logger: Logger): BackupSchedule | undefined {
  const source = database.backupSource;
  const at = config.backups.dailyAt;
  if (!source || !database.embedded || !at) return undefined;
  return startBackupSchedule({
    at,
    logger,
    run: (signal) => createBackup({ source, dir: config.backups.dir, kind: "daily", keep: config.backups.keep, logger, signal }),
  });
}

type StopSignals = {
  /** The first stop signal received so far, if any. */
  readonly received: string | undefined;
  /** From now on a stop signal runs `shutdown`; at once if one came already. */
  handleWith(shutdown: (signal: string) => Promise<void>): void;
};

/**
 * Listening from the first moment: a signal during start-up must not kill the process with
 * default behaviour and leave the PostgreSQL it is starting behind.
 */
function listenForStopSignals(): StopSignals {
  let received: string | undefined;
  let shutdown: ((signal: string) => Promise<void>) | undefined;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      received ??= signal;
      if (shutdown !== undefined) void shutdown(signal);
    });
  }
  return {
    get received() {
      return received;
    },
    handleWith(handler) {
      shutdown = handler;
      if (received !== undefined) void handler(received);
    },
  };
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function openDatabaseOrExit(config: Config, logger: Logger): Promise<OpenDatabase> {
  try {
    return await openDatabase(config, logger);
  } catch (error) {
    const reason = error instanceof EmbeddedPostgresError ? error.message : String((error as Error)?.message ?? error);
    logger.fatal({ err: error }, "database start-up failed");
    if (error instanceof MigrationError) {
      process.stderr.write(`\nA atualização do banco de dados falhou / a database migration failed:\n${reason}\n`);
      process.exit(1);
    }
    process.stderr.write(`\nNão foi possível iniciar o banco de dados / database start-up failed:\n${reason}\n`);
    process.exit(1);
  }
}

/**
 * Loads the demo into an empty database when SEED_DEMO says so. Returns the demo administrator's
 * password when this start set one that only it can show (production), or the published one.
 */
async function prepareDemoData(db: Database, auth: Auth, config: Config, logger: Logger): Promise<string | undefined> {
  // The published demo password is for trying Louvor out on one's own machine; in production
  // (SEED_DEMO=true) the demo administrator gets a password of its own, shown once, below.
  let newDemoPassword: string | undefined;
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    try {
      const password = config.env === "production" ? randomDemoPassword() : DEMO_ADMIN.password;
      await seedDemoData(db, auth, { password });
      newDemoPassword = password;
      logger.info("demo data loaded");
    } catch (error) {
      // Another process sharing the database seeded it first: its data is as good as ours.
      if (!(error instanceof DemoSeedError)) throw error;
      logger.warn({ err: error }, "demo data not loaded");
    }
  }

  // A demo loaded by an older version may still have the published password: not in production.
  if (config.env === "production" && newDemoPassword === undefined) {
    const replaced = await replacePublishedDemoPassword(db, auth);
    if (replaced) {
      newDemoPassword = replaced;
      logger.warn("the demo administrator had the published password; it was replaced by a random one");
    }
  }
  return newDemoPassword;
}

async function printWelcome(db: Database, config: Config, newDemoPassword: string | undefined, embedded: boolean) {
  const url = config.publicUrl;
  const lines = [`\n  Louvor está no ar: ${url}`];
  const [demo] = await db
    .select({ slug: churches.slug })
    .from(churches)
    .innerJoin(churchMembers, eq(churchMembers.churchId, churches.id))
    .innerJoin(users, eq(users.id, churchMembers.userId))
    .where(eq(users.email, DEMO_ADMIN.email));
  if (demo) {
    // Outside production the password is the published one; in production it exists only here,
    // on the start that created it.
    const password = config.env === "production" ? newDemoPassword : DEMO_ADMIN.password;
    lines.push(
      `  Área administrativa: ${url}/admin/login`,
      `    e-mail: ${DEMO_ADMIN.email}`,
      password ? `    senha:  ${password}` : "    senha:  mostrada apenas no início que criou a demo",
      ...(config.env === "production" ? [] : [`    Editor: ${DEMO_EDITOR.email} (senha: ${DEMO_EDITOR.password})`]),
      `  Página pública da igreja demo: ${url}/churches/${demo.slug ?? DEMO_CHURCH_SLUG}`,
    );
  }
  lines.push(`  Backups: ${backupsLine(config, embedded)}`);
  process.stdout.write(`${lines.join("\n")}\n\n`);
}

function backupsLine(config: Config, embedded: boolean): string {
  if (!embedded) return "a cargo de quem opera o PostgreSQL externo (DATABASE_URL)";
  const { dir, dailyAt, keep } = config.backups;
  if (!dailyAt) return `${dir} (diários desligados: BACKUP_TIME=off; npm run backup faz um agora)`;
  const time = `${String(dailyAt.hour).padStart(2, "0")}:${String(dailyAt.minute).padStart(2, "0")}`;
  return `${dir} (todo dia às ${time}, guarda os ${keep} mais recentes)`;
}

/**
 * Stop accepting connections and wait for requests in flight (at most SHUTDOWN_GRACE_MS), then
 * stop the mail sender (its send in progress finishes), close the mailer, the church changes' listener,
 * the pool and the embedded server, in that order. Runs once.
 */
function shutdownSteps(parts: {
  server: Server;
  mailSender: MailSender;
  mailer: Mailer;
  churchVersions: ChurchVersions;
  backups: BackupSchedule | undefined;
  database: OpenDatabase;
  logger: Logger;
}) {
  const { server, mailSender, mailer, churchVersions, backups, database, logger } = parts;
  let stopping = false;
  return async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // Stop accepting connections and wait for requests in flight; idle keep-alive sockets go now.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    await mailSender.close();
    mailer.close();
    // A backup in progress is interrupted (its partial file and scratch cluster removed) before the server stops.
    await backups?.stop();
    await churchVersions.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
}

await main();
