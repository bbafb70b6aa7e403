import type { EmbeddedPostgresHandle } from "../embedded-postgres";

/** The app's database in the embedded server (database-server.ts opens it by this name). */
export const APP_DATABASE = "louvor";

/** What a backup reads from: the superuser on the app's database of a running embedded server. */
export type BackupSource = { url: string };

/** The superuser's URL on the app's database: it reads every table and loads with triggers off. */
export function superuserUrlOf(server: Pick<EmbeddedPostgresHandle, "adminUrl">, database: string = APP_DATABASE): string {
  const url = new URL(server.adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function backupSourceOf(server: Pick<EmbeddedPostgresHandle, "adminUrl">): BackupSource {
  return { url: superuserUrlOf(server) };
}
