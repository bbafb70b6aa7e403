import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../database-server";
import { escalaMailContext, sendEscalaReminders } from "../plans";
import { commandLogger, runCommand } from "./command";

const usage = "Uso: npm run reminders -- [--at 2026-12-03T09:00]";

/**
 * The escala's reminders for a given moment (issue 41, docs/decisions/514): what the running app
 * sends every 15 minutes, started by hand (a cron job, a test, a day that was missed). A reminder
 * already sent is not sent again. `--at` is the server's local time; without it, now.
 */
async function run(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { at: { type: "string" } }, strict: true }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  const at = args.at === undefined ? new Date() : new Date(args.at);
  if (Number.isNaN(at.getTime()) || (args.at !== undefined && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(args.at))) {
    process.stderr.write(`--at deve ser uma data e hora como 2026-12-03T09:00.\n${usage}\n`);
    return 1;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config, commandLogger(), { poolSize: 2 });
  try {
    const result = await sendEscalaReminders(database.db, escalaMailContext(config), at);
    process.stdout.write(`Lembretes enviados: ${result.reminders}. Repertórios da véspera enviados: ${result.dayBefore}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(run);
