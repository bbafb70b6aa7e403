/**
 * The cluster is made once, by initdb (scram-sha-256, a generated superuser password, UTF-8 with
 * the builtin C.UTF-8 locale), into a temporary folder that is renamed into place, so a crash
 * mid-init leaves nothing broken.
 */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Cluster, Paths } from "./cluster";
import { SUPERUSER } from "./connection";
import { exists } from "./data-dir";
import { describe, EmbeddedPostgresError } from "./errors";
import { runToCompletion } from "./run-program";
import { lastLines, LOG_TAIL_LINES } from "./server-log";
import { asServerUser, serverPath, withDataDirFd } from "./server-user";
import { newPassword, writeSecret } from "./secrets";

const INITDB_TIMEOUT_MS = 120_000;

/** Runs initdb when the cluster does not exist yet. Returns whether it did. */
export async function initialiseClusterIfNeeded({ paths, binaries, serverUser, logger }: Cluster): Promise<boolean> {
  if (await exists(paths.pgVersion)) return false;
  await clearLeftovers(paths);

  logger.info({ dataDir: paths.dataDir }, "embedded PostgreSQL: initialising a new cluster");
  const password = newPassword();
  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const tempCluster = path.join(paths.dataDir, `pgdata.init-${suffix}`);
  const pwfile = path.join(paths.dataDir, `.pwfile-${suffix}`);
  try {
    await fs.mkdir(tempCluster, { mode: 0o700 });
    await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (serverUser !== undefined) {
      // initdb runs as the server's user: it must own its folder and read the password file.
      await fs.chown(tempCluster, serverUser.uid, serverUser.gid);
      await fs.chown(pwfile, serverUser.uid, serverUser.gid);
    }
    const args = [
      "-D", serverPath(paths.dataDir, serverUser, tempCluster),
      "-U", SUPERUSER,
      "--auth=scram-sha-256",
      `--pwfile=${serverPath(paths.dataDir, serverUser, pwfile)}`,
      "-E", "UTF8",
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      // Also fixes LC_COLLATE/LC_CTYPE/LC_MESSAGES..., so the cluster does not depend on the
      // environment of whoever ran the first start.
      "--locale=C.UTF-8",
      "--no-instructions",
    ];
    const result = await withDataDirFd(paths.dataDir, serverUser, (extraFds) =>
      runToCompletion(binaries.initdb, args, {
        runAs: asServerUser(serverUser),
        cwd: paths.dataDir,
        timeoutMs: INITDB_TIMEOUT_MS,
        extraFds,
      }),
    );
    if (result.code !== 0) {
      const output = lastLines(`${result.stderr}\n${result.stdout}`, LOG_TAIL_LINES);
      throw new EmbeddedPostgresError(
        `initdb failed (${result.code === null ? `killed by ${result.signal ?? "timeout"}` : `exit code ${result.code}`}) ` +
          `while creating the PostgreSQL cluster in ${paths.dataDir}:\n${output || "(no output)"}`,
      );
    }
    await fs.rm(pwfile, { force: true });
    // The password must be on disk before the cluster that uses it appears.
    await writeSecret(paths.password, password);
    await fs.rename(tempCluster, paths.pgdata);
  } catch (error) {
    await fs.rm(tempCluster, { recursive: true, force: true }).catch(() => undefined);
    if (error instanceof EmbeddedPostgresError) throw error;
    throw new EmbeddedPostgresError(
      `Cannot initialise the PostgreSQL cluster in ${paths.dataDir}: ${describe(error)}.`,
      { cause: error },
    );
  } finally {
    await fs.rm(pwfile, { force: true }).catch(() => undefined);
  }
  logger.info({ dataDir: paths.dataDir }, "embedded PostgreSQL: cluster initialised");
  return true;
}

/** Leftovers of an init that crashed before its rename are garbage (the caller holds the start lock). */
async function clearLeftovers(paths: Paths): Promise<void> {
  for (const entry of await fs.readdir(paths.dataDir)) {
    if (entry.startsWith("pgdata.init-") || entry.startsWith(".pwfile-")) {
      await fs.rm(path.join(paths.dataDir, entry), { recursive: true, force: true });
    }
  }
  if (await exists(paths.pgdata)) {
    const entries = await fs.readdir(paths.pgdata).catch(() => ["?"]);
    if (entries.length > 0) {
      throw new EmbeddedPostgresError(
        `The folder ${paths.pgdata} is not empty but has no PG_VERSION, so it is not a usable PostgreSQL ` +
          `cluster. Move it away (or delete it, losing its contents) and start again to create a new cluster.`,
      );
    }
    await fs.rmdir(paths.pgdata);
  }
}
