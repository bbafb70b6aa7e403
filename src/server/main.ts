import { fileURLToPath } from "node:url";
import { createBackup, startBackupSchedule, type BackupSchedule } from "./backups";
import { createAuth, type Auth } from "./auth";
import { createMailer, type Mailer, createMailSender, type MailSender } from "./mail-queue";
import { drainHttpServer, startHttpServer, startWorkers, onWorkerRestart, listenForStopSignals, runWorker, workerEnvironment } from "./cluster";
import { setupPrimaryMetrics } from "./metrics";
import { ConfigError, loadConfig, type Config } from "./config";
import { type Database, MigrationError } from "./db";
import { openDatabase, type OpenDatabase } from "./database-server";
import { EmbeddedPostgresError } from "./embedded-postgres";
import { DEMO_ADMIN, DemoSeedError, isDatabaseEmpty, randomDemoPassword, replacePublishedDemoPassword, seedDemoData } from "./demo";
import { createLogger, type Logger } from "./logger";
import { moveUploadFolders } from "./storage";
import { printWelcome } from "./welcome";
import { escalaMailContext, startEscalaReminders } from "./plans";

import { sweepLeftoverSpools } from "./recording";
/**
 * Connections of the database pools (decision 465): one process keeps today's 10; in cluster mode
 * the workers share about 20 (at least 4 each) and the primary (mail, backups, demo) keeps 4.
 * DB_POOL_SIZE sets every process's pool instead.
 */
const SINGLE_PROCESS_POOL = 10;
const PRIMARY_POOL = 4;
const workerPool = (workers: number) => Math.max(4, Math.floor(20 / workers));

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

  // A cluster worker serves HTTP only, on the database the primary opened (docs/decisions/465).
  const worker = workerEnvironment();
  if (worker) return runWorker(worker, config, logger, stopSignals);

  const clustered = config.webConcurrency > 1;
  const database = await openDatabaseOrExit(config, logger, config.databasePoolSize ?? (clustered ? PRIMARY_POOL : SINGLE_PROCESS_POOL));
  if (stopSignals.received !== undefined) {
    await database.close();
    process.exit(0);
  }
  const { db } = database;
  await moveOldUploadFolders(database, config, logger);
  // Recordings spooled by a process that died mid-analysis (decision 532); the workers start after this.
  void sweepLeftoverSpools().then(
    (removed) => removed.length > 0 && logger.info({ removed }, "removed the spooled recordings of stopped processes"),
    (error: unknown) => logger.warn({ err: error }, "could not look for spooled recordings left behind"),
  );
  const mailer = createMailer({ smtpUrl: config.smtpUrl, smtpCa: config.smtpCa, from: config.mailFrom, outboxDir: config.outboxDir, logger });
  const auth = createAuth({ db, config, logger });
  const newDemoPassword = await prepareDemoData(db, auth, config, logger);

  // Delivers the mail requests queue, with retries (decision 400); safe beside other processes.
  const mailSender = createMailSender({ db, mailer, authSecret: config.authSecret, logger });
  mailSender.start();
  const backups = startDailyBackups(database, config, logger);
  // The escala's reminders and day-before mails, each sent once (docs/decisions/514).
  const reminders = startEscalaReminders(db, escalaMailContext(config), logger);
  const embeddedBackups = database.backupSource !== undefined;
  const singles: SingleJobs = { mailSender, mailer, backups, reminders, database, logger };
  const welcome = (port: number) => {
    logger.info({ port, url: config.publicUrl, workers: config.webConcurrency }, "listening");
    void printWelcome(db, config, newDemoPassword, embeddedBackups);
  };
  const failed = (message: string) => {
    // e.g. the port is taken: say so, and do not leave the embedded server behind.
    process.stderr.write(`\nO servidor HTTP não pôde iniciar: ${message}\n`);
  };

  if (!clustered) {
    const http = startHttpServer({
      db,
      config,
      auth,
      logger,
      embeddedBackups,
      onListening: welcome,
      onError: (error) => {
        logger.fatal({ err: error }, "HTTP server failed");
        failed(error.message);
        void http.churchVersions.close().then(() => stopSingleJobs(singles)).finally(() => process.exit(1));
      },
    });
    stopSignals.handleWith(once(async (signal) => {
      logger.info({ signal }, "shutting down");
      await drainHttpServer(http, config.drainDelayMs, logger);
      await stopSingleJobs(singles);
      process.exit(0);
    }));
    return;
  }

  // GET /metrics through any worker reports them all, gathered here (docs/decisions/474).
  if (config.metricsToken) {
    const primaryMetrics = setupPrimaryMetrics();
    onWorkerRestart(() => primaryMetrics.countWorkerRestart());
  }
  const workers = startWorkers({
    count: config.webConcurrency,
    entry: fileURLToPath(import.meta.url),
    environment: { databaseUrl: database.url, embeddedBackups, poolSize: config.databasePoolSize ?? workerPool(config.webConcurrency) },
    drainDelayMs: config.drainDelayMs,
    logger,
    onFirstListening: welcome,
    onFatal: (message) => {
      logger.fatal({ reason: message }, "HTTP server failed in a worker; stopping");
      failed(message);
      void workers.stop().then(() => stopSingleJobs(singles)).finally(() => process.exit(1));
    },
  });
  stopSignals.handleWith(once(async (signal) => {
    logger.info({ signal, workers: workers.pids.length }, "shutting down: draining the HTTP workers");
    await workers.stop();
    await stopSingleJobs(singles);
    process.exit(0);
  }));
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
    run: (signal) => createBackup({ source, dir: config.backups.dir, kind: "daily", keep: config.backups.keep, signingKey: config.backups.signingKey, logger, signal }),
  });
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

async function openDatabaseOrExit(config: Config, logger: Logger, poolSize: number | undefined): Promise<OpenDatabase> {
  try {
    return await openDatabase(config, logger, { poolSize });
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

type SingleJobs = {
  mailSender: MailSender;
  mailer: Mailer;
  backups: BackupSchedule | undefined;
  reminders: { stop: () => Promise<void> };
  database: OpenDatabase;
  logger: Logger;
};

/**
 * After the HTTP side has drained: stop the escala's reminders (a run in progress finishes), the mail sender (its send in progress finishes), close the
 * mailer, interrupt a backup in progress (its partial file and scratch cluster removed), then the
 * pool and the embedded server, last.
 */
async function stopSingleJobs({ mailSender, mailer, backups, reminders, database, logger }: SingleJobs): Promise<void> {
  await reminders.stop();
  await mailSender.close();
  mailer.close();
  await backups?.stop();
  await database.close();
  logger.info("stopped");
}

/** Runs `step` on the first call only (a second signal does not start a second shutdown). */
function once(step: (signal: string) => Promise<void>): (signal: string) => Promise<void> {
  let running: Promise<void> | undefined;
  return (signal) => (running ??= step(signal));
}

await main();
