import { parseArgs } from "node:util";
import { paths } from "@shared/paths";
import { AdministratorError, createAdministrator, createAuth } from "../auth";
import { loadConfig } from "../config";
import { openDatabase } from "../database-server";
import { commandLogger, runCommand } from "./command";

const usage = "Uso: npm run admin:create -- --email EMAIL --password SENHA [--name NOME]";

async function run(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      strict: true,
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  if (!args.email || !args.password) {
    process.stderr.write(`Informe --email e --password.\n${usage}\n`);
    return 1;
  }

  const config = loadConfig(process.env);
  // Logs go to stderr as JSON only for warnings; the CLI talks to people on stdout/stderr.
  const logger = commandLogger();
  // Beside a running app this attaches to the same embedded server instead of starting another.
  const database = await openDatabase(config, logger, { poolSize: 2 });
  try {
    const auth = createAuth({ db: database.db, config, logger });
    const admin = await createAdministrator(database.db, auth, { email: args.email, password: args.password, name: args.name });
    process.stdout.write(`Administrador criado: ${admin.email}\nEntre em ${config.publicUrl}${paths.admin.login.href()}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(run, [AdministratorError]);
