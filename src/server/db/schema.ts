import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()). */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------
// Authentication (better-auth's models; property names are the ones it expects)
// ---------------------------------------------------------------------------

export const users = pgTable("users", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Rate-limit counters live in the database so that several app processes share them. */
export const rateLimits = pgTable("rate_limits", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------
// Church domain
// ---------------------------------------------------------------------------

export const churches = pgTable(
  "churches",
  {
    id: id(),
    // One church per administrator: the unique constraint is the rule. When the user is deleted
    // the church and its public pages stay; another administrator can be given it.
    adminUserId: uuid("admin_user_id")
      .unique("churches_admin_user_id_unique")
      .references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique("churches_slug_unique"),
    address: text("address"),
    youtubeChannel: text("youtube_channel"),
    logoUrl: text("logo_url"),
    /** Advanced by every transaction that changes the church's public pages (decision 240); never by views. */
    contentVersion: bigint("content_version", { mode: "number" }).notNull().default(1),
    /** The transaction that last advanced content_version, so one transaction advances it once. */
    contentXact: xid8("content_xact"),
    /** Read model (decision 242, kept by triggers): active services, and their active segments. */
    servicesTotal: integer("services_total").notNull().default(0),
    songsTotal: integer("songs_total").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("churches_name_not_blank", sql`btrim(${t.name}) <> ''`),
    // The normalised form produced by shared/slugs.ts: word characters in single-hyphen groups.
    check("churches_slug_format", sql`${t.slug} ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'`),
  ],
);

export const musicians = pgTable(
  "musicians",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Readable key of public URLs (decision 244), kept by triggers; unique in the church (checked at commit). */
    publicKey: text("public_key"),
    isMultibanda: boolean("is_multibanda").notNull().default(false),
    instrument: text("instrument"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("musicians_name_not_blank", sql`btrim(${t.name}) <> ''`),
    index("musicians_church_id_name_idx").on(t.churchId, t.name),
    index("musicians_search_idx").using("gin", sql`louvor_search_text(${t.name}) gin_trgm_ops`),
  ],
);

export const bands = pgTable(
  "bands",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    year: integer("year").notNull(),
    /** Readable key of public URLs (decision 244), kept by triggers; unique in the church (checked at commit). */
    publicKey: text("public_key"),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bands_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("bands_year_range", sql`${t.year} between 1900 and 2200`),
    index("bands_church_id_year_idx").on(t.churchId, t.year.desc()),
  ],
);

export const bandMusicians = pgTable(
  "band_musicians",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    bandId: uuid("band_id")
      .notNull()
      .references(() => bands.id, { onDelete: "cascade" }),
    musicianId: uuid("musician_id")
      .notNull()
      .references(() => musicians.id, { onDelete: "cascade" }),
    instrument: text("instrument").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("band_musicians_band_id_musician_id_unique").on(t.bandId, t.musicianId),
    index("band_musicians_musician_id_created_at_idx").on(t.musicianId, t.createdAt.desc()),
    index("band_musicians_church_id_idx").on(t.churchId),
  ],
);

export const services = pgTable(
  "services",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    // A band with services cannot be deleted silently: the history of past services must stay.
    bandId: uuid("band_id")
      .notNull()
      .references(() => bands.id, { onDelete: "restrict" }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

export const songsCatalog = pgTable(
  "songs_catalog",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    // Deleting a catalogue song deletes its execution records (spec: song delete removes them).
    songCatalogId: uuid("song_catalog_id")
      .notNull()
      .references(() => songsCatalog.id, { onDelete: "cascade" }),
    bandId: uuid("band_id")
      .notNull()
      .references(() => bands.id, { onDelete: "restrict" }),
    // Whole seconds into the service video.
    startTime: integer("start_time").notNull(),
    endTime: integer("end_time").notNull(),
    youtubeUrl: text("youtube_url"),
    name: text("name"),
    active: boolean("active").notNull().default(true),
    /** Readable key of public URLs (decision 244), kept by triggers; unique in the service (checked at commit). */
    publicKey: text("public_key"),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("song_details_times_valid", sql`${t.startTime} >= 0 and ${t.startTime} < ${t.endTime}`),
    check("song_details_view_count_non_negative", sql`${t.viewCount} >= 0`),
    index("song_details_service_id_start_time_idx").on(t.serviceId, t.startTime),
    index("song_details_song_catalog_id_idx").on(t.songCatalogId),
    index("song_details_band_id_idx").on(t.bandId),
    index("song_details_church_id_view_count_idx").on(t.churchId, t.viewCount.desc()),
    index("song_details_church_id_created_at_idx").on(t.churchId, t.createdAt.desc()),
  ],
);

export const serviceMusiciansGlobal = pgTable(
  "service_musicians_global",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    // Who played in a past service is history: a musician with lineup rows is not deleted.
    musicianId: uuid("musician_id")
      .notNull()
      .references(() => musicians.id, { onDelete: "restrict" }),
    instrument: text("instrument"),
    isSubstitute: boolean("is_substitute").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("service_musicians_global_service_id_musician_id_unique").on(t.serviceId, t.musicianId),
    index("service_musicians_global_musician_id_created_at_idx").on(t.musicianId, t.createdAt.desc()),
    index("service_musicians_global_church_id_idx").on(t.churchId),
  ],
);

export const serviceMusiciansIndividual = pgTable(
  "service_musicians_individual",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    songDetailId: uuid("song_detail_id").references(() => songDetails.id, { onDelete: "cascade" }),
    musicianId: uuid("musician_id")
      .notNull()
      .references(() => musicians.id, { onDelete: "restrict" }),
    instrument: text("instrument"),
    isSubstitute: boolean("is_substitute").notNull().default(false),
    isGlobal: boolean("is_global").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("service_musicians_individual_song_detail_id_musician_id_unique").on(
      t.songDetailId,
      t.musicianId,
    ),
    index("service_musicians_individual_service_id_idx").on(t.serviceId),
    index("service_musicians_individual_musician_id_created_at_idx").on(t.musicianId, t.createdAt.desc()),
    index("service_musicians_individual_church_id_idx").on(t.churchId),
  ],
);

// ---------------------------------------------------------------------------
// Uploaded images (server/storage; decision 275)
// ---------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

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
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
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

// ---------------------------------------------------------------------------
// Views (defined in SQL in the migrations; declared here so queries are typed)
// ---------------------------------------------------------------------------

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
}).existing();
