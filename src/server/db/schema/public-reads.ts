import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

// The public-read limit's counters (server/http/public-read-limit; decision 469)

/**
 * Public reads per client address and minute, summed over every app process and machine. Each
 * process adds its own counts in batches (one statement for all addresses every few hundred ms);
 * rows older than the previous minute are deleted by the same processes.
 */
export const publicReadCounts = pgTable(
  "public_read_counts",
  {
    address: text("address").notNull(),
    /** The minute's start, in milliseconds since the epoch. */
    minuteStart: bigint("minute_start", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.minuteStart] }),
    check("public_read_counts_count", sql`${t.count} >= 0`),
    check("public_read_counts_minute", sql`${t.minuteStart} % 60000 = 0`),
  ],
);
