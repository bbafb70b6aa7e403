import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { createMailer } from "./auth/mailer";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase, type OpenDatabase } from "./db/database-server";
import type { Server } from "node:http";
import { EmbeddedPostgresError } from "./db/embedded-postgres";
import {
  DEMO_ADMIN,
  DEMO_CHURCH_SLUG,
  DemoSeedError,
  isDatabaseEmpty,
  randomDemoPassword,
  replacePublishedDemoPassword,
  seedDemoData,
} from "./demo/seed-demo";
import { churches, users } from "./db/schema";
import { eq } from "drizzle-orm";
import { httpServerOptions } from "./http/http-timeouts";
import { createLogger } from "./logger";
import { createLocalStorage } from "./storage/storage";

/** In-flight requests get this long to finish after a shutdown signal. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * What a terminal or a service manager sends to stop the app (to the whole process group: the
 * embedded PostgreSQL runs in its own, so it is stopped by us, after the requests and the pool).
 */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

async function main() {
  // Once the terminal is gone (SIGHUP), writing to it fails: that must not cut the shutdown short.
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
  // Listening from the first moment: a signal during start-up must not kill the process with
  // default behaviour and leave the PostgreSQL it is starting behind.
  let stopSignal: string | undefined;
  let shutdown: ((signal: string) => Promise<void>) | undefined = undefined;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      stopSignal ??= signal;
      if (shutdown !== undefined) void shutdown(signal);
    });
  }

  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel, pretty: config.env === "development" && process.stdout.isTTY });

  let database: OpenDatabase;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    const reason = error instanceof EmbeddedPostgresError ? error.message : String((error as Error)?.message ?? error);
    logger.fatal({ err: error }, "database start-up failed");
    process.stderr.write(`\nNão foi possível iniciar o banco de dados / database start-up failed:\n${reason}\n`);
    process.exit(1);
  }
  if (stopSignal !== undefined) {
    await database.close();
    process.exit(0);
  }
  const { db } = database;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, smtpCa: config.smtpCa, from: config.mailFrom, outboxDir: config.outboxDir, logger });
  const auth = createAuth({ db, config, mailer, logger });

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

  const storage = createLocalStorage(config.uploadsDir);
  const app = createApp({ db, config, auth, logger, storage, clientDir: config.clientDir });
  const serverOptions = httpServerOptions(config.httpTimeouts);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
    logger.info({ port: info.port, url: config.publicUrl }, "listening");
    void printWelcome(config);
  }) as Server;

  server.on("error", (error) => {
    // e.g. the port is taken: say so, and do not leave the embedded server behind.
    logger.fatal({ err: error }, "HTTP server failed");
    process.stderr.write(`\nO servidor HTTP não pôde iniciar: ${(error as Error).message}\n`);
    void database.close().finally(() => process.exit(1));
  });

  async function printWelcome(config: Config) {
    const url = config.publicUrl;
    const lines = [`\n  Louvor está no ar: ${url}`];
    const [demo] = await db
      .select({ slug: churches.slug })
      .from(churches)
      .innerJoin(users, eq(users.id, churches.adminUserId))
      .where(eq(users.email, DEMO_ADMIN.email));
    if (demo) {
      // Outside production the password is the published one; in production it exists only here,
      // on the start that created it.
      const password = config.env === "production" ? newDemoPassword : DEMO_ADMIN.password;
      lines.push(
        `  Área administrativa: ${url}/admin/login`,
        `    e-mail: ${DEMO_ADMIN.email}`,
        password ? `    senha:  ${password}` : "    senha:  mostrada apenas no início que criou a demo",
        `  Página pública da igreja demo: ${url}/churches/${demo.slug ?? DEMO_CHURCH_SLUG}`,
      );
    }
    process.stdout.write(`${lines.join("\n")}\n\n`);
  }

  let stopping = false;
  shutdown = async (signal: string) => {
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
    mailer.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  if (stopSignal !== undefined) void shutdown(stopSignal);
}

await main();
