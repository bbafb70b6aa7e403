/**
 * `npm run restore -- [--allow-unsigned] FILE`: with the app stopped, the backup FILE becomes the
 * database of DATA_DIR; the data it replaces is moved to DATA_DIR/before-restore-<date-time>/,
 * never deleted. FILE must be signed with the backup signing key (BACKUP_SIGNING_KEY or
 * DATA_DIR/backup-signing-key, decision 492); --allow-unsigned also takes a file with no signature.
 */
import { BackupError, restoreBackup } from "../backups";
import { loadConfig } from "../config";
import { commandLogger, pathFromCommandLine, runCommand } from "./command";

const usage = "Uso / usage: npm run restore -- [--allow-unsigned] ARQUIVO.backup";
const ALLOW_UNSIGNED = "--allow-unsigned";

async function run(): Promise<number> {
  const allowUnsigned = process.argv.includes(ALLOW_UNSIGNED);
  const args = process.argv.slice(2).filter((arg) => arg !== ALLOW_UNSIGNED);
  const [file] = args;
  if (args.length !== 1 || file === undefined || file.startsWith("-")) {
    process.stderr.write(`Informe o arquivo da cópia de segurança a restaurar.\n${usage}\n`);
    return 1;
  }
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    process.stderr.write(
      "Com DATABASE_URL, o banco é um PostgreSQL externo: restaure-o com as ferramentas de quem o opera.\n" +
        "With DATABASE_URL the database is an external PostgreSQL: restore it with its operator's tools.\n",
    );
    return 1;
  }
  const logger = commandLogger();
  process.stdout.write(`Conferindo e restaurando / checking and restoring ${file} ...\n`);
  if (allowUnsigned) {
    process.stdout.write(
      "--allow-unsigned: um arquivo sem assinatura será aceito; nada prova que foi feito por esta instalação.\n" +
        "--allow-unsigned: a file with no signature is accepted; nothing proves this install made it.\n",
    );
  }
  try {
    const restored = await restoreBackup({
      file: pathFromCommandLine(file),
      dataDir: config.dataDir,
      signingKey: config.backups.signingKey,
      allowUnsigned,
      logger,
    });
    const rows = Object.values(restored.rowCounts).reduce((sum, n) => sum + n, 0);
    process.stdout.write(
      `Restaurado / restored: a cópia de ${restored.header.createdAt} (${rows} linhas) agora é o banco de ${config.dataDir}.\n` +
        (restored.movedAsideTo
          ? `Os dados que estavam lá foram movidos (não apagados) para / the replaced data was moved to:\n${restored.movedAsideTo}\n`
          : "") +
        `Inicie o app (npm start); se a cópia veio de uma versão anterior, ele a atualiza ao iniciar. (${restored.seconds.toFixed(1)} s)\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      process.stderr.write(`Não foi possível restaurar / cannot restore: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

await runCommand(run);
