import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, pgView, text, time, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { reference, timestamps } from "./columns";
import { churchRow } from "./churches";
import { bands } from "./bands";
import { services } from "./services";

/**
 * The song catalogue and the songs of each service (segments of its video). They refer to each
 * other (a segment's song; a song's latest segment), so they share this file.
 */
export const songsCatalog = pgTable(
  "songs_catalog",
  {
    ...churchRow(),
    name: text("name").notNull(),
    author: text("author"),
    chordFile: text("chord_file"),
    lyrics: text("lyrics"),
    performanceCount: integer("performance_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    firstPlayedAt: date("first_played_at"),
    lastPlayedAt: date("last_played_at"),
    lastServiceId: uuid("last_service_id").references(() => services.id, { onDelete: "set null" }),
    /** The latest performance itself (decision 242), kept by refresh_song_statistics. */
    lastSegmentId: uuid("last_segment_id").references((): AnyPgColumn => songDetails.id, { onDelete: "set null" }),
    /** Readable key of public URLs (decision 244), kept by triggers; unique in the church (checked at commit). */
    publicKey: text("public_key"),
    newMarkedAt: timestamp("new_marked_at", { withTimezone: true }),
    introducedBy: uuid("introduced_by").references(() => bands.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    /** The church's chart ('Cifra', issue 42): ChordPro text; null while the song has none. */
    chart: text("chart"),
    /** 'Tom original': as written ("G", "Bb", "F#m"), from the chart's {key} or its chords, correctable. */
    originalKey: text("original_key"),
    /** The song's CCLI number, for the usage report. */
    ccli: text("ccli"),
    ...timestamps(),
  },
  (t) => [
    check("songs_catalog_chart_length", sql`char_length(${t.chart}) <= 60000`),
    check("songs_catalog_original_key_written", sql`${t.originalKey} ~ '^[A-G](#|b)?m?$' and ${t.originalKey} !~ '^(B#|Cb|E#|Fb)'`),
    check("songs_catalog_ccli_digits", sql`${t.ccli} ~ '^[0-9]{1,10}$'`),
    check("songs_catalog_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("songs_catalog_counts_non_negative", sql`${t.performanceCount} >= 0 and ${t.viewCount} >= 0`),
    check(
      "songs_catalog_played_order",
      sql`${t.firstPlayedAt} is null or ${t.lastPlayedAt} is null or ${t.firstPlayedAt} <= ${t.lastPlayedAt}`,
    ),
    // A song name is unique within a church, ignoring case.
    uniqueIndex("songs_catalog_church_id_lower_name_unique").on(t.churchId, sql`lower(${t.name})`),
    index("songs_catalog_church_id_name_idx").on(t.churchId, t.name),
    index("songs_catalog_church_id_view_count_idx").on(t.churchId, t.viewCount.desc()),
    index("songs_catalog_church_id_performance_count_idx").on(t.churchId, t.performanceCount.desc()),
    index("songs_catalog_church_id_last_played_at_idx").on(t.churchId, t.lastPlayedAt.desc()),
    index("songs_catalog_church_id_created_at_idx").on(t.churchId, t.createdAt.desc()),
    index("songs_catalog_church_id_new_marked_at_idx")
      .on(t.churchId, t.newMarkedAt.desc())
      .where(sql`${t.newMarkedAt} is not null`),
    index("songs_catalog_last_service_id_idx").on(t.lastServiceId),
    index("songs_catalog_last_segment_id_idx").on(t.lastSegmentId),
    index("songs_catalog_introduced_by_idx").on(t.introducedBy),
    index("songs_catalog_search_idx").using("gin", sql`louvor_search_text(${t.name}) gin_trgm_ops`),
    index("songs_catalog_author_search_idx").using("gin", sql`louvor_search_text(coalesce(${t.author}, '')) gin_trgm_ops`),
  ],
);

export const songDetails = pgTable(
  "song_details",
  {
    ...churchRow(),
    serviceId: reference("service_id", () => services.id, "cascade"),
    // Deleting a catalogue song deletes its execution records (spec: song delete removes them).
    songCatalogId: reference("song_catalog_id", () => songsCatalog.id, "cascade"),
    bandId: reference("band_id", () => bands.id, "restrict"),
    // Whole seconds into the service video.
    startTime: integer("start_time").notNull(),
    endTime: integer("end_time").notNull(),
    youtubeUrl: text("youtube_url"),
    name: text("name"),
    active: boolean("active").notNull().default(true),
    /** Readable key of public URLs (decision 244), kept by triggers; unique in the service (checked at commit). */
    publicKey: text("public_key"),
    viewCount: integer("view_count").notNull().default(0),
    /** The key it was played in, as written ("G", "Bb", "F#m"; shared/musical-keys.ts), and its tempo in BPM (issue 27). */
    musicalKey: text("musical_key"),
    tempo: integer("tempo"),
    ...timestamps(),
  },
  (t) => [
    check("song_details_times_valid", sql`${t.startTime} >= 0 and ${t.startTime} < ${t.endTime}`),
    check("song_details_musical_key_written", sql`${t.musicalKey} ~ '^[A-G](#|b)?m?$' and ${t.musicalKey} !~ '^(B#|Cb|E#|Fb)'`),
    check("song_details_tempo_range", sql`${t.tempo} between 30 and 250`),
    check("song_details_view_count_non_negative", sql`${t.viewCount} >= 0`),
    index("song_details_service_id_start_time_idx").on(t.serviceId, t.startTime),
    index("song_details_song_catalog_id_church_id_idx").on(t.songCatalogId, t.churchId),
    index("song_details_band_id_idx").on(t.bandId),
    index("song_details_church_id_view_count_idx").on(t.churchId, t.viewCount.desc()),
    index("song_details_church_id_created_at_idx").on(t.churchId, t.createdAt.desc()),
  ],
);

/** Declared here so queries are typed; defined in SQL in the migrations. */
export const songDetailsWithServices = pgView("song_details_with_services", {
  id: uuid("id").notNull(),
  churchId: uuid("church_id").notNull(),
  serviceId: uuid("service_id").notNull(),
  songCatalogId: uuid("song_catalog_id").notNull(),
  bandId: uuid("band_id").notNull(),
  startTime: integer("start_time").notNull(),
  endTime: integer("end_time").notNull(),
  youtubeUrl: text("youtube_url"),
  name: text("name"),
  active: boolean("active").notNull(),
  viewCount: integer("view_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  serviceDate: date("service_date").notNull(),
  serviceTime: time("service_time").notNull(),
  serviceActive: boolean("service_active").notNull(),
  videoUrl: text("video_url").notNull(),
  bandName: text("band_name").notNull(),
  bandYear: integer("band_year").notNull(),
  musicalKey: text("musical_key"),
  tempo: integer("tempo"),
}).existing();
