/**
 * The app's role and database. The superuser is only used here: the app gets a role that owns
 * its database but is not a superuser.
 */
import type pg from "pg";
import type { Logger } from "pino";
import type { Paths } from "./cluster";
import { APP_ROLE, connectPatiently, SUPERUSER, type ConnectionTarget } from "./connection";
import { describe, EmbeddedPostgresError } from "./errors";
import { newPassword, readSecret, writeSecret } from "./secrets";

/** Objects of the superuser in the app's schemas, in the order their owners can be changed. */
const SUPERUSER_OBJECTS = `
WITH owner AS (SELECT oid FROM pg_roles WHERE rolname = $1),
     app_schemas AS (
       SELECT oid, nspname, nspowner FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
     )
SELECT 'SCHEMA' AS kind, quote_ident(n.nspname) AS name, 1 AS step
  FROM app_schemas n
 WHERE n.nspowner = (SELECT oid FROM owner)
UNION ALL
SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                      WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END,
       c.oid::regclass::text, 2
  FROM pg_class c JOIN app_schemas n ON n.oid = c.relnamespace
 WHERE c.relowner = (SELECT oid FROM owner)
   AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S', 'c')
   -- extension members stay; serial and identity sequences follow their table
   AND NOT EXISTS (SELECT 1 FROM pg_depend d
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
UNION ALL
SELECT 'ROUTINE', p.oid::regprocedure::text, 3
  FROM pg_proc p JOIN app_schemas n ON n.oid = p.pronamespace
 WHERE p.proowner = (SELECT oid FROM owner)
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
UNION ALL
SELECT 'TYPE', t.oid::regtype::text, 4
  FROM pg_type t JOIN app_schemas n ON n.oid = t.typnamespace
 WHERE t.typowner = (SELECT oid FROM owner)
   AND t.typtype IN ('e', 'd', 'r')
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
ORDER BY step`;

/**
 * The server has just answered SELECT 1, but on a busy machine its next connection can still be
 * slow: this long, not one try, before preparing the role and database gives up.
 */
const PREPARE_CONNECT_TIMEOUT_MS = 60_000;

export function validateDatabaseName(database: string): void {
  if (database === "" || Buffer.byteLength(database) > 63 || database.includes("\0")) {
    throw new EmbeddedPostgresError(
      `Invalid database name ${JSON.stringify(database)}: it must have 1 to 63 bytes.`,
    );
  }
  if (["postgres", "template0", "template1"].includes(database)) {
    throw new EmbeddedPostgresError(
      `The database ${JSON.stringify(database)} belongs to PostgreSQL itself; choose another name for the app's database.`,
    );
  }
}

/**
 * Makes sure the app's role exists (login, not a superuser, password in `app-password`) and owns
 * `database`. A database made by an earlier version belongs to the superuser, with everything in
 * it: its schemas, tables, views, sequences, routines and types are handed to the app's role in
 * one transaction, once. Extensions stay the superuser's (the app only uses them). Returns the
 * role's password.
 */
export async function ensureAppRoleAndDatabase(paths: Paths, admin: ConnectionTarget, database: string, logger: Logger): Promise<string> {
  const stored = await readSecret(paths.appPassword);
  let client: pg.Client | undefined;
  try {
    client = await connectPatiently(admin, PREPARE_CONNECT_TIMEOUT_MS);
    const appPassword = await ensureAppRole(client, paths, stored);
    const owner = await ensureDatabase(client, database);
    if (owner !== undefined && owner !== APP_ROLE) {
      await transferOwnership({ ...admin, database }, database);
      logger.warn(
        { database, from: owner, to: APP_ROLE },
        "embedded PostgreSQL: the database and its objects now belong to the app's role (not a superuser)",
      );
    }
    return appPassword;
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Cannot prepare the role "${APP_ROLE}" and the database "${database}": ${describe(error)}.`,
      { cause: error },
    );
  } finally {
    await client?.end().catch(() => undefined);
  }
}

/** `stored` is the password in `app-password`, if there is one. */
async function ensureAppRole(client: pg.Client, paths: Paths, stored: string | undefined): Promise<string> {
  const appPassword = stored ?? newPassword();
  const role = quoteIdentifier(APP_ROLE);
  const attributes =
    `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${quoteLiteral(appPassword)}`;
  const found = await client.query<{ rolsuper: boolean }>("SELECT rolsuper FROM pg_roles WHERE rolname = $1", [APP_ROLE]);
  if (found.rowCount === 0) {
    await client.query(`CREATE ROLE ${role} ${attributes}`).catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== "42710") throw error; // created meanwhile
      await client.query(`ALTER ROLE ${role} ${attributes}`);
    });
  } else if (stored === undefined || found.rows[0]?.rolsuper === true) {
    await client.query(`ALTER ROLE ${role} ${attributes}`);
  }
  // Only now: a password on disk always works (a crash before this line makes a new one).
  if (stored === undefined) await writeSecret(paths.appPassword, appPassword);
  return appPassword;
}

/** Creates `database` owned by the app's role if missing; returns its owner's name. */
async function ensureDatabase(client: pg.Client, database: string): Promise<string | undefined> {
  const ownerOf = async () =>
    (await client.query<{ owner: string }>("SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1", [database]))
      .rows[0]?.owner;
  const owner = await ownerOf();
  if (owner !== undefined) return owner;
  await client.query(`CREATE DATABASE ${quoteIdentifier(database)} OWNER ${quoteIdentifier(APP_ROLE)}`).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code !== "42P04" && code !== "23505") throw error; // someone created it meanwhile
  });
  return ownerOf();
}

async function transferOwnership(target: ConnectionTarget, database: string): Promise<void> {
  const client = await connectPatiently(target, PREPARE_CONNECT_TIMEOUT_MS);
  try {
    await client.query("BEGIN");
    const objects = await client.query<{ kind: string; name: string }>(SUPERUSER_OBJECTS, [SUPERUSER]);
    for (const { kind, name } of objects.rows) {
      await client.query(`ALTER ${kind} ${name} OWNER TO ${quoteIdentifier(APP_ROLE)}`);
    }
    await client.query(`ALTER DATABASE ${quoteIdentifier(database)} OWNER TO ${quoteIdentifier(APP_ROLE)}`);
    await client.query("COMMIT");
  } finally {
    await client.end().catch(() => undefined);
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
