import type { Logger } from "pino";
import type { Paths } from "./cluster";
import { APP_ROLE, connectionUrl, SUPERUSER } from "./connection";

export type EmbeddedPostgresHandle = {
  /** postgres://louvor:PASSWORD@127.0.0.1:PORT/<database>: the app's role, owner of <database>, not a superuser. */
  url: string;
  /** The superuser, database "postgres" (for CREATE DATABASE ... TEMPLATE and the like). */
  adminUrl: string;
  port: number;
  /** False when this process attached to a server that another live process started. */
  ownsServer: boolean;
  /** Stops the server if owned (fast shutdown); idempotent. */
  stop(): Promise<void>;
};

export type Credentials = { port: number; password: string; appPassword: string; database: string };

/** The URLs a handle gives out: the app's role on its database, the superuser on "postgres". */
export function handleUrls(credentials: Credentials): Pick<EmbeddedPostgresHandle, "url" | "adminUrl" | "port"> {
  const { port } = credentials;
  return {
    url: connectionUrl(port, APP_ROLE, credentials.appPassword, credentials.database),
    adminUrl: connectionUrl(port, SUPERUSER, credentials.password, "postgres"),
    port,
  };
}

/** The handle of a server another live process owns: stop() leaves it running. */
export function attachedHandle(credentials: Credentials, paths: Paths, logger: Logger): EmbeddedPostgresHandle {
  let stopped = false;
  return {
    ...handleUrls(credentials),
    ownsServer: false,
    stop() {
      // The server belongs to another process: leave it running.
      if (!stopped) {
        stopped = true;
        logger.info({ dataDir: paths.dataDir, port: credentials.port }, "embedded PostgreSQL: detached (server left running)");
      }
      return Promise.resolve();
    },
  };
}
