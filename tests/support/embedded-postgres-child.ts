/**
 * Runs the embedded PostgreSQL supervisor in a separate process for the supervisor's tests:
 * they SIGKILL it to simulate a crashed app, or keep it running to test attaching.
 *
 * Usage: node --import tsx tests/support/embedded-postgres-child.ts <dataDir> [note]
 * Commits a row (note) into the table `notes` of the database "louvor", then prints
 * `READY <url> owns=<true|false>` and waits. SIGTERM stops the supervisor and exits.
 */
import pg from "pg";
import { pino } from "pino";
import { startEmbeddedPostgres } from "../../src/server/embedded-postgres";

const [dataDir, note = "from the child"] = process.argv.slice(2);
if (dataDir === undefined) {
  process.stderr.write("usage: embedded-postgres-child.ts <dataDir> [note]\n");
  process.exit(2);
}

try {
  const handle = await startEmbeddedPostgres({ dataDir, database: "louvor", logger: pino({ level: "silent" }) });
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  await client.query("CREATE TABLE IF NOT EXISTS notes (id serial PRIMARY KEY, note text NOT NULL)");
  await client.query("INSERT INTO notes (note) VALUES ($1)", [note]);
  await client.end();

  process.on("SIGTERM", () => {
    void handle.stop().finally(() => process.exit(0));
  });
  // Keep the process alive until a signal ends it.
  setInterval(() => undefined, 60_000);
  process.stdout.write(`READY ${handle.url} owns=${handle.ownsServer}\n`);
} catch (error) {
  process.stderr.write(`FAILED ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
