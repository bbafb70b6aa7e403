import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../config";
import { openDatabase } from "../database-server";
import { FirstAdminInvitationError, inviteFirstAdministrator } from "../team";
import { commandLogger, runCommand } from "./command";

const usage = "Uso: npm run admin:invite -- --email EMAIL";

/**
 * Invites a church's first administrator by e-mail (issue 24, docs/decisions/462): the link makes
 * their account, and they register their church as at the first sign-in. The mail goes through the
 * mail queue, which the running app sends (or, without SMTP_URL, writes to the outbox).
 */
async function run(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { email: { type: "string" } }, strict: true }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  const email = z.email().safeParse(args.email?.trim().toLowerCase());
  if (!email.success) {
    process.stderr.write(`Informe um e-mail válido em --email.\n${usage}\n`);
    return 1;
  }

  const config = loadConfig(process.env);
  const logger = commandLogger();
  const database = await openDatabase(config, logger, { poolSize: 2 });
  try {
    await inviteFirstAdministrator(database.db, { email: email.data, publicUrl: config.publicUrl, authSecret: config.authSecret });
    process.stdout.write(`Convite enviado para ${email.data} (vale por 7 dias e pode ser usado uma vez).\n`);
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(run, [FirstAdminInvitationError]);
