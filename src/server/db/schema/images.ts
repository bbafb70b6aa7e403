import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, reference } from "./columns";
import { churches } from "./churches";

// Uploaded images (server/storage; decision 275)

/**
 * Re-encoded images a church's rows point at (logos, band images, musician photos), one row per
 * church and content: the same bytes uploaded twice by one church are stored once and counted in
 * `uses`; the last use given back deletes the row. The hash and the size are computed by the
 * database from the bytes, so they cannot disagree with them.
 */
export const images = pgTable(
  "images",
  {
    sha256: text("sha256")
      .notNull()
      .generatedAlwaysAs(sql`encode(sha256(bytes), 'hex')`),
    churchId: reference("church_id", () => churches.id, "cascade"),
    contentType: text("content_type").notNull(),
    size: integer("size")
      .notNull()
      .generatedAlwaysAs(sql`octet_length(bytes)`),
    bytes: bytea("bytes").notNull(),
    uses: integer("uses").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // The hash first: serving looks an image up by its hash alone.
    primaryKey({ name: "images_pkey", columns: [t.sha256, t.churchId] }),
    index("images_church_id_idx").on(t.churchId),
    check("images_content_type", sql`${t.contentType} in ('image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/avif')`),
    // The upload limit (5 MB, shared/images.ts) holds for the re-encoded bytes too.
    check("images_size", sql`${t.size} between 1 and 5242880`),
    check("images_uses_positive", sql`${t.uses} > 0`),
  ],
);
