/**
 * `npm run backup`: one backup of the embedded database now, beside a running app (it attaches to
 * its server) or with the app stopped (it starts the server, and stops it after). Prints its path.
 */
import path from "node:path";
import { BackupError, backupSourceOf, createBackup } from "../backups";
import { loadConfig } from "../config";
import { startEmbeddedPostgres } from "../embedded-postgres";
import { commandLogger, runCommand } from "./command";

async function run(): Promise<number> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    process.stderr.write(
      "Com DATABASE_URL, o banco é um PostgreSQL externo: as cópias de segurança dele são de quem o opera (pg_dump, backups do provedor).\n" +
        "With DATABASE_URL the database is an external PostgreSQL: its backups are its operator's.\n",
    );
    return 1;
  }
  // Logs go to stderr as JSON; the CLI talks to people on stdout/stderr.
  const logger = commandLogger();
  const interrupted = new AbortController();
  const interrupt = () => interrupted.abort();
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, interrupt);

  const server = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, "postgres"), database: "louvor", logger });
  try {
    process.stdout.write(`Fazendo a cópia de segurança / making a backup of ${config.dataDir} ...\n`);
    const backup = await createBackup({
      source: backupSourceOf(server),
      dir: config.backups.dir,
      kind: "manual",
      keep: config.backups.keep,
      signingKey: config.backups.signingKey,
      logger,
      signal: interrupted.signal,
      onWait: () => process.stdout.write("Outra cópia de segurança está em andamento; aguardando ela terminar...\n"),
    });
    process.stdout.write(
      `Cópia de segurança feita e conferida (restaurada num banco de teste) / backup ok:\n${backup.file}\n` +
        `  ${formatBytes(backup.bytes)}, ${backup.totalRows} linhas, ${backup.seconds.toFixed(1)} s ` +
        `(conferência: ${backup.verifySeconds.toFixed(1)} s)\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      process.stderr.write(`A cópia de segurança falhou / backup failed: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await server.stop();
  }
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

await runCommand(run);
