import { customType, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

// Column helpers of every table.

/** Bytes, read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()). */
export const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A row's creation and last-change times. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A required reference to another table's row, and what its deletion does to this one. */
export const reference = (name: string, target: () => AnyPgColumn, onDelete: "cascade" | "restrict") =>
  uuid(name).notNull().references(target, { onDelete });
