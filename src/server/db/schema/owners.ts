import type { PgTable } from "drizzle-orm/pg-core";
import type * as schema from "./index";

// Who writes which table (decision 509, after decision 290's table): db/table-owners.test.ts reads
// this file and fails on a table without an owner and on a write from any other module.

/** A table of the schema, by its SQL name. */
export type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? (typeof schema)[K]["_"]["name"] : never;
}[keyof typeof schema];

/**
 * The module (a folder of src/server) whose functions write each table; other modules call them.
 * Anyone may read (the public pages, reports and dashboard are read models over many tables).
 */
export const tableOwners = {
  users: "auth",
  sessions: "auth",
  accounts: "auth",
  verifications: "auth",
  rate_limits: "auth",
  churches: "churches",
  church_members: "team",
  invitations: "team",
  audit_entries: "history",
  images: "storage",
  mail_queue: "mail-queue",
  public_read_counts: "http",
  musicians: "musicians",
  bands: "bands",
  band_musicians: "bands",
  services: "services",
  song_details: "services",
  songs_catalog: "songs",
  service_musicians_global: "lineups",
  service_musicians_individual: "lineups",
  plans: "plans",
  plan_songs: "plans",
  plan_team: "plans",
  musician_blockouts: "plans",
  recording_analyses: "recording",
  performance_fingerprints: "recording",
  recording_reviews: "recording",
} as const satisfies Record<TableName, string>;

export type SharedWriter = {
  /** A module (`demo`) or one file (`songs/executions.ts`), as a path under src/server. */
  writer: string;
  /** The tables it writes besides its own, or "every" for what writes whole churches or databases. */
  tables: readonly TableName[] | "every";
  /** Why it writes them itself rather than through the owner's functions. */
  reason: string;
};

/** The writes outside a table's owner, each with its reason. An entry no write uses fails the test too. */
export const sharedWriters: readonly SharedWriter[] = [
  { writer: "backups", tables: "every", reason: "restores a whole database from a backup file (decisions 390, 391)" },
  { writer: "church-export", tables: "every", reason: "imports a church's archive, every table of the church, in one transaction (decisions 395-398)" },
  { writer: "demo", tables: "every", reason: "seeds a demo church in one bulk insert, like a restore (decisions 211, 290)" },
  {
    writer: "storage/move-upload-folder.ts",
    tables: ["churches", "bands", "musicians"],
    reason: "a one-time data migration, like the SQL ones: points old upload URLs at the database's images (decision 275)",
  },
  { writer: "views/queries.ts", tables: ["rate_limits"], reason: "view limits under keys of their own, 'louvor-views:…', in the shared counters (decision 181)" },
  {
    writer: "http/address-limit.ts",
    tables: ["rate_limits"],
    reason: "a per-address request budget under keys of its own, 'louvor:<name>:…'; http is a floor below auth (decision 508)",
  },
  {
    writer: "songs/executions.ts",
    tables: ["song_details"],
    reason: "a performance's key and tempo, set from the song's history (decision 442); services imports songs, so the write cannot move up without a circle",
  },
];
