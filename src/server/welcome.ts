import { eq } from "drizzle-orm";
import { paths } from "@shared/paths";
import type { Config } from "./config";
import { type Database, churches, churchMembers, users } from "./db";
import { DEMO_ADMIN, DEMO_CHURCH_SLUG, DEMO_EDITOR } from "./demo";

/** What `npm start` prints once the app serves: where it is, how to sign in to the demo, the backups. */
export async function printWelcome(db: Database, config: Config, newDemoPassword: string | undefined, embedded: boolean) {
  const url = config.publicUrl;
  const lines = [`\n  Louvor está no ar: ${url}`];
  const [demo] = await db
    .select({ slug: churches.slug })
    .from(churches)
    .innerJoin(churchMembers, eq(churchMembers.churchId, churches.id))
    .innerJoin(users, eq(users.id, churchMembers.userId))
    .where(eq(users.email, DEMO_ADMIN.email));
  if (demo) {
    // Outside production the password is the published one; in production it exists only here,
    // on the start that created it.
    const password = config.env === "production" ? newDemoPassword : DEMO_ADMIN.password;
    lines.push(
      `  Área administrativa: ${url}${paths.admin.login.href()}`,
      `    e-mail: ${DEMO_ADMIN.email}`,
      password ? `    senha:  ${password}` : "    senha:  mostrada apenas no início que criou a demo",
      ...(config.env === "production" ? [] : [`    Editor: ${DEMO_EDITOR.email} (senha: ${DEMO_EDITOR.password})`]),
      `  Página pública da igreja demo: ${url}${paths.church.root.href(demo.slug ?? DEMO_CHURCH_SLUG)}`,
    );
  }
  lines.push(`  Backups: ${backupsLine(config, embedded)}`);
  process.stdout.write(`${lines.join("\n")}\n\n`);
}

function backupsLine(config: Config, embedded: boolean): string {
  if (!embedded) return "a cargo de quem opera o PostgreSQL externo (DATABASE_URL)";
  const { dir, dailyAt, keep } = config.backups;
  if (!dailyAt) return `${dir} (diários desligados: BACKUP_TIME=off; npm run backup faz um agora)`;
  const time = `${String(dailyAt.hour).padStart(2, "0")}:${String(dailyAt.minute).padStart(2, "0")}`;
  return `${dir} (todo dia às ${time}, guarda os ${keep} mais recentes)`;
}
