import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, reference, timestamps } from "./columns";
import { churchRow } from "./churches";
import { musicians } from "./musicians";

/** The bands of a church and their members. */
export const bands = pgTable(
  "bands",
  {
    ...churchRow(),
    name: text("name").notNull(),
    year: integer("year").notNull(),
    /** Readable key of public URLs (decision 244), kept by triggers; unique in the church (checked at commit). */
    publicKey: text("public_key"),
    imageUrl: text("image_url"),
    ...timestamps(),
  },
  (t) => [
    check("bands_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("bands_year_range", sql`${t.year} between 1900 and 2200`),
    index("bands_church_id_year_idx").on(t.churchId, t.year.desc()),
    // The bands sharing a readable key's slug and year (migration 0003's louvor_slug).
    index("bands_church_id_slug_idx").on(t.churchId, sql`louvor_slug(${t.name})`, t.year),
  ],
);

export const bandMusicians = pgTable(
  "band_musicians",
  {
    ...churchRow(),
    bandId: reference("band_id", () => bands.id, "cascade"),
    musicianId: reference("musician_id", () => musicians.id, "cascade"),
    instrument: text("instrument").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("band_musicians_band_id_musician_id_unique").on(t.bandId, t.musicianId),
    index("band_musicians_musician_id_created_at_idx").on(t.musicianId, t.createdAt.desc()),
    index("band_musicians_church_id_idx").on(t.churchId),
  ],
);
