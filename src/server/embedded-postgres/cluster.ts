import path from "node:path";
import type { Logger } from "pino";
import type { ServerUser } from "./server-user";

/** The files the supervisor keeps under its data folder (see index.ts for what each holds). */
export type Paths = {
  dataDir: string;
  pgdata: string;
  pgVersion: string;
  postmasterPid: string;
  password: string;
  appPassword: string;
  log: string;
  serverJson: string;
  lock: string;
};

/** The PostgreSQL programs to run, and the package folder they come from (see binaries.ts). */
export type Binaries = { initdb: string; postgres: string; packageRoot: string };

/** What every step after start-up needs to know about this cluster. */
export type Cluster = { paths: Paths; binaries: Binaries; serverUser: ServerUser; logger: Logger };

export function pathsFor(dataDir: string): Paths {
  const pgdata = path.join(dataDir, "pgdata");
  return {
    dataDir,
    pgdata,
    pgVersion: path.join(pgdata, "PG_VERSION"),
    postmasterPid: path.join(pgdata, "postmaster.pid"),
    password: path.join(dataDir, "password"),
    appPassword: path.join(dataDir, "app-password"),
    log: path.join(dataDir, "postgres.log"),
    serverJson: path.join(dataDir, "server.json"),
    lock: path.join(dataDir, "start.lock"),
  };
}
