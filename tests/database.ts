import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database } from "../src/server/db/client";
import { databaseUrl } from "./database-url";

export type TestDatabase = { db: Database; url: string; name: string; drop(): Promise<void> };

/** A fresh, migrated database cloned from the run's template (about 20 ms). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("databaseAdminUrl");
  const template = inject("templateDatabase");
  const name = `louvor_test_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const url = databaseUrl(adminUrl, name);
  const db = createDatabase(url, { max: 20 });
  return {
    db,
    url,
    name,
    async drop() {
      await db.$client.end();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
