import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, pgView, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { reference, timestamps } from "./columns";
import { churchRow } from "./churches";
import { bands } from "./bands";

/** Worship services (cultos): one recorded video each. */
export const services = pgTable(
  "services",
  {
    ...churchRow(),
    // A band with services cannot be deleted silently: the history of past services must stay.
    bandId: reference("band_id", () => bands.id, "restrict"),
    date: date("date").notNull(),
    time: time("time", { precision: 0 }).notNull(),
    // Derived from the hour (cut-offs 12 and 18), so it can never disagree with the time.
    shift: text("shift")
      .notNull()
      .generatedAlwaysAs(
        sql`case when extract(hour from "time") < 12 then 'morning' when extract(hour from "time") < 18 then 'afternoon' else 'evening' end`,
      ),
    videoUrl: text("video_url").notNull(),
    active: boolean("active").notNull().default(true),
    viewCount: integer("view_count").notNull().default(0),
    /** Read model (decision 242, kept by triggers): end of the last active segment, and how many there are. */
    duration: integer("duration").notNull().default(0),
    songCount: integer("song_count").notNull().default(0),
    /** Read model: dates, hour, shift and band, normalised, for the public search (trigram index). */
    searchText: text("search_text").notNull().default(""),
    /** Readable key of public URLs (decision 244), kept by triggers; null while inactive; unique in the church. */
    publicKey: text("public_key"),
    ...timestamps(),
  },
  (t) => [
    check("services_view_count_non_negative", sql`${t.viewCount} >= 0`),
    check("services_shift_valid", sql`${t.shift} in ('morning', 'afternoon', 'evening')`),
    index("services_church_id_date_idx").on(t.churchId, t.date.desc(), t.time.desc()),
    index("services_church_id_view_count_idx").on(t.churchId, t.viewCount.desc()),
    index("services_band_id_date_idx").on(t.bandId, t.date.desc()),
    index("services_search_text_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Declared here so queries are typed; defined in SQL in the migrations. */
export const servicesWithBand = pgView("services_with_band", {
  id: uuid("id").notNull(),
  churchId: uuid("church_id").notNull(),
  bandId: uuid("band_id").notNull(),
  date: date("date").notNull(),
  time: time("time").notNull(),
  dateFormatted: text("date_formatted").notNull(),
  timeFormatted: text("time_formatted").notNull(),
  shift: text("shift").notNull(),
  videoUrl: text("video_url").notNull(),
  active: boolean("active").notNull(),
  viewCount: integer("view_count").notNull(),
  bandName: text("band_name").notNull(),
  bandYear: integer("band_year").notNull(),
  songCount: integer("song_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();
