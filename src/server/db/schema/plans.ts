import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { reference, timestamps } from "./columns";
import { churchRow } from "./churches";
import { bands } from "./bands";
import { musicians } from "./musicians";
import { songsCatalog } from "./songs";

/**
 * Planned services ('Próximos cultos', issue 27): a date, a time, a band and the songs in order.
 * Not services: no statistic, listing or search reads them; only their unlisted page does, by its
 * public key (docs/decisions/447).
 */
export const plans = pgTable(
  "plans",
  {
    ...churchRow(),
    // A band's plans go with it: they are not history (docs/decisions/447).
    bandId: reference("band_id", () => bands.id, "cascade"),
    date: date("date").notNull(),
    time: time("time", { precision: 0 }).notNull(),
    /** The unguessable key of the plan's page (128 random bits, base64url). */
    publicKey: text("public_key").notNull(),
    ...timestamps(),
  },
  (t) => [
    check("plans_public_key_format", sql`${t.publicKey} ~ '^[A-Za-z0-9_-]{22}$'`),
    uniqueIndex("plans_public_key_unique").on(t.publicKey),
    index("plans_church_id_date_idx").on(t.churchId, t.date, t.time),
    index("plans_band_id_idx").on(t.bandId),
  ],
);

/** The songs of a plan, in order, each with the key it will be sung in and a note. */
export const planSongs = pgTable(
  "plan_songs",
  {
    ...churchRow(),
    planId: reference("plan_id", () => plans.id, "cascade"),
    /** 0, 1, 2... in the plan's order. */
    position: integer("position").notNull(),
    // A song deleted from the catalogue leaves the plans it was in.
    songCatalogId: reference("song_catalog_id", () => songsCatalog.id, "cascade"),
    /** As written ("G", "Bb", "F#m"; shared/musical-keys.ts); null while not chosen. */
    musicalKey: text("musical_key"),
    note: text("note"),
    ...timestamps(),
  },
  (t) => [
    check("plan_songs_position_non_negative", sql`${t.position} >= 0`),
    check("plan_songs_musical_key_written", sql`${t.musicalKey} ~ '^[A-G](#|b)?m?$' and ${t.musicalKey} !~ '^(B#|Cb|E#|Fb)'`),
    check("plan_songs_note_length", sql`char_length(${t.note}) <= 500`),
    uniqueIndex("plan_songs_plan_id_position_unique").on(t.planId, t.position),
    index("plan_songs_song_catalog_id_idx").on(t.songCatalogId),
  ],
);

/**
 * The plan's team (issue 41, docs/decisions/511): one row per musician in a position, in the
 * team's order; a position without anyone yet is one row without a musician. Each assignment
 * carries the musician's answer ('pendente' until they answer).
 */
export const planTeam = pgTable(
  "plan_team",
  {
    ...churchRow(),
    planId: reference("plan_id", () => plans.id, "cascade"),
    /** 'Vocal', 'Violão'... or any name the church types. */
    position: text("position").notNull(),
    /** 0, 1, 2... in the team's order (positions, then musicians within each). */
    sortOrder: integer("sort_order").notNull(),
    // Removing a musician removes their assignments; null: the position is still empty.
    musicianId: uuid("musician_id").references(() => musicians.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pendente"),
    declineReason: text("decline_reason"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** SHA-256 of the answer link's token ('Enviar escala', docs/decisions/514); null until sent. */
    answerTokenHash: text("answer_token_hash"),
    /** When the escala mail (or its update) was queued for this assignment. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** What that mail said: "date time position"; a plan whose date, time or position moved away from it sends an update. */
    sentFor: text("sent_for"),
    /** The one reminder to answer, and the one 'amanhã' mail to the confirmed: each sent once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    dayBeforeAt: timestamp("day_before_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("plan_team_position_not_blank", sql`btrim(${t.position}) <> '' and char_length(${t.position}) <= 60`),
    check("plan_team_sort_order_non_negative", sql`${t.sortOrder} >= 0`),
    check("plan_team_status_known", sql`${t.status} in ('pendente', 'confirmado', 'recusado')`),
    check("plan_team_decline_reason_length", sql`char_length(${t.declineReason}) <= 500`),
    uniqueIndex("plan_team_plan_id_position_musician_id_unique").on(t.planId, t.position, t.musicianId),
    uniqueIndex("plan_team_answer_token_hash_unique").on(t.answerTokenHash),
    index("plan_team_musician_id_idx").on(t.musicianId),
  ],
);

/**
 * A musician's blockout dates ('Minhas escalas', issue 41), written by the musician: one day or a
 * range (`rrule` null, `starts_on`..`ends_on`), or a day that repeats: an RFC 5545 RRULE
 * ("FREQ=MONTHLY;BYDAY=1SU") from `starts_on` on, each occurrence blocking its whole day.
 */
export const musicianBlockouts = pgTable(
  "musician_blockouts",
  {
    ...churchRow(),
    musicianId: reference("musician_id", () => musicians.id, "cascade"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    rrule: text("rrule"),
    ...timestamps(),
  },
  (t) => [
    check(
      "musician_blockouts_shape",
      sql`(${t.rrule} is null and ${t.endsOn} is not null and ${t.endsOn} >= ${t.startsOn}) or (${t.rrule} is not null and ${t.endsOn} is null)`,
    ),
    check("musician_blockouts_rrule_written", sql`${t.rrule} ~ '^FREQ=[A-Z]+[A-Z0-9=,+\\x3b-]*$' and char_length(${t.rrule}) <= 200`),
    index("musician_blockouts_musician_id_idx").on(t.musicianId, t.startsOn),
  ],
);
