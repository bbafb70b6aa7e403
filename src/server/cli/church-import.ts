import { parseArgs } from "node:util";
import { paths } from "@shared/paths";
import { ChurchImportError, importChurch } from "../church-export";
import { loadConfig } from "../config";
import { openDatabase } from "../database-server";
import { commandLogger, pathFromCommandLine, runCommand } from "./command";

const usage = "Uso: npm run church:import -- ARQUIVO.zip --admin EMAIL [--slug NOVO-ID]";

async function run(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { admin: { type: "string" }, slug: { type: "string" } }, allowPositionals: true, strict: true });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0 || !parsed.values.admin) {
    process.stderr.write(`Informe o arquivo exportado e --admin.\n${usage}\n`);
    return 1;
  }

  const config = loadConfig(process.env);
  const logger = commandLogger();
  // Beside a running app this attaches to the same embedded server instead of starting another.
  const database = await openDatabase(config, logger, { poolSize: 2 });
  try {
    const result = await importChurch(database.db, pathFromCommandLine(file), { adminEmail: parsed.values.admin, slug: parsed.values.slug });
    const { counts } = result;
    const lines = [
      `Igreja importada: ${result.name} (${result.slug})`,
      `  ${counts.services} cultos, ${counts.segments} músicas de cultos, ${counts.songs} músicas no catálogo, ` +
        `${counts.bands} bandas, ${counts.musicians} músicos, ${counts.images} imagens.`,
      `Página pública: ${config.publicUrl}${paths.church.root.href(result.slug)}`,
    ];
    if (!result.idsKept) lines.push("Esta instalação já tinha os ids do arquivo: a igreja recebeu ids novos (os endereços legíveis continuam os mesmos).");
    if (result.admin.password) {
      lines.push(
        `Administrador criado: ${result.admin.email}`,
        `Senha provisória (mostrada só desta vez): ${result.admin.password}`,
        `Entre em ${config.publicUrl}${paths.admin.login.href()} (para trocar a senha, use "Esqueceu sua senha?" na tela de entrada).`,
      );
    } else {
      lines.push(`Administrador: ${result.admin.email} (já existia; a senha continua a mesma).`);
    }
    process.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(run, [ChurchImportError]);
