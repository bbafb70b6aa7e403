import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  chownTree,
  cleanUp,
  initialisedDir,
  SLOW,
  sql,
  start,
} from "../../../tests/support/embedded-postgres-harness";

// Real PostgreSQL binaries, one fresh temporary data directory per test.
afterEach(cleanUp);

describe("startEmbeddedPostgres: the app's role and database", () => {
  it(
    "hands a database of an earlier version (owned by the superuser) and its objects to the app's role, once",
    async () => {
      const dataDir = await initialisedDir();
      const earlier = await start(dataDir);
      // What the earlier version left: the app connected as the superuser and owned everything.
      const asSuperuser = earlier.adminUrl.replace(/\/postgres$/, "/louvor");
      await sql(earlier.adminUrl, "ALTER DATABASE louvor OWNER TO postgres");
      await sql(asSuperuser, "CREATE EXTENSION IF NOT EXISTS unaccent");
      await sql(asSuperuser, "CREATE SCHEMA drizzle");
      await sql(asSuperuser, "CREATE TABLE drizzle.migrations (id serial PRIMARY KEY, hash text)");
      await sql(asSuperuser, "CREATE TYPE mood AS ENUM ('alegre', 'solene')");
      await sql(asSuperuser, "CREATE TABLE songs (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text, mood mood)");
      await sql(asSuperuser, "INSERT INTO songs (name, mood) VALUES ('Aleluia', 'alegre')");
      await sql(asSuperuser, "CREATE VIEW song_names AS SELECT name FROM songs");
      await sql(asSuperuser, "CREATE FUNCTION plain(value text) RETURNS text LANGUAGE sql IMMUTABLE RETURN lower(public.unaccent(value))");
      await earlier.stop();
      if (process.getuid?.() === 0) {
        // The earlier version ran PostgreSQL in a user namespace, so the cluster's files were root's.
        await chownTree(path.join(dataDir, "pgdata"), 0, 0);
      }

      const upgraded = await start(dataDir);
      const owners = await sql(
        upgraded.adminUrl.replace(/\/postgres$/, "/louvor"),
        `SELECT 'database' AS object, pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = 'louvor'
         UNION ALL SELECT relname, pg_get_userbyid(relowner) FROM pg_class
          WHERE relname IN ('songs', 'songs_id_seq', 'song_names', 'migrations', 'migrations_id_seq')
         UNION ALL SELECT 'schema drizzle', pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'drizzle'
         UNION ALL SELECT 'type mood', pg_get_userbyid(typowner) FROM pg_type WHERE typname = 'mood'
         UNION ALL SELECT 'function plain', pg_get_userbyid(proowner) FROM pg_proc WHERE proname = 'plain'
         UNION ALL SELECT 'extension unaccent', pg_get_userbyid(extowner) FROM pg_extension WHERE extname = 'unaccent'
         ORDER BY 1`,
      );
      expect(owners).toEqual([
        { object: "database", owner: "louvor" },
        { object: "extension unaccent", owner: "postgres" },
        { object: "function plain", owner: "louvor" },
        { object: "migrations", owner: "louvor" },
        { object: "migrations_id_seq", owner: "louvor" },
        { object: "schema drizzle", owner: "louvor" },
        { object: "song_names", owner: "louvor" },
        { object: "songs", owner: "louvor" },
        { object: "songs_id_seq", owner: "louvor" },
        { object: "type mood", owner: "louvor" },
      ]);
      // The app's role (not a superuser) reads, writes and changes what it now owns.
      await sql(upgraded.url, "INSERT INTO songs (name, mood) VALUES ('Santo', 'solene')");
      await sql(upgraded.url, "ALTER TABLE songs ADD COLUMN artist text");
      await sql(upgraded.url, "INSERT INTO drizzle.migrations (hash) VALUES ('x')");
      expect(await sql(upgraded.url, "SELECT plain(name) AS name FROM song_names ORDER BY 1")).toEqual([
        { name: "aleluia" },
        { name: "santo" },
      ]);
    },
    SLOW,
  );
});
