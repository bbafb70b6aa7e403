import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

// Column helpers of every table.

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()). */
export const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
