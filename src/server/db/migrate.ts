import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_245_310_118;

/**
 * Applies the committed migrations. An advisory lock held on one connection makes two processes
 * that start together against one server run them one after the other, not twice at once.
 */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    // Migrations (and waiting for another process's) may take longer than a request's statement
    // timeout; RESET gives the connection back to the pool with the pool's setting.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.query("reset statement_timeout").catch(() => undefined);
    client.release();
  }
}
