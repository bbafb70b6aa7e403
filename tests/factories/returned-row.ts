import { randomUUID } from "node:crypto";

/** The one row an `insert ... returning` gave back. */
export function returnedRow<T>(rows: T[], table: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${table} insert returned nothing`);
  return row;
}

/** A short random suffix that keeps default names unique in a church. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}
